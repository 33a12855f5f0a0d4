import { appBuilds, REMOTES } from '@helpdesk/build';
import { declaration } from './src/declaration.ts';

export default appBuilds({
  name: 'tickets',
  dir: import.meta.dirname,
  devPort: REMOTES.tickets.devPort,
  exposes: { './routes': './src/routes.tsx' },
  declaration,
  htmlTitle: 'Helpdesk — tickets remote',
});
