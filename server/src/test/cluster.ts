/**
 * Several real server processes on one PostgreSQL (the DATABASE_URL pass) and a throwaway Redis, optionally
 * behind a throwaway nginx: what the cluster tests start, kill -9 and restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from '../platform/net-ports';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from '../../../scripts/nginx-config.mjs';

export const REDIS_BIN = '/usr/bin/redis-server';
export const NGINX_BIN = '/usr/sbin/nginx';
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Why the cluster tests cannot run here, or null when they can. */
export function clusterSkipReason(options: { nginx?: boolean } = {}): string | false {
  if (!process.env.DATABASE_URL) return 'runs in the PostgreSQL pass (DATABASE_URL, server/scripts/with-postgres.sh)';
  if (!fs.existsSync(REDIS_BIN)) return `Redis is not installed (${REDIS_BIN}; apt-get install redis-server)`;
  if (options.nginx && !fs.existsSync(NGINX_BIN)) return `nginx is not installed (${NGINX_BIN}; apt-get install nginx)`;
  return false;
}

export { freePort };

export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000, everyMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface Redis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<Redis> {
  const port = await freePort();
  const child = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor('redis', () => listening(port), 10_000);
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child, 'SIGTERM') };
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** stdout + stderr so far. */
  output(): string;
  /** Exits with the signal (SIGKILL: kill -9); resolves with the exit code once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts it again on the same port and waits until it is ready. */
  restart(): Promise<void>;
}

/** One `src/main.ts` process; resolves once /ready answers 200. */
export async function startInstance(name: string, env: Record<string, string>, port?: number): Promise<Instance> {
  const p = port ?? (await freePort());
  let output = '';
  const spawnIt = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(p), INSTANCE_NAME: name, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return child;
  };
  const instance: Instance = {
    name,
    port: p,
    base: `http://127.0.0.1:${p}`,
    child: spawnIt(),
    output: () => output,
    async kill(signal = 'SIGTERM') {
      const c = instance.child;
      if (c.exitCode !== null || c.signalCode !== null) return c.exitCode;
      const exited = new Promise<number | null>((resolve) => c.once('exit', (code) => resolve(code)));
      c.kill(signal);
      return exited;
    },
    async restart() {
      instance.child = spawnIt();
      await ready(instance);
    },
  };
  await ready(instance);
  return instance;
}

async function ready(instance: Instance): Promise<void> {
  await waitFor(`${instance.name} ready`, async () => {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited: ${instance.output()}`);
    return (await fetch(`${instance.base}/ready`)).status === 200;
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${instance.output()}`);
  });
}

export interface Nginx {
  port: number;
  base: string;
  /** Its error log so far (why a request failed). */
  errors(): string;
  stop(): Promise<void>;
}

export async function startNginx(upstreams: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-nginx-'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  const port = await freePort();
  // The balancer exactly as `npm run cluster` configures it (one template: scripts/nginx-config.mjs).
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConfig({ dir, listen: `127.0.0.1:${port}`, upstreams: upstreams.map((p) => `127.0.0.1:${p}`), workers: 1 }),
  );
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitFor('nginx', () => listening(port), 10_000).catch((error: Error) => {
    throw new Error(`${error.message}: ${errors}`);
  });
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    errors: () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''),
    async stop() {
      await stopChild(child, 'SIGQUIT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const secret = () => crypto.randomBytes(24).toString('base64url');
/**
 * The secrets every instance of a test cluster and the test's own clients share (a deployment gives each instance the
 * same ones); without them each process would generate its own.
 */
export const CLUSTER_SECRETS: Record<string, string> = {
  APP_KEY: secret(),
  PUSHER_APP_ID: `cluster-${secret()}`,
  PUSHER_APP_KEY: secret(),
  PUSHER_APP_SECRET: secret(),
  MAIL_INTAKE_TOKEN: secret(),
};

/** The environment every instance of one test cluster shares. */
export function sharedEnv(options: {
  databaseUrl: string;
  redisUrl: string;
  dir: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: `t${path.basename(options.dir)}:`,
    DATA_DIR: path.join(options.dir, 'unused-pglite'),
    ATTACHMENTS_DIR: path.join(options.dir, 'attachments'),
    SHELL_DIST: path.join(options.dir, 'no-shell'),
    REMOTES_DIR: path.join(options.dir, 'no-remotes'),
    SEED_TICKETS: '0',
    ...CLUSTER_SECRETS,
    ...options.extra,
  };
}
