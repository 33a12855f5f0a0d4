import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DRAFT_SUBJECT_LENGTH } from '@helpdesk/shared/constants';
import type { AppContext } from '../../app-context';
import { companies, ticketDrafts } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { actorOf } from '../../platform/policy';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const truncate = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The agent's own ticket drafts (the fixed bottom buttons). */
export const ticketDraftRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/api/admin/ticket-drafts', { onRequest: ctx.authorize('staff') }, async (request) => {
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

  app.delete('/api/admin/ticket-drafts/:id', { onRequest: ctx.authorize('staff'), schema: { params: idParams } }, async (request, reply) => {
    const actor = actorOf(request);
    const { id } = request.params as z.output<typeof idParams>;
    const deleted = await db
      .delete(ticketDrafts)
      .where(and(eq(ticketDrafts.id, id), eq(ticketDrafts.agentId, actor.user.id)))
      .returning({ id: ticketDrafts.id });
    // Someone else's draft is as invisible as a missing one.
    if (deleted.length === 0) throw new HttpError(404, 'not_found');
    return reply.code(204).send();
  });
};
