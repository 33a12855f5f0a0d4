/**
 * Real time and HTTP at one and two instances, against a running `npm run cluster`:
 *   npm run cluster            # PostgreSQL, Redis, instances on 8001/8002, nginx on 8080
 *   pnpm --filter @helpdesk/bench realtime [--sockets 2000] [--events 40] [--seconds 15] [--workers 8]
 * 1. opens N Pusher-protocol websockets, half on each instance (direct ports), all on a company's private channel;
 * 2. publishes events through the signed HTTP API, alternately on each instance, and measures publish → receive
 *    at every socket (p50/p95), checking that each socket got each event exactly once;
 * 3. with those sockets open, loads the staff ticket list with W concurrent clients for S seconds, first on one
 *    instance (direct), then through nginx over both, and reports the latency p50/p95 and throughput.
 * Env: BENCH_INSTANCES ("http://127.0.0.1:8001,http://127.0.0.1:8002"), BENCH_BALANCER (http://127.0.0.1:8080),
 * PUSHER_APP_ID/KEY/SECRET (default: var/cluster/secrets.env and the defaults the cluster uses).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { sockets: { type: 'string' }, events: { type: 'string' }, seconds: { type: 'string' }, workers: { type: 'string' } },
});
const SOCKETS = Number(values.sockets ?? 2000);
const EVENTS = Number(values.events ?? 40);
const SECONDS = Number(values.seconds ?? 15);
const WORKERS = Number(values.workers ?? 8);
const INSTANCES = (process.env.BENCH_INSTANCES ?? 'http://127.0.0.1:8001,http://127.0.0.1:8002').split(',');
const BALANCER = process.env.BENCH_BALANCER ?? 'http://127.0.0.1:8080';

const secretsFile = path.join(ROOT, 'var/cluster/secrets.env');
const secrets = fs.existsSync(secretsFile)
  ? Object.fromEntries(
      fs
        .readFileSync(secretsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    )
  : {};
const APP_ID = process.env.PUSHER_APP_ID ?? 'helpdesk';
const KEY = process.env.PUSHER_APP_KEY ?? 'helpdesk-key';
const SECRET = process.env.PUSHER_APP_SECRET ?? secrets.PUSHER_APP_SECRET ?? 'helpdesk-secret';
const CHANNEL = 'private-company.1';
const EVENT = 'App\\Events\\BenchPing';

const hmac = (data: string) => crypto.createHmac('sha256', SECRET).update(data).digest('hex');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sock {
  ws: WebSocket;
  got: Map<number, number>;
  duplicates: number;
}

function open(base: string, latencies: number[]): Promise<Sock> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/app/${KEY}?protocol=7&client=bench&version=8`);
    const sock: Sock = { ws, got: new Map(), duplicates: 0 };
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { event: string; data: string; channel?: string };
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        ws.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth: `${KEY}:${hmac(`${socketId}:${CHANNEL}`)}` } }),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') resolve(sock);
      else if (frame.event === EVENT) {
        const { seq, t } = JSON.parse(frame.data) as { seq: number; t: number };
        if (sock.got.has(seq)) sock.duplicates++;
        sock.got.set(seq, Date.now());
        latencies.push(Date.now() - t);
      }
    });
  });
}

async function publish(base: string, seq: number): Promise<void> {
  const body = JSON.stringify({ name: EVENT, channels: [CHANNEL], data: JSON.stringify({ seq, t: Date.now() }) });
  const params: Record<string, string> = {
    auth_key: KEY,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: crypto.createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = hmac(['POST', `/apps/${APP_ID}/events`, query].join('\n'));
  const res = await fetch(`${base}/apps/${APP_ID}/events?${query}&auth_signature=${signature}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (!res.ok) throw new Error(`publish ${res.status} ${await res.text()}`);
}

/** An agent session (the SMS code from the instance's dev outbox): sessions live in the database, so any instance takes it. */
async function agentCookie(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(base + url, { method, headers, body: body ? JSON.stringify(body) : undefined });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  await call('GET', '/sanctum/csrf-cookie');
  const login = await call('POST', '/login', { email: 'manager@demo.test', password: 'Demo1234!' });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const outbox = (await (await fetch(`${base}/dev/outbox`)).json()) as { data: { channel: string; email: string; body: string }[] };
  const code = /(\d{6})/.exec(outbox.data.find((m) => m.channel === 'sms' && m.email === 'manager@demo.test')?.body ?? '')?.[1];
  const verify = await call('POST', '/api/two-factor/verify', { code });
  if (verify.status !== 204) throw new Error(`two-factor ${verify.status}`);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function httpLoad(base: string, cookie: string): Promise<{ n: number; errors: number; p50: number; p95: number; rps: number }> {
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${base}/api/admin/ticket?filter=not-resolved`, {
          headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
        }).catch(() => null);
        if (!res?.ok) errors++;
        await res?.arrayBuffer();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { n: times.length, errors, p50: pct(times, 50), p95: pct(times, 95), rps: times.length / SECONDS };
}

const latencies: number[] = [];
console.log(`Opening ${SOCKETS} sockets over ${INSTANCES.join(' and ')} …`);
const opened = Date.now();
const sockets: Sock[] = [];
for (let i = 0; i < SOCKETS; i += 100) {
  sockets.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(100, SOCKETS - i) }, (_, j) => open(INSTANCES[(i + j) % INSTANCES.length]!, latencies)),
    )),
  );
}
console.log(`  ${sockets.length} subscribed in ${((Date.now() - opened) / 1000).toFixed(1)} s`);

for (let seq = 1; seq <= EVENTS; seq++) {
  await publish(INSTANCES[seq % INSTANCES.length]!, seq);
  await sleep(250);
}
await sleep(2000);
const missing = sockets.reduce((n, s) => n + (EVENTS - s.got.size), 0);
const duplicates = sockets.reduce((n, s) => n + s.duplicates, 0);
latencies.sort((a, b) => a - b);
console.log(`\nPublish → receive, ${EVENTS} events × ${sockets.length} sockets (${latencies.length} deliveries):`);
console.log(
  `  p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, max ${latencies.at(-1)} ms; missing ${missing}, duplicates ${duplicates}`,
);

const cookie = await agentCookie(INSTANCES[0]!);
console.log(
  `\nStaff ticket list (/api/admin/ticket?filter=not-resolved), ${WORKERS} concurrent clients × ${SECONDS} s, ${sockets.length} sockets open:`,
);
for (const [label, base] of [
  ['1 instance (direct)', INSTANCES[0]!],
  [`${INSTANCES.length} instances (nginx)`, BALANCER],
] as const) {
  const r = await httpLoad(base, cookie);
  console.log(
    `  ${label.padEnd(22)} ${r.n} requests, ${r.rps.toFixed(1)}/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, errors ${r.errors}`,
  );
}
for (const s of sockets) s.ws.close();
