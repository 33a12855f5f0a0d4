/**
 * An answer's e-mails wait for the files it announced. The browser posts the answer first and uploads its files after
 * (each `POST …/attachments` with the answer's `message_id`); the answer says how many (`attachments_expected`), its
 * bell and push go at once, and its e-mails are queued when the last announced file is stored — in that file's
 * transaction — or, when they never all arrive (a failed upload, a closed tab), by the `answer-mails` job after
 * ANSWER_FILES_WAIT_MS with the files that did. Either way the queuing clears `mail_files_expected` in the same
 * transaction as the outbox rows, and only the transaction that cleared it queues: each e-mail once, none lost.
 */
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { ticketAttachments, ticketMessages } from '../../platform/db/schema';
import { unitOfWork } from '../../platform/unit-of-work';
import type { RecordAttachment } from './attachments';
import { mailAnswer } from './effects';
import { createLeasedSchedule, type LeasedSchedule } from '../../platform/jobs';

/** How long an answer's e-mails wait for files that do not all arrive. */
export const ANSWER_FILES_WAIT_MS = 2 * 60_000;
/** How often the job looks for answers that waited long enough. */
export const ANSWER_MAILS_POLL_MS = 30_000;
const ANSWER_MAILS_JOB = 'answer-mails';
/** Answers handled per pass (one transaction each); the next pass takes the rest. */
const BATCH = 100;

/**
 * Claims the answer's waiting e-mails (clears `mail_files_expected`) when `due` holds, and queues them: in the
 * caller's unit of work (platform/unit-of-work.ts). True when this call queued them.
 */
async function claimAndMail(ctx: AppContext, messageId: number, due: ReturnType<typeof sql<boolean>>): Promise<boolean> {
  const [claimed] = await ctx.db
    .update(ticketMessages)
    .set({ mailFilesExpected: null })
    .where(and(eq(ticketMessages.id, messageId), isNotNull(ticketMessages.mailFilesExpected), due))
    .returning({ id: ticketMessages.id, ticketId: ticketMessages.ticketId, authorId: ticketMessages.authorId });
  if (!claimed) return false;
  await mailAnswer(ctx, claimed.ticketId, claimed.id, claimed.authorId);
  return true;
}

/** Queues the answer's e-mails if it waits for files and all it announced are stored (call in the files' transaction). */
export function mailAnswerIfFilesArrived(ctx: AppContext, messageId: number): Promise<boolean> {
  const stored = sql`(select count(*) from ${ticketAttachments} where ${ticketAttachments.messageId} = ${messageId})`;
  return claimAndMail(ctx, messageId, sql<boolean>`${stored} >= ${ticketMessages.mailFilesExpected}`);
}

/**
 * The upload route's way to write a file's row: with a `message_id`, in one transaction that first locks the answer
 * (two uploads finishing together are counted one after the other, so the last one sees both), then queues the
 * answer's e-mails when this was the last file it announced.
 */
export function recordAnswerFile(ctx: AppContext): RecordAttachment {
  return async (values) => {
    const { messageId } = values;
    if (messageId == null) return (await ctx.db.insert(ticketAttachments).values(values).returning())[0]!;
    return unitOfWork(ctx, async (tx) => {
      await tx.db.select({ id: ticketMessages.id }).from(ticketMessages).where(eq(ticketMessages.id, messageId)).for('update');
      const [inserted] = await tx.db.insert(ticketAttachments).values(values).returning();
      await mailAnswerIfFilesArrived(tx, messageId);
      return inserted!;
    });
  };
}

/** One pass of the job: the answers that waited ANSWER_FILES_WAIT_MS get their e-mails with the files that arrived. */
export async function mailOverdueAnswers(ctx: AppContext, now = new Date()): Promise<number[]> {
  const since = new Date(now.getTime() - ANSWER_FILES_WAIT_MS);
  const waiting = await ctx.db
    .select({ id: ticketMessages.id })
    .from(ticketMessages)
    .where(and(isNotNull(ticketMessages.mailFilesExpected), lte(ticketMessages.createdAt, since)))
    .orderBy(asc(ticketMessages.createdAt))
    .limit(BATCH);
  const mailed: number[] = [];
  for (const { id } of waiting) {
    if (await unitOfWork(ctx, (tx) => claimAndMail(tx, id, sql<boolean>`true`))) mailed.push(id);
  }
  return mailed;
}

export type AnswerMailScheduler = LeasedSchedule;

/** The `answer-mails` job: timed passes on one instance at a time (the job lease). */
export function createAnswerMailScheduler(ctx: AppContext, log: FastifyBaseLogger): AnswerMailScheduler {
  return createLeasedSchedule(ctx.jobs, log, {
    job: ANSWER_MAILS_JOB,
    everyMs: ANSWER_MAILS_POLL_MS,
    pass: () => mailOverdueAnswers(ctx),
    report: (messages) => {
      if (messages.length) log.info({ messages }, 'answer mails: queued without all their files');
    },
    failure: 'answer mails: pass failed',
  });
}
