import { appConfig, REMOTES } from '@helpdesk/build';

export default appConfig({
  name: 'client',
  dir: import.meta.dirname,
  devPort: REMOTES.client.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — client remote',
});
