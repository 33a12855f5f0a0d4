/**
 * Passkeys and security keys (WebAuthn, through @simplewebauthn/server): registration from the profile, and the sign-in's
 * second factor. The challenge of each ceremony lives in the session and is good once; only public keys are stored.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { passkeys } from '../../platform/db/schema';
import type { Session } from '../../platform/session';
import type { UserRow } from './service';

const RP_NAME = 'Helpdesk';
/** How long a ceremony's challenge stays good: the browser's own prompt times out at a minute. */
const CHALLENGE_TTL_MS = 2 * 60_000;

/** The WebAuthn library (with its ASN.1 and X.509 stack, some 400 modules) loads at the first ceremony, not at start. */
const webauthn = () => import('@simplewebauthn/server');

/** Where the browser is: the configured public address, else the address this request came to. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(request: FastifyRequest, appUrl: string | undefined): RelyingParty {
  const origin = appUrl ? new URL(appUrl).origin : `${request.protocol}://${request.host}`;
  return { id: new URL(origin).hostname, origin };
}

interface Challenge {
  challenge: string;
  expiresAt: number;
}

/** The session's pending challenge for `kind`, spent by reading it. */
function takeChallenge(session: Session, kind: string): string | null {
  const stored = session.get<Challenge>(kind);
  session.set(kind, undefined);
  return stored && stored.expiresAt > Date.now() ? stored.challenge : null;
}

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function hasPasskey(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !!row;
}

export async function registrationOptions(
  db: Db,
  session: Session,
  rp: RelyingParty,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstname} ${user.lastname}`.trim(),
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    // The same key twice would be one factor listed twice.
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  session.set('webauthnRegistration', { challenge: options.challenge, expiresAt: Date.now() + CHALLENGE_TTL_MS } satisfies Challenge);
  return options;
}

/** Verifies and stores a new credential; false when the answer does not match the challenge or the site. */
export async function registerPasskey(
  db: Db,
  session: Session,
  rp: RelyingParty,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<boolean> {
  const challenge = takeChallenge(session, 'webauthnRegistration');
  if (!challenge) return false;
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  const { credential } = result.registrationInfo;
  await db.insert(passkeys).values({
    id: credential.id,
    userId,
    publicKey: toBase64Url(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
  return true;
}

export async function removePasskey(db: Db, userId: number, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return removed.length === 1;
}

export async function removePasskeys(db: Db, userId: number): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}

export async function authenticationOptions(
  db: Db,
  session: Session,
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own.map((row) => ({ id: row.id, transports: row.transports as AuthenticatorTransport[] })),
    userVerification: 'preferred',
  });
  session.set('webauthnSignIn', { challenge: options.challenge, expiresAt: Date.now() + CHALLENGE_TTL_MS } satisfies Challenge);
  return options;
}

/** Checks the signed challenge against one of the user's own keys; moves its counter on. */
export async function verifyPasskeySignIn(
  db: Db,
  session: Session,
  rp: RelyingParty,
  userId: number,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const challenge = takeChallenge(session, 'webauthnSignIn');
  if (!challenge) return false;
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, response.id)));
  if (!row) return false;
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: row.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, row.id));
  return true;
}
