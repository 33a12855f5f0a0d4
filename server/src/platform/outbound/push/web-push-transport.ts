/**
 * Web Push through the `web-push` library: the payload encrypted for the browser's keys (RFC 8291, aes128gcm) and
 * the request signed with the server's VAPID key (RFC 8292). A transport of the outbox (../transport.ts): it sends
 * one message and says, by a DeliveryError, whether trying again can help.
 */
import https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { DeliveryError, type PushPayload, type PushSubscriptionJson, type PushTransport } from '../transport';
import { isAllowedPushEndpoint } from './endpoint-allow-list';
import type { VapidConfig } from './vapid';

/**
 * How long a push service keeps a message for a browser that is offline. A day: a ticket's news is still worth a
 * look the next morning; older ones are in the bell anyway.
 */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one request to a push service may take before it counts as a temporary failure. */
export const PUSH_TIMEOUT_MS = 10_000;

export interface WebPushTransportOptions {
  /** Origins besides the known push services (PUSH_ENDPOINT_ORIGINS). */
  endpointOrigins?: readonly string[];
  /** The agent requests go through (a test passes one that trusts its self-signed push service). */
  agent?: https.Agent;
  ttlSeconds?: number;
  timeoutMs?: number;
}

/** Statuses after which the same message to the same subscription would fail again (the outbox does not retry). */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 410, 413]);

/** The `Topic` header (RFC 8030 §5.4, ≤ 32 base64url characters): a newer message for one tag replaces a pending one. */
function topicOf(tag: string | undefined): string | undefined {
  return tag && /^[A-Za-z0-9_-]{1,32}$/.test(tag) ? tag : undefined;
}

/** A failure of web-push (or of the network under it) as the outbox's DeliveryError. */
export function deliveryErrorOf(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (error instanceof WebPushError) {
    const status = error.statusCode;
    const reason = `push service answered ${status}${error.body ? `: ${String(error.body).slice(0, 200)}` : ''}`;
    // 404/410: the subscription is gone (the outbox deletes it); 400/401/403/413: this message or key will not do.
    // 429 and 5xx: try later.
    return new DeliveryError(reason, PERMANENT_STATUSES.has(status) || (status >= 400 && status < 500 && status !== 429), status);
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return new DeliveryError(`push request failed: ${(error as Error | undefined)?.message ?? String(error)}`, false, code);
}

export function webPushTransport(vapid: VapidConfig, options: WebPushTransportOptions = {}): PushTransport {
  const endpointOrigins = options.endpointOrigins ?? [];
  // Kept-alive connections: a burst of notifications to one push service reuses its TLS session.
  const agent = options.agent ?? new https.Agent({ keepAlive: true });
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    driver: 'web-push',
    async send(subscription: PushSubscriptionJson, payload: PushPayload) {
      // Checked again here, not only when saved: a row from before the allow list changed must not be posted to either.
      if (!isAllowedPushEndpoint(subscription.endpoint, endpointOrigins))
        throw new DeliveryError('push endpoint not allowed (not https on a known push service)', true, 'endpoint_not_allowed');
      let result: webpush.SendResult;
      try {
        result = await webpush.sendNotification(subscription, JSON.stringify(payload), {
          vapidDetails,
          TTL: options.ttlSeconds ?? PUSH_TTL_SECONDS,
          urgency: 'normal',
          topic: topicOf(payload.tag),
          contentEncoding: 'aes128gcm',
          agent,
          timeout: options.timeoutMs ?? PUSH_TIMEOUT_MS,
        });
      } catch (error) {
        throw deliveryErrorOf(error);
      }
      const location = result.headers.location;
      return { response: `${result.statusCode}${location ? ` ${location}` : ''}` };
    },
  };
}
