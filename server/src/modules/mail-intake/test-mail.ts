import crypto from 'node:crypto';
import { dkimSign, type DNSResolver } from 'mailauth';

/** Raw RFC 822 messages for the intake tests (built by hand, so the parser is tested on real MIME). */
export interface TestMail {
  from: string;
  to?: string;
  subject: string;
  text?: string;
  html?: string;
  messageId?: string;
  cc?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

let counter = 0;

export function rawMail(m: TestMail): Buffer {
  const id = m.messageId ?? `test-${Date.now()}-${++counter}@mail.test`;
  const head = [
    `From: ${m.from}`,
    `To: ${m.to ?? 'helpdesk@msp.test'}`,
    ...(m.cc ? [`Cc: ${m.cc}`] : []),
    `Subject: =?UTF-8?B?${Buffer.from(m.subject).toString('base64')}?=`,
    `Message-ID: <${id}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    ...Object.entries(m.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  const boundary = `b-${counter}-boundary`;
  const body = m.html
    ? ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64', '', Buffer.from(m.html).toString('base64')]
    : ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', Buffer.from(m.text ?? '').toString('base64')];
  if (!m.attachments?.length) return Buffer.from([...head, ...body].join('\r\n'));
  const parts = [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...body,
    ...m.attachments.flatMap((a) => [
      `--${boundary}`,
      `Content-Type: ${a.contentType}; name="${a.filename}"`,
      `Content-Disposition: attachment; filename="${a.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      a.content.toString('base64'),
    ]),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(parts.join('\r\n'));
}

/** A DKIM key pair as a domain publishes it: the private key to sign with, the TXT record to publish. */
export function dkimKeys(): { privateKey: string; record: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    record: `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
  };
}

/** The message with a DKIM-Signature made by mailauth, as the sender's server sends it. */
export async function dkimSigned(raw: Buffer, domain: string, selector: string, privateKey: string): Promise<Buffer> {
  // mailauth 4's typings want the key at the top level; its signer reads `signatureData` (README "DKIM signing").
  const signed = await dkimSign(raw, { signatureData: [{ signingDomain: domain, selector, privateKey }] } as unknown as Parameters<
    typeof dkimSign
  >[1]);
  if (signed.errors.length) throw new Error(`DKIM signing failed: ${JSON.stringify(signed.errors)}`);
  return Buffer.concat([Buffer.from(signed.signatures), raw]);
}

/** What our MX prepends on receipt: the connecting server's address, which SPF checks. */
export function receivedFrom(raw: Buffer, ip: string, helo = 'mail.sender.test'): Buffer {
  return Buffer.concat([
    Buffer.from(`Received: from ${helo} (${helo} [${ip}]) by mx.helpdesk.test with ESMTPS id 4Xy7; ${new Date().toUTCString()}\r\n`),
    raw,
  ]);
}

/**
 * A DNS server holding `records` (`"TXT name"` → record texts) and answering as node's resolver does: TXT as
 * 255-character chunks, ENOTFOUND for the rest. `down` answers nothing (never settles) or refuses.
 */
export function fakeDns(records: Record<string, string[]>, down?: 'hang' | 'refused'): DNSResolver & { queries: string[] } {
  const queries: string[] = [];
  const resolver = async (name: string, rrtype: string) => {
    queries.push(`${rrtype} ${name}`);
    if (down === 'hang') return new Promise<never>(() => undefined);
    if (down === 'refused') throw Object.assign(new Error(`query${rrtype} ECONNREFUSED ${name}`), { code: 'ECONNREFUSED' });
    const found = records[`${rrtype} ${name.toLowerCase()}`];
    if (!found) throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return rrtype === 'TXT' ? found.map((text) => text.match(/.{1,255}/g) ?? ['']) : found;
  };
  return Object.assign(resolver, { queries });
}
