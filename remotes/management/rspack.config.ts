import { appBuilds, REMOTES } from '@helpdesk/build';
import { declaration } from './src/declaration.ts';

export default appBuilds({
  name: 'management',
  dir: import.meta.dirname,
  devPort: REMOTES.management.devPort,
  exposes: { './routes': './src/routes.tsx' },
  declaration,
  htmlTitle: 'Helpdesk — management remote',
});
