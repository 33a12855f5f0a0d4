/**
 * The driver tables: which transport each MAIL_DRIVER, SMS_DRIVER and PUSH_DRIVER value builds. A new gateway is one
 * row here (and its settings in config.ts); an unknown name refuses the start, naming the known ones.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { logMailTransport, logPushTransport, logSmsTransport } from './log-transports';
import { deleteGoneSubscription } from './push/subscriptions';
import { webPushTransport } from './push/web-push-transport';
import { createSmtpTransport } from './smtp-transport';
import type { Db } from '../db/client';
import { DeliveryError, type MailTransport, type PushTransport, type SmsTransport } from './transport';

type Build<T> = (config: AppConfig, log: FastifyBaseLogger, db: Db) => T;

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

/** The gateways are built (and their variables checked) with the configuration: platform/outbound/sms. */
const smsGateway = (config: AppConfig) => config.smsGateway!;

export const SMS_DRIVERS: Record<string, Build<SmsTransport>> = {
  log: (_config, log) => logSmsTransport(log),
  smsapi: smsGateway,
  twilio: smsGateway,
};

export const PUSH_DRIVERS: Record<string, Build<PushTransport>> = {
  log: (_config, log) => logPushTransport(log),
  webpush: (config, _log, db) => {
    if (!config.push.vapid)
      throw new Error('PUSH_DRIVER=webpush needs the VAPID keys (PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY, PUSH_VAPID_SUBJECT).');
    return forgettingGoneSubscriptions(webPushTransport(config.push.vapid, { endpointOrigins: config.push.endpointOrigins }), db);
  },
};

/** A subscription the push service answers 404/410 for is gone for good (the browser dropped it): forget it. */
function forgettingGoneSubscriptions(transport: PushTransport, db: Db): PushTransport {
  return {
    driver: transport.driver,
    async send(subscription, payload) {
      try {
        return await transport.send(subscription, payload);
      } catch (error) {
        if (error instanceof DeliveryError && (error.code === 404 || error.code === 410))
          await deleteGoneSubscription(db, subscription.endpoint);
        throw error;
      }
    },
  };
}

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

export function createTransports(config: AppConfig, log: FastifyBaseLogger, db: Db): Transports {
  const mail = pick(MAIL_DRIVERS, 'MAIL_DRIVER', config.mailDriver);
  const sms = pick(SMS_DRIVERS, 'SMS_DRIVER', config.smsDriver);
  const push = pick(PUSH_DRIVERS, 'PUSH_DRIVER', config.pushDriver);
  return { mail: mail(config, log, db), sms: sms(config, log, db), push: push(config, log, db) };
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
