/** Closing the PostgreSQL pool: nothing may still be connected once close() has resolved. */
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { freshPostgres } from '../../test/harness';
import { openDatabase } from './client';

const url = process.env.DATABASE_URL;

describe('the PostgreSQL pool', { skip: url ? false : 'runs in the PostgreSQL pass (DATABASE_URL)' }, () => {
  it('has disconnected every connection when close() resolves, so the database can be dropped at once', async () => {
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    const sockets = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;
    try {
      for (let round = 0; round < 5; round++) {
        const fresh = await freshPostgres(url!);
        // The process's other sockets (earlier tests' in the same run, fetch's kept-alive ones) are not the pool's.
        const others = sockets();
        const database = await openDatabase({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl: fresh.url });
        // Several connections, all idle in the pool when close() starts.
        await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));
        const before = sockets();
        await database.close();
        assert.ok(before > others, 'the pool had connections open');
        assert.ok(sockets() <= others, `no connection left open after close(): ${sockets() - others} of the pool's`);
        // A forced drop ends every backend still connected; a pooled client still there would raise an error.
        await fresh.drop();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(errors, []);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('survives the server ending an idle connection and answers the next query on a new one', async () => {
    const fresh = await freshPostgres(url!);
    const told: Error[] = [];
    const database = await openDatabase({
      dataDir: path.join(os.tmpdir(), 'unused'),
      databaseUrl: fresh.url,
      onIdleError: (e) => told.push(e),
    });
    try {
      await database.db.execute(sql`select 1`);
      // Another session ends ours, as a restart or pg_terminate_backend would.
      const admin = await openDatabase({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl: fresh.url });
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await admin.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(told.length, 1);
      const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
      assert.equal(rows[0]!.answer, 42);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });

  it('gives every pooled connection the statement timeout: a longer statement is cancelled (57014), the pool goes on', async () => {
    const fresh = await freshPostgres(url!);
    const database = await openDatabase({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl: fresh.url, statementTimeoutMs: 300 });
    const defaulted = await openDatabase({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl: fresh.url });
    try {
      const settings = await Promise.all(
        Array.from({ length: 3 }, () => database.db.execute(sql`select current_setting('statement_timeout') as value, pg_sleep(0.05)`)),
      );
      assert.deepEqual(
        settings.map((r) => (r as unknown as { rows: { value: string }[] }).rows[0]!.value),
        ['300ms', '300ms', '300ms'],
      );
      await assert.rejects(database.db.execute(sql`select pg_sleep(5)`), (error: { cause?: { code?: string }; code?: string }) => {
        assert.equal(error.cause?.code ?? error.code, '57014');
        return true;
      });
      const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
      assert.equal(rows[0]!.answer, 42);
      const byDefault = (await defaulted.db.execute(sql`select current_setting('statement_timeout') as value`)) as unknown as {
        rows: { value: string }[];
      };
      assert.equal(byDefault.rows[0]!.value, '30s');
    } finally {
      await database.close();
      await defaulted.close();
      await fresh.drop();
    }
  });
});
