import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  idParamsSchema,
  message,
  notificationEventsFor,
  notificationPreferencesUpdateSchema,
  profileUpdateSchema,
  saveTokenSchema,
  setLangSchema,
  setLayoutSchema,
  type NotificationEvent,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { notifications, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { isAllowedPushEndpoint } from '../../platform/outbound/push/endpoint-allow-list';
import { savePushSubscription } from '../../platform/outbound/push/subscriptions';
import { requestLang } from '../../platform/lang';
import { notificationPreferencesOf, saveNotificationPreferences } from '../../platform/notification-channels';
import { actorOf, can } from '../../platform/policy';
import { emailChangeThrottle, pendingEmail } from '../email-changes';
import { loadProfile, presentProfile, updateProfile } from './service';
import { unitOfWork } from '../../platform/unit-of-work';

const NOTIFICATIONS_SHOWN = 30;

/** The logged-in user's own things: profile, notifications and how they arrive, language, push token. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const user = { onRequest: ctx.authorize('account.own') };
  const emailChanges = emailChangeThrottle(app, ctx);

  app.get('/api/profile', user, async (request) => {
    const actor = actorOf(request);
    return { data: presentProfile(actor.user, actor.company?.name ?? null, true, await pendingEmail(db, actor.user.id)) };
  });

  app.put('/api/profile', { ...user, schema: { body: profileUpdateSchema } }, async (request) => {
    const actor = actorOf(request);
    const newEmail = request.body.email?.trim().toLowerCase();
    if (newEmail && newEmail !== actor.user.email.toLowerCase()) await emailChanges(request);
    const baseUrl = ctx.config.appUrl ?? `${request.protocol}://${request.host}`;
    const saved = await unitOfWork(ctx, (tx) => updateProfile(tx.db, tx.messenger, actor.user, request.body, baseUrl));
    const data = presentProfile(saved.user, actor.company?.name ?? null, true, saved.pendingEmail);
    return saved.confirmationSent && saved.pendingEmail
      ? { data, message: message(requestLang(request), 'email_confirmation_sent', { email: saved.pendingEmail }) }
      : { data };
  });

  // Another agent's profile, read only: for those who manage agents (admin, manager); one's own is editable.
  app.get('/api/admin/profile/:id', { onRequest: ctx.authorize('tickets.work'), schema: { params: idParamsSchema } }, async (request) => {
    const actor = actorOf(request);
    const { id } = request.params;
    const own = id === actor.user.id;
    if (!own && !can(actor, 'profiles.edit-others')) throw new HttpError(403, 'forbidden');
    const found = await loadProfile(db, id, { kind: 'agent' });
    if (!found) throw new HttpError(404, 'not_found');
    return { data: presentProfile(found.user, found.company, own, own ? await pendingEmail(db, id) : null) };
  });

  app.get('/api/profile/get-notifications', user, async (request) => {
    const actor = actorOf(request);
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, actor.user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(NOTIFICATIONS_SHOWN);
    const [unread] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(and(eq(notifications.userId, actor.user.id), isNull(notifications.readAt)));
    return {
      data: rows.map((n) => ({
        id: n.id,
        type: n.type,
        data: n.data,
        read_at: n.readAt?.toISOString() ?? null,
        created_at: n.createdAt.toISOString(),
      })),
      meta: { unread: unread?.count ?? 0 },
    };
  });

  app.post('/api/profile/read-notifications', user, async (request, reply) => {
    const actor = actorOf(request);
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, actor.user.id), isNull(notifications.readAt)));
    return reply.code(204).send();
  });

  app.post('/api/profile/set-lang', { ...user, schema: { body: setLangSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const { lang } = request.body;
    await db.update(users).set({ lang, updatedAt: new Date() }).where(eq(users.id, actor.user.id));
    return reply.code(204).send();
  });

  app.post('/api/profile/set-layout', { ...user, schema: { body: setLayoutSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const { sidebar, width } = request.body;
    await db.update(users).set({ sidebarMode: sidebar, layoutWidth: width, updatedAt: new Date() }).where(eq(users.id, actor.user.id));
    return reply.code(204).send();
  });

  // One's own notification preferences only: there is no id to ask for someone else's.
  app.get('/api/profile/notification-preferences', user, async (request) => {
    const { user: me } = actorOf(request);
    return { data: await notificationPreferencesOf(db, me.id, me.kind) };
  });

  app.put('/api/profile/notification-preferences', { ...user, schema: { body: notificationPreferencesUpdateSchema } }, async (request) => {
    const { user: me } = actorOf(request);
    const { preferences } = request.body;
    const mine = new Set(notificationEventsFor(me.kind));
    const foreign = (Object.keys(preferences) as NotificationEvent[]).find((event) => !mine.has(event));
    if (foreign) throw new FieldError(`preferences.${foreign}`, 'notification_event_not_yours');
    await saveNotificationPreferences(db, me.id, me.kind, preferences);
    return { data: await notificationPreferencesOf(db, me.id, me.kind) };
  });

  // Outside the API prefix, as the spec has it. The token is the browser's whole subscription; its endpoint becomes a
  // URL this server posts to, so only the known push services (and PUSH_ENDPOINT_ORIGINS) are accepted.
  app.post('/save-token', { ...user, schema: { body: saveTokenSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    const { token } = request.body;
    if (!isAllowedPushEndpoint(token.endpoint, ctx.config.push.endpointOrigins)) throw new FieldError('token.endpoint', 'push_endpoint');
    await savePushSubscription(db, actor.user.id, token);
    return reply.code(204).send();
  });
};
