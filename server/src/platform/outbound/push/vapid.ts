/**
 * The server's VAPID identity (RFC 8292): the key pair push services know this application by and the contact they
 * may write to. Browsers subscribe with the public key (it reaches them in /config.json); every push is signed with
 * the private one. Without a pair push is off.
 */
import crypto from 'node:crypto';

export interface VapidConfig {
  /** Uncompressed P-256 public key, base64url (65 bytes): the browser's `applicationServerKey`. */
  publicKey: string;
  /** The P-256 private scalar, base64url (32 bytes). */
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may reach the operator at (the JWT's `sub`). */
  subject: string;
}

export const VAPID_ENV = {
  publicKey: 'PUSH_VAPID_PUBLIC_KEY',
  privateKey: 'PUSH_VAPID_PRIVATE_KEY',
  subject: 'PUSH_VAPID_SUBJECT',
} as const;

/** The subject development and tests sign with when PUSH_VAPID_SUBJECT is not set (no push service sees it). */
export const DEVELOPMENT_VAPID_SUBJECT = 'mailto:helpdesk@example.com';

/** A new key pair, as `web-push generate-vapid-keys` makes it. */
export function generateVapidKeys(): Pick<VapidConfig, 'publicKey' | 'privateKey'> {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return vapidPairOf(ecdh);
}

/**
 * The pair of an ECDH key in the sizes RFC 8292 fixes. `getPrivateKey()` drops leading zero bytes, so one scalar in 256
 * comes out 31 bytes long: it is padded back to 32 (else that pair would fail `vapidProblem` and the start with it).
 */
export function vapidPairOf(ecdh: crypto.ECDH): Pick<VapidConfig, 'publicKey' | 'privateKey'> {
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(Math.max(0, 32 - scalar.length)), scalar]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** What is wrong with a configured pair or subject, in words an operator can act on; null when nothing is. */
export function vapidProblem(vapid: VapidConfig): string | null {
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(vapid.publicKey) || Buffer.from(vapid.publicKey, 'base64url').length !== 65)
    return `${VAPID_ENV.publicKey} must be an uncompressed P-256 public key in base64url (65 bytes, 87 characters)`;
  if (!base64url.test(vapid.privateKey) || Buffer.from(vapid.privateKey, 'base64url').length !== 32)
    return `${VAPID_ENV.privateKey} must be a P-256 private key in base64url (32 bytes, 43 characters)`;
  const ecdh = crypto.createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(Buffer.from(vapid.privateKey, 'base64url'));
  } catch {
    return `${VAPID_ENV.privateKey} is not a valid P-256 private key`;
  }
  if (ecdh.getPublicKey().toString('base64url') !== vapid.publicKey)
    return `${VAPID_ENV.publicKey} and ${VAPID_ENV.privateKey} are not one key pair`;
  if (!/^mailto:[^\s@]+@[^\s@]+$/i.test(vapid.subject) && !/^https:\/\/[^\s/]+\S*$/i.test(vapid.subject))
    return `${VAPID_ENV.subject} must be a mailto: address or an https: URL, not "${vapid.subject}"`;
  return null;
}
