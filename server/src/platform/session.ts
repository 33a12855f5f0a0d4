/**
 * Database sessions behind an HttpOnly cookie, plus the Sanctum CSRF token (JS-readable XSRF-TOKEN
 * cookie, echoed back in X-XSRF-TOKEN or X-CSRF-TOKEN). Hand-written rather than @fastify/session:
 * its regenerate() drops the data we must carry across login, and the store would be ours anyway.
 */
import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/client';
import { sessions } from './db/schema';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'helpdesk_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const IDLE_MINUTES = 120;
const REMEMBER_DAYS = 30;
/** last_activity is written at most this often per session. */
const TOUCH_MS = 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const randomToken = () => crypto.randomBytes(32).toString('base64url');

export class Session {
  token: string;
  userId: number | null;
  csrfToken: string;
  data: Record<string, unknown>;
  remember: boolean;
  lastActivity: Date;
  /** Needs writing (new, changed, rotated). */
  dirty: boolean;
  /** The row to delete when rotated or destroyed. */
  previousHash: string | null = null;
  destroyed = false;

  constructor(init: {
    token: string;
    userId: number | null;
    csrfToken: string;
    data: Record<string, unknown>;
    remember: boolean;
    lastActivity: Date;
    dirty: boolean;
  }) {
    this.token = init.token;
    this.userId = init.userId;
    this.csrfToken = init.csrfToken;
    this.data = init.data;
    this.remember = init.remember;
    this.lastActivity = init.lastActivity;
    this.dirty = init.dirty;
  }

  get hash(): string {
    return sha256(this.token);
  }

  get<T>(key: string): T | undefined {
    return this.data[key] as T | undefined;
  }

  set(key: string, value: unknown): void {
    if (value === undefined) delete this.data[key];
    else this.data[key] = value;
    this.dirty = true;
  }

  /** New id, same data and CSRF token (login): a fixated id becomes useless. */
  regenerate(): void {
    this.previousHash ??= this.hash;
    this.token = randomToken();
    this.dirty = true;
  }

  /** Logout: forget everything, start a fresh guest session with a new CSRF token. */
  invalidate(): void {
    this.previousHash ??= this.hash;
    this.token = randomToken();
    this.csrfToken = randomToken();
    this.userId = null;
    this.data = {};
    this.remember = false;
    this.dirty = true;
  }

  expiresAt(now = new Date()): Date {
    return new Date(now.getTime() + (this.remember ? REMEMBER_DAYS * 86_400_000 : IDLE_MINUTES * 60_000));
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session, loaded from the cookie or started (not saved until something is set). */
    session(): Promise<Session>;
    /** The session only if the cookie names a live one. */
    existingSession(): Promise<Session | null>;
  }
}

const loaded = Symbol('session');
type WithSession = FastifyRequest & { [loaded]?: Promise<Session | null> };

async function loadFromCookie(db: Db, request: FastifyRequest): Promise<Session | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sha256(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const session = new Session({
    token,
    userId: row.userId,
    csrfToken: row.csrfToken,
    data: row.data,
    remember: row.remember,
    lastActivity: row.lastActivity,
    dirty: false,
  });
  // Idle expiry slides: touch the row now and then, not on every request.
  if (Date.now() - row.lastActivity.getTime() > TOUCH_MS) session.dirty = true;
  return session;
}

function cookieOptions(request: FastifyRequest, session: Session, httpOnly: boolean) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    httpOnly,
    ...(session.remember ? { maxAge: REMEMBER_DAYS * 86_400 } : {}),
  };
}

async function persist(db: Db, request: FastifyRequest, reply: FastifyReply, session: Session): Promise<void> {
  const now = new Date();
  if (session.previousHash) {
    await db.delete(sessions).where(eq(sessions.id, session.previousHash));
    session.previousHash = null;
  }
  const row = {
    id: session.hash,
    userId: session.userId,
    csrfToken: session.csrfToken,
    data: session.data,
    remember: session.remember,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    lastActivity: now,
    expiresAt: session.expiresAt(now),
  };
  await db.insert(sessions).values(row).onConflictDoUpdate({ target: sessions.id, set: row });
  session.dirty = false;
  reply.setCookie(SESSION_COOKIE, session.token, cookieOptions(request, session, true));
  reply.setCookie(XSRF_COOKIE, session.csrfToken, cookieOptions(request, session, false));
}

function timingSafeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The CSRF token a request carries: X-XSRF-TOKEN (Axios, from the cookie) or X-CSRF-TOKEN (Echo). */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
  if (typeof header !== 'string' || !header) return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route authenticates otherwise (signed Pusher HTTP API). */
    csrf?: boolean;
  }
}

/**
 * onRequest check for state-changing requests to known routes: a missing or mismatched token is 419,
 * before authentication and validation, as in Laravel.
 */
export async function verifyCsrf(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  if (!request.routeOptions.url || request.routeOptions.config?.csrf === false) return;
  await checkCsrfToken(request);
}

/** 419 unless the request presents its session's CSRF token (for routes that opt out of the hook and check later). */
export async function checkCsrfToken(request: FastifyRequest): Promise<void> {
  const session = await request.existingSession();
  const token = presentedToken(request);
  if (!session || !token || !timingSafeEqual(token, session.csrfToken)) throw new HttpError(419, 'csrf');
}

export interface SessionPluginOptions {
  db: Db;
}

export const sessionPlugin = fp<SessionPluginOptions>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest('existingSession', function (this: FastifyRequest) {
    const request = this as WithSession;
    request[loaded] ??= loadFromCookie(db, request);
    return request[loaded];
  });
  app.decorateRequest('session', async function (this: FastifyRequest) {
    const request = this as WithSession;
    const existing = await request.existingSession();
    if (existing) return existing;
    const fresh = new Session({
      token: randomToken(),
      userId: null,
      csrfToken: randomToken(),
      data: {},
      remember: false,
      lastActivity: new Date(),
      dirty: true,
    });
    request[loaded] = Promise.resolve(fresh);
    return fresh;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = (request as WithSession)[loaded];
    if (!pending) return payload;
    const session = await pending;
    if (session?.dirty) await persist(db, request, reply, session);
    return payload;
  });

  // Expired rows go away now and then.
  const prune = setInterval(() => {
    db.delete(sessions)
      .where(lt(sessions.expiresAt, new Date()))
      .catch((error: unknown) => app.log.warn({ err: error }, 'session prune failed'));
  }, 15 * 60_000);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
});
