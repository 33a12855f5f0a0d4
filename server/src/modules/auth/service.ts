import crypto from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { allowedIps, loginLog, passwordResetTokens, sessions, users } from '../../platform/db/schema';
import { sendRendered, type Messenger } from '../../platform/messaging';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/password';
import type { Session } from '../../platform/session';
import { text } from '../../platform/messages';
import { ipAdmitted } from '../../platform/ip-rules';
import { renderPasswordReset } from '../../platform/mail-templates';

export const TWO_FACTOR_TTL_MS = 5 * 60_000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** Wrong codes one account may send in an hour, whatever the logins and resends: 240 a day, so a guesser needs years. */
export const TWO_FACTOR_MAX_WRONG_PER_HOUR = 10;
export const TWO_FACTOR_RESEND_COOLDOWN_MS = 30_000;
/** Codes one sign-in may send, the first included: each costs an SMS, and a sign-in that needs more has a wrong number. */
export const TWO_FACTOR_MAX_CODES = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** The user when the password matches; constant-ish time whether or not the account exists. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  return user && ok ? user : null;
}

/** Staff may be limited to listed addresses: their own rules, else the rules for all staff. */
export async function ipAllowed(db: Db, user: UserRow, ip: string): Promise<boolean> {
  if (user.kind !== 'agent') return true;
  const rules = await db
    .select({ userId: allowedIps.userId, address: allowedIps.address })
    .from(allowedIps)
    .where(or(eq(allowedIps.userId, user.id), isNull(allowedIps.userId)));
  return ipAdmitted(
    rules.map((r) => r.address),
    ip,
  );
}

export async function logLoginAttempt(
  db: Db,
  request: FastifyRequest,
  entry: { email: string; userId: number | null; success: boolean; reason?: string },
): Promise<void> {
  await db.insert(loginLog).values({
    email: entry.email.slice(0, 320),
    userId: entry.userId,
    success: entry.success,
    reason: entry.reason ?? null,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  });
}

/** Where a sign-in code goes: SMS to the account's phone, or e-mail when it has none. */
export type CodeChannel = 'sms' | 'mail';

/** The pending second factor of a sign-in, kept in its session. */
export interface TwoFactorState {
  codeHash: string;
  expiresAt: number;
  attempts: number;
  sentAt: number;
  /** The outbox row carrying the current code: its delivery is what the code screen shows. */
  outboxId?: number;
  channel?: CodeChannel;
  /** Codes sent for this sign-in, the current one included. */
  sends?: number;
}

export function twoFactorState(session: Session): TwoFactorState | undefined {
  return session.get<TwoFactorState>('twoFactor');
}

/** Issues a fresh 6-digit code, keeps its hash in the session, and sends it (SMS, or e-mail without a phone). */
export async function sendTwoFactorCode(messenger: Messenger, session: Session, user: UserRow): Promise<void> {
  const previous = twoFactorState(session);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  const { id, channel } = await sendCode(messenger, user, code);
  session.set('twoFactor', {
    codeHash: sha256(`${session.hash}:${code}`),
    expiresAt: now + TWO_FACTOR_TTL_MS,
    attempts: 0,
    sentAt: now,
    outboxId: id,
    channel,
    sends: (previous?.sends ?? 0) + 1,
  } satisfies TwoFactorState);
  session.set('twoFactorPassed', false);
}

/** The number sign-in codes go to: the direct (mobile) line, else the general one; null: none on the account. */
export function codePhone(user: Pick<UserRow, 'directPhone' | 'phone'>): string | null {
  for (const phone of [user.directPhone, user.phone]) if (phone?.trim()) return phone.trim();
  return null;
}

async function sendCode(messenger: Messenger, user: UserRow, code: string): Promise<{ id: number; channel: CodeChannel }> {
  const body = text(user.lang, 'two_factor_sms', { code, minutes: TWO_FACTOR_TTL_MS / 60_000 });
  const phone = codePhone(user);
  if (phone) return { id: (await messenger.sendSms(phone, body, user.email, { userId: user.id })).id, channel: 'sms' };
  const queued = await messenger.sendMail(user.email, text(user.lang, 'two_factor_mail_subject'), body, undefined, { userId: user.id });
  return { id: queued.id, channel: 'mail' };
}

/** Seconds until a resend is allowed (0 = now). */
export function resendWait(session: Session): number {
  const state = twoFactorState(session);
  if (!state) return 0;
  return Math.max(0, Math.ceil((state.sentAt + TWO_FACTOR_RESEND_COOLDOWN_MS - Date.now()) / 1000));
}

/** Whether this sign-in has used up its codes (TWO_FACTOR_MAX_CODES). */
export function codesSpent(session: Session): boolean {
  return (twoFactorState(session)?.sends ?? 0) >= TWO_FACTOR_MAX_CODES;
}

/** `last`: wrong, and no tries are left for this code; `locked`: no try was made. */
export type VerifyOutcome = 'ok' | 'wrong' | 'last' | 'expired' | 'locked';

/** The sign-in is confirmed (by whichever factor): the pending SMS code is void. */
export function passTwoFactor(session: Session): void {
  session.set('twoFactor', undefined);
  session.set('twoFactorPassed', true);
}

export function verifyTwoFactorCode(session: Session, code: string): VerifyOutcome {
  const state = twoFactorState(session);
  if (!state) return 'expired';
  if (state.attempts >= TWO_FACTOR_MAX_ATTEMPTS) return 'locked';
  if (Date.now() > state.expiresAt) return 'expired';
  const expected = Buffer.from(state.codeHash);
  const given = Buffer.from(sha256(`${session.hash}:${code}`));
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    passTwoFactor(session);
    return 'ok';
  }
  session.set('twoFactor', { ...state, attempts: state.attempts + 1 });
  return state.attempts + 1 >= TWO_FACTOR_MAX_ATTEMPTS ? 'last' : 'wrong';
}

/** Mails a single-use reset link when the account exists; silent otherwise. */
export async function requestPasswordReset(db: Db, messenger: Messenger, email: string, baseUrl: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insert(passwordResetTokens)
    .values({ email: user.email, tokenHash: sha256(token), createdAt: new Date() })
    .onConflictDoUpdate({ target: passwordResetTokens.email, set: { tokenHash: sha256(token), createdAt: new Date() } });
  const link = `${baseUrl}/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await sendRendered(
    messenger,
    user.email,
    renderPasswordReset(user.lang, {
      recipientName: `${user.firstname} ${user.lastname}`.trim(),
      link,
      validMinutes: RESET_TOKEN_TTL_MS / 60_000,
    }),
    { userId: user.id },
  );
}

/** Consumes the token and sets the password; false when the token is unknown, used or expired. */
export async function resetPassword(db: Db, email: string, token: string, password: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.email, normalized)).limit(1);
  if (!row) return false;
  const valid =
    Date.now() - row.createdAt.getTime() <= RESET_TOKEN_TTL_MS &&
    crypto.timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(sha256(token)));
  if (!valid) return false;
  const user = await findUserByEmail(db, normalized);
  if (!user) return false;
  await setPassword(db, user.id, password, false);
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.email, normalized));
  // Every session of the account ends with the old password.
  await endSessions(db, user.id);
  return true;
}

/** Signs the user out everywhere (password changed or reset), but for the session `except` names (its hash). */
export async function endSessions(db: Db, userId: number, options: { except?: string } = {}): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), options.except ? ne(sessions.id, options.except) : undefined));
}

export async function setPassword(db: Db, userId: number, password: string, temporary: boolean): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), temporaryPassword: temporary, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
