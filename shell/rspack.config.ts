import path from 'node:path';
import { CopyRspackPlugin } from '@rspack/core';
import { appConfig, SHELL_DEV_PORT } from '@helpdesk/build';
import { GuidePlugin } from './src/guide/build/guide-plugin.ts';

export default appConfig({
  name: 'shell',
  dir: import.meta.dirname,
  devPort: SHELL_DEV_PORT,
  htmlTitle: 'Helpdesk',
  devProxyTarget: process.env.HELPDESK_SERVER ?? 'http://localhost:8000',
  plugins: [
    new GuidePlugin({ sourceDir: path.join(import.meta.dirname, 'guide') }),
    // public/ is served from the site root as is (the push service worker must live at /sw.js for its scope).
    new CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
  ],
});
