/** First-admin setup: production seeds no demo, so the first admin is created once, by its owner. */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { firstAdminSchema, type FirstAdminInput } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { appSettings, users } from '../../platform/db/schema';
import { hashPassword } from '../../platform/password';

export { firstAdminSchema, type FirstAdminInput };

export async function hasAdmin(db: Db): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kind, 'agent'), eq(users.role, 'admin'), isNull(users.deletedAt)))
    .limit(1);
  return found.length > 0;
}

export class AdminExists extends Error {}
export class EmailTaken extends Error {}
export class BadToken extends Error {}

/** How long a printed setup token works; a restart while no admin exists prints a fresh one. */
export const SETUP_TOKEN_HOURS = 24;
/** One `app_settings` row per pending token, keyed by the token's SHA-256: any instance of a cluster knows it. */
const TOKEN_KEY_PREFIX = 'setup.token.';
/** The advisory lock key of the first admin's creation (any constant unique in this code base). */
const SETUP_LOCK = 7_240_011;
const tokenKey = (token: string) => TOKEN_KEY_PREFIX + crypto.createHash('sha256').update(token).digest('hex');
const pendingTokens = sql`${appSettings.key} like ${`${TOKEN_KEY_PREFIX}%`}`;
const unexpired = (now: Date) => sql`(${appSettings.value} ->> 'expires_at')::timestamptz > ${now.toISOString()}::timestamptz`;

/**
 * Issues a one-time setup token: only its hash is stored (in the database, so every instance accepts it), with an
 * expiry. Each instance that starts without an admin issues its own; creating the admin spends them all.
 */
export async function issueSetupToken(db: Db, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_HOURS * 3_600_000);
  await db.insert(appSettings).values({ key: tokenKey(token), value: { expires_at: expiresAt.toISOString() } });
  return { token, expiresAt };
}

/** Whether some setup token is pending (unexpired and unspent) on any instance. */
export async function setupTokenPending(db: Db, now = new Date()): Promise<boolean> {
  const found = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(and(pendingTokens, unexpired(now)))
    .limit(1);
  return found.length > 0;
}

/** Whether the token is pending; it stays so (it is spent only with the admin's creation). */
export async function setupTokenValid(db: Db, presented: unknown, now = new Date()): Promise<boolean> {
  if (typeof presented !== 'string' || presented.length === 0 || presented.length > 200) return false;
  const found = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(and(eq(appSettings.key, tokenKey(presented)), unexpired(now)))
    .limit(1);
  return found.length > 0;
}

/**
 * Creates the first admin; refuses once any admin exists. With a token (the /setup page) the token is spent in the
 * same transaction: of two requests with one token, across instances, only one gets past the delete. Every pending
 * token is spent with it (the CLI's creation too). A failure rolls back, and the token stays usable.
 */
export async function createFirstAdmin(
  db: Db,
  input: FirstAdminInput,
  options: { token?: string; now?: Date } = {},
): Promise<{ id: number; email: string }> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // One creation at a time, across processes: the admin check below then sees a concurrent creation's admin.
    await t.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (options.token !== undefined) {
      const spent = await t
        .delete(appSettings)
        .where(and(eq(appSettings.key, tokenKey(options.token)), unexpired(now)))
        .returning({ key: appSettings.key });
      if (spent.length === 0) throw new BadToken();
    }
    if (await hasAdmin(t)) throw new AdminExists();
    const taken = await t.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken.length > 0) throw new EmailTaken();
    const [row] = await t
      .insert(users)
      .values({
        kind: 'agent',
        role: 'admin',
        agentType: 'admin',
        firstname: input.firstname,
        lastname: input.lastname,
        email,
        phone: input.phone,
        passwordHash,
        temporaryPassword: false,
        timeScope: 480,
      })
      .returning({ id: users.id, email: users.email });
    await t.delete(appSettings).where(pendingTokens);
    return row!;
  });
}

/** Spends every pending setup token (an admin exists: the page is gone for good). */
export async function spendSetupTokens(db: Db): Promise<void> {
  await db.delete(appSettings).where(pendingTokens);
}
