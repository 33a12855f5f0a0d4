/**
 * The embedded Pusher Channels protocol v7 server (what pusher-js and Laravel Echo speak): public, private
 * and presence channels, client events, ping/pong. Events and presence go through a bus (bus.ts): in memory
 * for one process, Redis (REDIS_URL) for several instances behind a balancer, so an event published on any
 * instance reaches each subscribed socket on every instance once.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { PusherConfig } from '../../config';
import type { Broadcaster } from './broadcaster';
import { createLocalBus, subscriptionCountEvent, type BusEvent, type Member, type RealtimeBus } from './bus';
import { channelAuth, safeEqual } from './signature';

const ACTIVITY_TIMEOUT_S = 30;
/** Pusher's "reconnect now" close code range (4200–4299): pusher-js reconnects at once, to another instance. */
export const CLOSE_RECONNECT = 4200;
/**
 * A channel's subscribers hear its count (`pusher:subscription_count`, public and private channels) at most this
 * often per instance: a burst of joins (sockets moving after a restart) sends one count, not one per join.
 */
export const SUBSCRIPTION_COUNT_COALESCE_MS = 250;

interface Connection {
  socketId: string;
  socket: WebSocket;
  channels: Set<string>;
  /** Presence membership per channel. */
  members: Map<string, Member>;
}

interface ClientMessage {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

export interface EmbeddedHub extends Broadcaster {
  /** Serves one websocket at /app/{key}. */
  accept(socket: WebSocket, key: string): void;
  connectionCount(): number;
  /** Channels with at least one subscriber on this instance. */
  channelCount(): number;
  /** Subscribers of a public or private channel on every instance. */
  subscriptionCount(channel: string): Promise<number>;
  /** Presence members of a channel on every instance (user ids), e.g. who is viewing a ticket. */
  presenceUserIds(channel: string): Promise<string[]>;
  /** Closes every socket with the reconnect code and leaves their presence channels (server shutdown). */
  closeAll(): Promise<void>;
}

export interface HubOptions {
  /** Default: one process, in memory. */
  bus?: RealtimeBus;
  /** Told how long each publish took (seconds), for /metrics. */
  onPublish?: (seconds: number) => void;
}

const isPrivate = (channel: string) => channel.startsWith('private-');
const isPresence = (channel: string) => channel.startsWith('presence-');
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

export function createEmbeddedBroadcaster(config: PusherConfig, log: FastifyBaseLogger, options: HubOptions = {}): EmbeddedHub {
  const bus = options.bus ?? createLocalBus();
  const connections = new Map<string, Connection>();
  const channels = new Map<string, Set<Connection>>();

  const send = (conn: Connection, event: string, data: unknown, channel?: string) => {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    const frame: Record<string, unknown> = { event, data: typeof data === 'string' ? data : JSON.stringify(data) };
    if (channel !== undefined) frame.channel = channel;
    conn.socket.send(JSON.stringify(frame));
  };

  // Every instance delivers every bus event to its own sockets.
  bus.onEvent((event: BusEvent) => {
    for (const channel of event.channels) {
      const set = channels.get(channel);
      if (!set) continue;
      const frame: Record<string, unknown> = { event: event.event, channel, data: event.data };
      if (event.userId !== undefined) frame.user_id = event.userId;
      const text = JSON.stringify(frame);
      for (const conn of set) {
        if (conn.socketId === event.exceptSocketId || conn.socket.readyState !== conn.socket.OPEN) continue;
        conn.socket.send(text);
      }
    }
  });

  const publish = async (event: BusEvent) => {
    const started = performance.now();
    await bus.publish(event);
    options.onPublish?.((performance.now() - started) / 1000);
  };

  // Subscriber counts over every instance, announced once per burst of changes.
  const countsDue = new Map<string, NodeJS.Timeout>();
  let closing = false;
  const announceCount = (channel: string) => {
    if (closing || countsDue.has(channel)) return;
    const timer = setTimeout(() => {
      countsDue.delete(channel);
      bus
        .subscriptionCount(channel)
        .then((count) => (count > 0 && !closing ? publish(subscriptionCountEvent(channel, count)) : undefined))
        .catch(failed);
    }, SUBSCRIPTION_COUNT_COALESCE_MS);
    timer.unref();
    countsDue.set(channel, timer);
  };
  const countSubscription = async (channel: string, delta: number) => {
    await bus.countSubscription(channel, delta);
    announceCount(channel);
  };

  const presenceMembers = async (channel: string) => {
    const hash = await bus.members(channel);
    return { ids: Object.keys(hash), hash, count: Object.keys(hash).length };
  };

  const leave = async (conn: Connection, channel: string) => {
    const set = channels.get(channel);
    if (!set?.delete(conn)) return;
    conn.channels.delete(channel);
    const member = conn.members.get(channel);
    conn.members.delete(channel);
    if (set.size === 0) channels.delete(channel);
    if (!isPresence(channel)) await countSubscription(channel, -1);
    if (member && isPresence(channel)) {
      // Another socket of the same user (on any instance) keeps the member present.
      const stillThere = await bus.leave(channel, conn.socketId, member.user_id);
      if (!stillThere)
        await publish({ channels: [channel], event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: member.user_id }) });
    }
  };

  const subscribe = async (conn: Connection, data: Record<string, unknown>) => {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!CHANNEL_NAME.test(channel)) {
      send(conn, 'pusher:subscription_error', { type: 'InvalidChannel', error: 'Invalid channel name', status: 400 }, channel);
      return;
    }
    if (conn.channels.has(channel)) return;
    let member: Member | undefined;
    if (isPrivate(channel) || isPresence(channel)) {
      const auth = typeof data.auth === 'string' ? data.auth : '';
      const channelData = isPresence(channel) && typeof data.channel_data === 'string' ? data.channel_data : undefined;
      const expected = channelAuth(config.key, config.secret, conn.socketId, channel, channelData);
      if (!safeEqual(auth, expected)) {
        send(conn, 'pusher:subscription_error', { type: 'AuthError', error: 'Invalid signature', status: 401 }, channel);
        return;
      }
      if (channelData !== undefined) {
        try {
          const parsed = JSON.parse(channelData) as Member;
          member = { user_id: String(parsed.user_id), user_info: parsed.user_info };
        } catch {
          send(conn, 'pusher:subscription_error', { type: 'AuthError', error: 'Invalid channel_data', status: 400 }, channel);
          return;
        }
      }
    }
    const set = channels.get(channel) ?? new Set<Connection>();
    channels.set(channel, set);
    set.add(conn);
    conn.channels.add(channel);
    if (!member) {
      send(conn, 'pusher_internal:subscription_succeeded', {}, channel);
      if (!isPresence(channel)) await countSubscription(channel, 1);
      return;
    }
    conn.members.set(channel, member);
    const wasPresent = await bus.join(channel, conn.socketId, member);
    // The socket may have left while Redis answered.
    if (!conn.channels.has(channel)) return;
    send(conn, 'pusher_internal:subscription_succeeded', { presence: await presenceMembers(channel) }, channel);
    if (!wasPresent)
      await publish({
        channels: [channel],
        event: 'pusher_internal:member_added',
        data: JSON.stringify(member),
        exceptSocketId: conn.socketId,
      });
  };

  const clientEvent = async (conn: Connection, message: ClientMessage) => {
    const channel = typeof message.channel === 'string' ? message.channel : '';
    const event = String(message.event);
    // Client events only on authenticated channels the sender joined, never echoed back.
    if (!(isPrivate(channel) || isPresence(channel)) || !conn.channels.has(channel)) {
      send(conn, 'pusher:error', { code: 4301, message: 'Client events need a subscribed private or presence channel' });
      return;
    }
    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {});
    await publish({ channels: [channel], event, data, exceptSocketId: conn.socketId, userId: conn.members.get(channel)?.user_id });
  };

  const failed = (error: unknown) => log.warn({ err: error }, 'realtime: bus operation failed');

  return {
    accept(socket, key) {
      if (key !== config.key) {
        socket.send(
          JSON.stringify({ event: 'pusher:error', data: JSON.stringify({ code: 4001, message: 'App key not in this cluster' }) }),
        );
        socket.close(4001, 'Application does not exist');
        return;
      }
      const socketId = `${crypto.randomInt(1, 2 ** 31)}.${crypto.randomInt(1, 2 ** 31)}`;
      const conn: Connection = { socketId, socket, channels: new Set(), members: new Map() };
      connections.set(socketId, conn);
      send(conn, 'pusher:connection_established', { socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT_S });
      socket.on('message', (raw) => {
        let message: ClientMessage;
        try {
          message = JSON.parse(String(raw)) as ClientMessage;
        } catch {
          send(conn, 'pusher:error', { code: 4200, message: 'Invalid JSON' });
          return;
        }
        const data = (typeof message.data === 'string' ? safeParse(message.data) : message.data) as Record<string, unknown> | undefined;
        switch (message.event) {
          case 'pusher:ping':
            send(conn, 'pusher:pong', {});
            break;
          case 'pusher:subscribe':
            subscribe(conn, data ?? {}).catch(failed);
            break;
          case 'pusher:unsubscribe':
            if (typeof data?.channel === 'string') leave(conn, data.channel).catch(failed);
            break;
          default:
            if (typeof message.event === 'string' && message.event.startsWith('client-')) clientEvent(conn, message).catch(failed);
        }
      });
      socket.on('close', () => {
        connections.delete(socketId);
        for (const channel of [...conn.channels]) leave(conn, channel).catch(failed);
      });
      socket.on('error', (error) => log.debug({ err: error }, 'websocket error'));
    },

    async publish(channelNames, event, data, exceptSocketId) {
      if (channelNames.length === 0) return;
      // Real time is best effort: with Redis away the event is lost (logged), but the write that caused it stands.
      await publish({ channels: channelNames, event, data: typeof data === 'string' ? data : JSON.stringify(data), exceptSocketId }).catch(
        (error: unknown) => log.warn({ err: error, event, channels: channelNames }, 'realtime: event not published'),
      );
    },

    connectionCount: () => connections.size,
    channelCount: () => channels.size,
    presenceUserIds: async (channel) => (await presenceMembers(channel)).ids,

    subscriptionCount: (channel) => bus.subscriptionCount(channel),

    async closeAll() {
      closing = true;
      for (const timer of countsDue.values()) clearTimeout(timer);
      countsDue.clear();
      const all = [...connections.values()];
      connections.clear();
      for (const conn of all) conn.socket.close(CLOSE_RECONNECT, 'Server shutting down, reconnect');
      // Leave their presence channels now, while the bus is still there.
      await Promise.all(all.flatMap((conn) => [...conn.channels].map((channel) => leave(conn, channel).catch(failed))));
      await bus.close();
    },
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
