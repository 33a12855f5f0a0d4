/**
 * Query plans of the ticket list at scale, for tuning: EXPLAIN ANALYZE of a page of ids (the list joins people
 * to those 20 rows only) and of its count, on the
 * bench database (same DATA_DIR / DATABASE_URL rules as run.ts). Usage: tsx tickets/explain.ts [filter-sql…]
 */
import path from 'node:path';
import { REPO_ROOT } from '../../server/src/config';
import { openDatabase } from '../../server/src/platform/db/client';

const database = await openDatabase({
  dataDir: process.env.DATA_DIR || path.join(REPO_ROOT, 'var/bench-tickets-500000'),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const conditions = process.argv.slice(2).filter((a) => a !== '--');
const cases = conditions.length
  ? conditions
  : [
      "deleted_at is null and status = 'resolved'",
      'deleted_at is null',
      'deleted_at is null and company_id = 1',
      'deleted_at is not null',
      `deleted_at is null and id in (select id from tickets where search @@ (to_tsquery('simple', 'drukarka:*') || to_tsquery('english', 'drukarka:*')) union select ticket_id from ticket_messages where search @@ (to_tsquery('simple', 'drukarka:*') || to_tsquery('english', 'drukarka:*')) union select id from tickets where fullid = 'DRUKARKA')`,
    ];
for (const where of cases) {
  for (const query of [
    `select id from tickets where ${where} order by created_at desc, id desc limit 20 offset 0`,
    `select count(*) from tickets where ${where}`,
  ]) {
    const plan = (await database.db.execute(`explain (analyze, buffers off, costs off) ${query}`)) as unknown as { rows: Record<string, string>[] };
    console.log(`\n-- ${query}`);
    for (const row of plan.rows) console.log(Object.values(row)[0]);
  }
}
await database.close();
