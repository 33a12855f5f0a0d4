import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientPaths, generalPaths, staffPaths } from '@helpdesk/shared/paths';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_TICKET_FILTERS,
  CLIENT_TICKET_FILTERS,
  MENU_BADGE_FILTERS,
  adminTicketCreateSchema,
  adminTicketListQuerySchema,
  clientTicketCreateSchema,
  clientTicketListQuerySchema,
  clientTicketReplySchema,
  idParamsSchema,
  ticketCcSchema,
  ticketNoteSchema,
  ticketReplySchema,
  ticketMergeSchema,
  ticketSplitSchema,
  ticketUpdateSchema,
  clientTicketScopeQuerySchema,
  companyFilterQuerySchema,
  ticketAttachmentParamsSchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { ticketDrafts, tickets } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { say } from '../../platform/messages';
import { unitOfWork } from '../../platform/unit-of-work';
import { actorOf, can, loadActor, scopeOf, type Actor } from '../../platform/policy';
import { findTicket, refuseMerged } from './access';
import { mergeTicket, splitTicket } from './merge';
import { addNote, createTicket, replyToTicket, restoreTicket, setCc, trashTicket, updateTicket } from './commands';
import type { ActionContext } from './effects';
import { showTicket } from './show';
import { ATTACHMENT_MAX_BYTES, presentAttachment, sendAttachment, storeAttachment } from './attachments';
import { adminFilter, clientFilter, clientVisibility, inCompanies } from './filters';
import { allOf, listTickets } from './queries';
import { countAdminFilters, countByFilters } from './service';
import { ticketResolved } from './hooks';
import { createAnswerMailScheduler, recordAnswerFile } from './answer-mails';
import { senderSocket } from '../../platform/broadcasting/sender-socket';

/** Tickets for staff (/api/admin/ticket…) and clients (/api/client/ticket…). */
export const ticketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const staff = ctx.authorize('tickets.work');
  const client = ctx.authorize('client.tickets');
  // Answers whose files never all arrived still get their e-mails (answer-mails.ts).
  const answerMails = createAnswerMailScheduler(ctx, app.log);
  app.addHook('onReady', async () => answerMails.start());
  app.addHook('onClose', async () => answerMails.stop());

  /**
   * A ticket action of the request in one unit of work (platform/unit-of-work.ts): the change, its history, its
   * notifications and the e-mails they queue commit together, and its broadcasts go out after the commit. Inside,
   * everything reads and writes through `a.ctx`.
   */
  const act = <T>(request: FastifyRequest, work: (a: ActionContext & { actor: Actor }) => Promise<T>): Promise<T> => {
    const actor = actorOf(request);
    return unitOfWork(ctx, (tx) => work({ ctx: tx, actor, socketId: senderSocket(request) }));
  };
  /** An agent resolving a ticket: the modules above react (the evaluations module sends the rating link, once). */
  const inviteToRateOnResolve = async (
    request: FastifyRequest,
    a: ActionContext,
    before: string,
    ticket: { id: number; status: string },
  ) => {
    if (before === 'resolved' || ticket.status !== 'resolved') return;
    await ctx.hooks.emit(ticketResolved, {
      ctx: a.ctx,
      ticketId: ticket.id,
      baseUrl: ctx.config.appUrl ?? `${request.protocol}://${request.host}`,
    });
  };
  /**
   * A file's link opened from an e-mail by someone not signed in: the sign-in page, which leads to the ticket (where the
   * file is listed) afterwards, instead of a bare 401. Calls from the app (not a page navigation) get the 401 as before.
   */
  const signInFirst = (prefix: 'admin' | 'client') => async (request: FastifyRequest, reply: FastifyReply) => {
    const navigation = request.headers['sec-fetch-mode'] === 'navigate' || /text\/html/.test(request.headers.accept ?? '');
    if (!navigation || request.headers['x-requested-with']) return;
    const actor = request.actor ?? (await loadActor(db, request));
    // Signed in with the SMS code: the download goes on (authorize checks the rest); half signed in: the code page follows.
    if (actor?.twoFactorPassed) return;
    const { id } = request.params as { id: string };
    const ticketPage = prefix === 'admin' ? staffPaths.ticketShow(id) : clientPaths.ticketShow(id);
    return reply.redirect(generalPaths.login(ticketPage));
  };
  /** A VIP asking for company scope sees the company's tickets; everyone else their own. */
  const clientScope = (actor: Actor, scope: 'own' | 'company') => {
    if (scope === 'company' && !can(actor, 'client.company-tickets')) throw new HttpError(403, 'forbidden');
    if (!actor.user.companyId) throw new HttpError(403, 'forbidden');
    return clientVisibility(actor.user.id, actor.user.companyId, scope === 'company');
  };

  // ------------------------------------------------------------ counters and badges (one place with the lists)

  app.get('/admin/ticket/counters', { onRequest: staff, schema: { querystring: companyFilterQuerySchema } }, async (request) => {
    const { company_id: companyId } = request.query;
    const actor = actorOf(request);
    return { data: await countAdminFilters(db, ADMIN_TICKET_FILTERS, actor.user.id, companyId, scopeOf(actor).companies) };
  });

  app.get('/admin/ticket/menu-badges', { onRequest: staff, schema: { querystring: companyFilterQuerySchema } }, async (request) => {
    const { company_id: companyId } = request.query;
    const actor = actorOf(request);
    return { data: await countAdminFilters(db, MENU_BADGE_FILTERS, actor.user.id, companyId, scopeOf(actor).companies) };
  });

  app.get('/client/ticket/counters', { onRequest: client, schema: { querystring: clientTicketScopeQuerySchema } }, async (request) => {
    const actor = actorOf(request);
    const { scope } = request.query;
    return { data: await countByFilters(db, CLIENT_TICKET_FILTERS, clientFilter, clientScope(actor, scope)) };
  });

  // ------------------------------------------------------------ lists

  app.get('/admin/ticket', { onRequest: staff, schema: { querystring: adminTicketListQuerySchema } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const companyIds = scopeOf(actor).companies;
    const where = allOf(
      adminFilter(q.filter, actor.user.id),
      q.company_id ? eq(tickets.companyId, q.company_id) : null,
      inCompanies(companyIds),
    );
    // Without a search the exact total comes from the summary the counters read: the same number, cheaply.
    const total = q.search
      ? undefined
      : async () => (await countAdminFilters(db, [q.filter], actor.user.id, q.company_id, companyIds))[q.filter];
    return listTickets(
      db,
      where,
      {
        page: q.page,
        perPage: q.per_page,
        sort: q.sort,
        search: q.search,
        path: '/api/admin/ticket',
        query: { filter: q.filter, company_id: q.company_id, search: q.search, sort: q.sort, per_page: q.per_page },
      },
      total,
    );
  });

  app.get('/client/ticket', { onRequest: client, schema: { querystring: clientTicketListQuerySchema } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const where = allOf(clientFilter(q.filter), clientScope(actor, q.scope));
    return listTickets(db, where, {
      page: q.page,
      perPage: q.per_page,
      sort: q.sort,
      search: q.search,
      path: '/api/client/ticket',
      query: { filter: q.filter, scope: q.scope, search: q.search, sort: q.sort, per_page: q.per_page },
    });
  });

  // ------------------------------------------------------------ create and show

  app.post('/admin/ticket', { onRequest: staff, schema: { body: adminTicketCreateSchema } }, async (request, reply) => {
    const body = request.body;
    const ticket = await act(request, async (a) => {
      const created = await createTicket(a, body);
      if (body.draft_id)
        await a.ctx.db.delete(ticketDrafts).where(and(eq(ticketDrafts.id, body.draft_id), eq(ticketDrafts.agentId, a.actor.user.id)));
      return created;
    });
    return reply.code(201).send({ data: await showTicket(db, actorOf(request), ticket.id), message: say(request, 'ticket_created') });
  });

  app.post('/client/ticket', { onRequest: client, schema: { body: clientTicketCreateSchema } }, async (request, reply) => {
    const body = request.body;
    const { companyId, id: userId } = actorOf(request).user;
    if (!companyId) throw new HttpError(403, 'forbidden');
    const ticket = await act(request, (a) => createTicket(a, { ...body, company_id: companyId, status: 'new', requester_id: userId }));
    return reply.code(201).send({ data: await showTicket(db, actorOf(request), ticket.id), message: say(request, 'ticket_created') });
  });

  for (const prefix of ['admin', 'client'] as const) {
    const onRequest = prefix === 'admin' ? staff : client;
    app.get(`/${prefix}/ticket/:id`, { onRequest, schema: { params: idParamsSchema } }, async (request) => ({
      data: await showTicket(db, actorOf(request), request.params.id),
    }));

    app.post(`/${prefix}/ticket/:id/attachments`, { onRequest, schema: { params: idParamsSchema } }, async (request, reply) => {
      const actor = actorOf(request);
      const t = await findTicket(db, actor, request.params.id);
      await refuseMerged(db, t);
      const file = await request.file({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: false });
      const row = await storeAttachment(db, ctx.attachments, t.id, actor.user.id, file, recordAnswerFile(ctx));
      return reply.code(201).send({ data: presentAttachment(t.id, prefix, row), message: say(request, 'attachment_added') });
    });

    app.get(
      `/${prefix}/ticket/:id/attachments/:attachmentId`,
      { onRequest: [signInFirst(prefix), onRequest], schema: { params: ticketAttachmentParamsSchema } },
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        const t = await findTicket(db, actorOf(request), id, { withTrashed: true });
        return sendAttachment(db, ctx.attachments, t.id, attachmentId, reply);
      },
    );
  }

  // ------------------------------------------------------------ actions

  app.patch('/admin/ticket/:id', { onRequest: staff, schema: { params: idParamsSchema, body: ticketUpdateSchema } }, async (request) => {
    const { ticket, message: key } = await act(request, async (a) => {
      const before = await findTicket(a.ctx.db, a.actor, request.params.id);
      const updated = await updateTicket(a, request.params.id, request.body);
      await inviteToRateOnResolve(request, a, before.status, updated.ticket);
      return updated;
    });
    return { data: await showTicket(db, actorOf(request), ticket.id), message: say(request, key) };
  });

  app.post(
    '/admin/ticket/:id/reply',
    { onRequest: staff, schema: { params: idParamsSchema, body: ticketReplySchema } },
    async (request, reply) => {
      const { ticket, messageId } = await act(request, async (a) => {
        const before = await findTicket(a.ctx.db, a.actor, request.params.id);
        const replied = await replyToTicket(a, request.params.id, request.body);
        await inviteToRateOnResolve(request, a, before.status, replied.ticket);
        return replied;
      });
      return reply
        .code(201)
        .send({ data: await showTicket(db, actorOf(request), ticket.id), message_id: messageId, message: say(request, 'answer_added') });
    },
  );

  app.post(
    '/client/ticket/:id/reply',
    { onRequest: client, schema: { params: idParamsSchema, body: clientTicketReplySchema } },
    async (request, reply) => {
      const { ticket, messageId } = await act(request, (a) => replyToTicket(a, request.params.id, request.body));
      return reply
        .code(201)
        .send({ data: await showTicket(db, actorOf(request), ticket.id), message_id: messageId, message: say(request, 'answer_added') });
    },
  );

  app.post(
    '/admin/ticket/:id/notes',
    { onRequest: staff, schema: { params: idParamsSchema, body: ticketNoteSchema } },
    async (request, reply) => {
      const note = await act(request, (a) => addNote(a, request.params.id, request.body.body));
      return reply
        .code(201)
        .send({ data: { id: note.id, body: note.body, created_at: note.createdAt.toISOString() }, message: say(request, 'note_added') });
    },
  );

  app.put('/admin/ticket/:id/cc', { onRequest: staff, schema: { params: idParamsSchema, body: ticketCcSchema } }, async (request) => {
    const ticket = await act(request, (a) => setCc(a, request.params.id, request.body));
    return { data: await showTicket(db, actorOf(request), ticket.id), message: say(request, 'cc_updated') };
  });

  app.delete('/admin/ticket/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    const ticket = await act(request, (a) => trashTicket(a, request.params.id));
    return { data: await showTicket(db, actorOf(request), ticket.id), message: say(request, 'ticket_deleted') };
  });

  app.post('/admin/ticket/:id/restore', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    const ticket = await act(request, (a) => restoreTicket(a, request.params.id));
    return { data: await showTicket(db, actorOf(request), ticket.id), message: say(request, 'ticket_restored') };
  });

  // ------------------------------------------------------------ merge and split (merge.ts)

  /** Answers the target: the page the agent goes on with; the source is a read-only pointer to it from now on. */
  app.post(
    '/admin/ticket/:id/merge',
    { onRequest: staff, schema: { params: idParamsSchema, body: ticketMergeSchema } },
    async (request) => {
      const { target } = await act(request, (a) => mergeTicket(a, request.params.id, request.body.target_id));
      return { data: await showTicket(db, actorOf(request), target.id), message: say(request, 'ticket_merged', { fullid: target.fullid }) };
    },
  );

  app.post(
    '/admin/ticket/:id/split',
    { onRequest: staff, schema: { params: idParamsSchema, body: ticketSplitSchema } },
    async (request, reply) => {
      const created = await act(request, (a) => splitTicket(a, request.params.id, request.body.message_ids));
      return reply.code(201).send({
        data: await showTicket(db, actorOf(request), created.id),
        message: say(request, 'ticket_split', { fullid: created.fullid }),
      });
    },
  );
};
