import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, users } from '../../platform/db/schema';
import { FieldError } from '../../platform/errors';
import { verifyPassword } from '../../platform/password';
import type { UserRow } from '../../platform/policy';
import type { ProfileUpdateInput, ProfileView } from '@helpdesk/shared/schemas';
import type { Messenger } from '../../platform/messaging';
import { pendingEmail, requestEmailChange } from '../email-changes';

export type { ProfileView };

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function presentProfile(user: UserRow, company: string | null, editable: boolean, pendingEmail: string | null = null): ProfileView {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    pending_email: pendingEmail,
    phone: user.phone,
    direct_phone: user.kind === 'agent' ? user.directPhone : null,
    lang: user.lang,
    kind: user.kind,
    role: user.role,
    company,
    editable,
  };
}

export async function loadProfile(
  db: Db,
  id: number,
  where: { kind?: 'agent' } = {},
): Promise<{ user: UserRow; company: string | null } | null> {
  const [row] = await db
    .select({ user: users, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), where.kind ? eq(users.kind, where.kind) : undefined))
    .limit(1);
  return row ? { user: row.user, company: row.company ?? null } : null;
}

/**
 * Saves one's own profile. An agent's SMS number is the second login factor and the e-mail address is the login and the
 * way to reset the password, so changing either asks for the current password (a borrowed, unlocked session must not be
 * able to redirect the codes or take the account). A new address takes effect only when the link mailed to it is
 * opened (email-changes).
 */
export async function updateProfile(
  db: Db,
  messenger: Messenger,
  user: UserRow,
  input: ProfileUpdateInput,
  baseUrl: string,
): Promise<{ user: UserRow; pendingEmail: string | null; confirmationSent: boolean }> {
  const directPhone = user.kind === 'agent' ? blankToNull(input.direct_phone) : user.directPhone;
  const newEmail = input.email?.toLowerCase();
  const changesEmail = !!newEmail && newEmail !== user.email.toLowerCase();
  if ((user.kind === 'agent' && directPhone !== user.directPhone) || changesEmail) {
    if (!input.current_password) throw new FieldError('current_password', 'required');
    if (!(await verifyPassword(user.passwordHash, input.current_password))) throw new FieldError('current_password', 'current_password');
  }
  const [updated] = await db
    .update(users)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      phone: blankToNull(input.phone),
      directPhone,
      lang: input.lang,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (changesEmail) await requestEmailChange(db, messenger, { user: updated!, newEmail, requestedBy: user.id, baseUrl });
  return { user: updated!, pendingEmail: await pendingEmail(db, user.id), confirmationSent: changesEmail };
}
