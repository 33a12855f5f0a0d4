/**
 * One unit of work: a database transaction whose side effects outside the database wait for its outcome.
 *  - broadcasts (ticket events, bell notifications) are held and go out after the commit — nobody hears of a change
 *    that a rollback then removes;
 *  - e-mails, SMS and pushes are written to the outbox in the same transaction (they exist if and only if the change
 *    that caused them does, even across a crash right after the commit) and the sender is woken after it;
 *  - files written are removed again on rollback, files deleted go only after the commit.
 * A unit of work started inside another one is the outer one: the work joins it (one transaction, released once).
 *
 * Inside, use the context handed to `work` (its `db` is the transaction): on the embedded database the plain
 * connection waits for the transaction to end, so reaching past it would wait for itself.
 */
import type { AppContext } from '../app-context';
import type { Broadcaster } from './broadcasting/broadcaster';
import type { Db } from './db/client';
import { messengerWithin } from './messaging';
import { stageStore } from './storage/staged-store';

type Effect = () => Promise<void>;

/** Marks the context handed to the work of a unit; spreading it (`{ ...tx, … }`) keeps the mark. */
const WITHIN = Symbol('unit of work');

type Marked = AppContext & { [WITHIN]?: true };

/** A broadcaster that only queues what it is asked to publish, for `release` after the commit. */
function heldBroadcasts(ctx: AppContext) {
  const effects: Effect[] = [];
  const broadcaster: Broadcaster = {
    publish: async (...args) => {
      effects.push(() => ctx.broadcaster.publish(...args));
    },
  };
  /** Runs them in order; one failing does not stop the others (the data is committed); the first failure is thrown. */
  const release = async () => {
    const failures: unknown[] = [];
    for (const effect of effects) await effect().catch((error: unknown) => failures.push(error));
    if (failures.length) throw failures[0];
  };
  return { broadcaster, release };
}

export function withinUnitOfWork(ctx: AppContext): boolean {
  return (ctx as Marked)[WITHIN] === true;
}

/** Runs `work` in one transaction on a context whose broadcaster, messenger and attachment store wait for its outcome. */
export async function unitOfWork<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  if (withinUnitOfWork(ctx)) return work(ctx);
  const held = heldBroadcasts(ctx);
  const files = stageStore(ctx.attachments);
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => {
      const inner: Marked = {
        ...ctx,
        db: tx as unknown as Db,
        broadcaster: held.broadcaster,
        messenger: messengerWithin(ctx.messenger, tx as unknown as Db),
        attachments: files.store,
        [WITHIN]: true,
      };
      return work(inner);
    });
  } catch (error) {
    // The failure is what the caller must hear about; a file that could not be removed is only an orphan.
    await files.rollback().catch(() => undefined);
    throw error;
  }
  ctx.messenger.wake();
  try {
    await files.commit();
  } finally {
    await held.release();
  }
  return result;
}
