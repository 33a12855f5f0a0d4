/**
 * The one real-time connection (ARCHITECTURE §4): Laravel Echo over pusher-js, configured from /config.json,
 * authorised through the API client (session cookie + CSRF). Loaded on demand: the login page never needs it.
 */
import type EchoClass from 'laravel-echo';
import { setSocketId, webClient } from '@helpdesk/shared';
import type { EchoConfig } from '../federation/runtime-config.ts';

interface ChannelLike {
  name: string;
}

export type EchoInstance = InstanceType<typeof EchoClass>;

export async function connectEcho(config: EchoConfig): Promise<EchoInstance> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: config.cluster,
    ...(config.wsHost ? { wsHost: config.wsHost } : {}),
    ...(config.wsPort ? { wsPort: config.wsPort } : {}),
    ...(config.wssPort ? { wssPort: config.wssPort } : {}),
    forceTLS: config.forceTLS ?? false,
    enabledTransports: config.enabledTransports ?? ['ws', 'wss'],
    disableStats: true,
    authorizer: (channel: ChannelLike) => ({
      authorize: (socketId: string, callback: (error: Error | null, data: unknown) => void) => {
        webClient
          .post('/broadcasting/auth', { socket_id: socketId, channel_name: channel.name }, { silent: true })
          .then((response) => callback(null, response.data))
          .catch((error: Error) => callback(error, null));
      },
    }),
  } as never);
  const connection = (echo.connector as { pusher: { connection: { bind: (e: string, cb: () => void) => void } } }).pusher.connection;
  // Every (re)connection gets a new socket id; API calls carry it so the sender is not echoed its own events.
  connection.bind('connected', () => setSocketId(echo.socketId() ?? null));
  connection.bind('disconnected', () => setSocketId(null));
  return echo;
}
