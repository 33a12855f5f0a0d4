/**
 * The authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s steps — what every app reads from a QR code) and its
 * one-time recovery codes. The seed is sealed with the app key; recovery codes are kept as keyed hashes only.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { RECOVERY_CODE_PATTERN } from '@helpdesk/shared/schemas';
import type { SignInSecurity } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { authenticatorApps, recoveryCodes } from '../../platform/db/schema';
import { open, seal } from '../../platform/secret-box';
import { listPasskeys } from './passkeys';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the server's clock a code may come from: a phone a little fast or slow still signs in. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Helpdesk';
const SEAL_PURPOSE = 'totp-secret';
/** Recovery codes avoid letters read as digits (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(secret: OTPAuth.Secret, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret });
}

export async function signInSecurity(db: Db, userId: number): Promise<SignInSecurity> {
  const [app] = await db
    .select({ confirmedAt: authenticatorApps.confirmedAt })
    .from(authenticatorApps)
    .where(eq(authenticatorApps.userId, userId));
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    authenticator: !app ? 'none' : app.confirmedAt ? 'enabled' : 'pending',
    recovery_codes_left: left?.n ?? 0,
    passkeys: await listPasskeys(db, userId),
  };
}

export async function hasAuthenticator(db: Db, userId: number): Promise<boolean> {
  return (await signInSecurity(db, userId)).authenticator === 'enabled';
}

/**
 * Starts (or restarts) an enrolment with a fresh seed; null when an app is already enrolled (removing it comes
 * first, so a hijacked session cannot silently move the factor to another phone).
 */
export async function startEnrolment(
  db: Db,
  appKey: string,
  user: { id: number; email: string },
): Promise<{ uri: string; qr_code: string } | null> {
  const secret = new OTPAuth.Secret({ size: 20 });
  const sealedSecret = seal(appKey, SEAL_PURPOSE, secret.base32);
  const [row] = await db
    .insert(authenticatorApps)
    .values({ userId: user.id, sealedSecret })
    .onConflictDoUpdate({
      target: authenticatorApps.userId,
      set: { sealedSecret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(authenticatorApps.confirmedAt),
    })
    .returning({ userId: authenticatorApps.userId });
  if (!row) return null;
  const uri = totpFor(secret, user.email).toString();
  // Loaded at an enrolment, not with the server (qrcode and its PNG encoder are some 60 modules).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step of a code valid at `now` within the window, or null. */
function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const totp = totpFor(OTPAuth.Secret.fromBase32(secretBase32), '');
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Checks a code of the user's app and spends its step: a code is accepted once, and never one from a step before the
 * last accepted (someone who watched a code go by cannot use it). `pending` checks the enrolment's seed instead.
 */
export async function useAuthenticatorCode(
  db: Db,
  appKey: string,
  userId: number,
  code: string,
  options: { pending?: boolean; now?: number } = {},
): Promise<boolean> {
  const [app] = await db.select().from(authenticatorApps).where(eq(authenticatorApps.userId, userId));
  if (!app || (options.pending ? app.confirmedAt !== null : app.confirmedAt === null)) return false;
  const secret = open(appKey, SEAL_PURPOSE, app.sealedSecret);
  if (!secret) return false;
  const step = matchingStep(secret, code, options.now ?? Date.now());
  if (step === null) return false;
  // One conditional update: two requests racing with the same code cannot both win.
  const spent = await db
    .update(authenticatorApps)
    .set({ lastUsedStep: step, ...(options.pending ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(authenticatorApps.userId, userId),
        or(isNull(authenticatorApps.lastUsedStep), lt(authenticatorApps.lastUsedStep, step)),
        options.pending ? isNull(authenticatorApps.confirmedAt) : sql`${authenticatorApps.confirmedAt} is not null`,
      ),
    )
    .returning({ userId: authenticatorApps.userId });
  return spent.length === 1;
}

/** Completes the enrolment with a correct code; the recovery codes to show once, or null. */
export async function confirmEnrolment(db: Db, appKey: string, userId: number, code: string): Promise<string[] | null> {
  if (!(await useAuthenticatorCode(db, appKey, userId, code, { pending: true }))) return null;
  return replaceRecoveryCodes(db, appKey, userId);
}

const recoveryHash = (appKey: string, code: string) =>
  crypto
    .createHmac('sha256', appKey)
    .update(`recovery-code:${code.replace(/-/g, '').toLowerCase()}`)
    .digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A new set of recovery codes; the old ones stop working. */
export async function replaceRecoveryCodes(db: Db, appKey: string, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(appKey, code) })));
  });
  return codes;
}

/** Spends one recovery code; false when unknown or already used. */
export async function useRecoveryCode(db: Db, appKey: string, userId: number, code: string): Promise<boolean> {
  if (!RECOVERY_CODE_PATTERN.test(code)) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(appKey, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** Removes the app and its recovery codes (the user's own choice, or an admin's reset). */
export async function removeAuthenticator(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authenticatorApps).where(eq(authenticatorApps.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}
