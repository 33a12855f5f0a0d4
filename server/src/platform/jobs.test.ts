/**
 * Job leases on PostgreSQL (runs in the PostgreSQL pass): jobs asking for their leases at the same moment share the
 * one lease connection without concurrent queries on it (pg warns, and pg 9 refuses), and each is held once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { freshPostgres } from '../test/harness';
import { createJobLeases, type JobLeases } from './jobs';

/** A logger that drops everything (the leases log when taken). */
const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: 'silent',
} as unknown as FastifyBaseLogger;

const skip = process.env.DATABASE_URL ? false : 'runs in the PostgreSQL pass (DATABASE_URL, server/scripts/with-postgres.sh)';

describe('job leases (PostgreSQL)', { skip }, () => {
  let db: Awaited<ReturnType<typeof freshPostgres>>;
  let leases: JobLeases;
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);

  before(async () => {
    db = await freshPostgres(process.env.DATABASE_URL!);
    leases = createJobLeases({ databaseUrl: db.url, log: quiet });
    process.on('warning', onWarning);
  });
  after(async () => {
    process.off('warning', onWarning);
    await leases.close();
    await db.drop();
  });

  it('takes and proves many leases at once, one query at a time on the lease connection', async () => {
    const jobs = Array.from({ length: 8 }, (_, i) => `job-${i}`);
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(jobs.map((job) => leases.runExclusive(job, async () => job)));
      assert.deepEqual(
        results.map((r) => (r.ran ? r.result : null)),
        jobs,
      );
    }
    assert.deepEqual(leases.held().sort(), jobs);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      warnings.filter((w) => w.name === 'DeprecationWarning').map((w) => w.message),
      [],
    );
  });
});
