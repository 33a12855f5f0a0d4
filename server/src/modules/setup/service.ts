/** First-admin setup (issue 11): production seeds no demo, so the first admin is created once, by its owner. */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { firstAdminSchema, type FirstAdminInput } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
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

/** Creates the first admin; refuses once any admin exists (checked in the same transaction as the insert). */
export async function createFirstAdmin(db: Db, input: FirstAdminInput): Promise<{ id: number; email: string }> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
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
    return row!;
  });
}

/** A one-time setup token: valid while no admin exists, on this process, until used once. */
export class SetupToken {
  #token: string | null;
  constructor(token: string = crypto.randomBytes(32).toString('base64url')) {
    this.#token = token;
  }
  get value(): string | null {
    return this.#token;
  }
  matches(presented: unknown): boolean {
    if (this.#token === null || typeof presented !== 'string') return false;
    const a = Buffer.from(crypto.createHash('sha256').update(presented).digest());
    const b = Buffer.from(crypto.createHash('sha256').update(this.#token).digest());
    return crypto.timingSafeEqual(a, b);
  }
  use(): void {
    this.#token = null;
  }
}
