/**
 * The SMSAPI transport against a local server that speaks SMSAPI.pl's documented HTTP interface: the real service
 * cannot be reached from here (and would charge points), so the double checks the request as the docs define it —
 * POST /sms.do, `Authorization: Bearer <token>`, form fields to/message/from/format=json/encoding=utf-8 — and
 * answers like the service: `{"count":1,"list":[{"id":…}]}`, or `{"error":<code>,"message":…}`.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DeliveryError } from '../transport';
import { createSmsapiTransport, type SmsapiOptions } from './smsapi';
import { type GatewayDouble, type GatewayReply, type ReceivedRequest, refusedUrl, startGatewayDouble } from './testing';

const TOKEN = 'smsapi-oauth-token-for-tests';
/** Polish letters, and longer than one SMS (70 UCS-2 characters) many times over: nothing may be cut or mangled. */
const TEXT = `Kod logowania: 123456. Zażółć gęślą jaźń — ĄĆĘŁŃÓŚŹŻ. ${'Żółw '.repeat(120)}koniec`;

/** SMSAPI's answers as its documentation gives them; `next` overrides the answer for one test. */
let next: ((request: ReceivedRequest) => GatewayReply) | null = null;

function smsapi(request: ReceivedRequest): GatewayReply {
  if (request.method !== 'POST' || request.path !== '/sms.do') return { status: 404 };
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, body: { error: 101, message: 'Authorization failed' } };
  if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
    return { status: 200, body: { error: 8, message: 'Error in request' } };
  }
  const form = request.form;
  const keys = [...form.keys()].sort();
  const expected = form.has('from') ? ['encoding', 'format', 'from', 'message', 'to'] : ['encoding', 'format', 'message', 'to'];
  if (keys.join() !== expected.join() || form.get('format') !== 'json' || form.get('encoding') !== 'utf-8') {
    return { status: 200, body: { error: 18, message: 'Invalid number of parameters' } };
  }
  // Polish mobile numbers: 48 and nine digits starting 4–8; anything else is "no correct phone numbers".
  const to = form.get('to')!;
  if (!/^48[4-8]\d{8}$/.test(to)) return { status: 200, body: { error: 13, message: 'No correct phone numbers' } };
  const message = form.get('message')!;
  return {
    status: 200,
    body: {
      count: 1,
      list: [
        {
          id: '1460969715572091219',
          points: 0.16,
          number: to,
          date_sent: 1460969712,
          submitted_number: to,
          status: 'QUEUE',
          error: null,
          idx: null,
          parts: Math.ceil(message.length / 67),
        },
      ],
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<DeliveryError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof DeliveryError, `expected a DeliveryError, got ${String(error)}`);
    return error;
  }
  assert.fail('the message was sent');
}

describe('SMSAPI transport', () => {
  let gateway: GatewayDouble;
  const transport = (options: Partial<SmsapiOptions> = {}) =>
    createSmsapiTransport({ token: TOKEN, sender: 'Helpdesk', url: `${gateway.url}/sms.do`, defaultCountryCode: '48', ...options });

  before(async () => {
    gateway = await startGatewayDouble((request) => (next ?? smsapi)(request));
  });
  after(() => gateway.close());
  beforeEach(() => {
    next = null;
    gateway.received.length = 0;
  });

  it('posts the documented form with the token and returns the message id', async () => {
    const result = await transport().send({ to: '600 100 200', text: TEXT });

    assert.deepEqual(result, { response: '1460969715572091219' });
    assert.equal(gateway.received.length, 1);
    const request = gateway.received[0]!;
    assert.equal(request.method, 'POST');
    assert.equal(request.path, '/sms.do');
    assert.equal(request.headers.authorization, `Bearer ${TOKEN}`);
    assert.match(String(request.headers['content-type']), /^application\/x-www-form-urlencoded/);
    assert.deepEqual(Object.fromEntries(request.form), {
      to: '48600100200',
      message: TEXT,
      from: 'Helpdesk',
      format: 'json',
      encoding: 'utf-8',
    });
    // On the wire the letters are UTF-8 bytes, percent-encoded: ż is C5 BC.
    assert.match(request.raw.toString('latin1'), /Za%C5%BC%C3%B3%C5%82%C4%87/);
  });

  it('leaves `from` out when no sender is set, so the account default applies', async () => {
    await transport({ sender: undefined }).send({ to: '+48 600-100-200', text: 'Kod: 1' });
    assert.deepEqual(Object.fromEntries(gateway.received[0]!.form), {
      to: '48600100200',
      message: 'Kod: 1',
      format: 'json',
      encoding: 'utf-8',
    });
  });

  it('a number SMSAPI refuses (error 13 in a 200 answer) is permanent, with the code', async () => {
    const error = await rejection(transport().send({ to: '22 123 45 67', text: 'Kod: 1' }));
    assert.equal(gateway.received[0]!.form.get('to'), '48221234567');
    assert.equal(error.permanent, true);
    assert.equal(error.code, 13);
  });

  it('a recipient that is no phone number is permanent before any request', async () => {
    const error = await rejection(transport().send({ to: 'agent@example.com', text: 'Kod: 1' }));
    assert.equal(error.permanent, true);
    assert.equal(error.code, 'invalid-number');
    assert.equal(gateway.received.length, 0);
  });

  it('a refused token (401, error 101) is permanent', async () => {
    const error = await rejection(transport({ token: 'revoked' }).send({ to: '600100200', text: 'Kod: 1' }));
    assert.equal(error.permanent, true);
    assert.equal(error.code, 101);
  });

  it('no points left (error 103) is permanent: it needs a person, not a retry', async () => {
    next = () => ({ status: 200, body: { error: 103, message: 'Insufficient credits' } });
    const error = await rejection(transport().send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [true, 103]);
  });

  it("SMSAPI's own trouble and limits are temporary: error 203, HTTP 429, HTTP 503", async () => {
    next = () => ({ status: 200, body: { error: 203, message: 'Too many requests' } });
    let error = await rejection(transport().send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 203]);

    next = () => ({ status: 429 });
    error = await rejection(transport().send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 429]);

    next = () => ({ status: 503, body: '<html>Service Unavailable</html>' });
    error = await rejection(transport().send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 503]);
  });

  it('no answer in time is temporary', async () => {
    next = (request) => ({ ...smsapi(request), delayMs: 2_000 });
    const started = Date.now();
    const error = await rejection(transport({ timeoutMs: 150 }).send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 'timeout']);
    assert.ok(Date.now() - started < 1_500, 'gave up at the timeout');
  });

  it('a refused connection is temporary', async () => {
    const error = await rejection(transport({ url: `${await refusedUrl()}/sms.do` }).send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 'ECONNREFUSED']);
  });
});
