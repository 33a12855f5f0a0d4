import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { DRAFT_SUBJECT_LENGTH } from '@helpdesk/shared/constants';
import { idParamsSchema, message, ticketDraftSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { companies, ticketDrafts } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { actorOf } from '../../platform/policy';


export const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The agent's own ticket drafts (the fixed bottom buttons). */
export const ticketDraftRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/api/admin/ticket-drafts', { onRequest: ctx.authorize('tickets.work') }, async (request) => {
    const actor = actorOf(request);
    const rows = await db
      .select({ id: ticketDrafts.id, subject: ticketDrafts.subject, companyTag: companies.tag, updatedAt: ticketDrafts.updatedAt })
      .from(ticketDrafts)
      .leftJoin(companies, eq(companies.id, ticketDrafts.companyId))
      .where(eq(ticketDrafts.agentId, actor.user.id))
      .orderBy(desc(ticketDrafts.updatedAt));
    return {
      data: rows.map((r) => ({ id: r.id, subject: r.subject, company_tag: r.companyTag, truncatedSubject: truncate(r.subject, DRAFT_SUBJECT_LENGTH), updated_at: r.updatedAt })),
    };
  });

  const present = (d: typeof ticketDrafts.$inferSelect) => ({
    id: d.id,
    company_id: d.companyId,
    subject: d.subject,
    payload: d.payload,
    truncatedSubject: truncate(d.subject, DRAFT_SUBJECT_LENGTH),
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  });
  const checkCompany = async (companyId: number | null | undefined) => {
    if (!companyId) return;
    const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!c) throw new FieldError('company_id', 'one_of');
  };
  const own = async (id: number, agentId: number) => {
    const [d] = await db
      .select()
      .from(ticketDrafts)
      .where(and(eq(ticketDrafts.id, id), eq(ticketDrafts.agentId, agentId)));
    if (!d) throw new HttpError(404, 'not_found');
    return d;
  };

  app.post('/api/admin/ticket-drafts', { onRequest: ctx.authorize('tickets.work'), schema: { body: ticketDraftSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const b = request.body;
    await checkCompany(b.company_id);
    const [d] = await db
      .insert(ticketDrafts)
      .values({ agentId: actor.user.id, companyId: b.company_id ?? null, subject: b.subject, payload: b.payload })
      .returning();
    return reply.code(201).send({ data: present(d!), message: message(requestLang(request), 'draft_created') });
  });

  app.get('/api/admin/ticket-drafts/:id', { onRequest: ctx.authorize('tickets.work'), schema: { params: idParamsSchema } }, async (request) => {
    const { id } = request.params;
    return { data: present(await own(id, actorOf(request).user.id)) };
  });

  app.put('/api/admin/ticket-drafts/:id', { onRequest: ctx.authorize('tickets.work'), schema: { params: idParamsSchema, body: ticketDraftSchema } }, async (request) => {
    const actor = actorOf(request);
    const { id } = request.params;
    await own(id, actor.user.id);
    const b = request.body;
    await checkCompany(b.company_id);
    const [d] = await db
      .update(ticketDrafts)
      .set({ companyId: b.company_id ?? null, subject: b.subject, payload: b.payload, updatedAt: new Date() })
      .where(eq(ticketDrafts.id, id))
      .returning();
    return { data: present(d!), message: message(requestLang(request), 'draft_updated') };
  });

  app.delete('/api/admin/ticket-drafts/:id', { onRequest: ctx.authorize('tickets.work'), schema: { params: idParamsSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const { id } = request.params;
    const deleted = await db
      .delete(ticketDrafts)
      .where(and(eq(ticketDrafts.id, id), eq(ticketDrafts.agentId, actor.user.id)))
      .returning({ id: ticketDrafts.id });
    // Someone else's draft is as invisible as a missing one.
    if (deleted.length === 0) throw new HttpError(404, 'not_found');
    return reply.code(204).send();
  });
};
