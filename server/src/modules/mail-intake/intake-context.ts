/**
 * What the intake paths (e-mail, monitoring alerts, reminders) need to create tickets through the tickets
 * module's actions without a logged-in user: the system actor standing for the sender, and a transaction whose
 * side effects outside the database wait for its outcome — broadcasts go out after the commit (nobody hears of
 * a ticket that a rollback then removes), files written are removed on rollback and files deleted go only
 * after the commit.
 */
import type { AppContext } from '../../app-context';
import type { Broadcaster } from '../../platform/broadcasting/broadcaster';
import type { Db } from '../../platform/db/client';
import type { CompanyRow, UserRow } from '../../platform/policy';
import { stageStore } from '../../platform/storage/staged-store';
import { systemActor, type SystemActor } from '../tickets/actions';

/**
 * The system acting for `company`, on behalf of the known sender, or — for an unknown address at the company's
 * domain, an alert or a reminder without an employee — of nobody (`created_by`, the requester and the history's
 * user stay null). Company-wide visibility, because the sender's company was established by the caller
 * (domain, token), not by the person's own ticket list.
 */
export function intakeActor(company: CompanyRow, user: UserRow | null): SystemActor {
  return systemActor(company, user);
}

/**
 * Runs `work` in one transaction on a context whose broadcaster and attachment store are held to its outcome
 * (see the module comment).
 */
export async function intakeTransaction<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  const held: Parameters<Broadcaster['publish']>[] = [];
  const broadcaster: Broadcaster = {
    publish: async (...args) => {
      held.push(args);
    },
  };
  const files = stageStore(ctx.attachments);
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db, broadcaster, attachments: files.store }));
  } catch (error) {
    // The failure is what the caller must hear about; a file that could not be removed is only an orphan.
    await files.rollback().catch(() => undefined);
    throw error;
  }
  for (const args of held) await ctx.broadcaster.publish(...args);
  await files.commit();
  return result;
}
