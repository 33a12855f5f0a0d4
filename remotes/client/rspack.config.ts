import { appBuilds, REMOTES } from '@helpdesk/build';
import { declaration } from './src/declaration.ts';

export default appBuilds({
  name: 'client',
  dir: import.meta.dirname,
  devPort: REMOTES.client.devPort,
  exposes: { './routes': './src/routes.tsx' },
  declaration,
  htmlTitle: 'Helpdesk — client remote',
});
