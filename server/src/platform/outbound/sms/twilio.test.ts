/**
 * The Twilio transport against a local server that speaks Twilio's documented Messages API: the real service cannot
 * be reached from here, so the double checks the request as the docs define it — POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, basic auth AccountSid:AuthToken, form fields To (E.164), From or
 * MessagingServiceSid, Body — and answers like Twilio: 201 with the Message resource, or
 * `{"code":…,"message":…,"more_info":…,"status":…}` with the HTTP status.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DeliveryError } from '../transport';
import { createTwilioTransport, type TwilioOptions } from './twilio';
import { type GatewayDouble, type GatewayReply, type ReceivedRequest, refusedUrl, startGatewayDouble } from './testing';

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const SERVICE_SID = 'MG0123456789abcdef0123456789abcdef';
const MESSAGE_SID = 'SM0123456789abcdef0123456789abcdef';
/** Polish letters, and far longer than one segment: nothing may be cut or mangled. */
const TEXT = `Kod logowania: 123456. Zażółć gęślą jaźń — ĄĆĘŁŃÓŚŹŻ. ${'Żółw '.repeat(120)}koniec`;
/** A landline the double knows: Twilio refuses it with 21614. */
const LANDLINE = '+48221234567';

const twilioError = (status: number, code: number, message: string): GatewayReply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

let next: ((request: ReceivedRequest) => GatewayReply) | null = null;

/** Twilio's Messages API as documented. */
function twilio(request: ReceivedRequest): GatewayReply {
  if (request.method !== 'POST' || request.path !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
    return twilioError(404, 20404, 'The requested resource was not found');
  }
  if (request.headers.authorization !== `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`) {
    return twilioError(401, 20003, 'Authenticate');
  }
  if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
    return twilioError(400, 21603, "A 'From' phone number is required.");
  }
  const form = request.form;
  const keys = [...form.keys()].sort().join();
  if (keys !== 'Body,From,To' && keys !== 'Body,MessagingServiceSid,To')
    return twilioError(400, 21603, "A 'From' phone number is required.");
  const to = form.get('To')!;
  if (!/^\+[1-9]\d{6,14}$/.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  if (to === LANDLINE) return twilioError(400, 21614, `'To' number ${to} is not a valid mobile number`);
  return {
    status: 201,
    body: {
      account_sid: SID,
      api_version: '2010-04-01',
      body: form.get('Body'),
      date_created: 'Thu, 24 Aug 2023 05:01:45 +0000',
      date_sent: null,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: form.get('From'),
      messaging_service_sid: form.get('MessagingServiceSid'),
      num_media: '0',
      num_segments: String(Math.ceil(form.get('Body')!.length / 67)),
      price: null,
      price_unit: 'USD',
      sid: MESSAGE_SID,
      status: form.has('MessagingServiceSid') ? 'accepted' : 'queued',
      to,
      uri: `/2010-04-01/Accounts/${SID}/Messages/${MESSAGE_SID}.json`,
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

describe('Twilio transport', () => {
  let gateway: GatewayDouble;
  const transport = (options: Partial<TwilioOptions> = {}) =>
    createTwilioTransport({
      accountSid: SID,
      authToken: AUTH_TOKEN,
      from: '+48732100200',
      apiUrl: gateway.url,
      defaultCountryCode: '48',
      ...options,
    });

  before(async () => {
    gateway = await startGatewayDouble((request) => (next ?? twilio)(request));
  });
  after(() => gateway.close());
  beforeEach(() => {
    next = null;
    gateway.received.length = 0;
  });

  it('posts the documented form with basic auth and returns the message sid', async () => {
    const result = await transport().send({ to: '600 100 200', text: TEXT });

    assert.deepEqual(result, { response: MESSAGE_SID });
    assert.equal(gateway.received.length, 1);
    const request = gateway.received[0]!;
    assert.equal(request.method, 'POST');
    assert.equal(request.path, `/2010-04-01/Accounts/${SID}/Messages.json`);
    assert.equal(request.headers.authorization, `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`);
    assert.match(String(request.headers['content-type']), /^application\/x-www-form-urlencoded/);
    assert.deepEqual(Object.fromEntries(request.form), { To: '+48600100200', From: '+48732100200', Body: TEXT });
    // On the wire the letters are UTF-8 bytes, percent-encoded (ż is C5 BC), and the + of E.164 is %2B.
    assert.match(request.raw.toString('latin1'), /Za%C5%BC%C3%B3%C5%82%C4%87/);
    assert.match(request.raw.toString('latin1'), /To=%2B48600100200/);
  });

  it('a Messaging Service SID as the sender goes as MessagingServiceSid', async () => {
    const result = await transport({ from: SERVICE_SID, apiUrl: `${gateway.url}/` }).send({ to: '+48600100200', text: 'Kod: 1' });
    assert.deepEqual(result, { response: MESSAGE_SID });
    assert.deepEqual(Object.fromEntries(gateway.received[0]!.form), {
      To: '+48600100200',
      MessagingServiceSid: SERVICE_SID,
      Body: 'Kod: 1',
    });
  });

  it('an invalid or non-mobile number (400, 21211 / 21614) is permanent, with the code', async () => {
    next = (request) => (request.form.get('To') === '+4812345' ? twilioError(400, 21211, 'invalid') : twilio(request));
    let error = await rejection(transport().send({ to: '12345', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [true, 21211]);

    error = await rejection(transport().send({ to: '22 123 45 67', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [true, 21614]);
    assert.match(error.message, /not a valid mobile number/);
  });

  it('a recipient that is no phone number is permanent before any request', async () => {
    const error = await rejection(transport().send({ to: 'agent@example.com', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [true, 'invalid-number']);
    assert.equal(gateway.received.length, 0);
  });

  it('wrong credentials (401, 20003) are permanent', async () => {
    const error = await rejection(transport({ authToken: 'rotated' }).send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [true, 20003]);
  });

  it('rate limits, a full sender queue and outages are temporary: 429, 400/21611, 503', async () => {
    next = () => twilioError(429, 20429, 'Too Many Requests');
    let error = await rejection(transport().send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 20429]);

    next = () => twilioError(400, 21611, "This 'From' number has exceeded the maximum number of queued messages");
    error = await rejection(transport().send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 21611]);

    next = () => ({ status: 503, body: '<html>Service Unavailable</html>' });
    error = await rejection(transport().send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 503]);
  });

  it('no answer in time is temporary', async () => {
    next = (request) => ({ ...twilio(request), delayMs: 2_000 });
    const started = Date.now();
    const error = await rejection(transport({ timeoutMs: 150 }).send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 'timeout']);
    assert.ok(Date.now() - started < 1_500, 'gave up at the timeout');
  });

  it('a refused connection is temporary', async () => {
    const error = await rejection(transport({ apiUrl: await refusedUrl() }).send({ to: '600100200', text: 'Kod: 1' }));
    assert.deepEqual([error.permanent, error.code], [false, 'ECONNREFUSED']);
  });
});
