import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeMessage } from './sanitize';

describe('message body sanitising', () => {
  it('keeps formatting and removes anything that runs', () => {
    assert.equal(sanitizeMessage('<p>Hi <b>there</b><script>alert(1)</script></p>'), '<p>Hi <b>there</b></p>');
    assert.equal(sanitizeMessage('<img src="https://x.test/a.png" onerror="alert(1)">'), '<img src="https://x.test/a.png" />');
    assert.equal(sanitizeMessage('<a href="javascript:alert(1)">x</a>'), '<a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    assert.equal(sanitizeMessage('<a href="https://ok.test">ok</a>'), '<a href="https://ok.test" rel="noopener noreferrer nofollow" target="_blank">ok</a>');
    assert.equal(sanitizeMessage('<iframe src="https://evil.test"></iframe><p style="position:fixed">t</p>'), '<p>t</p>');
    assert.equal(sanitizeMessage('<img src="data:image/svg+xml;base64,PHN2Zz4=">'), '<img />');
  });

  it('escapes plain text and keeps its line breaks', () => {
    assert.equal(sanitizeMessage('a < b & c\nnext'), 'a &lt; b &amp; c<br>next');
  });
});
