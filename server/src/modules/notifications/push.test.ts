/** What a bell notification pushes: words, link and tag per recipient (issue 33 item 8). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pushPayloadFor } from './push';

describe('pushPayloadFor', () => {
  const base = { id: 'n-1', userId: 1, type: 'App\\Notifications\\HoursLimit' };
  it('links clients to their ticket page, and titles a note that names nothing in the user’s language', () => {
    const ticket = { ...base, data: { type: 'ticket', message: 'Odpowiedź została dodana', ticket: 5, title: 'A/5', text: 'Subject' } };
    assert.equal(pushPayloadFor(ticket, 'pl', false).url, '/ticket/show/5');
    const bare = { ...base, data: { type: 'company', message: 'Used 80% of the package' } };
    assert.deepEqual(pushPayloadFor(bare, 'en', true), {
      title: 'New notification',
      body: 'Used 80% of the package',
      url: '/',
      tag: 'notification-n-1',
    });
    assert.equal(pushPayloadFor(bare, 'pl', true).title, 'Nowe powiadomienie');
  });

  it('keeps title and body short enough for any push service', () => {
    const long = { ...base, data: { type: 'ticket', message: 'x'.repeat(5000), ticket: 1, title: 'A/1', text: 'y'.repeat(5000) } };
    const pushed = pushPayloadFor(long, 'pl', true);
    assert.ok(pushed.title.length <= 120 && pushed.body.length <= 400);
    assert.ok(Buffer.byteLength(JSON.stringify(pushed)) < 3000);
  });
});
