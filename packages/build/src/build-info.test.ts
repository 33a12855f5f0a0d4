import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Compiler } from '@rspack/core';
import { BuildInfo } from './app-config.ts';

/** Runs the plugin's after-emit step as a compiler would, and reads what it wrote. */
function emit(dir: string, env: Record<string, string | undefined>): Record<string, unknown> {
  const out = mkdtempSync(join(tmpdir(), 'build-info-'));
  const saved = process.env.HELPDESK_COMMIT;
  try {
    if (env.HELPDESK_COMMIT === undefined) delete process.env.HELPDESK_COMMIT;
    else process.env.HELPDESK_COMMIT = env.HELPDESK_COMMIT;
    let afterEmit: (() => void) | undefined;
    const compiler = { hooks: { afterEmit: { tap: (_name: string, fn: () => void) => (afterEmit = fn) } } } as unknown as Compiler;
    new BuildInfo(out, 'finance', '1.4.0', dir).apply(compiler);
    afterEmit!();
    return JSON.parse(readFileSync(join(out, 'build-info.json'), 'utf8')) as Record<string, unknown>;
  } finally {
    if (saved === undefined) delete process.env.HELPDESK_COMMIT;
    else process.env.HELPDESK_COMMIT = saved;
    rmSync(out, { recursive: true, force: true });
  }
}

describe('build-info.json', () => {
  it('names the app, the version it was built as, the commit it was built from and when', () => {
    const before = Date.now();
    const info = emit(import.meta.dirname, { HELPDESK_COMMIT: 'feedc0de' });
    assert.deepEqual([info.name, info.version, info.commit], ['finance', '1.4.0', 'feedc0de']);
    assert.ok(Date.parse(String(info.built_at)) >= before - 1000, String(info.built_at));
  });

  it('takes the checkout’s HEAD without HELPDESK_COMMIT, and null outside git', () => {
    assert.match(String(emit(import.meta.dirname, { HELPDESK_COMMIT: undefined }).commit), /^[0-9a-f]{40}(-dirty)?$/);
    const outside = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      assert.equal(emit(outside, { HELPDESK_COMMIT: undefined }).commit, null);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
