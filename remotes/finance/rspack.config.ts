import { appConfig, REMOTES } from '@helpdesk/build';

export default appConfig({
  name: 'finance',
  dir: import.meta.dirname,
  devPort: REMOTES.finance.devPort,
  exposes: { './routes': './src/routes.tsx' },
  htmlTitle: 'Helpdesk — finance remote',
});
