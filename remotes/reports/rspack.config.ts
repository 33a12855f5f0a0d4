import { appConfig, REMOTES } from '@helpdesk/build';

export default appConfig({
  name: 'reports',
  dir: import.meta.dirname,
  devPort: REMOTES.reports.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — reports remote',
});
