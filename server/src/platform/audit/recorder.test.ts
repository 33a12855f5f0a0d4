/** The recorder's diff: only changed fields, values compared as JSON keeps them, secrets never kept. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldChanges, REDACTED } from './recorder';

describe('audit recorder: field changes', () => {
  it('keeps only the fields whose value changed, dates and nested values compared by value', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    assert.deepEqual(
      fieldChanges(
        { name: 'A', at, tags: ['x'], sla: { open: 60 }, same: 1 },
        { name: 'B', at: new Date(at.getTime()), tags: ['x', 'y'], sla: { open: 60 }, same: 1 },
      ),
      [
        { field: 'name', before: 'A', after: 'B' },
        { field: 'tags', before: ['x'], after: ['x', 'y'] },
      ],
    );
  });

  it('a creation or a deletion lists every field against none; a field gone reads null', () => {
    assert.deepEqual(fieldChanges(null, { a: 1 }), [{ field: 'a', before: null, after: 1 }]);
    assert.deepEqual(fieldChanges({ a: 1, b: 2 }, { a: 1 }), [{ field: 'b', before: 2, after: null }]);
  });

  it('redacts password hashes, tokens, second-factor secrets: that they changed, never their value', () => {
    const changes = fieldChanges(
      { passwordHash: 'old-hash', totpSecret: null, apiToken: 't1', csrfToken: 'c' },
      { passwordHash: 'new-hash', totpSecret: 'JBSWY3DP', apiToken: null, csrfToken: 'c' },
    );
    assert.deepEqual(changes, [
      { field: 'passwordHash', before: REDACTED, after: REDACTED },
      { field: 'totpSecret', before: null, after: REDACTED },
      { field: 'apiToken', before: REDACTED, after: null },
    ]);
    assert.ok(!JSON.stringify(changes).match(/hash"|JBSWY3DP|t1/));
  });
});
