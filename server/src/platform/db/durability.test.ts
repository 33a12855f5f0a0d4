/**
 * Issue 3 "Done when": a restart keeps every row, and SIGKILL mid-write loses no acknowledged write.
 * The real server runs as a child process (`tsx src/main.ts`) on one PGlite data directory.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { Client, DEMO_PASSWORD } from '../../test/harness';
import { saveTokenBody } from '../outbound/push/testing';
import { openDatabase } from './client';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
/** The cheap write these tests repeat is saving a push subscription (never pushed to here). */
const PUSH_SERVICE = 'https://fcm.googleapis.com/fcm/send';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

interface Child {
  proc: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();

async function startChild(dataDir: string): Promise<Child> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_TICKETS: '30',
      LOG_LEVEL: 'warn',
      SHELL_DIST: path.join(dataDir, '..', 'no-shell'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // A first boot (tsx, PGlite, migrations, seed) on a loaded 2-core machine can take well over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { proc, base, exited };
}

/** Every user table's row count and content checksum; a user's last-seen time (activity, not data) is left out. */
async function snapshot(dataDir: string): Promise<Record<string, string>> {
  const database = await openDatabase({ dataDir });
  try {
    const tables = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    const result: Record<string, string> = {};
    for (const { tablename } of tables.rows) {
      const r = (await database.db.execute(
        sql`select count(*)::int as n, coalesce(md5(string_agg(r, '|' order by r)), '') as h from (select (to_jsonb(t) - 'last_seen_at')::text as r from ${sql.identifier(tablename)} t) rows`,
      )) as unknown as { rows: { n: number; h: string }[] };
      result[tablename] = `${r.rows[0]!.n}:${r.rows[0]!.h}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

async function clientLogin(base: string): Promise<Client> {
  const client = new Client(base);
  await client.get('/sanctum/csrf-cookie');
  const res = await client.post('/login', { email: 'client@demo.test', password: DEMO_PASSWORD });
  assert.equal(res.status, 204);
  return client;
}

describe('durability of the embedded database', { timeout: 240_000 }, () => {
  let tmp: string;
  let dataDir: string;
  before(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-durability-'));
    dataDir = path.join(tmp, 'data');
  });
  after(() => {
    for (const proc of children) proc.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('keeps every row across a restart', async () => {
    const first = await startChild(dataDir);
    const client = await clientLogin(first.base);
    for (let i = 0; i < 5; i++) assert.equal((await client.post('/save-token', saveTokenBody(`${PUSH_SERVICE}/restart-${i}`))).status, 204);
    first.proc.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    const before = await snapshot(dataDir);
    assert.ok(Number(before.tickets!.split(':')[0]) >= 30);

    const second = await startChild(dataDir);
    // The session written before the restart still works.
    const sameBrowser = new Client(second.base);
    for (const [k, v] of client.cookies) sameBrowser.cookies.set(k, v);
    assert.equal((await sameBrowser.get('/api/user')).status, 200);
    second.proc.kill('SIGTERM');
    assert.equal(await second.exited, 0);
    const afterRestart = await snapshot(dataDir);
    // Only activity may move (the session row, a user's last-seen time when more than 30 s passed); the rest is
    // identical, row by row.
    delete before.sessions;
    delete afterRestart.sessions;
    assert.deepEqual(afterRestart, before);
  });

  it('loses no acknowledged write when killed with SIGKILL mid-write', async () => {
    const child = await startChild(dataDir);
    const client = await clientLogin(child.base);
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const token = `kill-${n++}`;
        try {
          const res = await client.post('/save-token', saveTokenBody(`${PUSH_SERVICE}/${token}`));
          if (res.status === 204) acknowledged.push(token);
        } catch {
          return; // connection reset by the kill
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    child.proc.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await child.exited;

    // Restart on the same directory (the dead process's lockfile is taken over), then check every write.
    const again = await startChild(dataDir);
    again.proc.kill('SIGTERM');
    assert.equal(await again.exited, 0);
    const database = await openDatabase({ dataDir });
    try {
      const rows = (await database.db.execute(
        sql`select endpoint from push_subscriptions where endpoint like ${`${PUSH_SERVICE}/kill-%`}`,
      )) as unknown as { rows: { endpoint: string }[] };
      const stored = new Set(rows.rows.map((r) => r.endpoint.slice(PUSH_SERVICE.length + 1)));
      const lost = acknowledged.filter((t) => !stored.has(t));
      assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged writes lost`);
    } finally {
      await database.close();
    }
  });
});
