/** The HTTP KSeF client against a local stand-in of the API: token auth, encrypted session and invoice, status, close. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fa3Xml } from './fa3-xml';
import { httpKsefClient, KsefError, type KsefClient, type KsefSession } from './ksef-client';
import { startKsefStandIn, type KsefStandIn } from './ksef-stand-in';
import { validateFa3, vatInvoice } from './test-documents';

const TOKEN = '20261102-EC-2F0A1B3C4D-5E6F7A8B9C-DE|nip-5260250274|0123456789abcdef';
const NIP = '5260250274';

/** The stand-in's verdict is the schema's: an invoice xmllint refuses is rejected. */
const verify = (xml: string) => {
  const result = validateFa3(xml);
  return result.ok ? null : result.output.split('\n').find((l) => l.includes('element')) || 'invalid';
};

async function sendAndWait(client: KsefClient, session: KsefSession, xml: string) {
  const { referenceNumber } = await client.send(session, xml);
  const seen: string[] = [];
  for (let i = 0; i < 5; i++) {
    const state = await client.status(session, referenceNumber);
    seen.push(state.status);
    if (state.status !== 'processing') return { ...state, seen, referenceNumber };
  }
  throw new Error('no verdict');
}

describe('HTTP KSeF client (KSeF API 2.0 shape) against a local stand-in', () => {
  let standIn: KsefStandIn;
  before(async () => {
    standIn = await startKsefStandIn({ token: TOKEN, nip: NIP, verify, processingPolls: 1 });
  });
  after(() => standIn.close());

  it('authenticates with the encrypted token, sends the invoice encrypted, and returns the KSeF number', async () => {
    const client = httpKsefClient({ baseUrl: standIn.url, token: TOKEN, nip: NIP, publicKeyPem: standIn.publicKeyPem, pollIntervalMs: 1 });
    const xml = fa3Xml(vatInvoice(), { createdAt: new Date('2026-11-02T10:00:00Z') });
    const session = await client.openSession();
    assert.deepEqual(standIn.tokensReceived, [TOKEN], 'the stand-in decrypted exactly the configured token');
    assert.equal(standIn.sessions.get(session.referenceNumber)?.key.equals(session.key), true, 'the session key arrived RSA-wrapped');
    const result = await sendAndWait(client, session, xml);
    assert.deepEqual(result.seen, ['processing', 'accepted']);
    assert.equal(result.status, 'accepted');
    const received = standIn.invoices.find((i) => i.referenceNumber === result.referenceNumber)!;
    assert.equal(received.xml, xml, 'what the stand-in decrypted is the original XML, byte for byte');
    assert.equal(result.ksefNumber, received.ksefNumber);
    assert.match(result.ksefNumber!, /^5260250274-\d{8}-[0-9A-F]{6}-[0-9A-F]{6}-[0-9A-F]{2}$/);
    await client.closeSession(session);
    assert.equal(standIn.sessions.get(session.referenceNumber)?.open, false);
    assert.deepEqual(
      standIn.calls.slice(0, 6).map((call) => call.replace(/\/auth\/\d{8}-AU-[\w-]+$/, '/auth/{ref}')),
      [
        'POST /auth/challenge',
        'POST /auth/ksef-token',
        'GET /auth/{ref}',
        'GET /auth/{ref}',
        'POST /auth/token/redeem',
        'POST /sessions/online',
      ],
      'challenge, token, the authentication polled until done, redeem, then the session',
    );
  });

  it('an invoice the schema refuses comes back rejected with KSeF’s reason', async () => {
    const client = httpKsefClient({ baseUrl: standIn.url, token: TOKEN, nip: NIP, publicKeyPem: standIn.publicKeyPem, pollIntervalMs: 1 });
    const broken = fa3Xml(vatInvoice(), { createdAt: new Date() }).replace(/<P_2>[^<]*<\/P_2>/, '');
    const session = await client.openSession();
    const result = await sendAndWait(client, session, broken);
    assert.equal(result.status, 'rejected');
    assert.equal(result.ksefNumber, undefined);
    assert.match(result.reason!, /^450: Błąd weryfikacji semantyki dokumentu faktury: .*P_6/);
    await client.closeSession(session);
  });

  it('a wrong token fails authentication, and no session is opened', async () => {
    const client = httpKsefClient({
      baseUrl: standIn.url,
      token: 'wrong',
      nip: NIP,
      publicKeyPem: standIn.publicKeyPem,
      pollIntervalMs: 1,
    });
    const sessionsBefore = standIn.sessions.size;
    await assert.rejects(
      client.openSession(),
      (error: Error) => error instanceof KsefError && /authentication failed: 450/.test(error.message),
    );
    assert.equal(standIn.sessions.size, sessionsBefore);
  });

  it('an unreachable KSeF is a KsefError with no HTTP status', async () => {
    const client = httpKsefClient({
      baseUrl: 'http://127.0.0.1:1',
      token: TOKEN,
      nip: NIP,
      publicKeyPem: standIn.publicKeyPem,
      timeoutMs: 2000,
    });
    await assert.rejects(client.openSession(), (error: Error) => error instanceof KsefError && error.httpStatus === 0);
  });
});

describe('HTTP KSeF client without a configured key', () => {
  it('takes the Ministry’s key from the API’s certificate list', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ksef-cert-'));
    try {
      const made = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-subj',
          '/CN=KSeF stand-in',
          '-days',
          '1',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { encoding: 'utf8' },
      );
      assert.equal(made.status, 0, made.stderr);
      const cert = new crypto.X509Certificate(readFileSync(path.join(dir, 'cert.pem')));
      const standIn = await startKsefStandIn({
        token: TOKEN,
        nip: NIP,
        verify,
        processingPolls: 0,
        certificateDer: cert.raw.toString('base64'),
        keyPair: { publicKey: cert.publicKey, privateKey: crypto.createPrivateKey(readFileSync(path.join(dir, 'key.pem'))) },
      });
      try {
        const client = httpKsefClient({ baseUrl: standIn.url, token: TOKEN, nip: NIP, pollIntervalMs: 1 });
        const session = await client.openSession();
        const xml = fa3Xml(vatInvoice(), { createdAt: new Date() });
        const result = await sendAndWait(client, session, xml);
        assert.equal(result.status, 'accepted');
        assert.ok(standIn.calls.includes('GET /security/public-key-certificates'));
        assert.deepEqual(standIn.tokensReceived, [TOKEN]);
      } finally {
        await standIn.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
