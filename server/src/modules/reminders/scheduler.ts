/**
 * The reminder scheduler, inside every server process. Each pass finds the active reminders due by today (in
 * REMINDER_TIME_ZONE) and, per reminder, in one transaction: claims the occurrence (reminder_runs primary
 * key), moves the reminder on (only if nobody changed it since it was read), creates the ticket. Two instances
 * (or two passes) racing for one occurrence: the second claim waits for the first transaction and then finds
 * the key taken, so there is never a second ticket; a failure rolls back the claim and the next pass retries.
 * Timed passes run on one instance at a time (ctx.jobs, a PostgreSQL advisory lock with failover).
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { companies, reminderRuns, reminders, users } from '../../platform/db/schema';
import { intakeActor, intakeTransaction } from '../mail-intake';
import { createTicket } from '../tickets';
import { dueOccurrence, localDate, type ReminderPeriod } from './occurrences';

export interface ReminderTicket {
  reminderId: number;
  occurrence: string;
  ticketId: number;
}

class Superseded extends Error {}

/** One pass; returns the tickets it created. */
export async function runDueReminders(ctx: AppContext, now = new Date()): Promise<ReminderTicket[]> {
  const today = localDate(now, ctx.config.reminders.timeZone);
  const due = await ctx.db
    .select({ reminder: reminders, company: companies })
    .from(reminders)
    .innerJoin(companies, eq(companies.id, reminders.companyId))
    .where(and(eq(reminders.active, true), lte(reminders.day, today), isNull(companies.deletedAt)));
  const created: ReminderTicket[] = [];
  for (const { reminder: r, company } of due) {
    const slot = dueOccurrence(r.day, r.period as ReminderPeriod, today);
    if (!slot) continue;
    try {
      const ticketId = await intakeTransaction(ctx, async (tx) => {
        const [claim] = await tx.db
          .insert(reminderRuns)
          .values({ reminderId: r.id, occurrence: slot.occurrence })
          .onConflictDoNothing()
          .returning();
        if (!claim) return null;
        const [moved] = await tx.db
          .update(reminders)
          .set({ day: slot.next ?? r.day, active: slot.next !== null, sentAt: now, updatedAt: now })
          .where(and(eq(reminders.id, r.id), eq(reminders.day, r.day), eq(reminders.active, true)))
          .returning({ id: reminders.id });
        if (!moved) throw new Superseded();
        const [employee] = r.userId
          ? await tx.db
              .select()
              .from(users)
              .where(and(eq(users.id, r.userId), eq(users.companyId, company.id), isNull(users.deletedAt)))
          : [];
        const ticket = await createTicket(
          { ctx: tx, actor: intakeActor(company, null, 'reminder') },
          {
            company_id: company.id,
            subject: r.title,
            body: r.description.trim() || r.title,
            type: 'order',
            priority: 'normal',
            category: 'other',
            status: 'new',
            requester_id: employee?.id ?? null,
            cc: [],
          },
        );
        await tx.db
          .update(reminderRuns)
          .set({ ticketId: ticket.id })
          .where(and(eq(reminderRuns.reminderId, r.id), eq(reminderRuns.occurrence, slot.occurrence)));
        return ticket.id;
      });
      if (ticketId) created.push({ reminderId: r.id, occurrence: slot.occurrence, ticketId });
    } catch (error) {
      if (!(error instanceof Superseded)) throw error;
    }
  }
  return created;
}

export interface ReminderScheduler {
  /** A pass now (after a reminder was saved); passes never overlap within one process. */
  poke(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createReminderScheduler(ctx: AppContext, log: FastifyBaseLogger): ReminderScheduler {
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  let stopped = true;
  /** Timed passes run on one instance only (the job lease); a poke after a save runs here, the claims keep it once. */
  const pass = (exclusive: boolean) => {
    chain = chain
      .then(async () => {
        if (!exclusive) return runDueReminders(ctx);
        const run = await ctx.jobs.runExclusive('reminders', () => runDueReminders(ctx));
        return run.ran ? run.result : [];
      })
      .then((made) => {
        if (made.length) log.info({ tickets: made }, 'reminders: tickets created');
      })
      .catch((error: unknown) => log.error({ err: error }, 'reminders: pass failed'));
    return chain;
  };
  return {
    poke: () => (stopped ? Promise.resolve() : pass(false)),
    start() {
      stopped = false;
      void pass(true);
      timer = setInterval(() => void pass(true), ctx.config.reminders.intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await chain;
    },
  };
}
