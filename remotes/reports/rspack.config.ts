import { appBuilds, REMOTES } from '@helpdesk/build';

export default appBuilds({
  name: 'reports',
  dir: import.meta.dirname,
  devPort: REMOTES.reports.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — reports remote',
});
