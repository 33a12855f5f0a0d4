/**
 * The outbox's throughput and its cost to the rest of the server (issue 33): N mails queued, then sent by the real
 * server (a child process, `MAIL_DRIVER=smtp`) to a local aiosmtpd started here, whose handler appends one line per
 * message it accepted (arrival time, the `X-Bench-Seq` header we set, the Message-ID) to a file — so losses and
 * duplicates are counted exactly. Four phases on one database:
 *
 * 1. baseline: the server with nothing to send, an ordinary API call (`GET /api/admin/ticket?filter=all`, signed in
 *    as admin through the real login and SMS code) probed at a steady rate;
 * 2. drain: N mails queued through the outbox module (`createOutbox().enqueueMail`, the code every feature uses)
 *    while the server is stopped, then the server started: its sender drains them while the same probe runs; mails/s
 *    from the first to the last arrival; the probe again once the outbox is empty (before, during, after);
 * 3. crash: N more queued, the server started, `kill -9` once half have arrived, started again; every mail must
 *    arrive (lost = N − distinct), duplicates = arrivals − distinct. Rows the killed sender had claimed come back
 *    after the claim's deadline (OUTBOX_VISIBILITY_MS, 5 min), so this phase waits that long;
 * 4. the rows' final states, read with the server stopped.
 *
 *   pnpm --filter @helpdesk/bench outbox [-- --mails 10000 --probe-ms 200 --baseline-seconds 20] [--skip-crash]
 *   bench/outbox/postgres.sh [same flags]        # a local PostgreSQL (database helpdesk_bench_outbox)
 *
 * BENCH_PORT (8095) runs it beside another server. Needs Debian's python3-aiosmtpd.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from '../../server/node_modules/drizzle-orm/index.js';
import { REPO_ROOT } from '../../server/src/config';
import { isSeeded, seed } from '../../server/src/modules/seed/seed';
import { openDatabase, type Db } from '../../server/src/platform/db/client';
import { freePort, waitForPort } from '../../server/src/platform/net-ports';
import { createOutbox } from '../../server/src/platform/outbound/outbox';
import { OUTBOX_VISIBILITY_MS } from '../../server/src/platform/outbound/outbox-sender';
import { SYSTEM_PYTHON, aiosmtpdInstalled } from '../../server/src/platform/outbound/smtp-test-server';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    mails: { type: 'string', default: '10000' },
    'probe-ms': { type: 'string', default: '200' },
    'baseline-seconds': { type: 'string', default: '20' },
    'skip-crash': { type: 'boolean', default: false },
  },
});
const MAILS = Number(values.mails);
const PROBE_MS = Number(values['probe-ms']);
const BASELINE_MS = Number(values['baseline-seconds']) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 8095);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.DATABASE_URL ?? '';
const MAIL_FROM = 'Helpdesk MSP <helpdesk@msp.bench>';
const PROBE_PATH = '/api/admin/ticket?filter=all';
const SERVER_DIR = path.join(REPO_ROOT, 'server');

/** One line per accepted message: arrival time (s), X-Bench-Seq, Message-ID. Unbuffered appends, one write each. */
const HANDLER = `
import re, time

SEQ = re.compile(rb'^X-Bench-Seq:[ \\t]*(\\S+)', re.I | re.M)
MID = re.compile(rb'^Message-ID:[ \\t]*(\\S+)', re.I | re.M)

class Count:
    def __init__(self, path):
        self.out = open(path, 'ab', buffering=0)

    @classmethod
    def from_cli(cls, parser, *args):
        return cls(args[0])

    async def handle_DATA(self, server, session, envelope):
        head = envelope.original_content.split(b'\\r\\n\\r\\n', 1)[0]
        seq = SEQ.search(head)
        mid = MID.search(head)
        self.out.write(b'%.4f %s %s\\n' % (time.time(), seq.group(1) if seq else b'-', mid.group(1) if mid else b'-'))
        return '250 2.0.0 Ok: counted'
`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** aiosmtpd with the counting handler; `arrivals(prefix)` reads the file's lines whose sequence starts with it. */
async function startSmtp(dir: string) {
  const log = path.join(dir, 'arrivals.log');
  fs.writeFileSync(path.join(dir, 'bench_smtp_count.py'), HANDLER);
  fs.writeFileSync(log, '');
  const port = await freePort();
  const child = spawn(SYSTEM_PYTHON, ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`, '-c', 'bench_smtp_count.Count', log], {
    env: { ...process.env, PYTHONPATH: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(port, 10_000, 'aiosmtpd');
  // Reads only what was appended since the last call.
  let offset = 0;
  let rest = '';
  const lines: { at: number; seq: string; messageId: string }[] = [];
  const read = () => {
    const fd = fs.openSync(log, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      if (size > offset) {
        const buffer = Buffer.alloc(size - offset);
        fs.readSync(fd, buffer, 0, buffer.length, offset);
        offset = size;
        const text = rest + buffer.toString('utf8');
        const parts = text.split('\n');
        rest = parts.pop()!;
        for (const part of parts) {
          const [at, seq, messageId] = part.split(' ');
          lines.push({ at: Number(at) * 1000, seq: seq!, messageId: messageId! });
        }
      }
    } finally {
      fs.closeSync(fd);
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    pid: child.pid,
    arrivals(prefix: string) {
      read();
      return lines.filter((l) => l.seq.startsWith(prefix));
    },
    stop: () => child.kill('SIGTERM'),
  };
}

/** The reference server as production runs it: one Node process (so `kill -9` kills the sender with it). */
const servers = new Set<ChildProcess>();
function startServer(env: Record<string, string>): ChildProcess {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.add(server);
  server.once('exit', () => servers.delete(server));
  return server;
}

async function untilUp(server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer ${ORIGIN}/health (BENCH_PORT taken?)`);
}

async function stopServer(server: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill(signal);
  await exited;
}

/** A cookie jar signed in as admin through the real Sanctum flow and SMS code; cookies stay valid across restarts. */
function browser() {
  const cookies = new Map<string, string>();
  const call = async (method: string, url: string, body?: object) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN')!);
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(ORIGIN + url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return text;
  };
  return {
    call,
    async signIn(email: string) {
      await call('GET', '/sanctum/csrf-cookie');
      await call('POST', '/login', { email, password: 'Demo1234!' });
      const outbox = JSON.parse(await call('GET', '/dev/outbox')) as { data: { channel: string; email: string | null; body: string }[] };
      const sms = outbox.data.find((m) => m.channel === 'sms' && m.email === email);
      if (sms) await call('POST', '/api/two-factor/verify', { code: /(\d{6})/.exec(sms.body)![1] });
    },
  };
}

/** Sends the probe every PROBE_MS (open loop: a slow answer does not delay the next) until `stop()`. */
function probe(call: (method: string, url: string) => Promise<string>) {
  /** Wall-clock start (ms, comparable with the arrivals' times) and duration of each answered probe. */
  const times: { at: number; ms: number }[] = [];
  let errors = 0;
  let running = true;
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    const start = performance.now();
    for (let k = 0; running; k++) {
      const wait = start + k * PROBE_MS - performance.now();
      if (wait > 0) await sleep(wait);
      if (!running) break;
      const t0 = performance.now();
      const at = Date.now();
      const one = call('GET', PROBE_PATH).then(
        () => void times.push({ at, ms: performance.now() - t0 }),
        () => void errors++,
      );
      inFlight.add(one);
      void one.finally(() => inFlight.delete(one));
    }
  })();
  /** `window`: only the probes that started within it (wall-clock ms), e.g. from the first to the last arrival. */
  return async (window?: { from: number; to: number }) => {
    running = false;
    await loop;
    await Promise.all(inFlight);
    const sorted = times
      .filter((t) => !window || (t.at >= window.from && t.at <= window.to))
      .map((t) => t.ms)
      .sort((a, b) => a - b);
    return { n: sorted.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
  };
}

/** A ticket notification of ordinary size: text and HTML parts, threading headers, ~2 KB on the wire. */
async function enqueue(db: Db, prefix: string, count: number) {
  const outbox = createOutbox({ mailFrom: MAIL_FROM });
  const t0 = performance.now();
  for (let from = 0; from < count; from += 1000) {
    await db.transaction(async (tx) => {
      for (let i = from; i < Math.min(count, from + 1000); i++) {
        const ticket = `ACME-${1000 + (i % 500)}`;
        await outbox.enqueueMail(tx as unknown as Db, {
          to: `client${i % 200}@acme.bench`,
          subject: `[${ticket}] Nowa odpowiedź w zgłoszeniu`,
          text: `Dzień dobry,\n\nw zgłoszeniu ${ticket} pojawiła się nowa odpowiedź.\n\n${'Treść odpowiedzi konsultanta. '.repeat(12)}\n\nZespół wsparcia`,
          html: `<p>Dzień dobry,</p><p>w zgłoszeniu <b>${ticket}</b> pojawiła się nowa odpowiedź.</p><blockquote>${'Treść odpowiedzi konsultanta. '.repeat(12)}</blockquote><p>Zespół wsparcia</p>`,
          inReplyTo: `<ticket-${ticket}@msp.bench>`,
          references: [`<ticket-${ticket}@msp.bench>`],
          headers: { 'X-Bench-Seq': `${prefix}${i}` },
        });
      }
    });
  }
  return (performance.now() - t0) / 1000;
}

/** Opens the database in this process (the server must be stopped: PGlite has one process per directory). */
async function withDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl: DATABASE_URL || undefined });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function rowStates(db: Db) {
  const result = await db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from outbox group by status`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { status: string; n: number }[] }).rows) as {
    status: string;
    n: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function untilArrived(arrivals: () => { seq: string }[], distinct: number, timeoutMs: number, server?: ChildProcess) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const seen = new Set(arrivals().map((a) => a.seq)).size;
    if (seen >= distinct) return;
    if (server && server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) after ${seen} mails`);
    if (Date.now() > until) throw new Error(`only ${seen} of ${distinct} mails arrived in ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

async function main() {
  if (!aiosmtpdInstalled()) throw new Error('aiosmtpd is missing: apt-get install -y python3-aiosmtpd');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
  const dataDir = path.join(work, 'data');
  const smtp = await startSmtp(work);
  const kind = DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL,
    LOG_LEVEL: 'warn',
    MAIL_DRIVER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM,
    SEED_TICKETS: '200',
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    RATE_LIMIT_CODE_PER_USER: '10000',
  };
  const figures: [string, string][] = [];
  const note = (name: string, value: string) => {
    figures.push([name, value]);
    console.log(`  ${name}: ${value}`);
  };
  const probeLine = (p: Awaited<ReturnType<ReturnType<typeof probe>>>) =>
    `p50 ${p.p50.toFixed(1)} / p95 ${p.p95.toFixed(1)} / max ${p.max.toFixed(1)} ms (${p.n} probes${p.errors ? `, ${p.errors} errors` : ''}); load ${load()}`;
  console.log(`outbox bench: ${MAILS} mails, ${kind}, probe ${PROBE_PATH} every ${PROBE_MS} ms; load ${load()}`);

  try {
    await withDatabase(dataDir, async (db) => {
      if (!(await isSeeded(db))) await seed(db, { tickets: 200 });
      // A database of an earlier run (PostgreSQL): only this run's mails.
      await db.execute(sql`truncate outbox`);
    });

    // 1. Baseline: nothing to send.
    let server = startServer(env);
    await untilUp(server);
    const client = browser();
    await client.signIn('admin@demo.test');
    // The seed's own mails (welcome, notifications) go out first: the baseline starts once they stopped arriving.
    for (let seen = -1; seen !== smtp.arrivals('-').length; await sleep(2000)) seen = smtp.arrivals('-').length;
    for (let i = 0; i < 40; i++) await client.call('GET', PROBE_PATH);
    console.log('baseline (sender idle):');
    let stopProbe = probe(client.call);
    await sleep(BASELINE_MS);
    note('probe, sender idle (before)', probeLine(await stopProbe()));
    await stopServer(server);

    // 2. Drain.
    const queueSeconds = await withDatabase(dataDir, (db) => enqueue(db, 'd', MAILS));
    console.log(`drain: ${MAILS} mails queued in ${queueSeconds.toFixed(1)} s (server stopped); starting the server`);
    const spawnedAt = Date.now();
    server = startServer(env);
    await untilUp(server);
    stopProbe = probe(client.call);
    await untilArrived(() => smtp.arrivals('d'), 1, 60_000, server);
    const cpuAt = { server: cpuSeconds(server.pid), smtp: cpuSeconds(smtp.pid), arrived: smtp.arrivals('d').length };
    await untilArrived(() => smtp.arrivals('d'), MAILS, 30 * 60_000, server);
    const drained = smtp.arrivals('d');
    const first = drained[0]!.at;
    const last = drained.at(-1)!.at;
    // Only the probes sent while mail was going out: the server's first seconds after its start (cold code and
    // caches) are not the sender's doing, and the idle baselines were warmed up too.
    const during = await stopProbe({ from: first, to: last });
    const perMail = (seconds: number) => `${((seconds * 1000) / (MAILS - cpuAt.arrived)).toFixed(2)} ms`;
    note(
      'drain',
      `${MAILS} mails in ${((last - first) / 1000).toFixed(1)} s first → last arrival = **${(MAILS / ((last - first) / 1000)).toFixed(0)} mails/s** ` +
        `(server start → last arrival ${((last - spawnedAt) / 1000).toFixed(1)} s); load ${load()}`,
    );
    note('probe while sending', probeLine(during));
    note(
      'CPU per mail while draining',
      `server ${perMail(cpuSeconds(server.pid) - cpuAt.server)} (probes included), aiosmtpd ${perMail(cpuSeconds(smtp.pid) - cpuAt.smtp)}`,
    );
    note('drain duplicates', String(drained.length - new Set(drained.map((a) => a.seq)).size));
    await sleep(2000);
    stopProbe = probe(client.call);
    await sleep(BASELINE_MS);
    note('probe, sender idle (after)', probeLine(await stopProbe()));
    await stopServer(server);
    note('rows after the drain', JSON.stringify(await withDatabase(dataDir, rowStates)));

    // 3. Crash halfway.
    if (!values['skip-crash']) {
      await withDatabase(dataDir, (db) => enqueue(db, 'c', MAILS));
      console.log(`crash: ${MAILS} more queued; kill -9 at ${MAILS / 2} arrivals`);
      server = startServer(env);
      await untilArrived(() => smtp.arrivals('c'), MAILS / 2, 30 * 60_000, server);
      await stopServer(server, 'SIGKILL');
      const killedAt = Date.now();
      await sleep(500);
      const atKill = smtp.arrivals('c');
      note('arrived when killed', `${atKill.length} (${new Set(atKill.map((a) => a.seq)).size} distinct)`);
      server = startServer(env);
      await untilUp(server);
      await untilArrived(() => smtp.arrivals('c'), MAILS, OUTBOX_VISIBILITY_MS + 10 * 60_000, server);
      await sleep(3000);
      const all = smtp.arrivals('c');
      const distinct = new Set(all.map((a) => a.seq));
      note('restart → all arrived', `${((all.at(-1)!.at - killedAt) / 1000).toFixed(1)} s after the kill`);
      note('lost', String(MAILS - distinct.size));
      note('duplicates', `${all.length - distinct.size}; load ${load()}`);
      await stopServer(server);
      note('rows after the crash run', JSON.stringify(await withDatabase(dataDir, rowStates)));
    }
  } finally {
    for (const server of servers) server.kill('SIGKILL');
    smtp.stop();
  }
  console.log(`\n| outbox, ${MAILS} mails, ${kind} (${new Date().toISOString().slice(0, 16)}) | |\n| --- | --- |`);
  for (const [name, value] of figures) console.log(`| ${name} | ${value} |`);
  fs.rmSync(work, { recursive: true, force: true });
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
