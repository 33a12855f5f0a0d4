#!/usr/bin/env node
/**
 * The README's two commands, on a machine that has only Node 20 and npm:
 *   npm start  → install, build every app, start the reference server with demo data on http://localhost:8000
 *   npm test   → install, build, then every package's tests, the contract test and the Playwright suite
 * Plain JavaScript on purpose: it runs before anything (TypeScript included) is installed.
 */
import { spawnSync, execSync } from 'node:child_process';

import { lanes } from './lanes.mjs';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PNPM_VERSION = '10.34.9';
const command = process.argv[2];
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function log(message) {
  console.log(`\n▶ ${message}`);
}

function has(binary, args = ['--version']) {
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** pnpm 10 from PATH, or through npx (corepack is unreliable here: TOOLCHAIN.md). */
function pnpmCommand() {
  const version = has('pnpm');
  if (version && version.startsWith('10.')) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

const pnpm = pnpmCommand();

function run(args, options = {}) {
  const [bin, ...rest] = [...pnpm, ...args];
  const result = spawnSync(bin, rest, { stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${[...pnpm, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function install() {
  log('Installing dependencies (pnpm)');
  run(['install', ...(process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'])]);
}

function build() {
  log('Building the shell and the five remotes (production)');
  run(['run', 'build']);
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Playwright drives Debian's Chromium, never a downloaded browser. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get', ['--version'])) {
    log('Installing Chromium from Debian packages (apt-get install chromium)');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `\n✖ The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
      '  On Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}

/**
 * Debian packages some tests run against for real (Dovecot for the IMAP poller, aiosmtpd for the outbox's SMTP):
 * installed when we are root on Debian, otherwise the test that needs it says it could not run.
 */
function ensureOptionalPackage(name, binary) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get', ['--version'])) {
    console.warn(`\n! ${name} is not installed: the tests that need it cannot run here.`);
    return;
  }
  log(`Installing ${name} from Debian packages`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: 'inherit' });
}

/** The server suite runs a second time against a real PostgreSQL when one can be had from Debian's packages. */
function postgresAvailable() {
  const hasInitdb = () => spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' }).status === 0;
  if (hasInitdb()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get', ['--version'])) {
    log('Installing PostgreSQL from Debian packages (apt-get install postgresql)');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
      stdio: 'inherit',
    });
    return hasInitdb();
  }
  return false;
}

/** The packages with a test script besides the server, e2e and bench: those with the most test files first. */
function unitTestPackages() {
  const dirs = ['packages', 'remotes'].flatMap((parent) =>
    readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name)),
  );
  const testFiles = (dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => /\.test\.tsx?$/.test(entry.name)).length;
  return ['shell', ...dirs]
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.scripts?.test)
    .map(({ dir, manifest }) => ({ name: manifest.name, files: testFiles(path.join(dir, 'src')) }))
    .sort((a, b) => b.files - a.files);
}

switch (command) {
  case 'start':
    install();
    build();
    log('Starting the reference server');
    // The demo runs in development mode: the dev outbox (/dev/outbox) shows SMS codes and reset links.
    run(['--filter', '@helpdesk/server', 'start']);
    break;
  case 'test': {
    install();
    build();
    ensureOptionalPackage('dovecot-imapd', '/usr/sbin/dovecot');
    ensureOptionalPackage('python3-aiosmtpd', '/usr/lib/python3/dist-packages/aiosmtpd/__init__.py');
    // Invoices: FA(3) XML is validated by xmllint against ../shared/ksef, PDFs are read back by pdftotext.
    ensureOptionalPackage('libxml2-utils', '/usr/bin/xmllint');
    ensureOptionalPackage('poppler-utils', '/usr/bin/pdftotext');
    const postgres = postgresAvailable();
    if (postgres) {
      // The cluster tests (two instances, Redis, nginx) run in the PostgreSQL pass; without them they say why not.
      ensureOptionalPackage('redis-server', '/usr/bin/redis-server');
      ensureOptionalPackage('nginx', '/usr/sbin/nginx');
    }
    log('Lint and type check');
    await lanes(env, [
      { name: 'lint', steps: [[...pnpm, 'run', 'lint']] },
      { name: 'typecheck', steps: [[...pnpm, 'run', 'typecheck']] },
    ]);
    // With PostgreSQL (a throwaway cluster) the server suite runs there in one lane, and in the other only the files
    // about the embedded database itself and those that use none (server/scripts/run-tests.mjs, SERVER_TESTS): the
    // rest would ask PGlite the same queries again, and the e2e suite runs every screen on PGlite. Without it, the
    // whole suite runs on PGlite. Each front-end package's tests are taken by whichever lane is free first.
    log(
      postgres
        ? 'Server integration tests (PostgreSQL; the embedded database’s own on PGlite) beside the unit and component tests (jest)'
        : 'Server integration tests (PGlite) beside the unit and component tests (jest)',
    );
    const serverTests = [...pnpm, '--filter', '@helpdesk/server', 'test'];
    await lanes(
      env,
      [
        { name: 'server', steps: [postgres ? { cmd: serverTests, env: { SERVER_TESTS: 'embedded' } } : serverTests] },
        { name: postgres ? 'postgres' : 'jest', steps: postgres ? [['bash', 'server/scripts/with-postgres.sh']] : [] },
      ],
      unitTestPackages().map((pkg) => ({ name: pkg.name, cmd: [...pnpm, '--filter', pkg.name, 'test'] })),
    );
    if (!postgres) console.warn('\n! PostgreSQL is not installed: the server suite ran on the embedded database only.');
    ensureChromium();
    log('End-to-end tests (Playwright, Chromium) and the federation contract test');
    run(['--filter', '@helpdesk/e2e', 'test']);
    break;
  }
  default:
    console.error('Usage: node scripts/run.mjs start|test');
    process.exit(2);
}
