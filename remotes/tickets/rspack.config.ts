import { appBuilds, REMOTES } from '@helpdesk/build';

export default appBuilds({
  name: 'tickets',
  dir: import.meta.dirname,
  devPort: REMOTES.tickets.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — tickets remote',
});
