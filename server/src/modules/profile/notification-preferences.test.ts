/** How each person is notified (issue #33): defaults by kind, the profile's GET/PUT, and the senders' question. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notificationPreferencesSchema } from '@helpdesk/shared/resources';
import { notificationChannels, notificationChannelsFor } from '../../platform/notification-channels';
import { notificationPreferences, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

const URL = '/api/profile/notification-preferences';
const CLIENT_EVENTS = ['ticket_created', 'ticket_answered', 'ticket_status_changed'];
const STAFF_EVENTS = [
  'ticket_created',
  'ticket_answered',
  'ticket_assigned',
  'ticket_status_changed',
  'note_mention',
  'sla_warning',
  'automation_notice',
];

describe('notification preferences', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 5 });
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
  });
  after(async () => {
    await server.close();
  });

  it('defaults by kind: clients by e-mail on their tickets, staff by push and e-mail on assignment', async () => {
    const { db } = server.database;
    for (const email of ['client@demo.test', 'vip@demo.test', 'monitoring@demo.test']) {
      const id = ids[email]!;
      assert.deepEqual(await notificationChannels(db, id, 'ticket_created'), { mail: true, push: false }, email);
      assert.deepEqual(await notificationChannels(db, id, 'ticket_answered'), { mail: true, push: false }, email);
      assert.deepEqual(await notificationChannels(db, id, 'ticket_status_changed'), { mail: true, push: false }, email);
      for (const event of ['ticket_assigned', 'note_mention', 'sla_warning'] as const) {
        assert.deepEqual(await notificationChannels(db, id, event), { mail: false, push: false }, `${email} ${event}`);
      }
    }
    for (const email of ['admin@demo.test', 'manager@demo.test', 'agent@demo.test']) {
      const id = ids[email]!;
      assert.deepEqual(await notificationChannels(db, id, 'ticket_assigned'), { mail: true, push: true }, email);
      for (const event of ['ticket_created', 'ticket_answered', 'ticket_status_changed', 'note_mention', 'sla_warning'] as const) {
        assert.deepEqual(await notificationChannels(db, id, event), { mail: false, push: true }, `${email} ${event}`);
      }
    }
    // The batched form answers every id given; an unknown one gets neither channel.
    const many = await notificationChannelsFor(db, [ids['client@demo.test']!, ids['agent@demo.test']!, 999_999], 'ticket_answered');
    assert.deepEqual(Object.fromEntries(many), {
      [ids['client@demo.test']!]: { mail: true, push: false },
      [ids['agent@demo.test']!]: { mail: false, push: true },
      999999: { mail: false, push: false },
    });

    const client = await login(server.base, 'client@demo.test');
    const res = await client.get(URL);
    assert.equal(res.status, 200);
    assert.ok(notificationPreferencesSchema.safeParse(res.body.data).success, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body.data.preferences), CLIENT_EVENTS);
    assert.deepEqual(res.body.data.preferences, res.body.data.defaults);
    const agent = await login(server.base, 'agent@demo.test');
    assert.deepEqual(Object.keys((await agent.get(URL)).body.data.preferences), STAFF_EVENTS);
    assert.equal((await new Client(server.base).get(URL)).status, 401);
  });

  it('PUT then GET: the switches round-trip, only differences are stored, and the senders see them', async () => {
    const { db } = server.database;
    const agent = await login(server.base, 'manager@demo.test');
    const id = ids['manager@demo.test']!;
    const put = await agent.request('PUT', URL, {
      preferences: { sla_warning: { mail: true, push: true }, ticket_assigned: { mail: false, push: true } },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.ok(notificationPreferencesSchema.safeParse(put.body.data).success);
    const got = (await agent.get(URL)).body.data;
    assert.deepEqual(got, put.body.data);
    assert.deepEqual(got.preferences.sla_warning, { mail: true, push: true });
    assert.deepEqual(got.preferences.ticket_assigned, { mail: false, push: true });
    assert.deepEqual(got.preferences.ticket_created, { mail: false, push: true }, 'events left out keep theirs');
    assert.deepEqual(got.defaults.ticket_assigned, { mail: true, push: true });

    const stored = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, id));
    assert.deepEqual(
      stored.map((r) => [r.event, r.mail, r.push]).sort(),
      [
        ['sla_warning', true, null],
        ['ticket_assigned', false, null],
      ],
      'a switch at its default is stored as null',
    );
    assert.deepEqual(await notificationChannels(db, id, 'ticket_assigned'), { mail: false, push: true });

    // The whole matrix as GET gave it (defaults included) is a valid PUT; back at the defaults nothing is stored.
    const back = await agent.request('PUT', URL, { ...got, preferences: got.defaults });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.deepEqual(back.body.data.preferences, back.body.data.defaults);
    assert.equal((await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, id))).length, 0);
  });

  it('reaches only one’s own preferences', async () => {
    const { db } = server.database;
    const vip = await login(server.base, 'vip@demo.test');
    const saved = await vip.request('PUT', URL, { preferences: { ticket_answered: { mail: false, push: true } } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    const client = await login(server.base, 'client@demo.test');
    const own = (await client.get(URL)).body.data;
    assert.deepEqual(own.preferences.ticket_answered, { mail: true, push: false });
    assert.deepEqual(await notificationChannels(db, ids['client@demo.test']!, 'ticket_answered'), { mail: true, push: false });
    assert.deepEqual(await notificationChannels(db, ids['vip@demo.test']!, 'ticket_answered'), { mail: false, push: true });
    // There is no address for someone else's: an id or a user field changes nothing.
    assert.equal((await client.get(`${URL}/${ids['vip@demo.test']}`)).status, 404);
    const admin = await login(server.base, 'admin@demo.test');
    assert.equal((await admin.request('PUT', `${URL}/${ids['vip@demo.test']}`, { preferences: {} })).status, 404);
    const sneaky = await admin.request('PUT', URL, {
      user_id: ids['vip@demo.test'],
      preferences: { ticket_answered: { mail: true, push: false } },
    });
    assert.equal(sneaky.status, 200);
    assert.deepEqual(await notificationChannels(db, ids['vip@demo.test']!, 'ticket_answered'), { mail: false, push: true });
  });

  it('answers 422 with field messages in the user’s language for an unknown event, a foreign one or a bad switch', async () => {
    const client = await login(server.base, 'client@demo.test');
    const unknown = await client.request('PUT', URL, { preferences: { ticket_exploded: { mail: true, push: true } } });
    assert.equal(unknown.status, 422);
    assert.deepEqual(unknown.body.errors, { 'preferences.ticket_exploded': ['Nieznany rodzaj powiadomienia'] });

    const foreign = await client.request('PUT', URL, { preferences: { note_mention: { mail: true, push: true } } });
    assert.equal(foreign.status, 422);
    assert.deepEqual(foreign.body.errors, { 'preferences.note_mention': ['To powiadomienie nie dotyczy Twojego konta'] });

    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.email, 'agent@demo.test'));
    const agent = await login(server.base, 'agent@demo.test');
    const english = await agent.request('PUT', URL, { preferences: { sla_alarm: { mail: true, push: true } } });
    assert.equal(english.status, 422);
    assert.deepEqual(english.body.errors, { 'preferences.sla_alarm': ['Unknown notification event'] });
    const bad = await agent.request('PUT', URL, { preferences: { sla_warning: { mail: 'yes' } } });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['preferences.sla_warning.mail', 'preferences.sla_warning.push']);
    assert.equal((await agent.request('PUT', URL, {})).status, 422);
    assert.deepEqual((await agent.get(URL)).body.data.preferences.sla_warning, { mail: false, push: true }, 'nothing was saved');
  });
});
