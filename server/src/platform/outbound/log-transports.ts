/**
 * The `log` drivers: a message "sent" is a line in the server log (and stays readable in the outbox table, which
 * `GET /dev/outbox` lists), so sign-in codes and reset links work on a fresh machine without a mail server or an
 * SMS gateway. Production refuses them unless ALLOW_LOG_DRIVERS=1 (config.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, PushTransport, SmsTransport } from './transport';

export function logMailTransport(log: FastifyBaseLogger): MailTransport {
  return {
    driver: 'log',
    async send(mail) {
      log.info(
        { outbound: { channel: 'mail', to: mail.to, subject: mail.subject, messageId: mail.messageId } },
        `mail to ${mail.to}: ${mail.subject}`,
      );
      return { response: 'logged' };
    },
  };
}

export function logSmsTransport(log: FastifyBaseLogger): SmsTransport {
  return {
    driver: 'log',
    async send(sms) {
      log.info({ outbound: { channel: 'sms', to: sms.to } }, `sms to ${sms.to}: ${sms.text}`);
      return { response: 'logged' };
    },
  };
}

export function logPushTransport(log: FastifyBaseLogger): PushTransport {
  return {
    driver: 'log',
    async send(subscription, payload) {
      log.info({ outbound: { channel: 'push', to: subscription.endpoint } }, `push: ${payload.title}`);
      return { response: 'logged' };
    },
  };
}
