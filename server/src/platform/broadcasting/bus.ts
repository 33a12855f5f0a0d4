/**
 * What the embedded Pusher endpoint shares between instances: the events to deliver (every instance delivers
 * each one to its own sockets, so a socket gets it once wherever it is connected) and presence membership.
 * One process: in memory. With REDIS_URL: Redis pub/sub for the events, and a hash per presence channel whose
 * entries belong to an instance that keeps an "alive" key with expiry; when an instance dies its key expires
 * and the others remove its members (and tell the channel), so a dead instance's viewers disappear. Subscriber
 * counts (`pusher:subscription_count`) are kept the same way: per channel, a count per instance that counts while
 * the instance is alive.
 */
import crypto from 'node:crypto';
import { closeRedis, connectRedis } from '../redis';

export interface Member {
  user_id: string;
  user_info?: unknown;
}

export interface BusEvent {
  channels: string[];
  event: string;
  /** Already a string (the Pusher wire format). */
  data: string;
  /** The socket that must not receive it (the sender). */
  exceptSocketId?: string | undefined;
  /** Client events on presence channels carry the sender. */
  userId?: string | undefined;
}

export interface RealtimeBus {
  readonly instanceId: string;
  /** Delivers to every instance (this one included). */
  publish(event: BusEvent): Promise<void>;
  onEvent(handler: (event: BusEvent) => void): void;
  /** Adds a socket's membership; true when the user was already present (another socket, any instance). */
  join(channel: string, socketId: string, member: Member): Promise<boolean>;
  /** Removes it; true when the user is still present through another socket. */
  leave(channel: string, socketId: string, userId: string): Promise<boolean>;
  /** Current members, user id → user_info. */
  members(channel: string): Promise<Record<string, unknown>>;
  /** Adds `delta` (±1) to this instance's subscribers of the channel; resolves with the channel's total over every instance. */
  countSubscription(channel: string, delta: number): Promise<number>;
  /** Subscribers of the channel over every instance. */
  subscriptionCount(channel: string): Promise<number>;
  close(): Promise<void>;
}

/** The Pusher event that tells a channel's subscribers how many they are. */
export const SUBSCRIPTION_COUNT_EVENT = 'pusher_internal:subscription_count';
export const subscriptionCountEvent = (channel: string, count: number): BusEvent => ({
  channels: [channel],
  event: SUBSCRIPTION_COUNT_EVENT,
  data: JSON.stringify({ subscription_count: count }),
});

/** One process: everything in memory. */
export function createLocalBus(): RealtimeBus {
  const handlers: ((event: BusEvent) => void)[] = [];
  const presence = new Map<string, Map<string, Member>>();
  const userPresent = (channel: string, userId: string) => [...(presence.get(channel)?.values() ?? [])].some((m) => m.user_id === userId);
  const subscriptions = new Map<string, number>();
  return {
    instanceId: 'local',
    async publish(event) {
      for (const handler of handlers) handler(event);
    },
    onEvent: (handler) => void handlers.push(handler),
    async join(channel, socketId, member) {
      const was = userPresent(channel, member.user_id);
      const map = presence.get(channel) ?? new Map<string, Member>();
      presence.set(channel, map);
      map.set(socketId, member);
      return was;
    },
    async leave(channel, socketId, userId) {
      const map = presence.get(channel);
      map?.delete(socketId);
      if (map?.size === 0) presence.delete(channel);
      return userPresent(channel, userId);
    },
    async members(channel) {
      const hash: Record<string, unknown> = {};
      for (const m of presence.get(channel)?.values() ?? []) hash[m.user_id] = m.user_info ?? {};
      return hash;
    },
    async countSubscription(channel, delta) {
      const n = Math.max(0, (subscriptions.get(channel) ?? 0) + delta);
      if (n === 0) subscriptions.delete(channel);
      else subscriptions.set(channel, n);
      return n;
    },
    async subscriptionCount(channel) {
      return subscriptions.get(channel) ?? 0;
    },
    async close() {},
  };
}

// Presence entries are `instance|socket` → member JSON; an entry counts while `alive:<instance>` exists.
const ALIVE_FILTER = `
local function alive(field)
  local instance = string.match(field, '^([^|]+)|')
  return instance ~= nil and redis.call('EXISTS', ARGV[1] .. instance) == 1
end
`;
const JOIN = `${ALIVE_FILTER}
local all = redis.call('HGETALL', KEYS[1])
local present = 0
for i = 1, #all, 2 do
  if all[i] ~= ARGV[2] and cjson.decode(all[i + 1]).user_id == ARGV[4] and alive(all[i]) then present = 1 end
end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('SADD', KEYS[2], KEYS[1])
return present`;
const LEAVE = `${ALIVE_FILTER}
redis.call('HDEL', KEYS[1], ARGV[2])
local all = redis.call('HGETALL', KEYS[1])
local present = 0
for i = 1, #all, 2 do
  if cjson.decode(all[i + 1]).user_id == ARGV[3] and alive(all[i]) then present = 1 end
end
return present`;
const MEMBERS = `${ALIVE_FILTER}
local all = redis.call('HGETALL', KEYS[1])
local out = {}
for i = 1, #all, 2 do
  if alive(all[i]) then table.insert(out, all[i + 1]) end
end
return out`;
// Subscriber counts: `rt:subs:<channel>` holds instance → its count; only alive instances' counts add up.
const SUM_ALIVE = `
local all = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #all, 2 do
  if redis.call('EXISTS', ARGV[1] .. all[i]) == 1 then total = total + tonumber(all[i + 1]) end
end
return total`;
const COUNT = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[2], ARGV[3])
if n <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[2])
  redis.call('SREM', KEYS[2], ARGV[4])
else
  redis.call('SADD', KEYS[2], ARGV[4])
end
${SUM_ALIVE}`;

export interface RedisBusOptions {
  url: string;
  prefix: string;
  /** Seconds a dead instance's presence members survive it (its alive key's expiry). */
  presenceTtlSeconds: number;
  onError?: (error: Error) => void;
}

export async function createRedisBus(options: RedisBusOptions): Promise<RealtimeBus> {
  const instanceId = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const p = options.prefix;
  const eventsChannel = `${p}rt:events`;
  const aliveKey = (id: string) => `${p}rt:alive:${id}`;
  const channelsKey = (id: string) => `${p}rt:channels:${id}`;
  const presenceKey = (channel: string) => `${p}rt:presence:${channel}`;
  const instancesKey = `${p}rt:instances`;
  const subsKey = (channel: string) => `${p}rt:subs:${channel}`;
  const subChannelsKey = (id: string) => `${p}rt:subchannels:${id}`;
  const ttlMs = options.presenceTtlSeconds * 1000;

  const [redis, sub] = await Promise.all([
    connectRedis(options.url, `helpdesk-rt-${instanceId}`),
    connectRedis(options.url, `helpdesk-rt-sub-${instanceId}`),
  ]);
  for (const client of [redis, sub]) client.on('error', (error: Error) => options.onError?.(error));
  const handlers: ((event: BusEvent) => void)[] = [];

  sub.on('message', (channel: string, text: string) => {
    if (channel !== eventsChannel) return;
    let event: BusEvent;
    try {
      event = JSON.parse(text) as BusEvent;
    } catch {
      return;
    }
    for (const handler of handlers) handler(event);
  });
  await sub.subscribe(eventsChannel);

  const beat = async () => {
    await redis.set(aliveKey(instanceId), '1', 'PX', ttlMs);
    await redis.sadd(instancesKey, instanceId);
  };
  await beat();

  const publish = async (event: BusEvent) => {
    await redis.publish(eventsChannel, JSON.stringify(event));
  };

  /** Removes the members of instances whose alive key expired, and tells their channels (one sweeper per dead instance). */
  const sweep = async () => {
    const ids = await redis.smembers(instancesKey);
    for (const id of ids) {
      if (id === instanceId || (await redis.exists(aliveKey(id)))) continue;
      if ((await redis.set(`${p}rt:sweep:${id}`, instanceId, 'PX', ttlMs, 'NX')) !== 'OK') continue;
      for (const key of await redis.smembers(channelsKey(id))) {
        const channel = key.slice(presenceKey('').length);
        const all = await redis.hgetall(key);
        const gone = new Set<string>();
        for (const [field, json] of Object.entries(all)) {
          if (!field.startsWith(`${id}|`)) continue;
          await redis.hdel(key, field);
          gone.add((JSON.parse(json) as Member).user_id);
        }
        const still = new Set(
          ((await redis.eval(MEMBERS, 1, key, `${p}rt:alive:`)) as string[]).map((j) => (JSON.parse(j) as Member).user_id),
        );
        for (const userId of gone) {
          if (!still.has(userId))
            await publish({ channels: [channel], event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: userId }) });
        }
      }
      // Its subscribers are gone too: the channels hear their new count.
      for (const channel of await redis.smembers(subChannelsKey(id))) {
        await redis.hdel(subsKey(channel), id);
        const count = Number(await redis.eval(SUM_ALIVE, 1, subsKey(channel), `${p}rt:alive:`));
        if (count > 0) await publish(subscriptionCountEvent(channel, count));
      }
      await redis.del(channelsKey(id), subChannelsKey(id));
      await redis.srem(instancesKey, id);
    }
  };

  const timer = setInterval(
    () => {
      beat()
        .then(sweep)
        .catch((error: Error) => options.onError?.(error));
    },
    Math.max(250, Math.floor(ttlMs / 3)),
  );
  timer.unref();

  return {
    instanceId,
    publish,
    onEvent: (handler) => void handlers.push(handler),
    async join(channel, socketId, member) {
      const present = await redis.eval(
        JOIN,
        2,
        presenceKey(channel),
        channelsKey(instanceId),
        `${p}rt:alive:`,
        `${instanceId}|${socketId}`,
        JSON.stringify(member),
        member.user_id,
      );
      return present === 1;
    },
    async leave(channel, socketId, userId) {
      const present = await redis.eval(LEAVE, 1, presenceKey(channel), `${p}rt:alive:`, `${instanceId}|${socketId}`, userId);
      return present === 1;
    },
    async members(channel) {
      const hash: Record<string, unknown> = {};
      for (const json of (await redis.eval(MEMBERS, 1, presenceKey(channel), `${p}rt:alive:`)) as string[]) {
        const m = JSON.parse(json) as Member;
        hash[m.user_id] = m.user_info ?? {};
      }
      return hash;
    },
    async countSubscription(channel, delta) {
      return Number(
        await redis.eval(COUNT, 2, subsKey(channel), subChannelsKey(instanceId), `${p}rt:alive:`, instanceId, String(delta), channel),
      );
    },
    async subscriptionCount(channel) {
      return Number(await redis.eval(SUM_ALIVE, 1, subsKey(channel), `${p}rt:alive:`));
    },
    async close() {
      clearInterval(timer);
      // Our subscribers and members left with their sockets; the instance is no longer alive.
      for (const channel of await redis.smembers(subChannelsKey(instanceId)).catch(() => [] as string[]))
        await redis.hdel(subsKey(channel), instanceId).catch(() => undefined);
      await redis.del(aliveKey(instanceId), channelsKey(instanceId), subChannelsKey(instanceId)).catch(() => undefined);
      await redis.srem(instancesKey, instanceId).catch(() => undefined);
      await closeRedis(sub);
      await closeRedis(redis);
    },
  };
}
