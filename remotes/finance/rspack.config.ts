import { appBuilds, REMOTES } from '@helpdesk/build';

export default appBuilds({
  name: 'finance',
  dir: import.meta.dirname,
  devPort: REMOTES.finance.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — finance remote',
});
