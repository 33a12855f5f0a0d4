/**
 * The code screen learns what became of the sign-in code: the server sends through SMSAPI's HTTP interface to a local
 * gateway double (platform/outbound/sms/testing.ts) that takes some numbers and refuses others, and
 * GET /api/two-factor/status reports the outbox row's fate — masked destination, status, a reason in the user's
 * language and nothing of the raw one. Resends are rate-limited per sign-in.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { twoFactorDeliverySchema } from '@helpdesk/shared/resources';
import { outbox, users } from '../../platform/db/schema';
import { startGatewayDouble, type GatewayDouble, type GatewayReply, type ReceivedRequest } from '../../platform/outbound/sms/testing';
import { Client, latestCode, login, outboxSettled, startServer, type TestServer } from '../../test/harness';
import { maskEmail, maskPhone } from './code-delivery';
import { TWO_FACTOR_MAX_CODES } from './service';

/** The number the double's SMSAPI refuses with error 13 ("no correct phone numbers"). */
const REFUSED_NUMBER = '+48 600 999 789';

/** SMSAPI as the double plays it; `outage` makes it answer 503 (its own trouble: the outbox retries). */
let outage = false;
function smsapi(request: ReceivedRequest): GatewayReply {
  if (outage) return { status: 503, body: { error: 999, message: 'internal error at smsapi-node-3.internal' } };
  const to = request.form.get('to') ?? '';
  if (to.endsWith('999789')) return { status: 200, body: { error: 13, message: 'No correct phone numbers' } };
  return { status: 200, body: { count: 1, list: [{ id: `${Date.now()}`, points: 0.16, number: to, status: 'QUEUE', error: null }] } };
}

describe('sign-in code delivery (GET /api/two-factor/status, resend)', () => {
  let gateway: GatewayDouble;
  let server: TestServer;
  before(async () => {
    gateway = await startGatewayDouble((request) => smsapi(request));
    server = await startServer({
      tickets: 5,
      env: { SMS_DRIVER: 'smsapi', SMSAPI_TOKEN: 'test-token', SMSAPI_URL: `${gateway.url}/sms.do` },
    });
  });
  after(async () => {
    await server.close();
    await gateway.close();
  });
  beforeEach(() => {
    outage = false;
  });

  const setUser = (email: string, values: Partial<typeof users.$inferInsert>) =>
    server.database.db.update(users).set(values).where(eq(users.email, email));
  /** The delivery as the code screen reads it, checked against the shared contract. */
  const status = async (client: Client) => {
    const res = await client.get('/api/two-factor/status');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return twoFactorDeliverySchema.parse(res.body);
  };
  /** Every message handled: none due, none in flight (a send in flight is not due, so outboxSettled may return first). */
  const settled = async () => {
    for (let i = 0; i < 400; i++) {
      await outboxSettled(server);
      const [sending] = await server.database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sending'));
      if (!sending?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('outbox: a send still in flight after 10 s');
  };
  /** Moves this account's pending code (or its last send) into the past. */
  const agePendingCode = (email: string, field: 'expiresAt' | 'sentAt', ms: number) =>
    server.database.db.execute(
      sql`update sessions set data = jsonb_set(data, ${`{twoFactor,${field}}`}::text[], to_jsonb(${Date.now() - ms}::bigint))
          where data ? 'twoFactor' and user_id = (select id from users where email = ${email})`,
    );

  it('a code the gateway took: sent, by SMS, to the masked number', async () => {
    const client = await login(server.base, 'agent@demo.test', { code: false });
    await settled();
    assert.deepEqual(await status(client), { channel: 'sms', destination: '+48 *** *** 102', status: 'sent' });
    assert.equal(gateway.received.at(-1)?.form.get('to'), '48600100102');
    assert.equal((await client.post('/api/two-factor/verify', { code: await latestCode(server.base, 'agent@demo.test') })).status, 204);
  });

  it('a number the gateway refuses: failed with a reason in the user’s language, no raw detail; a resend goes at once', async () => {
    const email = 'ewa.nowak@msp.test';
    await setUser(email, { directPhone: REFUSED_NUMBER });
    const client = await login(server.base, email, { code: false });
    await settled();
    const failed = await status(client);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.destination, '+48 *** *** 789');
    assert.equal(
      failed.reason,
      'Numer telefonu jest nieprawidłowy albo bramka SMS go odrzuciła. Poproś administratora o sprawdzenie numeru w Twoim profilu.',
    );
    // The raw reason stays with staff.
    const [row] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, REFUSED_NUMBER)).limit(1);
    assert.match(row!.lastError!, /^13 SMSAPI error 13/);

    await setUser(email, { lang: 'en' });
    assert.equal(
      (await status(client)).reason,
      'The phone number is invalid or the SMS gateway refused it. Ask an administrator to check the number in your profile.',
    );

    // The number fixed, a new code goes at once (no cooldown after a failure) and arrives.
    await setUser(email, { directPhone: '+48 600 100 104', lang: 'pl' });
    const resend = await client.post('/api/two-factor/resend');
    assert.equal(resend.status, 200, JSON.stringify(resend.body));
    await settled();
    assert.deepEqual(await status(client), { channel: 'sms', destination: '+48 *** *** 104', status: 'sent' });
    assert.equal((await client.post('/api/two-factor/verify', { code: await latestCode(server.base, email) })).status, 204);
  });

  it('a gateway that does not answer: waiting while the outbox retries, failed once the code has expired', async () => {
    const email = 'kasia.wojcik@msp.test';
    outage = true;
    const client = await login(server.base, email, { code: false });
    await settled();
    const [row] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, '+48 600 100 106'))
      .orderBy(sql`id desc`)
      .limit(1);
    assert.equal(row!.status, 'queued', 'the outbox will try again');
    assert.equal((await status(client)).status, 'waiting');
    await agePendingCode(email, 'expiresAt', 1000);
    const late = await status(client);
    assert.equal(late.status, 'failed');
    assert.equal(late.reason, 'Bramka SMS nie odpowiada.');
    assert.doesNotMatch(JSON.stringify(late), /smsapi|internal|127\.0\.0\.1|503/i);
  });

  it('an account without a phone gets the code by e-mail, and the screen says where', async () => {
    const email = 'piotr.zielinski@msp.test';
    await setUser(email, { directPhone: null, phone: '  ' });
    const before = gateway.received.length;
    const client = await login(server.base, email, { code: false });
    await settled();
    assert.deepEqual(await status(client), { channel: 'mail', destination: 'p***@msp.test', status: 'sent' });
    assert.equal(gateway.received.length, before, 'no SMS was attempted');
    const mail = (await server.app.ctx.messenger.outbox()).find((m) => m.channel === 'mail' && m.to === email)!;
    assert.equal(mail.subject, 'Kod logowania do Helpdesk');
    assert.equal((await client.post('/api/two-factor/verify', { code: await latestCode(server.base, email) })).status, 204);
  });

  it('resend: one per 30 seconds, at most five codes per sign-in, each 429 with a clear message', async () => {
    const email = 'tomasz.mazur@msp.test';
    const client = await login(server.base, email, { code: false });
    await settled();
    const early = await client.post('/api/two-factor/resend');
    assert.equal(early.status, 429);
    const wait = Number(early.headers.get('retry-after'));
    assert.ok(wait > 0 && wait <= 30, String(wait));
    assert.equal(early.body.message, `Nowy kod można wysłać za ${wait} s.`);
    for (let sent = 1; sent < TWO_FACTOR_MAX_CODES; sent++) {
      await agePendingCode(email, 'sentAt', 31_000);
      assert.equal((await client.post('/api/two-factor/resend')).status, 200, `code ${sent + 1}`);
    }
    await agePendingCode(email, 'sentAt', 31_000);
    const spent = await client.post('/api/two-factor/resend');
    assert.equal(spent.status, 429);
    assert.equal(spent.body.message, 'Wysłano już 5 kodów przy tym logowaniu. Zaloguj się ponownie.');
    // The last code still works, and a new sign-in starts a new count.
    await settled();
    assert.equal((await client.post('/api/two-factor/verify', { code: await latestCode(server.base, email) })).status, 204);
    const again = await login(server.base, email, { code: false });
    await agePendingCode(email, 'sentAt', 31_000);
    assert.equal((await again.post('/api/two-factor/resend')).status, 200);
  });

  it('is refused without a pending sign-in: no session 401, a client 403, a confirmed code 404', async () => {
    assert.equal((await new Client(server.base).get('/api/two-factor/status')).status, 401);
    assert.equal((await (await login(server.base, 'client@demo.test')).get('/api/two-factor/status')).status, 403);
    const done = await login(server.base, 'manager@demo.test');
    const res = await done.get('/api/two-factor/status');
    assert.equal(res.status, 404);
    assert.equal(res.body.message, 'Żaden kod logowania nie czeka na potwierdzenie. Zaloguj się ponownie.');
  });
});

describe('masked destinations', () => {
  it('keeps the country code as written and the last three digits; the first letter and the domain of an address', () => {
    assert.equal(maskPhone('+48 600 100 789'), '+48 *** *** 789');
    assert.equal(maskPhone('+48600100789'), '+48 *** *** 789');
    assert.equal(maskPhone('0049-151-2345-6789'), '+49 *** *** 789');
    assert.equal(maskPhone('600 100 789'), '*** *** 789');
    assert.equal(maskPhone('12 34'), '*** ***');
    assert.equal(maskEmail('anna.kowalska@demo.test'), 'a***@demo.test');
  });
});
