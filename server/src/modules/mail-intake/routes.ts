import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { FieldError, HttpError } from '../../platform/errors';
import { ticketDeliveriesChanged } from '../../platform/outbound/delivery-events';
import { markBounced } from '../../platform/outbound/outbox';
import { mailBounced } from './hooks';
import { createImapPoller } from './imap-poller';
import { ingestMessage, MAX_MESSAGE_BYTES, recordMailFetch } from './service';

const RAW_TYPES = ['message/rfc822', 'application/octet-stream', 'text/plain'];

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const alt = request.headers['x-mail-intake-token'];
  return typeof alt === 'string' ? alt : undefined;
}

const sameSecret = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

/**
 * E-mail intake: `POST /api/mail/inbound` takes one raw RFC 822 message from a relay (or a test) with the
 * MAIL_INTAKE_TOKEN bearer token; the IMAP poller runs when IMAP_HOST is set.
 */
export const mailIntakeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { token, imap } = ctx.config.mailIntake;

  // A bounce marks the mail it reports failed, in the intake's transaction (the outbox is the platform's); a ticket
  // message's mail is announced for the ticket page, through the intake's broadcaster (it waits for the commit).
  ctx.hooks.on(mailBounced, async ({ ctx: at, bounce }) => {
    if (!bounce.originalMessageId) return;
    // The remote server's words ("550 5.1.1 <jan@acme.test>: User unknown"), with the status in front only when they lack it.
    const reason =
      bounce.diagnostic && bounce.status && bounce.diagnostic.includes(bounce.status)
        ? bounce.diagnostic
        : [bounce.status, bounce.diagnostic].filter(Boolean).join(' ');
    const { ticketMessageIds } = await markBounced(at.db, {
      originalMessageId: bounce.originalMessageId,
      recipient: bounce.recipient,
      reason,
    });
    if (ticketMessageIds.length) await at.hooks.emit(ticketDeliveriesChanged, { ticketMessageIds, within: at });
  });

  // Raw messages as bytes (this plugin only): mailparser decodes the charsets itself.
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: MAX_MESSAGE_BYTES }, (_request, body, done) => done(null, body));

  app.post('/api/mail/inbound', { config: { csrf: false }, bodyLimit: MAX_MESSAGE_BYTES }, async (request, reply) => {
    if (!token) throw new HttpError(404, 'not_found');
    const presented = bearer(request);
    if (!presented || !sameSecret(presented, token)) throw new HttpError(401, 'unauthenticated');
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new FieldError('message', 'required');
    const result = await ingestMessage(ctx, request.body);
    // A relay delivering counts as a working mailbox.
    await recordMailFetch(ctx.db);
    return reply.code(result.outcome === 'duplicate' ? 200 : 202).send({ data: result });
  });

  if (imap) {
    const poller = createImapPoller(ctx, imap, app.log);
    app.addHook('onReady', async () => poller.start());
    app.addHook('onClose', async () => poller.stop());
  }
};
