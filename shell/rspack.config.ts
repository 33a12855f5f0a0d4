import { appConfig, SHELL_DEV_PORT } from '@helpdesk/build';

export default appConfig({
  name: 'shell',
  dir: import.meta.dirname,
  devPort: SHELL_DEV_PORT,
  htmlTitle: 'Helpdesk',
  devProxyTarget: process.env.HELPDESK_SERVER ?? 'http://localhost:8000',
});
