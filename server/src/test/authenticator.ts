/** Authenticator-app helpers for the server tests: codes computed as the user's app would, and an enrolment. */
import assert from 'node:assert/strict';
import * as OTPAuth from 'otpauth';
import type { Client } from './harness';

export const TOTP_STEP_MS = 30_000;

/** A code of `secret` `steps` time steps away from now. */
export const codeAt = (secret: OTPAuth.Secret, steps = 0) =>
  OTPAuth.TOTP.generate({ secret, timestamp: Date.now() + steps * TOTP_STEP_MS });

/** Codes are computed here and checked there a moment later: keep clear of a step's edge so "±1" stays ±1. */
export async function awayFromStepEdge(): Promise<void> {
  const left = OTPAuth.TOTP.remaining({ period: 30 });
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

/** Enrols the signed-in staff member's app from the profile; its secret and the recovery codes shown once. */
export async function enrolAuthenticator(client: Client): Promise<{ secret: OTPAuth.Secret; codes: string[] }> {
  const started = await client.post('/api/profile/authenticator', {});
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const secret = (OTPAuth.URI.parse(started.body.data.uri) as OTPAuth.TOTP).secret;
  await awayFromStepEdge();
  const confirmed = await client.post('/api/profile/authenticator/confirm', { code: codeAt(secret) });
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return { secret, codes: confirmed.body.data.recovery_codes };
}
