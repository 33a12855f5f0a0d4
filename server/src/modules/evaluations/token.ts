/**
 * The signed link of the resolution e-mail: `{ticketId}.{userId}.{expires}.{signature}`, the
 * signature an HMAC-SHA256 under a key derived from APP_KEY for this purpose only. It cannot be forged without
 * the key, it expires, and it is single-use because a ticket takes one evaluation (unique index), which is
 * what "used" is stored as.
 */
import crypto from 'node:crypto';

export const EVALUATION_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface EvaluationClaim {
  ticketId: number;
  userId: number;
  /** Epoch seconds. */
  expires: number;
}

export type TokenCheck = { ok: true; claim: EvaluationClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** A key for evaluation links only, so a signature made here is worth nothing anywhere else. */
function purposeKey(appKey: string): Buffer {
  return crypto.createHmac('sha256', appKey).update('helpdesk:evaluation-link:v1').digest();
}

function signature(appKey: string, claim: EvaluationClaim): string {
  return crypto.createHmac('sha256', purposeKey(appKey)).update(`${claim.ticketId}.${claim.userId}.${claim.expires}`).digest('base64url');
}

export function signEvaluationToken(
  appKey: string,
  ticketId: number,
  userId: number,
  now = new Date(),
  ttlMs = EVALUATION_LINK_TTL_MS,
): string {
  const claim = { ticketId, userId, expires: Math.floor((now.getTime() + ttlMs) / 1000) };
  return `${claim.ticketId}.${claim.userId}.${claim.expires}.${signature(appKey, claim)}`;
}

export function verifyEvaluationToken(appKey: string, token: string, now = new Date()): TokenCheck {
  const match = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const claim = { ticketId: Number(match[1]), userId: Number(match[2]), expires: Number(match[3]) };
  const expected = Buffer.from(signature(appKey, claim));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  // Checked after the signature, so an expired answer proves the link was genuine.
  if (claim.expires * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}
