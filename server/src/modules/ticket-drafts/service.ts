/** The agent's own ticket drafts (the fixed bottom buttons): another agent's draft is as invisible as a missing one. */
import { and, desc, eq } from 'drizzle-orm';
import { DRAFT_SUBJECT_LENGTH } from '@helpdesk/shared/constants';
import type { TicketDraftInput } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, ticketDrafts } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';

export const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

const present = (d: typeof ticketDrafts.$inferSelect) => ({
  id: d.id,
  company_id: d.companyId,
  subject: d.subject,
  payload: d.payload,
  truncatedSubject: truncate(d.subject, DRAFT_SUBJECT_LENGTH),
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

async function checkCompany(db: Db, companyId: number | null | undefined) {
  if (!companyId) return;
  const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!c) throw new FieldError('company_id', 'one_of');
}

async function own(db: Db, id: number, agentId: number) {
  const [d] = await db
    .select()
    .from(ticketDrafts)
    .where(and(eq(ticketDrafts.id, id), eq(ticketDrafts.agentId, agentId)));
  if (!d) throw new HttpError(404, 'not_found');
  return d;
}

export async function listDrafts(db: Db, agentId: number) {
  const rows = await db
    .select({ id: ticketDrafts.id, subject: ticketDrafts.subject, companyTag: companies.tag, updatedAt: ticketDrafts.updatedAt })
    .from(ticketDrafts)
    .leftJoin(companies, eq(companies.id, ticketDrafts.companyId))
    .where(eq(ticketDrafts.agentId, agentId))
    .orderBy(desc(ticketDrafts.updatedAt));
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    company_tag: r.companyTag,
    truncatedSubject: truncate(r.subject, DRAFT_SUBJECT_LENGTH),
    updated_at: r.updatedAt,
  }));
}

export async function showDraft(db: Db, agentId: number, id: number) {
  return present(await own(db, id, agentId));
}

export async function createDraft(db: Db, agentId: number, input: TicketDraftInput) {
  await checkCompany(db, input.company_id);
  const [d] = await db
    .insert(ticketDrafts)
    .values({ agentId, companyId: input.company_id ?? null, subject: input.subject, payload: input.payload })
    .returning();
  return present(d!);
}

export async function updateDraft(db: Db, agentId: number, id: number, input: TicketDraftInput) {
  await own(db, id, agentId);
  await checkCompany(db, input.company_id);
  const [d] = await db
    .update(ticketDrafts)
    .set({ companyId: input.company_id ?? null, subject: input.subject, payload: input.payload, updatedAt: new Date() })
    .where(eq(ticketDrafts.id, id))
    .returning();
  return present(d!);
}

export async function deleteDraft(db: Db, agentId: number, id: number) {
  const deleted = await db
    .delete(ticketDrafts)
    .where(and(eq(ticketDrafts.id, id), eq(ticketDrafts.agentId, agentId)))
    .returning({ id: ticketDrafts.id });
  if (deleted.length === 0) throw new HttpError(404, 'not_found');
}
