import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
import {
  broadcastAuthSchema,
  pusherAppParamsSchema,
  pusherChannelParamsSchema,
  pusherKeyParamsSchema,
  pusherSignedQuerySchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { PusherConfig } from '../../config';
import type { EmbeddedHub } from '../../platform/broadcasting/embedded';
import { channelAuth, hmacHex, safeEqual } from '../../platform/broadcasting/signature';
import { HttpError } from '../../platform/errors';
import { actorOf, canSeeCompany, type Actor } from '../../platform/policy';
import { useZodValidation } from '../../platform/validation';
import { findTicket } from '../tickets';

/** Who may join a private/presence channel (ARCHITECTURE §4). */
export function mayJoin(actor: Actor, channel: string): boolean {
  const name = channel.replace(/^(private|presence)-/, '');
  const user = /^App\.Models\.User\.(\d+)$/.exec(name);
  if (user) return Number(user[1]) === actor.user.id;
  const company = /^company\.(\d+)$/.exec(name);
  if (company) return canSeeCompany(actor, Number(company[1]));
  // Staff-wide presence (who is online in the admin area).
  if (channel === 'presence-staff') return actor.isAgent;
  // Who else has a ticket open (collision detection among agents; the route checks the ticket's company).
  if (/^presence-ticket\.\d+$/.test(channel)) return actor.isAgent;
  return false;
}

/** Private-channel auth, the websocket endpoint, and (embedded driver) the Pusher HTTP publish API. */
export const broadcastingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; hub: EmbeddedHub | null }> = async (app, { ctx, hub }) => {
  const { pusher } = ctx.config;

  app.post('/broadcasting/auth', { onRequest: ctx.authorize('account.own'), schema: { body: broadcastAuthSchema } }, async (request) => {
    const actor = actorOf(request);
    const { socket_id: socketId, channel_name: channel } = request.body;
    if (!(channel.startsWith('private-') || channel.startsWith('presence-')) || !mayJoin(actor, channel))
      throw new HttpError(403, 'forbidden');
    // A ticket's presence channel: only agents who may open that ticket (assigned companies for agents).
    const ticket = /^presence-ticket\.(\d+)$/.exec(channel);
    if (
      ticket &&
      !(await findTicket(ctx.db, actor, Number(ticket[1]), { withTrashed: true }).then(
        () => true,
        () => false,
      ))
    )
      throw new HttpError(403, 'forbidden');
    if (channel.startsWith('presence-')) {
      const channelData = JSON.stringify({
        user_id: actor.user.id,
        user_info: { id: actor.user.id, firstname: actor.user.firstname, lastname: actor.user.lastname },
      });
      return { auth: channelAuth(pusher.key, pusher.secret, socketId, channel, channelData), channel_data: channelData };
    }
    return { auth: channelAuth(pusher.key, pusher.secret, socketId, channel) };
  });

  if (hub) await app.register(pusherEndpoint, { pusher, hub });
};

/**
 * The Pusher-compatible service itself: the websocket at /app/{key} and the signed HTTP publish API. Part of
 * every server with the embedded driver, or run alone (realtime-main.ts) as the service PUSHER_HOST names.
 */
export const pusherEndpoint: FastifyPluginAsyncZod<{ pusher: PusherConfig; hub: EmbeddedHub }> = async (app, { pusher, hub }) => {
  // Its routes' schemas are zod ones also where it runs alone (realtime-main.ts).
  useZodValidation(app);
  app.get('/app/:key', { websocket: true, schema: { params: pusherKeyParamsSchema } }, (socket, request) => {
    hub.accept(socket, request.params.key);
  });
  app.addHook('onClose', async () => hub.closeAll());

  // The Pusher HTTP API subset the `pusher` REST client uses to publish, signed with the app secret.
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    const verify = (method: string, path: string, query: Record<string, string>, rawBody: string) => {
      const { auth_signature: signature, ...params } = query;
      const md5 = crypto.createHash('md5').update(rawBody).digest('hex');
      const fresh = Math.abs(Date.now() / 1000 - Number(params.auth_timestamp)) < 600;
      const signed = Object.keys(params)
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&');
      const ok =
        params.auth_key === pusher.key &&
        fresh &&
        (!rawBody || params.body_md5 === md5) &&
        typeof signature === 'string' &&
        safeEqual(signature, hmacHex(pusher.secret, [method, path, signed].join('\n')));
      if (!ok) throw new HttpError(401, 'unauthenticated');
    };

    interface PublishEvent {
      name: string;
      data: string;
      channels?: string[];
      channel?: string;
      socket_id?: string;
    }

    api.post(
      '/apps/:appId/events',
      { config: { csrf: false }, schema: { params: pusherAppParamsSchema, querystring: pusherSignedQuerySchema } },
      async (request) => {
        const { appId } = request.params;
        if (appId !== pusher.appId) throw new HttpError(404, 'not_found');
        const raw = String(request.body ?? '');
        verify('POST', `/apps/${appId}/events`, request.query, raw);
        const event = JSON.parse(raw) as PublishEvent;
        await hub.publish(event.channels ?? (event.channel ? [event.channel] : []), event.name, event.data, event.socket_id);
        return {};
      },
    );

    api.post(
      '/apps/:appId/batch_events',
      { config: { csrf: false }, schema: { params: pusherAppParamsSchema, querystring: pusherSignedQuerySchema } },
      async (request) => {
        const { appId } = request.params;
        if (appId !== pusher.appId) throw new HttpError(404, 'not_found');
        const raw = String(request.body ?? '');
        verify('POST', `/apps/${appId}/batch_events`, request.query, raw);
        const { batch } = JSON.parse(raw) as { batch: PublishEvent[] };
        for (const event of batch) await hub.publish(event.channel ? [event.channel] : [], event.name, event.data, event.socket_id);
        return { batch: batch.map(() => ({})) };
      },
    );

    // Channel info over every instance: `info=subscription_count` (public/private) and `user_count` (presence).
    api.get(
      '/apps/:appId/channels/:channel',
      { schema: { params: pusherChannelParamsSchema, querystring: pusherSignedQuerySchema } },
      async (request) => {
        const { appId, channel } = request.params;
        if (appId !== pusher.appId) throw new HttpError(404, 'not_found');
        verify('GET', `/apps/${appId}/channels/${channel}`, request.query, '');
        const info = new Set((request.query.info ?? '').split(','));
        if (channel.startsWith('presence-')) {
          const users = (await hub.presenceUserIds(channel)).length;
          return { occupied: users > 0, ...(info.has('user_count') ? { user_count: users } : {}) };
        }
        const count = await hub.subscriptionCount(channel);
        return { occupied: count > 0, ...(info.has('subscription_count') ? { subscription_count: count } : {}) };
      },
    );
  });
};
