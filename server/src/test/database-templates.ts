/**
 * Migrated, empty databases for the test harness, made once per migration set and copied for every test server.
 * A fresh PGlite directory costs an initdb in WebAssembly and 40-odd migrations (~6 s on this machine, ~100 times a
 * suite run); copying a migrated directory costs ~0.3 s. On PostgreSQL, CREATE DATABASE … TEMPLATE replaces
 * ~0.7 s of migrations. The copy is opened with openDatabase as any data directory is, so the migrator still
 * runs (and finds nothing to do); the path from an empty directory stays covered by the tests that open one
 * themselves (durability, origin migration) and by every server start in the e2e suite.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../platform/db/client';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Names the migration set (every file's bytes) and the PGlite build that wrote the directory. */
function migrationsKey(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS);
  // The server's pinned PGlite (the package exports no package.json of its own).
  const server = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, '../package.json'), 'utf8')) as { dependencies: Record<string, string> };
  hash.update(server.dependencies['@electric-sql/pglite'] ?? '');
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const templateKey = () => (key ??= migrationsKey());

/**
 * Fills `dataDir` (which must not exist yet) with a migrated, empty PGlite database. The template lives in the
 * system's temporary folder, shared by the suite's test processes: the first to need it builds it in a folder of
 * its own and renames it into place, so a process never copies a half-built one.
 */
export async function migratedPglite(dataDir: string): Promise<void> {
  const template = path.join(os.tmpdir(), `helpdesk-pglite-template-${templateKey()}`);
  if (!fs.existsSync(template)) {
    const building = fs.mkdtempSync(`${template}.building-`);
    const database = await openDatabase({ dataDir: path.join(building, 'data') });
    await database.close();
    try {
      fs.renameSync(path.join(building, 'data'), template);
    } catch (error) {
      // Another process got there first: its template is as good as ours.
      if (!fs.existsSync(template)) throw error;
    }
    fs.rmSync(building, { recursive: true, force: true });
  }
  fs.cpSync(template, dataDir, { recursive: true });
}

/**
 * A migrated, empty PostgreSQL database on the DATABASE_URL server, copied from a template database that the first
 * caller makes (under an advisory lock, so test processes side by side neither build it twice nor copy it while
 * it is being migrated). Dropped by `drop()`; the template stays for the next test and goes with the cluster.
 */
export async function migratedPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `helpdesk_template_${templateKey()}`;
  const name = `helpdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      // Built under another name and renamed when complete: a process killed halfway leaves no template behind.
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const migrated = await openDatabase({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl: withDatabase(url, building) });
      await migrated.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(url, name),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
