/** The server's text catalogue: both languages complete, no key shared with the answer messages, one interpolation. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SERVER_MESSAGES, sharedMessageKeys, text } from './messages';

describe('server message catalogue', () => {
  it('has every key in both languages and none that the shared answer messages have', () => {
    assert.deepEqual(Object.keys(SERVER_MESSAGES.en).sort(), Object.keys(SERVER_MESSAGES.pl).sort());
    const shared = new Set(sharedMessageKeys());
    assert.deepEqual(
      Object.keys(SERVER_MESSAGES.pl).filter((key) => shared.has(key)),
      [],
    );
  });

  it('interpolates like the answer messages: numbers in the language, the rest as given', () => {
    assert.equal(text('pl', 'two_factor_sms', { code: '012345', minutes: 5 }), 'Kod logowania do Helpdesk: 012345. Ważny 5 minut.');
    assert.equal(
      text('en', 'password_reset_body', { minutes: 60, link: 'https://x/reset' }),
      'Reset your password within 60 minutes: https://x/reset',
    );
    assert.equal(text('pl', 'invite_body', { fullid: 'A/1', subject: 'S', days: 14, link: 'L' }).includes('ważny 14 dni'), true);
    assert.equal(text('pl', 'required'), 'To pole jest wymagane');
    assert.equal(text('en', 'project_created'), 'Project created');
  });
});
