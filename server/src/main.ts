import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD, seed } from './modules/seed/seed';
import { openDatabase } from './platform/db/client';

const { values } = parseArgs({ options: { tickets: { type: 'string' } }, strict: false });
const config = loadConfig();
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  onIdleError: (error) => console.warn(`PostgreSQL ended an idle connection (a new one opens on demand): ${error.message}`),
});
const tickets = typeof values.tickets === 'string' ? Number(values.tickets) : config.seedTickets;
const seeded = await seed(database.db, { tickets, log: (line) => console.log(line) });
if (seeded.seeded) console.log(`Seeded the demo MSP with ${seeded.tickets} tickets.`);

const app = await buildApp({ config, database, processMetrics: true });
const drainSeconds = Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 0);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Graceful: /ready turns 503 (a balancer with health checks stops sending work), optionally wait for it to
    // notice, then close: the listener stops accepting, in-flight requests finish, sockets are told to reconnect
    // elsewhere (4200), job leases are given up, and the process exits.
    app.draining = true;
    app.log.info({ signal }, 'shutting down: draining');
    const hardStop = setTimeout(() => process.exit(1), (drainSeconds + 25) * 1000);
    hardStop.unref();
    new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000))
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host}:${config.port}/`;
console.log(`\nHelpdesk is running at ${url}`);
console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(22)} ${l.description}`);
if (config.env !== 'production') console.log(`Agents confirm login with an SMS code: see ${url}dev/outbox`);
