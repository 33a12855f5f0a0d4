/**
 * What the intake paths (e-mail, monitoring alerts, reminders) need to create tickets through the tickets
 * module's actions without a logged-in user: an actor standing for the sender, and a transaction whose
 * broadcasts are held back until it commits (nobody hears of a ticket that a rollback then removes).
 */
import type { AppContext } from '../../app-context';
import type { Broadcaster } from '../../platform/broadcasting/broadcaster';
import type { Db } from '../../platform/db/client';
import type { Actor, CompanyRow, UserRow } from '../../platform/policy';
import { Session } from '../../platform/session';

/**
 * The sender as a client of `company`: the known person, or — for an unknown address at the company's domain,
 * an alert or a reminder without an employee — nobody (`created_by`, the requester and the history's user stay
 * null; those columns are nullable). Company-wide visibility, because the sender's company was established
 * by the caller (domain, token), not by the person's own ticket list.
 */
export function intakeActor(company: CompanyRow, user: UserRow | null): Actor {
  const person: UserRow = user ?? {
    // No user row: the id is null in every column the tickets module writes it to.
    id: null as unknown as number,
    kind: 'client',
    firstname: '',
    lastname: '',
    email: '',
    additionalEmail: null,
    passwordHash: '',
    temporaryPassword: false,
    lang: 'pl',
    role: 'client',
    agentType: null,
    jobPosition: null,
    phone: null,
    directPhone: null,
    city: null,
    companyId: company.id,
    timeScope: 0,
    lastSeenAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    deletedAt: null,
  };
  const session = new Session({ token: '', userId: user?.id ?? null, csrfToken: '', data: {}, remember: false, lastActivity: new Date(), dirty: false });
  return { user: person, company, session, roles: new Set(['client', 'client-vip']), companyIds: [company.id], isAgent: false, twoFactorPassed: true };
}

/** Runs `work` in one transaction; its real-time publishes go out after the commit (and not at all on rollback). */
export async function intakeTransaction<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  const held: Parameters<Broadcaster['publish']>[] = [];
  const broadcaster: Broadcaster = {
    publish: async (...args) => {
      held.push(args);
    },
  };
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db, broadcaster }));
  for (const args of held) await ctx.broadcaster.publish(...args);
  return result;
}
