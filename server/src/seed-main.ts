/** `pnpm --filter @helpdesk/server seed [--tickets 500000]`: fills an empty database with the demo MSP. */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config';
import { seed } from './modules/seed';
import { openDatabase } from './platform/db/client';

const { values } = parseArgs({ options: { tickets: { type: 'string' } } });
const config = loadConfigOrExit();
if (!config.seedDemo) {
  console.error('NODE_ENV=production: the demo data (accounts with a published password) is seeded only with SEED_DEMO=1.');
  process.exit(1);
}
const tickets = values.tickets ? Number(values.tickets) : config.seedTickets;
// A seed of 500 000 tickets is no request: no statement timeout.
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, statementTimeoutMs: 0 });
try {
  const started = Date.now();
  const result = await seed(database.db, { tickets, log: (line) => console.log(line) });
  console.log(
    result.seeded
      ? `Seeded ${result.tickets} tickets in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'The database already holds the demo data; nothing to do.',
  );
} finally {
  await database.close();
}
