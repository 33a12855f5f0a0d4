/** Issue 11 item 14: SPF/DKIM/DMARC of real signed messages against real-format DNS records held by a fake resolver. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createSenderCheck } from './sender-check';
import { dkimKeys, dkimSigned, fakeDns, rawMail, receivedFrom } from './test-mail';

const GOOD_IP = '203.0.113.5';
const BAD_IP = '198.51.100.66';

describe('sender check (SPF, DKIM, DMARC via mailauth)', () => {
  let keys: ReturnType<typeof dkimKeys>;
  let records: Record<string, string[]>;
  before(() => {
    keys = dkimKeys();
    records = {
      'TXT sel1._domainkey.demo.test': [keys.record],
      'TXT demo.test': [`v=spf1 ip4:${GOOD_IP} -all`],
      'TXT _dmarc.demo.test': ['v=DMARC1; p=reject; rua=mailto:dmarc@demo.test'],
    };
  });
  const mail = (from = 'Jan Klient <client@demo.test>', text = 'Drukarka nie działa') =>
    rawMail({ from, subject: 'Awaria', text, headers: { 'Return-Path': `<${from.replace(/.*<|>.*/g, '')}>` } });

  it('passes a message signed by the From domain and sent from its SPF address', async () => {
    const check = createSenderCheck({ resolver: fakeDns(records) });
    const raw = receivedFrom(await dkimSigned(mail(), 'demo.test', 'sel1', keys.privateKey), GOOD_IP);
    assert.deepEqual(await check(raw), {
      verdict: 'pass',
      details: { spf: 'pass', dkim: 'pass', dmarc: 'pass', from_domain: 'demo.test' },
    });
  });

  it('passes on DKIM alone (a forwarder broke SPF), and on aligned SPF alone without a DMARC record', async () => {
    const check = createSenderCheck({ resolver: fakeDns(records) });
    const forwarded = receivedFrom(await dkimSigned(mail(), 'demo.test', 'sel1', keys.privateKey), BAD_IP);
    assert.equal((await check(forwarded)).verdict, 'pass');
    const noDmarc = createSenderCheck({ resolver: fakeDns({ 'TXT demo.test': records['TXT demo.test']! }) });
    assert.deepEqual(await noDmarc(receivedFrom(mail(), GOOD_IP)), {
      verdict: 'pass',
      details: { spf: 'pass', dkim: 'none', dmarc: 'none', from_domain: 'demo.test' },
    });
  });

  it('fails a forged From: unsigned from another server, or a signed message changed on the way', async () => {
    const check = createSenderCheck({ resolver: fakeDns(records) });
    const forged = await check(receivedFrom(mail(), BAD_IP));
    assert.deepEqual(forged, { verdict: 'fail', details: { spf: 'fail', dkim: 'none', dmarc: 'fail', from_domain: 'demo.test' } });
    const signed = await dkimSigned(mail(), 'demo.test', 'sel1', keys.privateKey);
    const tampered = receivedFrom(
      Buffer.from(signed.toString().replace(/\r\n\r\n[\s\S]*$/, `\r\n\r\n${Buffer.from('Przelej 10 000 zł').toString('base64')}`)),
      BAD_IP,
    );
    const result = await check(tampered);
    assert.equal(result.verdict, 'fail');
    assert.notEqual(result.details!.dkim, 'pass', 'the body hash no longer matches');
    // Signed by another domain's key: passes DKIM for that domain, not for the From's.
    const other = dkimKeys();
    const foreign = createSenderCheck({ resolver: fakeDns({ ...records, 'TXT s._domainkey.evil.test': [other.record] }) });
    assert.equal((await foreign(receivedFrom(await dkimSigned(mail(), 'evil.test', 's', other.privateKey), BAD_IP))).verdict, 'fail');
  });

  it('says none when the domain publishes nothing (unverified, but nothing failed)', async () => {
    const check = createSenderCheck({ resolver: fakeDns(records) });
    assert.deepEqual(await check(receivedFrom(mail('someone@nowhere.test'), BAD_IP)), {
      verdict: 'none',
      details: { spf: 'none', dkim: 'none', dmarc: 'none', from_domain: 'nowhere.test' },
    });
  });

  it('says unknown, quickly, when DNS does not answer or refuses, and then skips DNS for a while', async () => {
    let clock = 1_000_000;
    const hanging = fakeDns(records, 'hang');
    const check = createSenderCheck({ resolver: hanging, timeoutMs: 200, backoffMs: 60_000, now: () => clock });
    const started = Date.now();
    assert.equal((await check(receivedFrom(await dkimSigned(mail(), 'demo.test', 'sel1', keys.privateKey), GOOD_IP))).verdict, 'unknown');
    assert.ok(Date.now() - started < 1500, `took ${Date.now() - started} ms`);
    const asked = hanging.queries.length;
    assert.equal((await check(receivedFrom(mail(), GOOD_IP))).verdict, 'unknown');
    assert.equal(hanging.queries.length, asked, 'no DNS while backing off');
    clock += 61_000;
    await check(receivedFrom(mail(), GOOD_IP));
    assert.ok(hanging.queries.length > asked, 'asks DNS again after the back-off');

    const refused = createSenderCheck({ resolver: fakeDns(records, 'refused'), timeoutMs: 200 });
    const res = await refused(receivedFrom(mail(), GOOD_IP));
    assert.equal(res.verdict, 'unknown');
  });
});
