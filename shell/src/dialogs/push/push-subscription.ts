/**
 * Browser push: the remembered consent, the service worker and the subscription sent to POST /save-token.
 * The token is the Web Push subscription as JSON (endpoint and keys): what a server needs to push to it.
 */
import { webClient } from '@helpdesk/shared';

export const PUSH_CONSENT_STORAGE_KEY = 'helpdesk.pushConsent';
export const SERVICE_WORKER_URL = '/sw.js';

export type PushConsent = 'accepted' | 'declined';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

export function storedConsent(): PushConsent | null {
  try {
    const value = localStorage.getItem(PUSH_CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function rememberConsent(consent: PushConsent): void {
  try {
    localStorage.setItem(PUSH_CONSENT_STORAGE_KEY, consent);
  } catch {
    // private mode: we ask again next time
  }
}

/** Ask only where push works, nobody chose yet on this browser, and the browser has not decided either. */
export function shouldAskForPush(): boolean {
  return pushSupported() && storedConsent() === null && Notification.permission === 'default';
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe expects. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a browser that does not say is taken at its word). */
function sameKey(current: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

export type SubscribeOutcome = 'subscribed' | 'no-key' | 'denied' | 'unsupported';

/**
 * Registers the service worker and, when a VAPID key is configured, subscribes and saves the token.
 * Without a key there is nothing to subscribe to: the permission is kept for when one is configured.
 */
export async function subscribeToPush(publicKey: string | null): Promise<SubscribeOutcome> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  if (!publicKey) return 'no-key';
  const ready = await navigator.serviceWorker.ready.catch(() => registration);
  const key = applicationServerKey(publicKey);
  let subscription = await ready.pushManager.getSubscription();
  // Made for another server key (the key was rotated): the push service would refuse our pushes to it.
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await webClient.post('/save-token', { token: JSON.stringify(subscription) });
  return 'subscribed';
}
