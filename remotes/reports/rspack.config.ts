import { appBuilds, REMOTES } from '@helpdesk/build';
import { declaration } from './src/declaration.ts';

export default appBuilds({
  name: 'reports',
  dir: import.meta.dirname,
  devPort: REMOTES.reports.devPort,
  exposes: { './routes': './src/routes.tsx' },
  declaration,
  htmlTitle: 'Helpdesk — reports remote',
});
