/**
 * The embedded Pusher Channels protocol v7 server (what pusher-js and Laravel Echo speak): public, private
 * and presence channels, client events, ping/pong. One process; several instances behind a balancer need
 * a Pusher-compatible service instead (BROADCAST_DRIVER=pusher).
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { PusherConfig } from '../../config';
import type { Broadcaster } from './broadcaster';
import { channelAuth, safeEqual } from './signature';

const ACTIVITY_TIMEOUT_S = 30;

interface Member {
  user_id: string;
  user_info?: unknown;
}

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
  /** Channels with at least one subscriber. */
  channelCount(): number;
  /** Presence members of a channel (user ids), e.g. who is viewing a ticket. */
  presenceUserIds(channel: string): string[];
  /** Closes every socket (server shutdown). */
  closeAll(): void;
}

const isPrivate = (channel: string) => channel.startsWith('private-');
const isPresence = (channel: string) => channel.startsWith('presence-');
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

export function createEmbeddedBroadcaster(config: PusherConfig, log: FastifyBaseLogger): EmbeddedHub {
  const connections = new Map<string, Connection>();
  const channels = new Map<string, Set<Connection>>();

  const send = (conn: Connection, event: string, data: unknown, channel?: string) => {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    const frame: Record<string, unknown> = { event, data: typeof data === 'string' ? data : JSON.stringify(data) };
    if (channel !== undefined) frame.channel = channel;
    conn.socket.send(JSON.stringify(frame));
  };

  const subscribers = (channel: string) => channels.get(channel) ?? new Set<Connection>();

  const presenceMembers = (channel: string) => {
    const hash: Record<string, unknown> = {};
    for (const conn of subscribers(channel)) {
      const m = conn.members.get(channel);
      if (m) hash[m.user_id] = m.user_info ?? {};
    }
    return { ids: Object.keys(hash), hash, count: Object.keys(hash).length };
  };

  const leave = (conn: Connection, channel: string) => {
    const set = channels.get(channel);
    if (!set?.delete(conn)) return;
    conn.channels.delete(channel);
    const member = conn.members.get(channel);
    conn.members.delete(channel);
    if (set.size === 0) channels.delete(channel);
    if (member && isPresence(channel)) {
      // Another socket of the same user keeps the member present.
      const stillThere = [...subscribers(channel)].some((c) => c.members.get(channel)?.user_id === member.user_id);
      if (!stillThere) for (const other of subscribers(channel)) send(other, 'pusher_internal:member_removed', { user_id: member.user_id }, channel);
    }
  };

  const subscribe = (conn: Connection, data: Record<string, unknown>) => {
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
    const wasPresent = member ? [...set].some((c) => c.members.get(channel)?.user_id === member.user_id) : true;
    set.add(conn);
    conn.channels.add(channel);
    if (member) conn.members.set(channel, member);
    send(conn, 'pusher_internal:subscription_succeeded', member ? { presence: presenceMembers(channel) } : {}, channel);
    if (member && !wasPresent) {
      for (const other of set) if (other !== conn) send(other, 'pusher_internal:member_added', member, channel);
    }
  };

  const clientEvent = (conn: Connection, message: ClientMessage) => {
    const channel = typeof message.channel === 'string' ? message.channel : '';
    const event = String(message.event);
    // Client events only on authenticated channels the sender joined, never echoed back.
    if (!(isPrivate(channel) || isPresence(channel)) || !conn.channels.has(channel)) {
      send(conn, 'pusher:error', { code: 4301, message: 'Client events need a subscribed private or presence channel' });
      return;
    }
    const frame: Record<string, unknown> = { event, channel, data: typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {}) };
    const member = conn.members.get(channel);
    if (member) frame.user_id = member.user_id;
    const text = JSON.stringify(frame);
    for (const other of subscribers(channel)) if (other !== conn && other.socket.readyState === other.socket.OPEN) other.socket.send(text);
  };

  return {
    accept(socket, key) {
      if (key !== config.key) {
        socket.send(JSON.stringify({ event: 'pusher:error', data: JSON.stringify({ code: 4001, message: 'App key not in this cluster' }) }));
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
            subscribe(conn, data ?? {});
            break;
          case 'pusher:unsubscribe':
            if (typeof data?.channel === 'string') leave(conn, data.channel);
            break;
          default:
            if (typeof message.event === 'string' && message.event.startsWith('client-')) clientEvent(conn, message);
        }
      });
      socket.on('close', () => {
        for (const channel of [...conn.channels]) leave(conn, channel);
        connections.delete(socketId);
      });
      socket.on('error', (error) => log.debug({ err: error }, 'websocket error'));
    },

    async publish(channelNames, event, data, exceptSocketId) {
      const text = (channel: string) => JSON.stringify({ event, channel, data: typeof data === 'string' ? data : JSON.stringify(data) });
      for (const channel of channelNames) {
        const set = channels.get(channel);
        if (!set) continue;
        const frame = text(channel);
        for (const conn of set) {
          if (conn.socketId === exceptSocketId || conn.socket.readyState !== conn.socket.OPEN) continue;
          conn.socket.send(frame);
        }
      }
    },

    connectionCount: () => connections.size,
    channelCount: () => channels.size,
    presenceUserIds: (channel) => presenceMembers(channel).ids,

    closeAll() {
      for (const conn of connections.values()) conn.socket.close(4200, 'Server shutting down');
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
