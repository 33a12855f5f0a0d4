/**
 * What the server benches share: the database of bench/tickets (PGlite in var/bench-tickets-N, or DATABASE_URL's
 * PostgreSQL), seeded once with N tickets; the app built on it for fastify inject; a caller signed in as one demo user
 * through the real Sanctum flow (CSRF cookie, login, the SMS code when the seed asks for one).
 */
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig, REPO_ROOT } from '../../server/src/config';
import { isSeeded, seed } from '../../server/src/modules/seed/seed';
import { openDatabase } from '../../server/src/platform/db/client';

export interface SeededAppOptions {
  /** The PostgreSQL to use; '' is PGlite. Default: DATABASE_URL. */
  databaseUrl?: string;
  /** Vacuum analyze a database seeded before too (PGlite has no autovacuum): statistics and a visibility map. */
  analyze?: boolean;
}

export async function openSeededApp(tickets: number, options: SeededAppOptions = {}) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.DATA_DIR || path.join(REPO_ROOT, `var/bench-tickets-${tickets}`),
    DATABASE_URL: options.databaseUrl ?? process.env.DATABASE_URL ?? '',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
  });
  // Seeding 500 000 tickets is setup, not a request: no statement timeout on this connection pool.
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, statementTimeoutMs: 0 });
  const db = database.db;
  const seeded = await isSeeded(db);
  if (!seeded) {
    console.log(`Seeding ${tickets} tickets into ${database.kind} (once)…`);
    const t0 = Date.now();
    await seed(db, { tickets, log: (line) => console.log(`  ${line} (${((Date.now() - t0) / 1000).toFixed(0)} s)`) });
  }
  if (!seeded || options.analyze) {
    const t0 = Date.now();
    await db.execute('vacuum analyze');
    console.log(`vacuum analyze: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const app = await buildApp({ config, database });
  await app.ready();
  return { config, database, db, app };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** A caller with its own cookie jar, signed in as `email`; it throws on any answer ≥ 400. */
export async function signedInCaller(app: App, email: string) {
  const cookies = new Map<string, string>();
  async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN')!) } : {}),
      },
    });
    for (const c of res.cookies as { name: string; value: string }[]) cookies.set(c.name, c.value);
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    return res;
  }
  await call('GET', '/sanctum/csrf-cookie');
  await call('POST', '/login', { email, password: 'Demo1234!' });
  const sms = (await app.ctx.messenger.outbox()).find((m) => m.channel === 'sms' && m.email === email);
  if (sms) await call('POST', '/api/two-factor/verify', { code: /(\d{6})/.exec(sms.body)![1] });
  return call;
}
