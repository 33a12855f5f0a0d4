/**
 * Not a test suite: captures the README's screenshots (docs/screenshots/) of both layouts at desktop and mobile
 * width from the production build. Run: pnpm --filter @helpdesk/e2e screenshots
 */
import { defineConfig } from '@playwright/test';
import base, { appServers } from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: '*.ts',
  reporter: [['list']],
  // The server (with its mail servers) and the cross-origin finance remote it points at.
  webServer: appServers,
});
