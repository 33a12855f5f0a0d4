import { appBuilds, REMOTES } from '@helpdesk/build';
import { declaration } from './src/declaration.ts';

export default appBuilds({
  name: 'finance',
  dir: import.meta.dirname,
  devPort: REMOTES.finance.devPort,
  exposes: { './routes': './src/routes.tsx' },
  declaration,
  htmlTitle: 'Helpdesk — finance remote',
});
