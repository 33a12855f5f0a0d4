import { appBuilds, REMOTES } from '@helpdesk/build';

export default appBuilds({
  name: 'client',
  dir: import.meta.dirname,
  devPort: REMOTES.client.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — client remote',
});
