/** Tests' browser side of Web Push: a real subscription's keys (P-256 pair + auth secret) for any endpoint. */
import crypto from 'node:crypto';
import type { PushSubscriptionJson } from '../transport';

export interface TestSubscription {
  subscription: PushSubscriptionJson;
  /** The browser's private half, to decrypt what was pushed. */
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

export function testSubscription(endpoint: string): TestSubscription {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
    ecdh,
    authSecret,
  };
}

/** The body POST /save-token gets from the shell: `{ token: JSON.stringify(subscription) }`. */
export const saveTokenBody = (endpoint: string) => ({ token: JSON.stringify(testSubscription(endpoint).subscription) });
