/**
 * The suite's mail servers (issue #33): one Dovecot holding the demo client's mailbox and the helpdesk's intake
 * mailbox, and one SMTP server (aiosmtpd) that delivers into those by recipient and only keeps a copy of mail for
 * anyone else. The e2e server sends all its mail there (MAIL_DRIVER=smtp) and its IMAP poller reads the intake
 * mailbox; SMS stay on the log driver, and the dev outbox (/dev/outbox, read from the outbox table whatever the
 * driver) still shows every mail and code the other specs read. mail-servers-main.ts runs both servers as the first
 * webServer entry. On a machine without them the server keeps the log driver and the round-trip spec skips.
 */
import { aiosmtpdInstalled } from '../../server/src/platform/outbound/smtp-test-server.ts';
import { DOVECOT_PASSWORD, dovecotInstalled } from '../../server/src/modules/mail-intake/dovecot.ts';
import { PORTS } from './ports.ts';

/** The demo client (server/src/modules/seed/people.ts) and the mailbox the helpdesk sends from and reads answers in. */
export const MAILBOXES = { client: 'client@demo.test', intake: 'helpdesk@msp.test' } as const;
export const MAIL_FROM = `Helpdesk <${MAILBOXES.intake}>`;
export const IMAP_PASSWORD = DOVECOT_PASSWORD;

/** Seconds between the poller's passes: short, so a test waits for one pass and not a minute. */
const IMAP_POLL_SECONDS = 2;

/** Why the mail servers cannot run here, or null when they can. */
export function mailServersMissing(): string | null {
  const missing = [
    !dovecotInstalled() && 'Dovecot (apt-get install dovecot-imapd)',
    !aiosmtpdInstalled() && 'aiosmtpd (apt-get install python3-aiosmtpd)',
  ].filter(Boolean);
  return missing.length ? `not installed: ${missing.join(', ')}` : null;
}

/** The e2e server's mail settings: send by SMTP, poll the intake mailbox; nothing when the servers cannot run. */
export function mailServerEnv(): Record<string, string> {
  if (mailServersMissing()) return {};
  return {
    MAIL_DRIVER: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM,
    IMAP_HOST: '127.0.0.1',
    IMAP_PORT: String(PORTS.imap),
    IMAP_SECURE: 'false',
    IMAP_USER: MAILBOXES.intake,
    IMAP_PASSWORD,
    IMAP_POLL_SECONDS: String(IMAP_POLL_SECONDS),
  };
}
