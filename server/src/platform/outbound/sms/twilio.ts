/**
 * Twilio Programmable Messaging (`SMS_DRIVER=twilio`): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with
 * HTTP basic auth (Account SID : Auth Token) and the form fields `To` (E.164), `From` (a Twilio number or an
 * alphanumeric sender ID) or `MessagingServiceSid` (`MG…`), and `Body`. It answers 201 with the Message resource
 * (`sid`, `status`: queued/accepted), or an error `{"code":21211,"message":"…","more_info":"…","status":400}`.
 */
import { DeliveryError, type DeliveryFailureKind, type OutgoingSms, type SmsTransport } from '../transport';
import { postForm, SMS_GATEWAY_TIMEOUT_MS, statusIsPermanent } from './gateway-request';
import { toE164 } from './phone-number';

export const TWILIO_DEFAULT_API_URL = 'https://api.twilio.com';

/** A Messaging Service's SID: Twilio picks the sender from the service's pool. */
export const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number (+E.164), an alphanumeric sender ID, or a Messaging Service SID (MG…). */
  from: string;
  apiUrl: string;
  /** For numbers written without a country code. */
  defaultCountryCode: string;
  timeoutMs?: number;
}

/**
 * Twilio codes that come with a 4xx yet pass with time; every other 4xx is permanent (21211 invalid To, 21614 not a
 * mobile number, 21408 region not enabled, 21610 recipient opted out, 20003 credentials, …) and 429/5xx temporary.
 */
const TEMPORARY_TWILIO_CODES: ReadonlySet<number> = new Set([
  20429, // too many requests
  21611, // the sender's queue of outgoing messages is full
]);

/**
 * Twilio codes by what they mean for the person waiting (failure-kind.ts): the number (21211 invalid, 21214 not
 * reachable, 21217 not valid, 21408 its region not enabled, 21610 opted out, 21612 no route, 21614 not a mobile,
 * 30003–30006 unreachable, unknown or a landline), or the account's setup (20003 credentials, 20404 no such account,
 * 21212/21606/21659 a sender Twilio will not use, 21608 a trial account's unverified number, 30007 carrier filtering).
 */
const RECIPIENT_TWILIO_CODES: ReadonlySet<number> = new Set([21211, 21214, 21217, 21408, 21610, 21612, 21614, 30003, 30005, 30006]);
const SETUP_TWILIO_CODES: ReadonlySet<number> = new Set([20003, 20404, 21212, 21606, 21608, 21659, 30007]);

/** The kind of a failure Twilio reported with `code`; undefined: not one of its codes named here. */
export function twilioFailureKind(code: number): DeliveryFailureKind | undefined {
  if (RECIPIENT_TWILIO_CODES.has(code)) return 'recipient';
  if (SETUP_TWILIO_CODES.has(code)) return 'setup';
  if (TEMPORARY_TWILIO_CODES.has(code)) return 'unreachable';
  return undefined;
}

/** Statuses a message can already have in the answer to its creation that mean it will not be delivered. */
const FAILED_STATUSES: ReadonlySet<string> = new Set(['failed', 'undelivered', 'canceled']);

interface TwilioAnswer {
  sid?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
  error_code?: unknown;
  error_message?: unknown;
}

export function createTwilioTransport(options: TwilioOptions): SmsTransport {
  const timeoutMs = options.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = MESSAGING_SERVICE_SID.test(options.from)
    ? { MessagingServiceSid: options.from }
    : { From: options.from };
  return {
    driver: 'twilio',
    async send(sms: OutgoingSms) {
      const to = toE164(sms.to, options.defaultCountryCode);
      if (!to) throw new DeliveryError('Twilio: the recipient is not a phone number', true, 'invalid-number');
      const answer = await postForm(url, { To: to, ...sender, Body: sms.text }, { authorization, timeoutMs, gateway: 'Twilio' });
      const body = (answer.json ?? {}) as TwilioAnswer;
      if (answer.status < 200 || answer.status > 299) {
        const code = typeof body.code === 'number' ? body.code : undefined;
        const detail = typeof body.message === 'string' ? body.message : 'no error message';
        const permanent = code !== undefined && TEMPORARY_TWILIO_CODES.has(code) ? false : statusIsPermanent(answer.status);
        throw new DeliveryError(`Twilio HTTP ${answer.status}: ${detail}`, permanent, code ?? answer.status);
      }
      if (typeof body.status === 'string' && FAILED_STATUSES.has(body.status)) {
        const code = typeof body.error_code === 'number' ? body.error_code : body.status;
        throw new DeliveryError(`Twilio: message ${body.status}`, true, code);
      }
      if (typeof body.sid === 'string') return { response: body.sid };
      throw new DeliveryError('Twilio: the answer names no message sid', false, 'unexpected-answer');
    },
  };
}
