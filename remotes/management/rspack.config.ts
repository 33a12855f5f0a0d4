import { appBuilds, REMOTES } from '@helpdesk/build';

export default appBuilds({
  name: 'management',
  dir: import.meta.dirname,
  devPort: REMOTES.management.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — management remote',
});
