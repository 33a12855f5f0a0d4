#!/usr/bin/env node
/**
 * `npm run cluster`: the reference deployment on one machine — Debian's PostgreSQL and Redis on private ports
 * with their data under var/cluster, two server instances (8001, 8002) and nginx on 8080 balancing HTTP and
 * WebSocket over both. The demo data is seeded once. `npm run cluster -- stop` ends what it started;
 * `npm run cluster -- status` shows what runs.
 * Environment: CLUSTER_PG_PORT (55440), CLUSTER_REDIS_PORT (6390), CLUSTER_PORTS ("8001,8002"), CLUSTER_NGINX_PORT
 * (8080), CLUSTER_HOST (127.0.0.1), SEED_TICKETS (5000).
 * Plain JavaScript like run.mjs; PostgreSQL, Redis and nginx are installed with apt-get when missing and root.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './nginx-config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'var/cluster');
const PG_PORT = Number(process.env.CLUSTER_PG_PORT ?? 55440);
const REDIS_PORT = Number(process.env.CLUSTER_REDIS_PORT ?? 6390);
const PORTS = (process.env.CLUSTER_PORTS ?? '8001,8002').split(',').map(Number);
const NGINX_PORT = Number(process.env.CLUSTER_NGINX_PORT ?? 8080);
const HOST = process.env.CLUSTER_HOST ?? '127.0.0.1';
const isRoot = process.getuid?.() === 0;
const command = process.argv[2] ?? 'start';

const log = (message) => console.log(`▶ ${message}`);
const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};
const pidFile = (name) => path.join(DIR, 'pids', `${name}.pid`);
const readPid = (name) => (fs.existsSync(pidFile(name)) ? Number(fs.readFileSync(pidFile(name), 'utf8')) : 0);
const alive = (pid) => {
  try {
    return pid > 0 && (process.kill(pid, 0), true);
  } catch {
    return false;
  }
};

function pgBin() {
  const found = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1'], {
    encoding: 'utf8',
  }).stdout.trim();
  return found && fs.existsSync(path.join(found, 'initdb')) ? found : null;
}

/** Debian packages, like run.mjs installs Chromium: only when missing, and only as root with apt-get. */
function ensurePackages() {
  const missing = [];
  if (!pgBin()) missing.push('postgresql');
  if (!fs.existsSync('/usr/bin/redis-server')) missing.push('redis-server');
  if (!fs.existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (missing.length === 0) return;
  if (!isRoot || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    fail(`The cluster needs ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')}`);
  }
  log(`Installing ${missing.join(', ')} from Debian packages`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitUntil(what, probe, seconds = 90) {
  const until = Date.now() + seconds * 1000;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > until) fail(`${what} did not come up (logs in ${path.join(DIR, 'logs')})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Secrets shared by every instance, made once (production: your secret store). */
function secrets() {
  const file = path.join(DIR, 'secrets.env');
  if (!fs.existsSync(file)) {
    const r = () => crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, `APP_KEY=${r()}\nPUSHER_APP_SECRET=${r()}\nMETRICS_TOKEN=${r()}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const asPostgres = (bin, args, options = {}) =>
  isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], options) : spawnSync(bin, args, options);

async function startPostgres() {
  const bin = pgBin();
  const data = path.join(DIR, 'pg');
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    log(`PostgreSQL: a new cluster in ${data}`);
    fs.mkdirSync(data, { recursive: true, mode: 0o700 });
    if (isRoot) execSync(`chown postgres "${data}"`);
    const init = asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'helpdesk', '--auth=trust', '-E', 'UTF8', '--no-locale'], {
      stdio: 'ignore',
    });
    if (init.status !== 0) fail('initdb failed');
  }
  if (await listening(PG_PORT)) return log(`PostgreSQL already on ${PG_PORT}`);
  const socketDir = path.join(DIR, 'run');
  fs.mkdirSync(socketDir, { recursive: true });
  const logFile = path.join(DIR, 'logs/postgresql.log');
  fs.appendFileSync(logFile, '');
  if (isRoot) execSync(`chown postgres "${socketDir}" "${logFile}"`);
  const started = asPostgres(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-l', logFile, '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${PG_PORT} -k ${socketDir}`, 'start'],
    {
      stdio: 'ignore',
    },
  );
  if (started.status !== 0) fail('PostgreSQL did not start (var/cluster/logs/postgresql.log)');
  log(`PostgreSQL on 127.0.0.1:${PG_PORT}`);
  const exists = spawnSync(
    path.join(bin, 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(PG_PORT),
      '-U',
      'helpdesk',
      '-d',
      'postgres',
      '-tAc',
      "select 1 from pg_database where datname = 'helpdesk'",
    ],
    { encoding: 'utf8' },
  );
  if (exists.stdout.trim() !== '1')
    spawnSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'helpdesk', 'helpdesk'], { stdio: 'inherit' });
}

async function startRedis() {
  if (await listening(REDIS_PORT)) return log(`Redis already on ${REDIS_PORT}`);
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--dir', path.join(DIR, 'redis'), '--save', '', '--appendonly', 'no'],
    {
      detached: true,
      stdio: ['ignore', fs.openSync(path.join(DIR, 'logs/redis.log'), 'a'), fs.openSync(path.join(DIR, 'logs/redis.log'), 'a')],
    },
  );
  fs.writeFileSync(pidFile('redis'), String(child.pid));
  child.unref();
  await waitUntil('Redis', () => listening(REDIS_PORT), 15);
  log(`Redis on 127.0.0.1:${REDIS_PORT}`);
}

function instanceEnv(name, port, shared) {
  return {
    ...process.env,
    ...shared,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    INSTANCE_NAME: name,
    PORT: String(port),
    HOST,
    DATABASE_URL: `postgres://helpdesk@127.0.0.1:${PG_PORT}/helpdesk`,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    ATTACHMENTS_DIR: path.join(DIR, 'attachments'),
    TRUST_PROXY: '127.0.0.1',
  };
}

/** The balancer's configuration: the one template (scripts/nginx-config.mjs) the tests and the README use too. */
function nginxConf() {
  const dir = path.join(DIR, 'nginx');
  return nginxConfig({
    dir,
    listen: `${HOST}:${NGINX_PORT}`,
    upstreams: PORTS.map((p) => `127.0.0.1:${p}`),
    errorLog: `${DIR}/logs/nginx-error.log`,
    accessLog: `${DIR}/logs/nginx-access.log`,
    root: isRoot,
  });
}

async function start() {
  ensurePackages();
  for (const sub of ['pids', 'logs', 'redis', 'attachments', 'nginx/tmp']) fs.mkdirSync(path.join(DIR, sub), { recursive: true });
  if (!fs.existsSync(path.join(ROOT, 'server/node_modules')) || !fs.existsSync(path.join(ROOT, 'shell/dist'))) {
    fail('Install and build first: npm start once, or pnpm install && pnpm run build');
  }
  await startPostgres();
  await startRedis();
  const shared = secrets();
  const base = instanceEnv('seed', 0, shared);
  log('Seeding the demo data (once: an already seeded database is left alone)');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed-main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: base,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) fail('seeding failed');
  for (const [i, port] of PORTS.entries()) {
    const name = `instance-${i + 1}`;
    if (alive(readPid(name))) {
      log(`${name} already runs (pid ${readPid(name)})`);
      continue;
    }
    const out = fs.openSync(path.join(DIR, `logs/${name}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'server'),
      env: instanceEnv(name, port, shared),
      detached: true,
      stdio: ['ignore', out, out],
    });
    fs.writeFileSync(pidFile(name), String(child.pid));
    child.unref();
  }
  for (const port of PORTS) await waitUntil(`the instance on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/ready`)).ok);
  const conf = path.join(DIR, 'nginx/nginx.conf');
  fs.writeFileSync(conf, nginxConf());
  if (!alive(Number(fs.existsSync(path.join(DIR, 'nginx/nginx.pid')) ? fs.readFileSync(path.join(DIR, 'nginx/nginx.pid'), 'utf8') : 0))) {
    const started = spawnSync('/usr/sbin/nginx', ['-p', path.join(DIR, 'nginx'), '-c', conf], { stdio: 'inherit' });
    if (started.status !== 0) fail('nginx did not start');
  }
  await waitUntil('nginx', () => listening(NGINX_PORT), 15);
  console.log(`\nHelpdesk cluster is running:
  http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${NGINX_PORT}/   nginx, balancing HTTP and WebSocket
${PORTS.map((p, i) => `  http://${HOST}:${p}/   instance-${i + 1} (direct)`).join('\n')}
  PostgreSQL 127.0.0.1:${PG_PORT} (database helpdesk), Redis 127.0.0.1:${REDIS_PORT}
  Logs: var/cluster/logs; secrets: var/cluster/secrets.env (METRICS_TOKEN for /metrics on the instances)
  Stop everything: npm run cluster -- stop`);
}

async function stopPid(name, signal = 'SIGTERM') {
  const pid = readPid(name);
  if (!alive(pid)) return fs.rmSync(pidFile(name), { force: true });
  process.kill(pid, signal);
  const until = Date.now() + 30_000;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(pidFile(name), { force: true });
  log(`${name} stopped`);
}

async function stop() {
  const nginxPid = path.join(DIR, 'nginx/nginx.pid');
  if (fs.existsSync(nginxPid)) {
    spawnSync('/usr/sbin/nginx', ['-p', path.join(DIR, 'nginx'), '-c', path.join(DIR, 'nginx/nginx.conf'), '-s', 'quit'], {
      stdio: 'ignore',
    });
    log('nginx stopped');
  }
  for (const [i] of PORTS.entries()) await stopPid(`instance-${i + 1}`);
  await stopPid('redis');
  const bin = pgBin();
  if (bin && fs.existsSync(path.join(DIR, 'pg/postmaster.pid'))) {
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(DIR, 'pg'), '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    log('PostgreSQL stopped');
  }
}

async function status() {
  for (const [i, port] of PORTS.entries()) {
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (r) => r.status,
      () => 'down',
    );
    console.log(`instance-${i + 1} :${port} pid ${readPid(`instance-${i + 1}`) || '-'} ready=${ready}`);
  }
  console.log(
    `nginx :${NGINX_PORT} ${(await listening(NGINX_PORT)) ? 'up' : 'down'}; PostgreSQL :${PG_PORT} ${(await listening(PG_PORT)) ? 'up' : 'down'}; Redis :${REDIS_PORT} ${(await listening(REDIS_PORT)) ? 'up' : 'down'}`,
  );
}

if (command === 'start') await start();
else if (command === 'stop') await stop();
else if (command === 'status') await status();
else fail('Usage: npm run cluster [-- start|stop|status]');
