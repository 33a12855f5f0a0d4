import crypto from 'node:crypto';

export function hmacHex(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Pusher channel auth: `key:hex(HMAC-SHA256(secret, socket_id:channel[:channel_data]))`. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  const parts = channelData === undefined ? [socketId, channel] : [socketId, channel, channelData];
  return `${key}:${hmacHex(secret, parts.join(':'))}`;
}
