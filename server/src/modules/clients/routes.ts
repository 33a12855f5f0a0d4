import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clientBodySchema,
  clientListQuerySchema,
  clientMessage,
  employeeMessage,
  idParamsSchema,
  type ClientMessageKey,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { validationBody } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { actorOf, scopeOf } from '../../platform/policy';
import { publishClientEvent, type ClientAction } from './events';
import { auditAuthor } from '../../platform/audit/recorder';
import { ClientFieldError, createClient, deleteClient, EmailTaken, listClients, restoreClient, showClient, updateClient } from './service';
import { unitOfWork } from '../../platform/unit-of-work';
import { senderSocket } from '../../platform/broadcasting/sender-socket';

/**
 * Client people for staff: `/api/admin/client…` (server/API.md "Client people"). Every agent (`clients.view`),
 * within the companies it may see.
 */
export const clientRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const staff = ctx.authorize('clients.view');
  const scope = (request: FastifyRequest) => scopeOf(actorOf(request));
  const say = (request: FastifyRequest, key: ClientMessageKey) => clientMessage(requestLang(request), key);
  const announce = (request: FastifyRequest, id: number, companyId: number, action: ClientAction) =>
    publishClientEvent(ctx, { id, companyId, action }, senderSocket(request));

  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const lang = requestLang(request);
    if (error instanceof EmailTaken) return reply.code(422).send(validationBody(lang, { email: [employeeMessage(lang, 'email_taken')] }));
    if (error instanceof ClientFieldError) return reply.code(422).send(validationBody(lang, error.errors(lang)));
    throw error;
  };

  app.get('', { onRequest: staff, schema: { querystring: clientListQuerySchema } }, async (request) =>
    listClients(db, scope(request), request.query, app.prefix),
  );

  app.get('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => ({
    data: await showClient(db, scope(request), request.params.id),
  }));

  app.post('', { onRequest: staff, schema: { body: clientBodySchema } }, async (request, reply) => {
    const loginUrl = `${config.appUrl ?? `${request.protocol}://${request.host}`}/login`;
    try {
      const row = await unitOfWork(ctx, (tx) =>
        createClient(tx.db, tx.messenger, scope(request), request.body, loginUrl, auditAuthor(request)),
      );
      await announce(request, row.id, row.companyId!, 'created');
      return reply.code(201).send({ data: await showClient(db, scope(request), row.id), message: say(request, 'client_created') });
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.put('/:id', { onRequest: staff, schema: { params: idParamsSchema, body: clientBodySchema } }, async (request, reply) => {
    try {
      const before = await showClient(db, scope(request), request.params.id);
      const row = await updateClient(db, scope(request), request.params.id, request.body, auditAuthor(request));
      await announce(request, row.id, row.companyId!, 'updated');
      // Moved to another company: that company's lists change too.
      if (before.company.id !== row.companyId) await announce(request, row.id, before.company.id, 'updated');
      return { data: await showClient(db, scope(request), row.id), message: say(request, 'client_updated') };
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.delete('/:id', { onRequest: staff, schema: { params: idParamsSchema } }, async (request) => {
    const row = await deleteClient(db, scope(request), request.params.id, auditAuthor(request));
    await announce(request, row.id, row.companyId!, 'deleted');
    return { data: await showClient(db, scope(request), row.id), message: say(request, 'client_deleted') };
  });

  app.post('/:id/restore', { onRequest: staff, schema: { params: idParamsSchema } }, async (request, reply) => {
    try {
      const row = await restoreClient(db, scope(request), request.params.id, auditAuthor(request));
      await announce(request, row.id, row.companyId!, 'restored');
      return { data: await showClient(db, scope(request), row.id), message: say(request, 'client_restored') };
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
};
