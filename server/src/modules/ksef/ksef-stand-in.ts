/**
 * A local stand-in of KSeF API 2.0's token authentication and online session, for tests (the real API is out of
 * reach from these machines). It plays the Ministry's side for real: holds an RSA key pair, decrypts the KSeF token
 * and the session key, decrypts each invoice and checks its hashes and sizes, validates it against the FA(3) schema
 * and answers "processing" for a few polls before its verdict.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FA3_FORM_CODE } from './fa3-xml';

export interface StandInOptions {
  /** The KSeF token and NIP the stand-in accepts. */
  token: string;
  nip: string;
  /** Checks a decrypted invoice: null = accepted, else the rejection's detail. */
  verify: (xml: string) => string | null;
  /** Status polls answered "processing" before the verdict. */
  processingPolls?: number;
  /** A certificate (base64 DER) to list at /security/public-key-certificates; its key pair is `keyPair`. */
  certificateDer?: string;
  keyPair?: { publicKey: crypto.KeyObject; privateKey: crypto.KeyObject };
}

export interface ReceivedInvoice {
  sessionReferenceNumber: string;
  referenceNumber: string;
  xml: string;
  ksefNumber: string | null;
  rejection: string | null;
  polls: number;
}

export interface KsefStandIn {
  url: string;
  /** The Ministry's public key as PEM (what KSEF_PUBLIC_KEY_PATH would hold). */
  publicKeyPem: string;
  /** Every KSeF token the stand-in decrypted, in order. */
  tokensReceived: string[];
  invoices: ReceivedInvoice[];
  sessions: Map<string, { open: boolean; key: Buffer; iv: Buffer }>;
  /** Method and path of every call. */
  calls: string[];
  close(): Promise<void>;
}

/** The request fields the stand-in reads (the client's side is typed in ksef-client.ts). */
interface RequestBody {
  challenge?: string;
  encryptedToken?: string;
  contextIdentifier?: { type?: string; value?: string };
  formCode?: { systemCode?: string; schemaVersion?: string; value?: string };
  encryption?: { encryptedSymmetricKey?: string; initializationVector?: string };
  invoiceHash?: string;
  invoiceSize?: number;
  encryptedInvoiceHash?: string;
  encryptedInvoiceSize?: number;
  encryptedInvoiceContent?: string;
}

const ok = (res: http.ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};
const fail = (res: http.ServerResponse, status: number, code: number, description: string) =>
  ok(res, status, { exception: { exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description }] } });

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex').toUpperCase();
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('base64');
const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');
const reference = (kind: string) => `${today()}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;

export async function startKsefStandIn(options: StandInOptions): Promise<KsefStandIn> {
  const { publicKey, privateKey } = options.keyPair ?? crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const decryptRsa = (b64: string) =>
    crypto.privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    );
  const challenges = new Map<string, number>();
  const authentications = new Map<string, { authToken: string; ok: boolean; polled: boolean; redeemed: boolean }>();
  const accessTokens = new Set<string>();
  const sessions = new Map<string, { open: boolean; key: Buffer; iv: Buffer }>();
  const invoices: ReceivedInvoice[] = [];
  const tokensReceived: string[] = [];
  const calls: string[] = [];
  const processingPolls = options.processingPolls ?? 1;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      calls.push(`${req.method} ${path}`);
      const body = (raw ? JSON.parse(raw) : {}) as RequestBody;
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      let m: RegExpMatchArray | null;

      if (req.method === 'GET' && path === '/security/public-key-certificates') {
        if (!options.certificateDer) return fail(res, 404, 404, 'No certificates');
        const usage = ['KsefTokenEncryption', 'SymmetricKeyEncryption'];
        return ok(res, 200, [
          { certificate: options.certificateDer, validFrom: '2025-01-01T00:00:00Z', validTo: '2030-01-01T00:00:00Z', usage },
        ]);
      }
      if (req.method === 'POST' && path === '/auth/challenge') {
        const challenge = `${today()}-CR-${hex(5)}-${hex(5)}-${hex(1)}`;
        const timestampMs = Date.now();
        challenges.set(challenge, timestampMs);
        return ok(res, 200, { challenge, timestamp: new Date(timestampMs).toISOString(), timestampMs });
      }
      if (req.method === 'POST' && path === '/auth/ksef-token') {
        const timestampMs = challenges.get(body.challenge ?? '');
        if (timestampMs === undefined) return fail(res, 400, 21001, 'Unknown challenge');
        challenges.delete(body.challenge ?? '');
        let plain: string;
        try {
          plain = decryptRsa(body.encryptedToken ?? '').toString('utf8');
        } catch {
          return fail(res, 400, 21002, 'The token cannot be decrypted');
        }
        const [token, stamp] = [plain.slice(0, plain.lastIndexOf('|')), plain.slice(plain.lastIndexOf('|') + 1)];
        tokensReceived.push(token);
        const valid =
          token === options.token &&
          Number(stamp) === timestampMs &&
          body.contextIdentifier?.type === 'Nip' &&
          body.contextIdentifier?.value === options.nip;
        const referenceNumber = reference('AU');
        const authToken = crypto.randomBytes(24).toString('base64url');
        authentications.set(referenceNumber, { authToken, ok: valid, polled: false, redeemed: false });
        return ok(res, 202, {
          referenceNumber,
          authenticationToken: { token: authToken, validUntil: new Date(Date.now() + 600_000).toISOString() },
        });
      }
      if (req.method === 'GET' && (m = path.match(/^\/auth\/([^/]+)$/))) {
        const auth = authentications.get(decodeURIComponent(m[1]!));
        if (!auth || auth.authToken !== bearer) return fail(res, 401, 9105, 'Unauthorized');
        // The first poll finds the authentication still running, like KSeF checking permissions.
        if (!auth.polled) {
          auth.polled = true;
          return ok(res, 200, { status: { code: 100, description: 'Uwierzytelnianie w toku' } });
        }
        return ok(res, 200, {
          status: auth.ok
            ? { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' }
            : { code: 450, description: 'Nieprawidłowy token' },
        });
      }
      if (req.method === 'POST' && path === '/auth/token/redeem') {
        const auth = [...authentications.values()].find((a) => a.authToken === bearer);
        if (!auth || !auth.ok || auth.redeemed) return fail(res, 400, 21301, 'Cannot redeem');
        auth.redeemed = true;
        const token = crypto.randomBytes(32).toString('base64url');
        accessTokens.add(token);
        return ok(res, 200, {
          accessToken: { token, validUntil: new Date(Date.now() + 900_000).toISOString() },
          refreshToken: { token: hex(16) },
        });
      }
      if (!accessTokens.has(bearer)) return fail(res, 401, 9105, 'Unauthorized');

      if (req.method === 'POST' && path === '/sessions/online') {
        const form = body.formCode ?? {};
        if (
          form.systemCode !== FA3_FORM_CODE.systemCode ||
          form.schemaVersion !== FA3_FORM_CODE.schemaVersion ||
          form.value !== FA3_FORM_CODE.value
        ) {
          return fail(res, 400, 21405, 'Unsupported form code');
        }
        let key: Buffer;
        try {
          key = decryptRsa(body.encryption?.encryptedSymmetricKey ?? '');
        } catch {
          return fail(res, 400, 21406, 'The session key cannot be decrypted');
        }
        const iv = Buffer.from(body.encryption?.initializationVector ?? '', 'base64');
        if (key.length !== 32 || iv.length !== 16) return fail(res, 400, 21406, 'Bad encryption');
        const referenceNumber = reference('SO');
        sessions.set(referenceNumber, { open: true, key, iv });
        return ok(res, 201, { referenceNumber, validUntil: new Date(Date.now() + 12 * 3600_000).toISOString() });
      }
      if (req.method === 'POST' && (m = path.match(/^\/sessions\/online\/([^/]+)\/invoices$/))) {
        const sessionReferenceNumber = decodeURIComponent(m[1]!);
        const session = sessions.get(sessionReferenceNumber);
        if (!session?.open) return fail(res, 400, 21180, 'Session is not open');
        const encrypted = Buffer.from(body.encryptedInvoiceContent ?? '', 'base64');
        if (encrypted.length !== body.encryptedInvoiceSize || sha256(encrypted) !== body.encryptedInvoiceHash) {
          return fail(res, 400, 21160, 'Encrypted invoice hash or size mismatch');
        }
        let plain: Buffer;
        try {
          const decipher = crypto.createDecipheriv('aes-256-cbc', session.key, session.iv);
          plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
        } catch {
          return fail(res, 400, 21161, 'The invoice cannot be decrypted');
        }
        if (plain.length !== body.invoiceSize || sha256(plain) !== body.invoiceHash)
          return fail(res, 400, 21162, 'Invoice hash or size mismatch');
        const xml = plain.toString('utf8');
        const rejection = options.verify(xml);
        const nip = /<NIP>(\d{10})<\/NIP>/.exec(xml)?.[1] ?? options.nip;
        const referenceNumber = reference('EE');
        invoices.push({
          sessionReferenceNumber,
          referenceNumber,
          xml,
          ksefNumber: rejection ? null : `${nip}-${today()}-${hex(3)}-${hex(3)}-${hex(1)}`,
          rejection,
          polls: 0,
        });
        return ok(res, 202, { referenceNumber });
      }
      if (req.method === 'GET' && (m = path.match(/^\/sessions\/([^/]+)\/invoices\/([^/]+)$/))) {
        const invoice = invoices.find(
          (i) => i.sessionReferenceNumber === decodeURIComponent(m![1]!) && i.referenceNumber === decodeURIComponent(m![2]!),
        );
        if (!invoice) return fail(res, 404, 21404, 'No such invoice');
        invoice.polls += 1;
        const base = { referenceNumber: invoice.referenceNumber, invoiceHash: sha256(Buffer.from(invoice.xml)) };
        if (invoice.polls <= processingPolls) return ok(res, 200, { ...base, status: { code: 150, description: 'Trwa przetwarzanie' } });
        if (invoice.rejection) {
          return ok(res, 200, {
            ...base,
            status: { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: [invoice.rejection] },
          });
        }
        return ok(res, 200, { ...base, ksefNumber: invoice.ksefNumber, status: { code: 200, description: 'Sukces' } });
      }
      if (req.method === 'POST' && (m = path.match(/^\/sessions\/online\/([^/]+)\/close$/))) {
        const session = sessions.get(decodeURIComponent(m[1]!));
        if (!session?.open) return fail(res, 400, 21180, 'Session is not open');
        session.open = false;
        return ok(res, 204);
      }
      return fail(res, 404, 404, `No route ${req.method} ${path}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    tokensReceived,
    invoices,
    sessions,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
