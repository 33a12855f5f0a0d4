import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toE164 } from './phone-number';

describe('toE164', () => {
  it('gives national numbers the default country code, whatever the separators', () => {
    for (const raw of ['600100200', '600 100 200', '600-100-200', ' (60) 010.02/00 ', '+48 600 100 200', '0048600100200', '48600100200']) {
      assert.equal(toE164(raw, '48'), '+48600100200', raw);
    }
  });

  it('keeps international numbers and drops a national trunk 0', () => {
    assert.equal(toE164('+49 151 12345678', '48'), '+4915112345678');
    assert.equal(toE164('0151 12345678', '49'), '+4915112345678');
    assert.equal(toE164('+1 (415) 555-0100', '48'), '+14155550100');
  });

  it('a nine-digit Polish number that starts with 48 (Radom) is national', () => {
    assert.equal(toE164('48 123 45 67', '48'), '+48481234567');
  });

  it('refuses what cannot be a phone number', () => {
    for (const raw of ['', 'agent@example.com', '600 100 2OO', '+0600100200', '12', '+4860010020012345678']) {
      assert.equal(toE164(raw, '48'), null, raw);
    }
  });
});
