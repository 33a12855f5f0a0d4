/**
 * The driver tables: which transport each MAIL_DRIVER, SMS_DRIVER and PUSH_DRIVER value builds. A new gateway is one
 * row here (and its settings in config.ts); an unknown name refuses the start, naming the known ones.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { logMailTransport, logPushTransport, logSmsTransport } from './log-transports';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport, PushTransport, SmsTransport } from './transport';

type Build<T> = (config: AppConfig, log: FastifyBaseLogger) => T;

export const MAIL_DRIVERS: Record<string, Build<MailTransport>> = {
  log: (_config, log) => logMailTransport(log),
  smtp: (config) =>
    createSmtpTransport({
      url: config.mail.smtp!.url,
      rejectUnauthorized: config.mail.smtp!.rejectUnauthorized,
      from: config.mail.from,
      dkim: config.mail.dkim,
    }),
};

export const SMS_DRIVERS: Record<string, Build<SmsTransport>> = {
  log: (_config, log) => logSmsTransport(log),
};

export const PUSH_DRIVERS: Record<string, Build<PushTransport>> = {
  log: (_config, log) => logPushTransport(log),
};

export interface Transports {
  mail: MailTransport;
  sms: SmsTransport;
  push: PushTransport;
}

function pick<T>(table: Record<string, Build<T>>, variable: string, name: string): Build<T> {
  const build = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!build) throw new Error(`${variable}=${name} is not supported; use one of: ${Object.keys(table).join(', ')}.`);
  return build;
}

export function createTransports(config: AppConfig, log: FastifyBaseLogger): Transports {
  const mail = pick(MAIL_DRIVERS, 'MAIL_DRIVER', config.mailDriver);
  const sms = pick(SMS_DRIVERS, 'SMS_DRIVER', config.smsDriver);
  const push = pick(PUSH_DRIVERS, 'PUSH_DRIVER', config.pushDriver);
  return { mail: mail(config, log), sms: sms(config, log), push: push(config, log) };
}

/** The variables naming a `log` driver (production allows them only with ALLOW_LOG_DRIVERS=1 and warns at start). */
export function logDriversInUse(config: Pick<AppConfig, 'mailDriver' | 'smsDriver'>): string[] {
  return (
    [
      ['MAIL_DRIVER', config.mailDriver],
      ['SMS_DRIVER', config.smsDriver],
    ] as const
  )
    .filter(([, driver]) => driver === 'log')
    .map(([name]) => name);
}
