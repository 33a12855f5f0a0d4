/** Issue 33 item 5: automatic mail and bounces recognised from real header sets (fixtures/). */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import { automaticReason, mailHeaders, type AutomaticReason } from './auto-mail';
import { parseBounce } from './bounce';
import { rawMail } from './test-mail';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.eml`, import.meta.url));
const parse = (raw: Buffer) => simpleParser(raw, { keepDeliveryStatus: true, skipTextToHtml: true, skipHtmlToText: true });

async function reasonOf(raw: Buffer): Promise<AutomaticReason | null> {
  const mail = await parse(raw);
  return automaticReason(mailHeaders(mail.headerLines), mail.from?.value[0]?.address?.toLowerCase() ?? '');
}

describe('automatic mail', () => {
  const cases: [string, AutomaticReason | null][] = [
    ['exchange-oof', 'auto-submitted'],
    // Exchange 2010-2016 OOF without Auto-Submitted: only X-Auto-Response-Suppress says so.
    ['exchange-oof-legacy', 'auto-reply'],
    ['gmail-vacation', 'auto-submitted'],
    ['mailing-list', 'mailing-list'],
    ['mailing-list-precedence', 'precedence'],
    ['read-receipt', 'read-receipt'],
    ['postfix-bounce', 'auto-submitted'],
    ['postfix-delayed', 'auto-submitted'],
    ['o365-ndr', 'delivery-report'],
    ['gmail-bounce', 'auto-submitted'],
    ['outlook-reply', null],
  ];
  for (const [name, reason] of cases) {
    it(`${name}: ${reason ?? 'a person'}`, async () => {
      assert.equal(await reasonOf(fixture(name)), reason);
    });
  }

  it('reads each header on its own', async () => {
    const person = { from: 'client@demo.test', subject: 'Re: [ACME-12] x', text: 'x' };
    const reason = (headers: Record<string, string>, from = person.from) => reasonOf(rawMail({ ...person, from, headers }));
    assert.equal(await reason({}), null);
    assert.equal(await reason({ 'Auto-Submitted': 'no' }), null);
    assert.equal(await reason({ 'Auto-Submitted': 'auto-replied; owner-email="client@demo.test"' }), 'auto-submitted');
    assert.equal(await reason({ 'X-Autoreply': 'yes' }), 'auto-reply');
    assert.equal(await reason({ 'X-Autorespond': 'Jestem na urlopie' }), 'auto-reply');
    assert.equal(await reason({ 'X-Auto-Response-Suppress': 'OOF, AutoReply' }), 'auto-reply');
    // What Outlook asks of normal mail (no delivery or read reports) is no sign of a machine.
    assert.equal(await reason({ 'X-Auto-Response-Suppress': 'DR, RN, NRN' }), null);
    assert.equal(await reason({ Precedence: 'bulk' }), 'precedence');
    assert.equal(await reason({ Precedence: 'junk' }), 'precedence');
    assert.equal(await reason({ Precedence: 'first-class' }), null);
    assert.equal(await reason({ 'List-Id': '<it.lists.acme.test>' }), 'mailing-list');
    assert.equal(await reason({}, 'MAILER-DAEMON@mx.acme.test'), 'system-sender');
    assert.equal(await reason({}, 'postmaster@acme.test'), 'system-sender');
    assert.equal(await reason({ 'Return-Path': '<>' }), 'null-sender');
    assert.equal(await reason({ 'Return-Path': '<client@demo.test>' }), null);
  });
});

describe('parseBounce', () => {
  it('Postfix: the failed recipient, status, diagnostic and the original Message-ID (message/rfc822)', async () => {
    assert.deepEqual(parseBounce(await parse(fixture('postfix-bounce'))), {
      recipient: 'jan.kowalski@acme.test',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <jan.kowalski@acme.test>: Recipient address rejected: User unknown in virtual mailbox table',
      originalMessageId: 'outbox-41.1764007921@msp.test',
    });
  });

  it('Exchange / Office 365: the original Message-ID from text/rfc822-headers', async () => {
    assert.deepEqual(parseBounce(await parse(fixture('o365-ndr'))), {
      recipient: 'anna@contoso.com',
      status: '5.1.10',
      diagnostic: '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient anna@contoso.com not found by SMTP address lookup',
      originalMessageId: 'outbox-42.1764008410@msp.test',
    });
  });

  it('Gmail: headers without a Message-ID, so the report’s X-Original-Message-ID', async () => {
    const bounce = parseBounce(await parse(fixture('gmail-bounce')));
    assert.equal(bounce?.recipient, 'piotr.nowak.acme@gmail.com');
    assert.equal(bounce?.status, '5.1.1');
    assert.match(bounce?.diagnostic ?? '', /^550-5\.1\.1 The email account that you tried to reach does not exist/);
    assert.equal(bounce?.originalMessageId, 'outbox-43.1764009066@msp.test');
  });

  it('a delay, a read receipt, an out-of-office reply and a person’s mail are no bounce', async () => {
    for (const name of ['postfix-delayed', 'read-receipt', 'exchange-oof', 'outlook-reply']) {
      assert.equal(parseBounce(await parse(fixture(name))), null, name);
    }
  });
});
