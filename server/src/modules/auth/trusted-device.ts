/**
 * The "trusted device" cookie: set when a browser completes a login for an account (agents: the SMS
 * code; clients, who have no second factor: the password), signed with the app key, HttpOnly, 90 days. While guesses
 * from elsewhere keep an account's login locked, its owner's browser still gets in with the right password, under a
 * budget of its own. Chosen over growing delays because a delay that anyone can trigger still keeps the owner waiting.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const TRUSTED_DEVICE_COOKIE = 'helpdesk_device';
const LIFETIME_DAYS = 90;

export interface TrustedDevice {
  /** Random per browser and account: the key of the device's own guess budget. */
  id: string;
  userId: number;
}

const mac = (key: string, payload: string) => crypto.createHmac('sha256', key).update(`trusted-device:${payload}`).digest('base64url');

/** The device the cookie names, if its signature holds and it has not expired. */
export function trustedDevice(request: FastifyRequest, key: string): TrustedDevice | null {
  const value = request.cookies[TRUSTED_DEVICE_COOKIE];
  const parts = value?.split('.');
  if (!parts || parts.length !== 4) return null;
  const [id, user, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(key, `${id}.${user}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (!/^\d+$/.test(user) || !/^\d+$/.test(expires) || Number(expires) * 1000 < Date.now()) return null;
  return { id, userId: Number(user) };
}

/** Marks this browser as one that completed a login for `userId` (replacing any earlier mark). */
export function trustDevice(request: FastifyRequest, reply: FastifyReply, key: string, userId: number): void {
  const known = trustedDevice(request, key);
  const id = known?.userId === userId ? known.id : crypto.randomBytes(12).toString('base64url');
  const expires = Math.floor(Date.now() / 1000) + LIFETIME_DAYS * 86_400;
  const payload = `${id}.${userId}.${expires}`;
  reply.setCookie(TRUSTED_DEVICE_COOKIE, `${payload}.${mac(key, payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: LIFETIME_DAYS * 86_400,
  });
}
