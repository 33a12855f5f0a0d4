/**
 * SLA warnings (issue #33 item 9): a periodic job that tells the staff member who answers for a ticket that its
 * first-response or resolution deadline is near, or has passed without a warning. Once per deadline: the ticket keeps
 * the deadline it warned about (`sla_response_warned_for`, `sla_resolve_warned_for`), so a deadline moved by a priority
 * change or a resume after waiting is a new deadline and warns again, with nothing to reset where deadlines change.
 *
 * Who: the assignee, else the ticket's responsible person (active staff both); a ticket with neither warns nobody and
 * stays unmarked, so whoever takes it on before (or after) the deadline is still warned. How: the bell always, push and
 * e-mail as the person chose for `sla_warning`. The mark, the bell row and the outbox rows commit in one transaction:
 * a failure leaves none of them and the next pass tries again; two passes racing mark it once (the conditional
 * update). Timed passes run on one instance at a time (ctx.jobs, the job lease).
 */
import { and, eq, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { WAITING_STATUSES } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companies, tickets, users } from '../../platform/db/schema';
import { formatMailDuration, renderSlaWarning, type SlaDeadlineKind } from '../../platform/mail-templates';
import { messengerWithin } from '../../platform/messaging';
import { text } from '../../platform/messages';
import { notificationChannels } from '../../platform/notification-channels';
import { notifyUser } from '../notifications';
import { mailBaseUrl, mailTicketOf } from './effects';

/** The longest lead: a deadline is warned about at the latest 30 minutes before it. */
export const SLA_WARNING_LEAD_MINUTES = 30;
/** A short deadline is warned about once this share of its time (from the ticket's creation) has gone. */
export const SLA_WARNING_ELAPSED_SHARE = 0.8;

const MINUTE = 60_000;

/**
 * When a deadline is warned about: 30 minutes before it, or — for a deadline less than 2½ hours after the ticket was
 * opened — when 80 % of that time has gone, whichever comes later (a 30-minute SLA warns 6 minutes before, not at once).
 */
export function slaWarningAt(createdAt: Date, dueAt: Date): Date {
  const span = Math.max(0, dueAt.getTime() - createdAt.getTime());
  const lead = Math.min(SLA_WARNING_LEAD_MINUTES * MINUTE, (1 - SLA_WARNING_ELAPSED_SHARE) * span);
  return new Date(dueAt.getTime() - lead);
}

export interface SlaWarningSent {
  ticketId: number;
  deadline: SlaDeadlineKind;
  dueAt: Date;
  userId: number;
}

type Candidate = typeof tickets.$inferSelect;

const COLUMNS = {
  response: { due: tickets.firstResponseDueAt, warned: tickets.slaResponseWarnedFor },
  resolve: { due: tickets.resolveDueAt, warned: tickets.slaResolveWarnedFor },
} as const;

/** One pass: warns about every deadline due for a warning at `now`; returns the warnings sent. */
export async function runSlaWarnings(ctx: AppContext, now = new Date()): Promise<SlaWarningSent[]> {
  const horizon = new Date(now.getTime() + SLA_WARNING_LEAD_MINUTES * MINUTE);
  const open = and(
    isNull(tickets.deletedAt),
    ne(tickets.status, 'resolved'),
    isNull(tickets.slaPausedAt),
    notInArray(tickets.status, [...WAITING_STATUSES]),
  );
  const unwarned = (kind: SlaDeadlineKind) =>
    and(
      isNotNull(COLUMNS[kind].due),
      lte(COLUMNS[kind].due, horizon),
      or(isNull(COLUMNS[kind].warned), sql`${COLUMNS[kind].warned} <> ${COLUMNS[kind].due}`),
    );
  const candidates = await ctx.db
    .select()
    .from(tickets)
    .where(and(open, or(and(isNull(tickets.firstResponseAt), unwarned('response')), and(isNull(tickets.resolvedAt), unwarned('resolve')))))
    .orderBy(tickets.id);
  const sent: SlaWarningSent[] = [];
  for (const t of candidates) {
    for (const deadline of ['response', 'resolve'] as const) {
      const dueAt = deadline === 'response' ? (t.firstResponseAt ? null : t.firstResponseDueAt) : t.resolveDueAt;
      const warnedFor = deadline === 'response' ? t.slaResponseWarnedFor : t.slaResolveWarnedFor;
      if (!dueAt || warnedFor?.getTime() === dueAt.getTime() || slaWarningAt(t.createdAt, dueAt) > now) continue;
      // Nobody to tell (no active assignee nor responsible person): no transaction, the ticket stays unwarned.
      const person = await recipientOf(ctx.db, t);
      if (!person) continue;
      const warning = await warn(ctx, t, person, deadline, dueAt, now);
      if (warning) sent.push(warning);
    }
  }
  return sent;
}

/** The active staff member a ticket's warning goes to: the assignee, else the responsible person, else nobody. */
async function recipientOf(db: Db, t: Candidate) {
  for (const [id, role] of [
    [t.assigneeId, 'assignee'],
    [t.responsibleId, 'responsible'],
  ] as const) {
    if (!id) continue;
    const [person] = await db
      .select({ id: users.id, email: users.email, lang: users.lang })
      .from(users)
      .where(and(eq(users.id, id), eq(users.kind, 'agent'), isNull(users.deletedAt)));
    if (person) return { ...person, role };
  }
  return null;
}

type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

async function warn(
  ctx: AppContext,
  t: Candidate,
  person: Recipient,
  deadline: SlaDeadlineKind,
  dueAt: Date,
  now: Date,
): Promise<SlaWarningSent | null> {
  const sent = await ctx.db.transaction(async (raw) => {
    const db = raw as unknown as Db;
    const { due, warned } = COLUMNS[deadline];
    // The mark, only if the deadline is still the one read and the ticket still runs its clock.
    const [marked] = await db
      .update(tickets)
      .set(deadline === 'response' ? { slaResponseWarnedFor: dueAt } : { slaResolveWarnedFor: dueAt })
      .where(
        and(
          eq(tickets.id, t.id),
          eq(due, dueAt),
          or(isNull(warned), sql`${warned} <> ${due}`),
          isNull(tickets.deletedAt),
          isNull(tickets.slaPausedAt),
          ne(tickets.status, 'resolved'),
          deadline === 'response' ? isNull(tickets.firstResponseAt) : isNull(tickets.resolvedAt),
        ),
      )
      .returning({ id: tickets.id });
    if (!marked) return null;
    const wants = await notificationChannels(db, person.id, 'sla_warning');
    const messenger = messengerWithin(ctx.messenger, db);
    const minutes = (dueAt.getTime() - now.getTime()) / MINUTE;
    const breached = minutes <= 0;
    const key =
      deadline === 'response'
        ? breached
          ? 'notify_sla_response_breached'
          : 'notify_sla_response'
        : breached
          ? 'notify_sla_resolve_breached'
          : 'notify_sla_resolve';
    await notifyUser(
      { ...ctx, db, messenger },
      person.id,
      'App\\Notifications\\SlaWarning',
      {
        type: 'ticket',
        message: text(person.lang, key, {
          fullid: t.fullid,
          left: formatMailDuration(minutes),
          late: formatMailDuration(-minutes),
        }),
        ticket: t.id,
        title: t.fullid,
        text: t.subject,
      },
      { push: wants.push },
    );
    if (wants.mail) {
      const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, t.companyId));
      const mail = renderSlaWarning(person.lang, {
        baseUrl: mailBaseUrl(ctx),
        ticket: mailTicketOf(t, { company: company?.name }),
        deadline,
        dueAt,
        now,
        recipient: person.role,
      });
      await messenger.sendMail(person.email, mail.subject, mail.text, undefined, {
        html: mail.html,
        userId: person.id,
        headers: { 'X-Helpdesk-Ticket': t.fullid },
      });
    }
    return { ticketId: t.id, deadline, dueAt, userId: person.id };
  });
  if (sent) ctx.messenger.wake();
  return sent;
}

export interface SlaWarningScheduler {
  start(): void;
  stop(): Promise<void>;
}

export function createSlaWarningScheduler(ctx: AppContext, log: FastifyBaseLogger): SlaWarningScheduler {
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  const pass = () => {
    chain = chain
      .then(async () => {
        const run = await ctx.jobs.runExclusive('sla-warnings', () => runSlaWarnings(ctx));
        if (run.ran && run.result.length) log.info({ warnings: run.result }, 'sla warnings: sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'sla warnings: pass failed'));
    return chain;
  };
  return {
    start() {
      void pass();
      timer = setInterval(() => void pass(), ctx.config.slaWarnings.intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await chain;
    },
  };
}

/** The job in the app: started when the server is ready (SLA_WARNING_SCHEDULER), stopped when it closes. */
export const slaWarningPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (!ctx.config.slaWarnings.scheduler) return;
  const scheduler = createSlaWarningScheduler(ctx, app.log);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
};
