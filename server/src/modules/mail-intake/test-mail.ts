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
