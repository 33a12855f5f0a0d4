/** Integration-test harness: a real listening server on a fresh database (PGlite, or PostgreSQL via DATABASE_URL). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, lte, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { seed } from '../modules/seed';
import { openDatabase, type Database } from '../platform/db/client';
import { SERVER_MESSAGES } from '../platform/messages';
import { outbox, users } from '../platform/db/schema';
import { droppable, pgliteFrom, postgresFrom, type Start } from './database-templates';
import type { OutboundMessage } from '../platform/messaging';

export interface TestServer {
  app: FastifyInstance;
  base: string;
  config: AppConfig;
  database: Database;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database on the DATABASE_URL server, dropped afterwards. */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `helpdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return droppable(url, name);
}

export async function startServer(
  options: { tickets?: number; env?: Record<string, string>; seed?: boolean; host?: string } = {},
): Promise<TestServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-test-'));
  // The database as a seed would leave it (or migrated only), copied from a template: see database-templates.ts.
  const start: Start = options.seed === false ? { seed: false } : { seed: true, tickets: options.tickets ?? 200 };
  const pgServer = process.env.DATABASE_URL ? await postgresFrom(process.env.DATABASE_URL, start) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmp, 'data'),
    ATTACHMENTS_DIR: path.join(tmp, 'attachments'),
    SHELL_DIST: path.join(tmp, 'no-shell'),
    REMOTES_DIR: path.join(tmp, 'no-remotes'),
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_CODE_PER_USER: '1000',
    RATE_LIMIT_FORGOT_PER_IP: '1000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(pgServer ? { DATABASE_URL: pgServer.url } : {}),
    ...options.env,
  });
  // Unless the test brought a database or a data directory of its own: then it is opened and seeded here.
  const copied = pgServer ? config.databaseUrl === pgServer.url : !config.databaseUrl && !fs.existsSync(config.dataDir);
  if (copied && !pgServer) await pgliteFrom(config.dataDir, start);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  if (!copied && start.seed) await seed(database.db, { tickets: start.tickets });
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: options.host ?? '127.0.0.1' });
  return {
    app,
    base,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await pgServer?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export interface Response<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like client: cookie jar, X-XSRF-TOKEN from the XSRF-TOKEN cookie, XHR and JSON headers. */
export class Client {
  readonly cookies = new Map<string, string>();
  lang: string | undefined;

  constructor(readonly base: string) {}

  async request<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response<T>> {
    const h: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers };
    if (this.lang) h['accept-language'] = this.lang;
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !('x-xsrf-token' in h) && !('x-csrf-token' in h)) h['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      payload = h['content-type'].includes('json') ? JSON.stringify(body) : String(body);
    }
    const res = await fetch(this.base + url, { method, headers: h, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = any>(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body, headers);
  }
  patch<T = any>(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('PATCH', url, body, headers);
  }
  delete<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, undefined, headers);
  }
  /** A multipart POST of one file (`file`), as a browser's upload. */
  upload<T = any>(url: string, file: { name: string; type: string; content: string | Uint8Array }) {
    const form = new FormData();
    const content = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append('file', new Blob([content], { type: file.type }), file.name);
    return this.request<T>('POST', url, form);
  }
}

/** The newest sign-in code sent to an account, from the dev outbox: by SMS, or by e-mail when it has no phone. */
export async function latestCode(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/dev/outbox`);
  const { data } = (await res.json()) as { data: { channel: string; email: string | null; subject: string | null; body: string }[] };
  const subjects = Object.values(SERVER_MESSAGES).map((texts) => texts.two_factor_mail_subject);
  const message = data.find(
    (m) => m.email === email && (m.channel === 'sms' || (m.channel === 'mail' && subjects.includes(m.subject ?? ''))),
  );
  const code = message && /(\d{6})/.exec(message.body)?.[1];
  if (!code) throw new Error(`No sign-in code for ${email}`);
  return code;
}

export const DEMO_PASSWORD = 'Demo1234!';

/** Logs in through the Sanctum flow (and the SMS code for agents unless `code: false`). */
export async function login(base: string, email: string, options: { code?: boolean } = {}): Promise<Client> {
  const client = new Client(base);
  const csrf = await client.get('/sanctum/csrf-cookie');
  if (csrf.status !== 204) throw new Error(`csrf-cookie: ${csrf.status}`);
  const res = await client.post('/login', { email, password: DEMO_PASSWORD });
  if (res.status !== 204 && res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  if (res.body?.two_factor && options.code !== false) {
    const verify = await client.post('/api/two-factor/verify', { code: await latestCode(base, email) });
    if (verify.status !== 204) throw new Error(`two-factor ${email}: ${verify.status} ${JSON.stringify(verify.body)}`);
  }
  return client;
}

/** The outbox (what `/dev/outbox` shows), newest first, only rows after `afterId` (a mark taken before the action). */
export async function outboxSince(server: TestServer, afterId = 0): Promise<OutboundMessage[]> {
  return (await server.app.ctx.messenger.outbox()).filter((m) => m.id > afterId);
}

/** Waits until the outbox sender has handled every row due now (each `sent` or `failed`, or waiting for a retry). */
export async function outboxSettled(server: TestServer, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [due] = await server.database.db
      .select({ n: count() })
      .from(outbox)
      // Due: queued and ready, or being sent now (a claimed row's next attempt is its lease, minutes ahead).
      .where(or(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`)), eq(outbox.status, 'sending')));
    if (!due?.n) return;
    if (Date.now() > until) throw new Error(`outbox: ${due.n} messages still due after ${timeoutMs} ms`);
    server.app.ctx.messenger.wake();
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every user's id by e-mail, and `company`: the id of client@demo.test's company (the seed's ACME). */
export async function demoIds(server: TestServer): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const u of await server.database.db.select({ id: users.id, email: users.email, companyId: users.companyId }).from(users)) {
    ids[u.email] = u.id;
    if (u.email === 'client@demo.test') ids.company = u.companyId!;
  }
  return ids;
}
