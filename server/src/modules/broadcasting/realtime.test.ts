/** Real time with the real pusher-js and laravel-echo clients against the embedded Pusher-protocol server. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import PusherRest from 'pusher';
import { eq } from 'drizzle-orm';
import { companies } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { notifyUser } from '../notifications';
import { publishCounters } from '../counters';
import { publishTicketEvent } from '../tickets';

type AnyEcho = Echo<'pusher'>;

function within<T>(promise: Promise<T>, ms = 3000, what = 'event'): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms).unref()),
  ]);
}

/** Echo + pusher-js as the shell sets them up, authorising private channels through the session cookie. */
function connectEcho(server: TestServer, client: Client): { echo: AnyEcho; pusher: Pusher } {
  const port = Number(new URL(server.base).port);
  const pusher = new Pusher(server.config.pusher.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      // Node has no cookie-carrying XHR: post the same form pusher-js posts, with Echo's X-CSRF-TOKEN.
      customHandler: ({ socketId, channelName }, callback) => {
        const form = new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString();
        client
          .post('/broadcasting/auth', form, {
            'content-type': 'application/x-www-form-urlencoded',
            'x-csrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
            'x-socket-id': socketId,
          })
          .then((res) => (res.status === 200 ? callback(null, res.body) : callback(new Error(`auth ${res.status}`), null)))
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  const echo = new Echo({ broadcaster: 'pusher', client: pusher } as never) as AnyEcho;
  return { echo, pusher };
}

function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve) => {
    if (pusher.connection.state === 'connected') resolve(pusher.connection.socket_id);
    else pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
  });
}

describe('real time (Pusher protocol v7, Echo)', () => {
  let server: TestServer;
  let vip: Client;
  let agent: Client;
  const sockets: Pusher[] = [];

  before(async () => {
    server = await startServer({ tickets: 50 });
    vip = await login(server.base, 'vip@demo.test');
    agent = await login(server.base, 'agent@demo.test');
  });
  after(async () => {
    for (const p of sockets) p.disconnect();
    await server.close();
  });

  it('connects and gets a socket id', async () => {
    const { pusher } = connectEcho(server, vip);
    sockets.push(pusher);
    const socketId = await within(connected(pusher), 3000, 'connection');
    assert.match(socketId, /^\d+\.\d+$/);
  });

  it('refuses a wrong app key with close code 4001', async () => {
    const port = Number(new URL(server.base).port);
    const pusher = new Pusher('wrong-key', {
      cluster: 'eu',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    sockets.push(pusher);
    type PusherErrorEvent = { error?: { data?: { code?: number } } };
    const error = new Promise<PusherErrorEvent>((resolve) => pusher.connection.bind('error', (e: PusherErrorEvent) => resolve(e)));
    assert.equal((await within(error, 3000, 'pusher:error')).error?.data?.code, 4001);
  });

  it('delivers a server notification through .notification() on the own user channel', async () => {
    const { echo, pusher } = connectEcho(server, vip);
    sockets.push(pusher);
    const userId = (await vip.get('/api/user')).body.data.id as number;
    const subscribed = new Promise<void>((resolve) => echo.private(`App.Models.User.${userId}`).subscribed(() => resolve()));
    const received = new Promise<Record<string, unknown>>((resolve) =>
      echo.private(`App.Models.User.${userId}`).notification((n: Record<string, unknown>) => resolve(n)),
    );
    await within(subscribed, 3000, 'subscription');
    const row = await notifyUser(server.app.ctx, userId, 'App\\Notifications\\TicketUpdated', {
      type: 'ticket',
      message: 'Nowa odpowiedź',
      ticket: 1,
      title: 'Zgłoszenie #1',
      text: 'x',
    });
    const n = await within(received, 3000, 'notification');
    assert.equal(n.id, row.id);
    assert.equal(n.type, 'App\\Notifications\\TicketUpdated');
    assert.equal(n.message, 'Nowa odpowiedź');
  });

  it('refuses another user’s channel and another company’s channel', async () => {
    const { echo, pusher } = connectEcho(server, vip);
    sockets.push(pusher);
    const agentId = (await agent.get('/api/user')).body.data.id as number;
    const refused = new Promise<unknown>((resolve) => echo.private(`App.Models.User.${agentId}`).error((e: unknown) => resolve(e)));
    assert.ok(await within(refused, 3000, 'subscription error'));
    const other = (await server.database.db.select().from(companies).where(eq(companies.tag, 'BUDX')))[0]!;
    const refusedCompany = new Promise<unknown>((resolve) => echo.private(`company.${other.id}`).error((e: unknown) => resolve(e)));
    assert.ok(await within(refusedCompany, 3000, 'company subscription error'));
    // The endpoint itself answers 403.
    const res = await vip.post('/broadcasting/auth', { socket_id: '123.456', channel_name: `private-company.${other.id}` });
    assert.equal(res.status, 403);
  });

  it('delivers ticket events on the company channel to its client and to staff', async () => {
    const acme = (await server.database.db.select().from(companies).where(eq(companies.tag, 'ACME')))[0]!;
    const clientSide = connectEcho(server, vip);
    const staffSide = connectEcho(server, agent);
    sockets.push(clientSide.pusher, staffSide.pusher);
    const got = (echo: AnyEcho) => new Promise<void>((resolve) => echo.private(`company.${acme.id}`).subscribed(() => resolve()));
    const events = (echo: AnyEcho) =>
      new Promise<Record<string, unknown>>((resolve) =>
        echo.private(`company.${acme.id}`).listen('TicketCreated', (e: Record<string, unknown>) => resolve(e)),
      );
    const [a, b] = [events(clientSide.echo), events(staffSide.echo)];
    await within(Promise.all([got(clientSide.echo), got(staffSide.echo)]), 3000, 'subscriptions');
    await publishTicketEvent(server.app.ctx, 'created', {
      id: 99,
      companyId: acme.id,
      fullid: 'ACME-99',
      subject: 'Drukarka',
      status: 'new',
    });
    const [x, y] = await within(Promise.all([a, b]), 3000, 'ticket events');
    assert.equal(x.fullid, 'ACME-99');
    assert.equal(y.id, 99);
  });

  it('signals counter changes on the public channel with no figures: an anonymous socket learns nothing', async () => {
    const { echo, pusher } = connectEcho(server, new Client(server.base));
    sockets.push(pusher);
    const subscribed = new Promise<void>((resolve) => echo.channel('counters').subscribed(() => resolve()));
    const received = new Promise<Record<string, unknown>>((resolve) =>
      echo.channel('counters').listen('CountersUpdated', (e: Record<string, unknown>) => resolve(e)),
    );
    await within(subscribed, 3000, 'subscription');
    assert.ok((await agent.get('/api/admin/unassigned-email/unread-counter')).body.data.count > 0, 'there is something to count');
    await publishCounters(server.app.ctx);
    assert.deepEqual(await within(received, 3000, 'counters'), {});
  });

  it('accepts publishing through the pusher REST driver (signed HTTP API)', async () => {
    const { echo, pusher } = connectEcho(server, agent);
    sockets.push(pusher);
    const subscribed = new Promise<void>((resolve) => echo.channel('counters').subscribed(() => resolve()));
    const received = new Promise<Record<string, number>>((resolve) =>
      echo.channel('counters').listen('CountersUpdated', (e: Record<string, number>) => resolve(e)),
    );
    await within(subscribed, 3000, 'subscription');
    const { pusher: cfg } = server.config;
    const rest = new PusherRest({
      appId: cfg.appId,
      key: cfg.key,
      secret: cfg.secret,
      cluster: 'eu',
      host: '127.0.0.1',
      port: new URL(server.base).port,
      useTLS: false,
    });
    await rest.trigger('counters', 'App\\Events\\CountersUpdated', { unassignedEmails: 7 });
    assert.deepEqual(await within(received, 3000, 'REST-published event'), { unassignedEmails: 7 });
    const forged = new PusherRest({
      appId: cfg.appId,
      key: cfg.key,
      secret: 'wrong',
      cluster: 'eu',
      host: '127.0.0.1',
      port: new URL(server.base).port,
      useTLS: false,
    });
    await assert.rejects(forged.trigger('counters', 'x', {}));
  });

  it('tells a channel’s subscribers how many they are (pusher:subscription_count) and answers channel info', async () => {
    const heard = new Map<Pusher, number[]>();
    const join = async () => {
      const { pusher } = connectEcho(server, agent);
      sockets.push(pusher);
      heard.set(pusher, []);
      const channel = pusher.subscribe('count-demo');
      channel.bind('pusher:subscription_count', (data: { subscription_count: number }) => heard.get(pusher)!.push(data.subscription_count));
      await within(new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve())), 3000, 'subscription');
      return pusher;
    };
    const until = async (what: string, ok: () => boolean) => {
      for (let i = 0; i < 150 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
      assert.ok(ok(), what);
    };
    const first = await join();
    const second = await join();
    await until('both told 2', () => heard.get(first)!.at(-1) === 2 && heard.get(second)!.at(-1) === 2);
    const { pusher: cfg } = server.config;
    const rest = new PusherRest({
      appId: cfg.appId,
      key: cfg.key,
      secret: cfg.secret,
      cluster: 'eu',
      host: '127.0.0.1',
      port: new URL(server.base).port,
      useTLS: false,
    });
    assert.deepEqual(await (await rest.get({ path: '/channels/count-demo', params: { info: 'subscription_count' } })).json(), {
      occupied: true,
      subscription_count: 2,
    });
    second.unsubscribe('count-demo');
    await until('the first told 1', () => heard.get(first)!.at(-1) === 1);
    assert.deepEqual(await (await rest.get({ path: '/channels/nobody-here', params: { info: 'subscription_count' } })).json(), {
      occupied: false,
      subscription_count: 0,
    });
  });

  it('supports presence channels', async () => {
    const first = connectEcho(server, agent);
    const admin = await login(server.base, 'admin@demo.test');
    const second = connectEcho(server, admin);
    sockets.push(first.pusher, second.pusher);
    const here = new Promise<unknown[]>((resolve) => first.echo.join('staff').here((members: unknown[]) => resolve(members)));
    assert.equal((await within(here, 3000, 'presence here')).length, 1);
    const joining = new Promise<Record<string, unknown>>((resolve) =>
      first.echo.join('staff').joining((m: Record<string, unknown>) => resolve(m)),
    );
    second.echo.join('staff');
    const member = await within(joining, 3000, 'member added');
    assert.equal(member.firstname, 'Adam');
  });
});
