import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireLock, type Lock } from './lockfile';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL pool connections (for /metrics); undefined on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** Whether every migration in drizzle/ is recorded as applied (/ready). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return (result.rows[0]?.n ?? 0) >= journal.entries.length;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Told when PostgreSQL ends an idle pooled connection (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL's statement_timeout on every pooled connection, 0 = none (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/** No request's statement may hold a connection longer than this (a scheduled job's neither). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** Opens the database (PostgreSQL when a URL is given, else PGlite on disk) and applies migrations. */
export async function openDatabase({
  dataDir,
  databaseUrl,
  onIdleError,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
}: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    // int8 (count(*), bigserial) as numbers: our ids and counts stay far below 2^53. Set globally, because
    // drizzle passes its own per-query type lookup that falls back to pg's global parsers.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    // Migrations first, on a connection of their own without the timeout: one may rebuild a large index.
    const migrator = new pg.Client({ connectionString: databaseUrl });
    await migrator.connect();
    try {
      await migratePg(drizzlePg({ client: migrator, casing: 'snake_case' }) as never, { migrationsFolder: MIGRATIONS });
    } finally {
      await migrator.end();
    }
    // statement_timeout goes in each connection's startup packet, so it holds from its first query; the server
    // cancels a statement past it (SQLSTATE 57014) and the request fails instead of holding a connection.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, statement_timeout: statementTimeoutMs || false });
    // An idle connection the database ends (restart, failover, pg_terminate_backend) is dropped by the pool, which
    // opens a new one for the next query; without a listener the pool's 'error' event would end the process.
    pool.on('error', (error) => onIdleError?.(error));
    const open = new Set<unknown>();
    pool.on('connect', (client) => open.add(client));
    pool.on('remove', (client) => open.delete(client));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // pool.end() resolves once no client is checked out, before the idle ones have finished disconnecting:
      // wait for every connection's 'remove', so nothing is left talking to the server after close.
      close: async () => {
        const closed = new Promise<void>((resolve) => {
          if (open.size === 0) resolve();
          pool.on('remove', () => open.size === 0 && resolve());
        });
        await pool.end();
        await closed;
      },
    };
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const lock: Lock = acquireLock(path.join(dataDir, '..', `${path.basename(dataDir)}.lock`));
  try {
    // Durability: PGlite's NODEFS writes straight to files in dataDir and Postgres writes the WAL at every
    // commit, so an acknowledged write survives SIGKILL (crash recovery replays the WAL at the next open).
    // relaxedDurability stays off: each query waits for the file-system sync before answering. PGlite runs
    // with fsync off (-F), so a power loss (not a process kill) can still lose the last commits.
    const client = new PGlite(dataDir, { relaxedDurability: false, parsers: { [types.INT8]: (value: string) => Number(value) } });
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
    // PGlite runs no autovacuum: refresh the planner's statistics at every start (a second at 500 000 tickets).
    await client.exec('analyze');
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
