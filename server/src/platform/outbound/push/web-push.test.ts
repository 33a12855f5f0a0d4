/**
 * Issue 33 item 8: Web Push delivered. A local https push service (self-signed certificate made here) receives what
 * webPushTransport sends; the test is the browser: it decrypts the body with its own P-256 key and auth secret
 * (RFC 8291 / RFC 8188 aes128gcm, written out below with node:crypto) and checks the VAPID JWT (RFC 8292) against
 * the server's public key. Also: gone subscriptions are permanent failures, and /save-token refuses endpoints the
 * server must never post to.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pushDeliveriesFor } from '../../../modules/notifications';
import { login, startServer, type TestServer } from '../../../test/harness';
import { pushSubscriptions, users } from '../../db/schema';
import { DeliveryError, type PushPayload } from '../transport';
import { isAllowedPushEndpoint, parsePushEndpointOrigins } from './endpoint-allow-list';
import { deleteGoneSubscription, pushSubscriptionsOf } from './subscriptions';
import { testSubscription, type TestSubscription } from './testing';
import { generateVapidKeys, vapidPairOf, vapidProblem, type VapidConfig } from './vapid';
import { webPushTransport } from './web-push-transport';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on 127.0.0.1 over https: records each request and answers with the status its path names. */
async function startPushService(cert: { key: string; cert: string }) {
  const received: Received[] = [];
  const server = https.createServer(cert, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const status = Number(/\/status-(\d{3})$/.exec(request.url ?? '')?.[1] ?? 201);
      response.writeHead(status, status === 201 ? { location: `${request.url}/messages/${received.length}` } : {});
      response.end(status === 201 ? '' : 'push service says no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }); // prettier-ignore
  return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
}

/**
 * The browser's side of RFC 8291 over RFC 8188: the header (salt, record size, the server's ephemeral public key),
 * the content key and nonce derived from ECDH + the auth secret by HKDF-SHA-256, then one AES-128-GCM record whose
 * plaintext ends with the last-record delimiter 0x02 and optional zero padding.
 */
function decryptAes128gcm(body: Buffer, browser: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  assert.equal(keyIdLength, 65, 'the key id is the server’s uncompressed P-256 key');
  assert.ok(record.length <= recordSize, 'one record');

  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', sharedSecret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  assert.equal(padded[end], 2, 'the last record ends with the 0x02 delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) and returns the JWT's claims. */
function verifyVapid(header: string | undefined, vapid: VapidConfig): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  assert.ok(match, `a VAPID Authorization header, got ${header}`);
  const [, jwt = '', key = ''] = match;
  assert.equal(key, vapid.publicKey);
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  assert.deepEqual(JSON.parse(Buffer.from(head, 'base64url').toString()), { typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  assert.ok(signed, 'the JWT is signed (ES256) by the VAPID key');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

describe('Web Push delivered', () => {
  let tmp: string;
  let cert: { key: string; cert: string };
  let service: Awaited<ReturnType<typeof startPushService>>;
  let agent: https.Agent;
  const vapid: VapidConfig = { ...generateVapidKeys(), subject: 'mailto:ops@helpdesk.example' };

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-push-'));
    cert = selfSignedCertificate(tmp);
    service = await startPushService(cert);
    // Trusts this run's certificate and no other: the transport's default agent trusts the system's CAs only.
    agent = new https.Agent({ ca: cert.cert });
  });
  after(async () => {
    agent.destroy();
    await service.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const transport = () => webPushTransport(vapid, { endpointOrigins: [service.origin], agent });
  const payload: PushPayload = {
    title: 'ACME/2026/17: Drukarka nie drukuje',
    body: 'Status został zmieniony',
    url: '/ticket/show/17',
    tag: 'ticket-17',
  };

  it('encrypts for the browser (aes128gcm) and signs with VAPID: the browser reads the payload', async () => {
    const browser = testSubscription(`${service.origin}/push/abc`);
    const before = Math.floor(Date.now() / 1000);
    const sent = await transport().send(browser.subscription, payload);
    assert.match(sent.response, /^201 \/push\/abc\/messages\/\d+$/);

    const request = service.received.at(-1)!;
    assert.equal(request.path, '/push/abc');
    assert.equal(request.headers['content-encoding'], 'aes128gcm');
    assert.equal(request.headers['content-type'], 'application/octet-stream');
    assert.equal(request.headers.ttl, '86400');
    assert.equal(request.headers.urgency, 'normal');
    assert.equal(request.headers.topic, 'ticket-17');
    assert.deepEqual(JSON.parse(decryptAes128gcm(request.body, browser).toString('utf8')), payload);

    const claims = verifyVapid(request.headers.authorization as string | undefined, vapid);
    assert.equal(claims.aud, service.origin);
    assert.equal(claims.sub, vapid.subject);
    const exp = Number(claims.exp);
    assert.ok(exp > before && exp <= before + 24 * 60 * 60, `exp within 24 h, got ${exp - before} s`);
  });

  it('a gone subscription (404, 410) is a permanent failure with that code; 429, 5xx and the network are temporary', async () => {
    const outcome = async (endpoint: string) => {
      const error = await transport()
        .send(testSubscription(endpoint).subscription, payload)
        .then(
          () => assert.fail('expected a DeliveryError'),
          (e: unknown) => e,
        );
      assert.ok(error instanceof DeliveryError, String(error));
      return { permanent: error.permanent, code: error.code };
    };
    assert.deepEqual(await outcome(`${service.origin}/push/status-410`), { permanent: true, code: 410 });
    assert.deepEqual(await outcome(`${service.origin}/push/status-404`), { permanent: true, code: 404 });
    assert.deepEqual(await outcome(`${service.origin}/push/status-429`), { permanent: false, code: 429 });
    assert.deepEqual(await outcome(`${service.origin}/push/status-503`), { permanent: false, code: 503 });
    // Nothing listens there (a closed port on the allowed origin's host).
    const closed = https.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedOrigin = `https://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = webPushTransport(vapid, { endpointOrigins: [closedOrigin], agent });
    const error = await offline.send(testSubscription(`${closedOrigin}/push/x`).subscription, payload).catch((e: unknown) => e);
    assert.ok(error instanceof DeliveryError && !error.permanent && error.code === 'ECONNREFUSED', String(error));
  });

  it('never posts outside the allow list, whatever is stored', async () => {
    const count = service.received.length;
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const error = await transport()
        .send(testSubscription(endpoint).subscription, payload)
        .catch((e: unknown) => e);
      assert.ok(error instanceof DeliveryError && error.permanent && error.code === 'endpoint_not_allowed', endpoint);
    }
    assert.equal(service.received.length, count);
    assert.ok(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', []));
    assert.ok(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', []));
    assert.ok(isAllowedPushEndpoint('https://web.push.apple.com/QGx', []));
    assert.ok(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x', []));
    assert.ok(!isAllowedPushEndpoint('https://push.apple.com.evil.test/x', []));
    assert.ok(!isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', []));
    assert.deepEqual(parsePushEndpointOrigins(' https://push.example.test:8443 ,https://b.example.test/'), [
      'https://push.example.test:8443',
      'https://b.example.test',
    ]);
    assert.throws(() => parsePushEndpointOrigins('http://push.example.test'), /PUSH_ENDPOINT_ORIGINS/);
    assert.throws(() => parsePushEndpointOrigins('https://push.example.test/path'), /PUSH_ENDPOINT_ORIGINS/);
  });

  it('validates a configured VAPID pair and subject', () => {
    assert.equal(vapidProblem(vapid), null);
    const other = generateVapidKeys();
    assert.match(vapidProblem({ ...vapid, publicKey: other.publicKey }) ?? '', /not one key pair/);
    assert.match(vapidProblem({ ...vapid, privateKey: 'short' }) ?? '', /PUSH_VAPID_PRIVATE_KEY/);
    assert.match(vapidProblem({ ...vapid, subject: 'ops@helpdesk.example' }) ?? '', /PUSH_VAPID_SUBJECT/);
  });

  it('makes a valid pair from a private scalar with a leading zero byte (one generated key in 256)', () => {
    const ecdh = crypto.createECDH('prime256v1');
    const rest = crypto.randomBytes(31);
    rest[0] = rest[0]! | 1;
    ecdh.setPrivateKey(Buffer.concat([Buffer.alloc(1), rest]));
    assert.equal(ecdh.getPrivateKey().length, 31, 'node drops the leading zero');
    const pair = vapidPairOf(ecdh);
    assert.equal(Buffer.from(pair.privateKey, 'base64url').length, 32);
    assert.equal(vapidProblem({ ...pair, subject: 'mailto:ops@helpdesk.example' }), null);
  });

  describe('with the server', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer({ tickets: 1, env: { PUSH_ENDPOINT_ORIGINS: service.origin } });
    });
    after(() => server.close());

    it('/save-token keeps the whole subscription on an allowed endpoint and refuses any other with a field message', async () => {
      const client = await login(server.base, 'client@demo.test');
      const browser = testSubscription(`${service.origin}/push/client-1`);
      assert.equal((await client.post('/save-token', { token: JSON.stringify(browser.subscription) })).status, 204);
      const [me] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.test'));
      assert.deepEqual(await pushSubscriptionsOf(server.database.db, me!.id), [browser.subscription]);

      client.lang = 'pl';
      for (const endpoint of [
        'https://127.0.0.1:1/push',
        'https://internal.example.test/push',
        `${service.origin.replace('https', 'http')}/push`,
      ]) {
        const refused = await client.post('/save-token', { token: JSON.stringify(testSubscription(endpoint).subscription) });
        assert.equal(refused.status, 422, endpoint);
        assert.deepEqual(refused.body.errors['token.endpoint'], [
          'Adres subskrypcji musi być adresem https jednej ze znanych usług powiadomień push',
        ]);
      }
      assert.equal((await client.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
      const http = await client.post('/save-token', {
        token: JSON.stringify(testSubscription('http://fcm.googleapis.com/fcm/send/x').subscription),
      });
      assert.equal(http.status, 422);
      assert.deepEqual(http.body.errors['token.endpoint'], ['The subscription endpoint must be an https address of a known push service']);
      const noKeys = await client.post('/save-token', { token: JSON.stringify({ endpoint: `${service.origin}/push/nokeys` }) });
      assert.equal(noKeys.status, 422);
      assert.equal((await server.database.db.select().from(pushSubscriptions)).length, 1);
    });

    it('a bell notification reaches every subscribed browser in the user’s words and link; a gone one is deleted', async () => {
      const db = server.database.db;
      const [agent1] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
      const agentClient = await login(server.base, 'agent@demo.test');
      const laptop = testSubscription(`${service.origin}/push/agent-laptop`);
      const gone = testSubscription(`${service.origin}/push/status-410`);
      for (const b of [laptop, gone])
        assert.equal((await agentClient.post('/save-token', { token: JSON.stringify(b.subscription) })).status, 204);

      const notification = {
        id: crypto.randomUUID(),
        userId: agent1!.id,
        type: 'App\\Notifications\\TicketUpdated',
        data: { type: 'ticket', message: 'Status został zmieniony', ticket: 17, title: 'ACME/2026/17', text: 'Drukarka nie drukuje' },
      };
      const deliveries = await pushDeliveriesFor(db, notification);
      assert.equal(deliveries.length, 2);
      const outcomes = await Promise.allSettled(deliveries.map((d) => transport().send(d.subscription, d.payload)));
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome.status === 'rejected' && outcome.reason instanceof DeliveryError && outcome.reason.code === 410)
          assert.ok(await deleteGoneSubscription(db, deliveries[i]!.subscription.endpoint));
      }
      assert.deepEqual(
        (await pushSubscriptionsOf(db, agent1!.id)).map((s) => s.endpoint),
        [laptop.subscription.endpoint],
      );
      const request = service.received.findLast((r) => r.path === '/push/agent-laptop')!;
      assert.deepEqual(JSON.parse(decryptAes128gcm(request.body, laptop).toString('utf8')), {
        title: 'ACME/2026/17: Drukarka nie drukuje',
        body: 'Status został zmieniony',
        url: '/admin/ticket/show/17',
        tag: 'ticket-17',
      });
    });
  });
});
