/**
 * A mail user's side of the suite's mail servers (mail-servers.ts): reading a mailbox over IMAP, as a mail client
 * does, and sending through the SMTP server, which delivers to the mailboxes it holds.
 */
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { IMAP_PASSWORD } from './mail-servers.ts';
import { PORTS } from './ports.ts';

async function withMailbox<T>(address: string, read: (imap: ImapFlow) => Promise<T>): Promise<T> {
  const imap = new ImapFlow({
    host: '127.0.0.1',
    port: PORTS.imap,
    secure: false,
    auth: { user: address, pass: IMAP_PASSWORD },
    logger: false,
  });
  await imap.connect();
  try {
    const lock = await imap.getMailboxLock('INBOX');
    try {
      return await read(imap);
    } finally {
      lock.release();
    }
  } finally {
    await imap.logout().catch(() => imap.close());
  }
}

/** The message with this Message-ID in `address`'s INBOX, parsed, or null while it has not arrived. */
export async function findMail(address: string, messageId: string): Promise<{ mail: ParsedMail; seen: boolean } | null> {
  return withMailbox(address, async (imap) => {
    const uids = (await imap.search({ header: { 'message-id': messageId } }, { uid: true })) || [];
    if (!uids.length) return null;
    const message = await imap.fetchOne(String(uids[0]), { source: true, flags: true }, { uid: true });
    if (!message || !message.source) return null;
    return { mail: await simpleParser(message.source), seen: message.flags?.has('\\Seen') ?? false };
  });
}

/** Waits, polling, for the message with this Message-ID to arrive in `address`'s INBOX. */
export async function waitForMail(address: string, messageId: string, timeoutMs: number): Promise<{ mail: ParsedMail; seen: boolean }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await findMail(address, messageId);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no message ${messageId} in ${address}'s mailbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Sends one message through the suite's SMTP server; resolves with its Message-ID. */
export async function sendMail(message: Mail.Options): Promise<string> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: PORTS.smtp, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail(message);
    return info.messageId;
  } finally {
    transport.close();
  }
}
