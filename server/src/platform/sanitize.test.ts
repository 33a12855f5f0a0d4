import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeMessage } from './sanitize';

describe('message body sanitising', () => {
  it('keeps formatting and removes anything that runs', () => {
    assert.equal(sanitizeMessage('<p>Hi <b>there</b><script>alert(1)</script></p>'), '<p>Hi <b>there</b></p>');
    assert.equal(sanitizeMessage('<img src="https://x.test/a.png" onerror="alert(1)">'), '<img data-remote-src="https://x.test/a.png" />');
    assert.equal(sanitizeMessage('<a href="javascript:alert(1)">x</a>'), '<a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    assert.equal(
      sanitizeMessage('<a href="https://ok.test">ok</a>'),
      '<a href="https://ok.test" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    assert.equal(sanitizeMessage('<iframe src="https://evil.test"></iframe><p style="position:fixed">t</p>'), '<p>t</p>');
    assert.equal(sanitizeMessage('<img src="data:image/svg+xml;base64,PHN2Zz4=">'), '<img />');
  });

  it('escapes plain text and keeps its line breaks', () => {
    assert.equal(sanitizeMessage('a < b & c\nnext'), 'a &lt; b &amp; c<br>next');
  });

  it('blocks remote images until the reader asks: the address waits in data-remote-src', () => {
    assert.equal(
      sanitizeMessage('<p><img src="https://track.test/p.gif?u=1" alt="x" width="1"></p>'),
      '<p><img alt="x" width="1" data-remote-src="https://track.test/p.gif?u=1" /></p>',
    );
    assert.equal(sanitizeMessage('<img src="//track.test/p.gif">'), '<img data-remote-src="https://track.test/p.gif" />');
    assert.equal(sanitizeMessage('<img src="HTTP://Track.test/p.gif">'), '<img data-remote-src="HTTP://Track.test/p.gif" />');
    // Sanitising the stored body again (the unassigned e-mail view does) keeps it blocked and its address.
    const once = sanitizeMessage('<img src="https://track.test/p.gif">');
    assert.equal(sanitizeMessage(once), once);
    // A data-remote-src the sender wrote is only ever an http(s) address.
    assert.equal(sanitizeMessage('<img data-remote-src="javascript:alert(1)">'), '<img />');
  });

  it('keeps inline raster images (an e-mail part) and drops other data: images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    assert.equal(sanitizeMessage(`<img src="${png}" alt="logo">`), `<img alt="logo" src="${png}" />`);
    assert.equal(sanitizeMessage('<img src="data:text/html;base64,PHNjcmlwdD4=">'), '<img />');
  });

  it('drops links and images to the app’s own API and actions, relative or on its origin; keeps its pages', () => {
    const app = { appOrigins: ['https://helpdesk.example'] };
    assert.equal(sanitizeMessage('<img src="/api/admin/ticket/1">', app), '<img />');
    assert.equal(sanitizeMessage('<a href="/logout">x</a>', app), '<a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    for (const href of [
      'https://helpdesk.example/api/admin/ticket/1',
      'https://HELPDESK.example/logout',
      '/login',
      '/broadcasting/auth',
      '/sanctum/csrf-cookie',
      '/dev/outbox',
      '/x/../api/user',
      '/%61pi/user',
      '//helpdesk.example/api/user',
      '\\api\\user',
    ]) {
      assert.doesNotMatch(sanitizeMessage(`<a href="${href}">x</a>`, app), /href/, href);
      assert.equal(sanitizeMessage(`<img src="${href}">`, app), '<img />', href);
    }
    assert.equal(
      sanitizeMessage('<a href="https://helpdesk.example/tickets/5">t</a>', app),
      '<a href="https://helpdesk.example/tickets/5" rel="noopener noreferrer nofollow" target="_blank">t</a>',
    );
    assert.equal(
      sanitizeMessage('<a href="/client/tickets/5">t</a>', app),
      '<a href="/client/tickets/5" rel="noopener noreferrer nofollow" target="_blank">t</a>',
    );
    // Another site's /api is not ours.
    assert.match(sanitizeMessage('<a href="https://other.test/api/x">o</a>', app), /href="https:\/\/other.test\/api\/x"/);
  });

  it('keeps a mention (a span naming a user id) in notes only, and nothing else on the span', () => {
    const note = '<p><span data-mention="12" class="x" onclick="alert(1)">@Jan Kowalski</span> zobacz</p>';
    assert.equal(sanitizeMessage(note, { mentions: true }), '<p><span data-mention="12">@Jan Kowalski</span> zobacz</p>');
    assert.equal(sanitizeMessage(note), '<p><span>@Jan Kowalski</span> zobacz</p>');
    for (const value of ['0', '-3', '1.5', '12a', 'javascript:1', ''])
      assert.equal(sanitizeMessage(`<span data-mention="${value}">@X</span>`, { mentions: true }), '<span>@X</span>', value);
  });
});
