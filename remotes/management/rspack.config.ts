import { appConfig, REMOTES } from '@helpdesk/build';

export default appConfig({
  name: 'management',
  dir: import.meta.dirname,
  devPort: REMOTES.management.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — management remote',
});
