/**
 * Query plans of the ticket list at scale, for tuning: EXPLAIN ANALYZE of a page of ids (the list joins people
 * to those 20 rows only) and of its count, and of the search list's one statement (page and exact total, built by
 * the server's own query module), on the bench database (same DATA_DIR / DATABASE_URL rules as run.ts).
 * Usage: tsx tickets/explain.ts [filter-sql…] [--search "words"…]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../server/src/config';
import { searchListQuery, searchMatch } from '../../server/src/modules/tickets/queries';
import { openDatabase } from '../../server/src/platform/db/client';
// The server's own drizzle (the bench package does not depend on it): the same instance its query modules use.
import { sql, type SQL } from '../../server/node_modules/drizzle-orm/index.js';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { search: { type: 'string', multiple: true } },
  allowPositionals: true,
});
const database = await openDatabase({
  dataDir: process.env.DATA_DIR || path.join(REPO_ROOT, 'var/bench-tickets-500000'),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const given = positionals.length > 0 || values.search !== undefined;
const conditions = given
  ? positionals
  : ["deleted_at is null and status = 'resolved'", 'deleted_at is null', 'deleted_at is null and company_id = 1', 'deleted_at is not null'];
const searches = given ? (values.search ?? []) : ['drukarka', 'serwer plików', 'ACME-1234'];

async function explain(query: SQL, title: string) {
  const plan = (await database.db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  console.log(`\n-- ${title}`);
  for (const row of plan.rows) console.log(Object.values(row)[0]);
}

for (const where of conditions) {
  await explain(sql.raw(`select id from tickets where ${where} order by created_at desc, id desc limit 20 offset 0`), `page: ${where}`);
  await explain(sql.raw(`select count(*) from tickets where ${where}`), `count: ${where}`);
}
for (const term of searches) {
  // The staff list's filter "all" for a manager (every company), first page, newest first.
  await explain(searchListQuery(sql`deleted_at is null`, searchMatch(term)!, '-created_at', 20, 0), `search "${term}": page and total`);
}
await database.close();
