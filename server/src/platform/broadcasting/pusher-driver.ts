import Pusher from 'pusher';
import type { PusherConfig } from '../../config';
import type { Broadcaster } from './broadcaster';

/** Publishes through the `pusher` REST client: hosted Pusher, Soketi, Reverb, or our own embedded endpoint. */
export function createPusherBroadcaster(config: PusherConfig): Broadcaster {
  const client = new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    cluster: config.cluster,
    useTLS: config.useTLS,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: String(config.port) } : {}),
  });
  return {
    async publish(channels, event, data, exceptSocketId) {
      // The REST API takes at most 100 channels per call.
      for (let i = 0; i < channels.length; i += 100) {
        await client.trigger(channels.slice(i, i + 100), event, data, exceptSocketId ? { socket_id: exceptSocketId } : undefined);
      }
    },
  };
}
