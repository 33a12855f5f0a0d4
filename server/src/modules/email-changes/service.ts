/**
 * E-mail changes confirmed from the new address: whoever asks (the person on their profile, or
 * their company's VIP), the new address takes effect only when the link mailed to it is opened; until then the old
 * one stays, and the old address is told. Whether the new address belongs to another account is only found out at
 * confirmation, so the request answers the same for a free address and a taken one.
 */
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ValidationLang } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { emailChanges, passwordResetTokens, users } from '../../platform/db/schema';
import { sendRendered, type Messenger } from '../../platform/messaging';
import { renderEmailChangeConfirm, renderEmailChangeNotice } from '../../platform/mail-templates';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

type UserRow = typeof users.$inferSelect;

/** Stores the pending change (replacing an earlier one), mails the link to the new address and a notice to the old. */
export async function requestEmailChange(
  db: Db,
  messenger: Messenger,
  input: { user: UserRow; newEmail: string; requestedBy: number; baseUrl: string },
): Promise<void> {
  const { user } = input;
  const newEmail = input.newEmail.trim().toLowerCase();
  const token = crypto.randomBytes(32).toString('base64url');
  const row = {
    userId: user.id,
    newEmail,
    tokenHash: sha256(token),
    requestedBy: input.requestedBy,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  };
  await db.insert(emailChanges).values(row).onConflictDoUpdate({ target: emailChanges.userId, set: row });
  const lang: ValidationLang = user.lang === 'en' ? 'en' : 'pl';
  const params = {
    name: `${user.firstname} ${user.lastname}`.trim(),
    old: user.email,
    email: newEmail,
    url: `${input.baseUrl}/email/confirm?token=${encodeURIComponent(token)}`,
    hours: EMAIL_CHANGE_TTL_MS / 3_600_000,
  };
  const recipientName = params.name;
  await sendRendered(
    messenger,
    newEmail,
    renderEmailChangeConfirm(lang, { recipientName, oldEmail: user.email, newEmail, link: params.url, validHours: params.hours }),
  );
  await sendRendered(messenger, user.email, renderEmailChangeNotice(lang, { recipientName, newEmail }), { userId: user.id });
}

/** Pending (unexpired) new addresses by user id. */
export async function pendingEmails(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: emailChanges.userId, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(inArray(emailChanges.userId, userIds), gt(emailChanges.expiresAt, new Date())));
  return new Map(rows.map((r) => [r.userId, r.newEmail]));
}

export async function pendingEmail(db: Db, userId: number): Promise<string | null> {
  return (await pendingEmails(db, [userId])).get(userId) ?? null;
}

export type ConfirmOutcome = { ok: true; email: string } | { ok: false; reason: 'token' | 'taken' };

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
};

/** Opens a confirmation link: the account's address becomes the new one, unless another account has it by now. */
export async function confirmEmailChange(db: Db, token: string): Promise<ConfirmOutcome> {
  const [change] = await db
    .select({ change: emailChanges, oldEmail: users.email })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(and(eq(emailChanges.tokenHash, sha256(token)), gt(emailChanges.expiresAt, new Date()), isNull(users.deletedAt)))
    .limit(1);
  if (!change) return { ok: false, reason: 'token' };
  const { userId, newEmail } = change.change;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${newEmail}`, ne(users.id, userId)))
    .limit(1);
  if (taken) {
    await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    return { ok: false, reason: 'taken' };
  }
  try {
    await db.update(users).set({ email: newEmail, updatedAt: new Date() }).where(eq(users.id, userId));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    return { ok: false, reason: 'taken' };
  }
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
  // A reset link mailed to the old address must not outlive it.
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.email, change.oldEmail.toLowerCase()));
  return { ok: true, email: newEmail };
}
