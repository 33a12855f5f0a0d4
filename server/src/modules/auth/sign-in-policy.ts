/** The admins' sign-in policy: whether admins and managers must have a factor stronger than the SMS code. */
import { eq } from 'drizzle-orm';
import type { SignInPolicy } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { appSettings } from '../../platform/db/schema';
import { hasAuthenticator } from './authenticator';
import { hasPasskey } from './passkeys';
import type { UserRow } from './service';

const SIGN_IN_POLICY_KEY = 'sign_in.policy';
/** The roles the policy covers: those who can see and change the most. */
export const STRONG_FACTOR_ROLES: readonly string[] = ['admin', 'manager'];

export async function readSignInPolicy(db: Db): Promise<SignInPolicy> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SIGN_IN_POLICY_KEY));
  const value = row?.value as Partial<SignInPolicy> | undefined;
  return { strong_factor_required: value?.strong_factor_required === true };
}

export async function saveSignInPolicy(db: Db, policy: SignInPolicy): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: SIGN_IN_POLICY_KEY, value: policy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: policy, updatedAt: new Date() } });
}

/** Whether this staff member, having passed the SMS code, must set up a stronger factor (app or passkey) first. */
export async function mustEnrolStrongFactor(db: Db, user: Pick<UserRow, 'id' | 'role'>): Promise<boolean> {
  if (!STRONG_FACTOR_ROLES.includes(user.role)) return false;
  if (!(await readSignInPolicy(db)).strong_factor_required) return false;
  return !(await hasAuthenticator(db, user.id)) && !(await hasPasskey(db, user.id));
}
