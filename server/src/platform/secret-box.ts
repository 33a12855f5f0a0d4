/**
 * Seals small secrets kept in the database (authenticator seeds) with AES-256-GCM under a key derived from the app
 * key: a stolen dump or backup without the app key yields nothing usable, and a tampered value fails to open.
 */
import crypto from 'node:crypto';

const VERSION = 'v1';

/** One key per purpose, so a value sealed for one use cannot be opened as another's. */
function keyFor(appKey: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', appKey).update(`secret-box:${purpose}`).digest();
}

export function seal(appKey: string, purpose: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(appKey, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text, or null when the value was sealed under another key or purpose or was altered. */
export function open(appKey: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(appKey, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
