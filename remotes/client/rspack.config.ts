import { appConfig, REMOTES } from '@helpdesk/build';
import { declaration } from './src/declaration.ts';

export default appConfig({
  name: 'client',
  dir: import.meta.dirname,
  devPort: REMOTES.client.devPort,
  exposes: { './routes': './src/routes.tsx' },
  declaration,
  htmlTitle: 'Helpdesk — client remote',
});
