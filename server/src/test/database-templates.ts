/**
 * Ready databases for the test harness, made once and copied for every test server. A fresh PGlite directory costs
 * an initdb in WebAssembly and 40-odd migrations (~6 s on a quiet two-core machine, ~100 times a suite run), and the
 * demo seed another 1.5 s (up to 10 s when the machine is busy); copying a directory costs ~0.3 s. On PostgreSQL,
 * CREATE DATABASE … TEMPLATE replaces the migrations and the seed alike.
 *
 * Two kinds: migrated and empty (one per migration set), and migrated and seeded with a number of tickets. The seed
 * writes times relative to its clock ("three days ago", "fetched just now"), so a seeded template serves one
 * 10-minute slot of the clock and the next slot's tests get a new one: a test's data is never more than 10 minutes
 * older than a seed run in the test would make it (the shortest window a test reads, the mailbox's 30 minutes
 * without a fetch, stays far off), and its day is the day the test runs on. A template's name also carries a hash of
 * the server's code (the seed's and the schema's), so a changed seed is never served from an older copy.
 *
 * A copy is opened with openDatabase as any data directory is, so the migrator still runs (and finds nothing to do);
 * the path from an empty directory stays covered by the tests that open one themselves (durability, origin
 * migration) and by every server start of the e2e suite.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seed } from '../modules/seed';
import { openDatabase } from '../platform/db/client';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = path.resolve(SERVER, '../packages/shared/src');
/** How long a seeded template serves (see above). */
const SLOT_MS = 10 * 60_000;

/** What a test server's database starts as: migrated only, or seeded with `tickets` tickets. */
export type Start = { seed: false } | { seed: true; tickets: number };

function hashTree(hash: crypto.Hash, dir: string, take: (name: string) => boolean): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full, take);
    else if (take(entry.name)) hash.update(full).update(fs.readFileSync(full));
  }
}

let hashes: { migrations: string; code: string } | undefined;

/** Names the migration set with the PGlite build that wrote it, and the code a seed runs (the server's and shared). */
function codeHashes(): { migrations: string; code: string } {
  if (hashes) return hashes;
  const migrations = crypto.createHash('sha256');
  hashTree(migrations, path.join(SERVER, 'drizzle'), () => true);
  // The server's pinned PGlite (the package exports no package.json of its own).
  const manifest = JSON.parse(fs.readFileSync(path.join(SERVER, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  migrations.update(manifest.dependencies['@electric-sql/pglite'] ?? '');
  const code = crypto.createHash('sha256');
  const source = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
  hashTree(code, path.join(SERVER, 'src'), source);
  hashTree(code, SHARED, source);
  hashes = { migrations: migrations.digest('hex').slice(0, 10), code: code.digest('hex').slice(0, 10) };
  return hashes;
}

/** The template's name, and the clock slot it serves (seeded ones only). */
function templateName(start: Start, now = Date.now()): { name: string; slot?: number } {
  const { migrations, code } = codeHashes();
  if (!start.seed) return { name: `m${migrations}` };
  const slot = Math.floor(now / SLOT_MS);
  return { name: `m${migrations}_c${code}_t${start.tickets}_s${slot}`, slot };
}

const slotOf = (name: string) => Number(/_s(\d+)$/.exec(name)?.[1] ?? NaN);

/** Seeded templates of slots before the last: no test process copies them any more. */
const outdated = (name: string, slot: number) => slotOf(name) < slot - 1;

const PGLITE_PREFIX = 'helpdesk-pglite-template-';

/**
 * Fills `dataDir` (which must not exist yet) with a copy of the template for `start`. Templates live in the system's
 * temporary folder, shared by the suite's test processes: the first to need one builds it in a folder of its own
 * (from the migrated template, for a seeded one) and renames it into place, so no process copies a half-built one.
 */
export async function pgliteFrom(dataDir: string, start: Start): Promise<void> {
  const { name, slot } = templateName(start);
  const template = path.join(os.tmpdir(), `${PGLITE_PREFIX}${name}`);
  if (!fs.existsSync(template)) {
    const building = fs.mkdtempSync(`${template}.building-`);
    const data = path.join(building, 'data');
    if (start.seed) await pgliteFrom(data, { seed: false });
    const database = await openDatabase({ dataDir: data });
    try {
      if (start.seed) await seed(database.db, { tickets: start.tickets });
    } finally {
      await database.close();
    }
    try {
      fs.renameSync(data, template);
    } catch (error) {
      // Another process got there first: its template is as good as ours.
      if (!fs.existsSync(template)) throw error;
    }
    fs.rmSync(building, { recursive: true, force: true });
    if (slot !== undefined)
      for (const entry of fs.readdirSync(os.tmpdir()))
        if (entry.startsWith(PGLITE_PREFIX) && outdated(entry, slot))
          fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  fs.cpSync(template, dataDir, { recursive: true });
}

/**
 * A database on the DATABASE_URL server copied from the template for `start`, which the first caller makes (under an
 * advisory lock, so test processes side by side neither build it twice nor copy it while it is being made; built
 * under another name and renamed when complete, so a process killed halfway leaves none behind). Dropped by `drop()`;
 * the template stays for the next test and goes with the cluster (or, seeded, once two slots newer are made).
 */
export async function postgresFrom(url: string, start: Start): Promise<{ url: string; drop(): Promise<void> }> {
  const { name: templateKey, slot } = templateName(start);
  const template = `helpdesk_tpl_${templateKey}`;
  const name = `helpdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if (start.seed) {
        const migrated = await postgresFrom(url, { seed: false });
        await admin.query(`ALTER DATABASE ${new URL(migrated.url).pathname.slice(1)} RENAME TO ${building}`);
        const database = await openDatabase({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl: withDatabase(url, building) });
        try {
          await seed(database.db, { tickets: start.tickets });
        } finally {
          await database.close();
        }
      } else {
        await admin.query(`CREATE DATABASE ${building}`);
        const database = await openDatabase({ dataDir: path.join(os.tmpdir(), 'unused'), databaseUrl: withDatabase(url, building) });
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      if (slot !== undefined) {
        const old = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'helpdesk_tpl_%'");
        for (const { datname } of old.rows)
          if (outdated(datname, slot)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  } finally {
    await admin.end();
  }
  return droppable(url, name);
}

/** Database `name` on the server of `url`: its address, and a drop that ends whatever is still connected to it. */
export function droppable(url: string, name: string): { url: string; drop(): Promise<void> } {
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
