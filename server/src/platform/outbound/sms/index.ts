/**
 * The SMS gateways a deployment can choose with SMS_DRIVER, and what each needs from the environment: one table, read
 * by `smsTransportFromEnv` and by whoever documents the variables.
 *
 * For the integrator (config.ts, messaging.ts and the outbox are not changed here):
 *   const sms = smsTransportFromEnv(env, { production: nodeEnv === 'production' });
 *   // sms.transport: an SmsTransport for the outbox's sender job; null for SMS_DRIVER=log (or unset), which stays
 *   // the log driver; sms.problems non-empty: throw new Error(sms.error) at start-up, as productionSecrets does.
 * `SMS_GATEWAY_DRIVERS` lists the names besides `log` that SMS_DRIVER accepts; `SMS_ENV_VARIABLES` has each
 * variable's name, meaning and default for the README.
 */
import type { SmsTransport } from '../transport';
import { COUNTRY_CODE } from './phone-number';
import { createSmsapiTransport, SMSAPI_DEFAULT_URL } from './smsapi';
import { createTwilioTransport, TWILIO_DEFAULT_API_URL } from './twilio';

type Env = Record<string, string | undefined>;

export interface SmsEnvVariable {
  name: string;
  /** Which SMS_DRIVER reads it; `all`: every gateway. */
  driver: 'all' | SmsGatewayDriver;
  required: boolean;
  what: string;
  default?: string;
}

export const SMS_ENV_VARIABLES = [
  {
    name: 'SMS_DEFAULT_COUNTRY_CODE',
    driver: 'all',
    required: false,
    what: 'country calling code given to numbers written without one (600 100 200 → +48600100200)',
    default: '48',
  },
  { name: 'SMSAPI_TOKEN', driver: 'smsapi', required: true, what: 'OAuth token from the SMSAPI panel, with the sms scope' },
  {
    name: 'SMSAPI_SENDER',
    driver: 'smsapi',
    required: false,
    what: "sender name active in the SMSAPI account; unset: the account's default sender",
  },
  {
    name: 'SMSAPI_URL',
    driver: 'smsapi',
    required: false,
    what: 'the sms.do address (SMSAPI.com: https://api.smsapi.com/sms.do)',
    default: SMSAPI_DEFAULT_URL,
  },
  { name: 'TWILIO_ACCOUNT_SID', driver: 'twilio', required: true, what: 'the Twilio Account SID (AC…)' },
  { name: 'TWILIO_AUTH_TOKEN', driver: 'twilio', required: true, what: "the account's Auth Token" },
  {
    name: 'TWILIO_FROM',
    driver: 'twilio',
    required: true,
    what: 'sender: a Twilio number in E.164 (+48…), an alphanumeric sender ID, or a Messaging Service SID (MG…)',
  },
  { name: 'TWILIO_API_URL', driver: 'twilio', required: false, what: "Twilio's REST API base address", default: TWILIO_DEFAULT_API_URL },
] as const satisfies readonly SmsEnvVariable[];

type SmsEnvName = (typeof SMS_ENV_VARIABLES)[number]['name'];

export const SMS_GATEWAY_DRIVERS = ['smsapi', 'twilio'] as const;
export type SmsGatewayDriver = (typeof SMS_GATEWAY_DRIVERS)[number];

export type SmsTransportFromEnv =
  { transport: SmsTransport | null; problems: []; error: null } | { transport: null; problems: string[]; error: string };

/**
 * The transport SMS_DRIVER names, or each problem with the variables it needs (`NAME (missing; what it is)`).
 * Production refuses a gateway address that is not https: the token travels in a header.
 */
export function smsTransportFromEnv(env: Env, options: { production: boolean; timeoutMs?: number }): SmsTransportFromEnv {
  const driver = env.SMS_DRIVER || 'log';
  if (driver === 'log') return { transport: null, problems: [], error: null };
  if (!isGatewayDriver(driver)) {
    return fail(driver, [`SMS_DRIVER (got "${driver}"; use log, ${SMS_GATEWAY_DRIVERS.join(' or ')})`]);
  }
  /** The variable's value, trimmed, else its default, else ''. */
  const value = (name: SmsEnvName): string => {
    const variable = SMS_ENV_VARIABLES.find((v) => v.name === name)!;
    return env[name]?.trim() || ('default' in variable ? variable.default : '');
  };
  const problems = SMS_ENV_VARIABLES.filter((v) => (v.driver === 'all' || v.driver === driver) && v.required && !value(v.name)).map(
    (v) => `${v.name} (missing; ${v.what})`,
  );
  const countryCode = value('SMS_DEFAULT_COUNTRY_CODE').replace(/^\+/, '');
  if (!COUNTRY_CODE.test(countryCode)) problems.push(`SMS_DEFAULT_COUNTRY_CODE (got "${countryCode}"; 1 to 3 digits, e.g. 48)`);
  const urlName = driver === 'smsapi' ? 'SMSAPI_URL' : 'TWILIO_API_URL';
  const urlProblem = checkUrl(value(urlName), options.production);
  if (urlProblem) problems.push(`${urlName} (${urlProblem})`);
  if (driver === 'twilio' && value('TWILIO_ACCOUNT_SID') && !/^AC[0-9a-f]{32}$/i.test(value('TWILIO_ACCOUNT_SID'))) {
    problems.push('TWILIO_ACCOUNT_SID (not an Account SID: AC followed by 32 hex digits)');
  }
  if (problems.length > 0) return fail(driver, problems);

  const common = { defaultCountryCode: countryCode, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };
  const transport =
    driver === 'smsapi'
      ? createSmsapiTransport({
          token: value('SMSAPI_TOKEN'),
          sender: value('SMSAPI_SENDER') || undefined,
          url: value('SMSAPI_URL'),
          ...common,
        })
      : createTwilioTransport({
          accountSid: value('TWILIO_ACCOUNT_SID'),
          authToken: value('TWILIO_AUTH_TOKEN'),
          from: value('TWILIO_FROM'),
          apiUrl: value('TWILIO_API_URL'),
          ...common,
        });
  return { transport, problems: [], error: null };
}

function isGatewayDriver(driver: string): driver is SmsGatewayDriver {
  return (SMS_GATEWAY_DRIVERS as readonly string[]).includes(driver);
}

function checkUrl(value: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `got "${value}"; not an address`;
  }
  if (production && url.protocol !== 'https:') return `got "${value}"; production needs https`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `got "${value}"; needs http(s)`;
  return null;
}

function fail(driver: string, problems: string[]): SmsTransportFromEnv {
  const error = [`SMS_DRIVER=${driver} needs these environment variables:`, ...problems.map((p) => `  ${p}`)].join('\n');
  return { transport: null, problems, error };
}
