import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD, isSeeded, seed } from './modules/seed';
import { hasAdmin, issueSetupToken, SETUP_TOKEN_HOURS } from './modules/setup';
import { openDatabase } from './platform/db/client';
import { drained } from './platform/graceful-close';
import { logDriversInUse } from './platform/outbound/drivers';
import { warmSheetReading } from './platform/cpu-work/sheets';
import { warmServerRender } from './modules/frontend';

const { values } = parseArgs({ options: { tickets: { type: 'string' } }, strict: false });
const config = loadConfigOrExit();
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  statementTimeoutMs: config.statementTimeoutMs,
  onIdleError: (error) => console.warn(`PostgreSQL ended an idle connection (a new one opens on demand): ${error.message}`),
});
const production = config.env === 'production';
if (config.seedDemo) {
  if (production && !(await isSeeded(database.db))) {
    console.warn(
      `\n${'!'.repeat(78)}\n! SEED_DEMO=1: seeding the DEMO data into a PRODUCTION database. Its accounts share the\n! published password ${DEMO_PASSWORD}: never on a server others can reach.\n${'!'.repeat(78)}\n`,
    );
  }
  const tickets = typeof values.tickets === 'string' ? Number(values.tickets) : config.seedTickets;
  const seeded = await seed(database.db, { tickets, log: (line) => console.log(line) });
  if (seeded.seeded) console.log(`Seeded the demo MSP with ${seeded.tickets} tickets.`);
}
// Production seeds no accounts: while no admin exists, a one-time token printed here opens /setup (on any instance).
const setupToken = production && !(await hasAdmin(database.db)) ? await issueSetupToken(database.db) : undefined;

const app = await buildApp({ config, database, processMetrics: true });
void warmSheetReading();
void warmServerRender(config);
const logDrivers = logDriversInUse(config);
if (production && logDrivers.length) {
  console.warn(
    `\n${'!'.repeat(78)}\n! ALLOW_LOG_DRIVERS=1 with ${logDrivers.join(' and ')}=log: e-mails and SMS codes are written to the\n! server log and the outbox table only; nobody receives them. Not for a server people use.\n${'!'.repeat(78)}\n`,
  );
}
const drainSeconds = Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 5);
const drainTiming = {
  quietMs: Number(process.env.SHUTDOWN_QUIET_MS ?? 300),
  idleMs: Number(process.env.SHUTDOWN_IDLE_MS ?? 2000),
  maxMs: drainSeconds * 1000,
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Graceful: /ready and reads answer 503 (the balancer retries those elsewhere and stops sending here) until the
    // balancer has stopped sending (graceful-close.ts `drained`; SIGINT, an interactive stop, does not wait), then
    // close: the listener stops accepting, in-flight requests finish, sockets are told to reconnect elsewhere
    // (4200), job leases are given up, and the process exits.
    app.draining = true;
    app.log.info({ signal }, 'shutting down: draining');
    const hardStop = setTimeout(() => process.exit(1), (drainSeconds + 25) * 1000);
    hardStop.unref();
    (signal === 'SIGTERM' ? drained(app.server, () => app.turnedAway, drainTiming) : Promise.resolve())
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: config.port, host: config.host });
const url = config.appUrl ? `${config.appUrl.replace(/\/$/, '')}/` : `http://${config.host}:${config.port}/`;
console.log(`\nHelpdesk is running at ${url}`);
console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
if (config.secretsFile) console.log(`Development secrets (generated, mode 0600): ${config.secretsFile}`);
if (setupToken) {
  console.log(`\nNo administrator yet. Create the first one, once, at ${url}setup with this one-time token:`);
  console.log(`  ${setupToken.token}`);
  console.log(`(valid for ${SETUP_TOKEN_HOURS} h, until ${setupToken.expiresAt.toISOString()}; a restart prints a new one)`);
  console.log('(or run: pnpm --filter @helpdesk/server create-admin)');
}
if (await isSeeded(database.db)) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(22)} ${l.description}`);
}
if (!production) console.log(`Agents confirm login with an SMS code: see ${url}dev/outbox (from this machine only)`);
