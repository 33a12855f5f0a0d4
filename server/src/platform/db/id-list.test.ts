/**
 * `idIn` (a list of ids as one array parameter) matches exactly what drizzle's `inArray` matches, on the database this
 * pass runs (PostgreSQL when DATABASE_URL is set, else the embedded one): the ticket list and search read their page
 * of rows by it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { asc, inArray } from 'drizzle-orm';
import { freshPostgres } from '../../test/harness';
import { openDatabase, type Database } from './client';
import { idIn } from './id-list';
import { companies } from './schema';

describe('idIn', () => {
  let dir: string;
  let database: Database;
  let dropPostgres: (() => Promise<void>) | undefined;
  let ids: number[];

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'id-list-'));
    const fresh = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
    dropPostgres = fresh?.drop;
    database = await openDatabase({ dataDir: path.join(dir, 'db'), ...(fresh ? { databaseUrl: fresh.url } : {}) });
    const rows = await database.db
      .insert(companies)
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Company ${i}`, shortName: `C${i}`, tag: `C${i}` })))
      .returning({ id: companies.id });
    ids = rows.map((row) => row.id);
  });
  after(async () => {
    await database.close();
    await dropPostgres?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const byIdIn = async (list: number[]) =>
    (await database.db.select({ id: companies.id }).from(companies).where(idIn(companies.id, list)).orderBy(asc(companies.id))).map(
      (row) => row.id,
    );
  const byInArray = async (list: number[]) =>
    (await database.db.select({ id: companies.id }).from(companies).where(inArray(companies.id, list)).orderBy(asc(companies.id))).map(
      (row) => row.id,
    );

  it('finds the rows of the listed ids, as inArray does, whatever their order, with unknown ids and repeats', async () => {
    const lists = [[ids[0]!], ids.slice(5, 25).reverse(), [ids[3]!, ids[3]!, 999_999, ids[29]!], ids];
    for (const list of lists) {
      const found = await byIdIn(list);
      assert.deepEqual(found, await byInArray(list));
      assert.deepEqual(
        found,
        [...new Set(list.filter((id) => ids.includes(id)))].sort((a, b) => a - b),
      );
    }
  });

  it('finds nothing for an empty list', async () => {
    assert.deepEqual(await byIdIn([]), []);
  });
});
