/**
 * Sending FA(3) invoices to KSeF, behind one interface so the sending service never knows whether it talks to the
 * Ministry's API, a local stand-in or a test double. The HTTP implementation follows the shape of KSeF API 2.0's
 * token authentication and online ("interactive") session: challenge → KSeF token encrypted with the Ministry's RSA
 * key → access token; a session with an AES-256 key of its own; each invoice sent encrypted with its hashes; the
 * invoice's status polled until it has a KSeF number or a rejection; the session closed.
 */
import crypto from 'node:crypto';
import { FA3_FORM_CODE } from './fa3-xml';

export interface KsefSession {
  /** The online session's reference number. */
  referenceNumber: string;
  /** Bearer token of the calls in this session. */
  accessToken: string;
  /** The session's AES-256 key and IV (never leave this process except RSA-encrypted). */
  key: Buffer;
  iv: Buffer;
}

export interface KsefInvoiceStatus {
  status: 'processing' | 'accepted' | 'rejected';
  ksefNumber?: string;
  reason?: string;
}

export interface KsefClient {
  openSession(): Promise<KsefSession>;
  send(session: KsefSession, xml: string): Promise<{ referenceNumber: string }>;
  status(session: KsefSession, referenceNumber: string): Promise<KsefInvoiceStatus>;
  closeSession(session: KsefSession): Promise<void>;
}

/** A KSeF call that failed: the HTTP status (0: no answer) and what KSeF said. */
export class KsefError extends Error {
  override name = 'KsefError';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

export interface HttpKsefClientOptions {
  /** The API's base address, e.g. https://api-test.ksef.mf.gov.pl/v2 (config KSEF_ENV). */
  baseUrl: string;
  /** The KSeF token (KSEF_TOKEN). */
  token: string;
  /** The seller's NIP, the authentication context (KSEF_NIP). */
  nip: string;
  /** The Ministry's public key as PEM (KSEF_PUBLIC_KEY_PATH); undefined: fetched from the API's certificate list. */
  publicKeyPem?: string;
  /** How long to wait between polls of a pending authentication, and for how many polls. */
  pollIntervalMs?: number;
  maxPolls?: number;
  /** Per-call timeout. */
  timeoutMs?: number;
}

/** KSeF's processing codes: 1xx still working, 200 done, 4xx refused. */
const DONE = 200;

const sha256 = (data: Buffer): string => crypto.createHash('sha256').update(data).digest('base64');

/** RSAES-OAEP with SHA-256 and MGF1-SHA-256, what KSeF asks for the token and the session key. */
export function rsaOaepEncrypt(publicKeyPem: string, data: Buffer): Buffer {
  return crypto.publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

/** AES-256-CBC with PKCS#7 padding. */
export function aesEncrypt(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

interface CertificateEntry {
  certificate: string;
  usage?: string[];
}

export function httpKsefClient(options: HttpKsefClientOptions): KsefClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const maxPolls = options.maxPolls ?? 30;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, bearer?: string): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new KsefError(`KSeF did not answer ${method} ${path}: ${(error as Error).message}`, 0);
    }
    const text = await response.text();
    if (!response.ok) throw new KsefError(`KSeF refused ${method} ${path} (${response.status}): ${errorText(text)}`, response.status);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The Ministry's key for a purpose: the configured one, else the valid certificate the API lists for it. */
  async function publicKey(usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption'): Promise<string> {
    if (options.publicKeyPem) return options.publicKeyPem;
    const list = await call<CertificateEntry[]>('GET', '/security/public-key-certificates');
    const entry = list.find((c) => c.usage?.includes(usage)) ?? list[0];
    if (!entry) throw new KsefError('KSeF lists no public key certificate', 0);
    const der = Buffer.from(entry.certificate, 'base64');
    return new crypto.X509Certificate(der).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  async function accessToken(): Promise<string> {
    const challenge = await call<{ challenge: string; timestamp: string; timestampMs?: number }>('POST', '/auth/challenge');
    const timestampMs = challenge.timestampMs ?? Date.parse(challenge.timestamp);
    const encryptedToken = rsaOaepEncrypt(await publicKey('KsefTokenEncryption'), Buffer.from(`${options.token}|${timestampMs}`, 'utf8'));
    const started = await call<{ referenceNumber: string; authenticationToken: { token: string } }>('POST', '/auth/ksef-token', {
      challenge: challenge.challenge,
      contextIdentifier: { type: 'Nip', value: options.nip },
      encryptedToken: encryptedToken.toString('base64'),
    });
    const authToken = started.authenticationToken.token;
    // Authentication is asynchronous: poll it until KSeF has checked the token's permissions.
    for (let poll = 0; ; poll++) {
      const state = await call<{ status: KsefStatusBody }>(
        'GET',
        `/auth/${encodeURIComponent(started.referenceNumber)}`,
        undefined,
        authToken,
      );
      if (state.status.code === DONE) break;
      if (state.status.code >= 300) throw new KsefError(`KSeF authentication failed: ${statusText(state.status)}`, 401);
      if (poll + 1 >= maxPolls) throw new KsefError('KSeF authentication is still in progress; try again later', 0);
      await sleep(pollIntervalMs);
    }
    const tokens = await call<{ accessToken: { token: string } }>('POST', '/auth/token/redeem', undefined, authToken);
    return tokens.accessToken.token;
  }

  return {
    async openSession() {
      const token = await accessToken();
      const key = crypto.randomBytes(32);
      const iv = crypto.randomBytes(16);
      const opened = await call<{ referenceNumber: string }>(
        'POST',
        '/sessions/online',
        {
          formCode: FA3_FORM_CODE,
          encryption: {
            encryptedSymmetricKey: rsaOaepEncrypt(await publicKey('SymmetricKeyEncryption'), key).toString('base64'),
            initializationVector: iv.toString('base64'),
          },
        },
        token,
      );
      return { referenceNumber: opened.referenceNumber, accessToken: token, key, iv };
    },

    async send(session, xml) {
      const plain = Buffer.from(xml, 'utf8');
      const encrypted = aesEncrypt(session.key, session.iv, plain);
      const sent = await call<{ referenceNumber: string }>(
        'POST',
        `/sessions/online/${encodeURIComponent(session.referenceNumber)}/invoices`,
        {
          invoiceHash: sha256(plain),
          invoiceSize: plain.length,
          encryptedInvoiceHash: sha256(encrypted),
          encryptedInvoiceSize: encrypted.length,
          encryptedInvoiceContent: encrypted.toString('base64'),
          offlineMode: false,
        },
        session.accessToken,
      );
      return { referenceNumber: sent.referenceNumber };
    },

    async status(session, referenceNumber) {
      const invoice = await call<{ ksefNumber?: string | null; status: KsefStatusBody }>(
        'GET',
        `/sessions/${encodeURIComponent(session.referenceNumber)}/invoices/${encodeURIComponent(referenceNumber)}`,
        undefined,
        session.accessToken,
      );
      const { code } = invoice.status;
      if (code === DONE && invoice.ksefNumber) return { status: 'accepted', ksefNumber: invoice.ksefNumber };
      if (code >= 300) return { status: 'rejected', reason: statusText(invoice.status) };
      return { status: 'processing' };
    },

    async closeSession(session) {
      await call('POST', `/sessions/online/${encodeURIComponent(session.referenceNumber)}/close`, undefined, session.accessToken);
    },
  };
}

interface KsefStatusBody {
  code: number;
  description?: string;
  details?: string[];
}

function statusText(status: KsefStatusBody): string {
  return [`${status.code}`, status.description, ...(status.details ?? [])].filter(Boolean).join(': ');
}

/** KSeF's error body (`exception.exceptionDetailList[].exceptionDescription`), else the raw text, cut short. */
function errorText(text: string): string {
  try {
    const body = JSON.parse(text) as { exception?: { exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string }[] } };
    const details = body.exception?.exceptionDetailList?.map((d) => [d.exceptionCode, d.exceptionDescription].filter(Boolean).join(' '));
    if (details?.length) return details.join('; ');
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300) || '(empty answer)';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
