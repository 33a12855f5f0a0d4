/**
 * End-to-end suite: Debian's Chromium against the production build served by the reference server
 * (ARCHITECTURE §6). The finance remote is deployed on a second origin for every test, the way a team would
 * deploy a remote on its own; a third origin serves a tickets build that tests use as a local override. Real mail
 * servers (tests/mail-servers.ts) start first when installed: the server sends by SMTP and polls an IMAP mailbox.
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

import { mailServerEnv, mailServersMissing } from './tests/mail-servers.ts';
import { PORTS } from './tests/ports.ts';
import { MAIL_INTAKE_TOKEN, REMOTE_DEPLOY_TOKEN } from './tests/secrets.ts';
const tsx = '../server/node_modules/.bin/tsx';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The accessibility sweep (tests/a11y-*) only reads and each of its files signs in its own users: run alone
// (`playwright test tests/a11y-`), its files run side by side; the rest of the suite shares state and runs one at a
// time. E2E_A11Y=skip leaves the sweep out of a whole-suite run (the package's test script runs it after, alone).
const cliFilters = process.argv.slice(process.argv.indexOf('test') + 1).filter((arg) => !arg.startsWith('-'));
const a11yOnly = cliFilters.length > 0 && cliFilters.every((filter) => filter.includes('a11y'));

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** Dovecot and aiosmtpd in one process; it stops both (Dovecot daemonises) on SIGTERM. */
const mailServers: WebServer[] = mailServersMissing()
  ? []
  : [
      {
        name: 'mail',
        command: `${tsx} tests/mail-servers-main.ts`,
        url: `http://127.0.0.1:${PORTS.mailServers}/health`,
        timeout: 30_000,
        reuseExistingServer: false,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
    ];

/** The server with its mail servers and the finance origin it points at: what the screenshots need too. */
export const appServers: WebServer[] = [
  ...mailServers,
  {
    command: `rm -rf ../var/e2e-data-${PORTS.server} && ${tsx} ../server/src/main.ts`,
    url: `http://localhost:${PORTS.server}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORTS.server),
      DATA_DIR: `../var/e2e-data-${PORTS.server}`,
      SEED_TICKETS: '300',
      REMOTE_FINANCE_URL: `http://localhost:${PORTS.financeOrigin}/mf-manifest.json`,
      LOG_LEVEL: 'warn',
      MAIL_INTAKE_TOKEN,
      REMOTE_DEPLOY_TOKEN,
      // The canary guard looks every 2 s and judges on 3 loads (canary-guard.spec.ts); healthy canaries never err.
      CANARY_CHECK_SECONDS: '2',
      CANARY_MIN_LOADS: '3',
      // Every test signs in from 127.0.0.1: the per-IP login limit is for the public internet.
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_CODE_PER_USER: '10000',
      // Pages are server-rendered as in production, but a busy test machine must not turn a render into the client
      // boot by its budget (300 ms): the tests say which pages render. The overrun itself is a server test's.
      SSR_BUDGET_MS: '5000',
      ...mailServerEnv(),
    },
  },
  {
    command: `${tsx} ../server/src/static-main.ts --dir ../remotes/finance/dist --port ${PORTS.financeOrigin}`,
    url: `http://localhost:${PORTS.financeOrigin}/health`,
    reuseExistingServer: false,
  },
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: a11yOnly ? 3 : 1,
  testIgnore: !a11yOnly && process.env.E2E_A11Y === 'skip' ? /\/a11y-[^/]*\.spec\.ts$/ : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The sweep's own results and report folders: a sweep run after the suite keeps the suite's traces and report.
  outputDir: a11yOnly ? 'test-results-a11y' : 'test-results',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: a11yOnly ? 'playwright-report-a11y' : 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORTS.server}`,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    ...appServers,
    {
      command: `${tsx} ../server/src/static-main.ts --dir ../remotes/tickets/dist --port ${PORTS.overrideOrigin}`,
      url: `http://localhost:${PORTS.overrideOrigin}/health`,
      reuseExistingServer: false,
    },
  ],
});
