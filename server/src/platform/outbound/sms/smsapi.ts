/**
 * SMSAPI.pl (`SMS_DRIVER=smsapi`): its HTTP interface `POST /sms.do`, an OAuth token as `Authorization: Bearer`,
 * the form fields `to` (digits with the country code, no +), `message`, `from` (a sender name registered in the
 * account; absent: the account's default), `format=json` and `encoding=utf-8` (so Polish letters arrive as sent).
 * It answers `{"count":1,"list":[{"id":"…","points":0.16,"number":"48…","status":"QUEUE",…}]}`, or
 * `{"error":13,"message":"…"}` with one of its documented error codes, which decide whether retrying can help.
 */
import { DeliveryError, type DeliveryFailureKind, type OutgoingSms, type SmsTransport } from '../transport';
import { postForm, SMS_GATEWAY_TIMEOUT_MS, statusIsPermanent } from './gateway-request';
import { toE164 } from './phone-number';

export const SMSAPI_DEFAULT_URL = 'https://api.smsapi.pl/sms.do';

export interface SmsapiOptions {
  /** An OAuth token made in the SMSAPI panel (scope: sms). */
  token: string;
  /** A sender name active in the account; undefined: the account's default sender. */
  sender: string | undefined;
  url: string;
  /** For numbers written without a country code. */
  defaultCountryCode: string;
  timeoutMs?: number;
}

/**
 * SMSAPI's error codes for sending, by whether sending again can help. Permanent: the message, the number or the
 * account is wrong and needs a person (no points left, a revoked token). Temporary: SMSAPI's own trouble or its
 * limits. A code not listed counts as temporary (the outbox caps its attempts). `kind`: what the failure means for the
 * person waiting for the message (failure-kind.ts).
 */
const SMSAPI_ERRORS: Readonly<Record<number, { permanent: boolean; kind: DeliveryFailureKind; meaning: string }>> = {
  8: { permanent: true, kind: 'other', meaning: 'error in the request' },
  11: { permanent: true, kind: 'other', meaning: 'message too long, empty, or with characters nounicode forbids' },
  12: { permanent: true, kind: 'other', meaning: 'message has more parts than max_parts allows' },
  13: { permanent: true, kind: 'recipient', meaning: 'no valid phone number (wrong, landline, blacklisted or abroad when disabled)' },
  14: { permanent: true, kind: 'setup', meaning: 'invalid sender name' },
  17: { permanent: true, kind: 'other', meaning: 'flash message with special characters' },
  18: { permanent: true, kind: 'other', meaning: 'invalid number of parameters' },
  19: { permanent: true, kind: 'other', meaning: 'too many messages in one request' },
  32: { permanent: true, kind: 'recipient', meaning: 'sending abroad is disabled for this account' },
  33: { permanent: true, kind: 'recipient', meaning: 'no valid numbers' },
  52: { permanent: false, kind: 'unreachable', meaning: 'too many messages to one number within 60 seconds' },
  57: { permanent: true, kind: 'recipient', meaning: 'number is on the account blacklist' },
  101: { permanent: true, kind: 'setup', meaning: 'invalid or missing authorization (token)' },
  102: { permanent: true, kind: 'setup', meaning: 'invalid login or password' },
  103: { permanent: true, kind: 'setup', meaning: 'no points left on the account' },
  105: { permanent: true, kind: 'setup', meaning: 'IP address not allowed by the API IP filter' },
  110: { permanent: true, kind: 'setup', meaning: 'SMS is not enabled on this account' },
  200: { permanent: false, kind: 'unreachable', meaning: 'sending failed, try again' },
  201: { permanent: false, kind: 'unreachable', meaning: 'SMSAPI internal error' },
  202: { permanent: false, kind: 'unreachable', meaning: 'too many simultaneous requests' },
  203: { permanent: false, kind: 'unreachable', meaning: 'too many requests, try again later' },
  999: { permanent: false, kind: 'unreachable', meaning: 'SMSAPI internal error' },
};

interface SmsapiAnswer {
  error?: unknown;
  message?: unknown;
  list?: { id?: unknown; points?: unknown; error?: unknown }[];
}

export function createSmsapiTransport(options: SmsapiOptions): SmsTransport {
  const timeoutMs = options.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS;
  return {
    driver: 'smsapi',
    async send(sms: OutgoingSms) {
      const number = toE164(sms.to, options.defaultCountryCode);
      if (!number) throw new DeliveryError('SMSAPI: the recipient is not a phone number', true, 'invalid-number');
      const form: Record<string, string> = {
        to: number.slice(1),
        message: sms.text,
        format: 'json',
        encoding: 'utf-8',
        ...(options.sender ? { from: options.sender } : {}),
      };
      const answer = await postForm(options.url, form, { authorization: `Bearer ${options.token}`, timeoutMs, gateway: 'SMSAPI' });
      const body = (answer.json ?? {}) as SmsapiAnswer;
      const code = errorCode(body.error);
      if (code !== undefined) throw smsapiError(code, body.message);
      if (answer.status < 200 || answer.status > 299) {
        throw new DeliveryError(`SMSAPI: HTTP ${answer.status}`, statusIsPermanent(answer.status), answer.status);
      }
      const sent = body.list?.[0];
      const perNumber = errorCode(sent?.error);
      if (perNumber !== undefined) throw smsapiError(perNumber, undefined);
      if (typeof sent?.id === 'string' || typeof sent?.id === 'number') return { response: String(sent.id) };
      throw new DeliveryError('SMSAPI: the answer names no message id', false, 'unexpected-answer');
    },
  };
}

/** SMSAPI's codes are numbers; a REST-style string code ("authorization_failed") is left to the HTTP status. */
function errorCode(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

function smsapiError(code: number, message: unknown): DeliveryError {
  const known = SMSAPI_ERRORS[code];
  const text = known?.meaning ?? (typeof message === 'string' ? message : 'undocumented error');
  return new DeliveryError(`SMSAPI error ${code}: ${text}`, known?.permanent ?? false, code);
}

/** The kind of a failure SMSAPI reported with `code` (its own error code, else the HTTP status); undefined: not its code. */
export function smsapiFailureKind(code: number): DeliveryFailureKind | undefined {
  return SMSAPI_ERRORS[code]?.kind;
}
