import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { employeeListQuerySchema, employeeMessage, employeeSchema, idParamsSchema, message } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { validationBody } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { actorOf } from '../../platform/policy';
import { createThrottle } from '../../platform/throttle';
import { emailChangeThrottle, pendingEmail } from '../email-changes';
import {
  colleagues,
  createEmployee,
  EmailTaken,
  findEmployee,
  listEmployees,
  ownDevices,
  OwnRole,
  presentEmployee,
  updateEmployee,
} from './service';
import { unitOfWork } from '../../platform/unit-of-work';

/**
 * Employees of the caller's company, managed by its VIP clients (`/api/client/employees…`, server/API.md
 * "Employees"), and the choices every client's ticket form needs (`/api/client/colleagues`, `/api/client/devices`).
 */
/**
 * Additions per VIP per hour: each mails an address the VIP chose (a password, or a notice to an account elsewhere),
 * so the server must not become a way to flood someone's mailbox.
 */
export const EMPLOYEE_ADDITIONS_PER_HOUR = 30;

export const employeeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const vip = ctx.authorize('client.employees');
  const client = ctx.authorize('client.tickets');
  const additions = createThrottle(app, {
    max: EMPLOYEE_ADDITIONS_PER_HOUR,
    timeWindowMs: 3_600_000,
    key: (r) => `employee-add:${actorOf(r).user.id}`,
  });

  const emailChanges = emailChangeThrottle(app, ctx);

  /** The 422s this module decides itself, in Laravel's shape under the field they concern. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const lang = requestLang(request);
    if (error instanceof EmailTaken) return reply.code(422).send(validationBody(lang, { email: [employeeMessage(lang, 'email_taken')] }));
    if (error instanceof OwnRole) return reply.code(422).send(validationBody(lang, { role: [employeeMessage(lang, 'own_role')] }));
    throw error;
  };

  app.get('/employees', { onRequest: vip, schema: { querystring: employeeListQuerySchema } }, async (request) =>
    listEmployees(db, actorOf(request), request.query),
  );

  app.get('/employees/:id', { onRequest: vip, schema: { params: idParamsSchema } }, async (request) => {
    const row = await findEmployee(db, actorOf(request), request.params.id);
    return { data: presentEmployee(row, await pendingEmail(db, row.id)) };
  });

  // 202 for every address outside the company: whether it had an account elsewhere is never told (createEmployee).
  app.post('/employees', { onRequest: vip, schema: { body: employeeSchema } }, async (request, reply) => {
    const loginUrl = `${config.appUrl ?? `${request.protocol}://${request.host}`}/login`;
    await additions.check(request);
    try {
      const invitation = await unitOfWork(ctx, (tx) => createEmployee(tx.db, tx.messenger, actorOf(request), request.body, loginUrl));
      return reply
        .code(202)
        .send({ data: invitation, message: employeeMessage(requestLang(request), 'employee_invited', { email: invitation.email }) });
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.put('/employees/:id', { onRequest: vip, schema: { params: idParamsSchema, body: employeeSchema } }, async (request, reply) => {
    const baseUrl = config.appUrl ?? `${request.protocol}://${request.host}`;
    // A new address mails a link to it, like one's own change: the same budgets per VIP and per address.
    const current = await findEmployee(db, actorOf(request), request.params.id);
    if (request.body.email.toLowerCase() !== current.email.toLowerCase()) await emailChanges(request);
    try {
      const {
        row,
        pendingEmail: pending,
        confirmationSent,
      } = await unitOfWork(ctx, (tx) => updateEmployee(tx.db, tx.messenger, actorOf(request), request.params.id, request.body, baseUrl));
      const lang = requestLang(request);
      const saved = employeeMessage(lang, 'employee_updated');
      return {
        data: presentEmployee(row, pending),
        message: confirmationSent && pending ? `${saved}. ${message(lang, 'email_confirmation_sent', { email: pending })}` : saved,
      };
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.get('/colleagues', { onRequest: client }, async (request) => ({ data: await colleagues(db, actorOf(request)) }));
  app.get('/devices', { onRequest: client }, async (request) => ({ data: await ownDevices(db, actorOf(request)) }));
};
