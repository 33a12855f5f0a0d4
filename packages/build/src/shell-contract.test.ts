import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import {
  contractChange,
  contractRuleProblems,
  currentContract,
  readSnapshot,
  requiredBump,
  sharedVersion,
  type ContractSnapshot,
  type ShellContract,
} from './shell-contract.ts';

/** The snapshot as the last commit holds it; undefined outside a git checkout or before the first snapshot. */
function committedSnapshot(): ContractSnapshot | undefined {
  try {
    const text = execFileSync('git', ['show', 'HEAD:packages/shared/contract.json'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text) as ContractSnapshot;
  } catch {
    return undefined;
  }
}

const base: ShellContract = {
  exports: ['eventBus', 'i18n', 'type RemoteName'],
  events: { toast: '{ body: string }' },
  routesModule: { remote: 'string', routes: 'RouteObject[]' },
};

describe('the shell contract of @helpdesk/shared', () => {
  it('is the one packages/shared/contract.json records, under the package version that carries it', () => {
    const problems = contractRuleProblems(readSnapshot(), sharedVersion(), currentContract(), committedSnapshot());
    assert.deepEqual(problems, []);
  });

  it('reads the root exports, the event names with their payloads and the routes module shape from the sources', () => {
    const contract = currentContract();
    for (const name of ['eventBus', 'addLazyTranslations', 'routesModuleId', 'type RemoteRoutesModule'])
      assert.ok(contract.exports.includes(name), name);
    assert.equal(contract.events['ticket:created'], '{ companyId: number; id: number }');
    assert.deepEqual(Object.keys(contract.routesModule), ['remote', 'Root?', 'routes', 'version']);
  });
});

describe('the changeset rule', () => {
  it('passes when sources, snapshot and version agree', () => {
    assert.deepEqual(contractRuleProblems({ version: '1.2.0', contract: base }, '1.2.0', base), []);
  });

  it('fails a contract changed without a bump, naming what changed and the version it needs', () => {
    const added = { ...base, exports: [...base.exports, 'loadTranslations'] };
    assert.deepEqual(contractRuleProblems({ version: '1.2.0', contract: base }, '1.2.0', added), [
      "the shell contract changed (added: export loadTranslations): raise packages/shared/package.json's version to at least 1.3.0, then run pnpm --filter @helpdesk/build contract:update",
    ]);
    const removed = { ...base, events: {} };
    assert.match(
      contractRuleProblems({ version: '1.2.0', contract: base }, '1.2.0', removed)[0]!,
      /changed or removed: event toast.*at least 2\.0\.0/,
    );
  });

  it('fails a bumped version whose snapshot was not regenerated', () => {
    assert.deepEqual(contractRuleProblems({ version: '1.2.0', contract: base }, '1.3.0', base), [
      'packages/shared/contract.json was made for 1.2.0, the package is 1.3.0: run pnpm --filter @helpdesk/build contract:update',
    ]);
  });

  it('fails a regenerated snapshot whose bump over the committed one is too small', () => {
    const changedPayload = { ...base, events: { toast: '{ body: string; title: string }' } };
    const head: ContractSnapshot = { version: '1.2.0', contract: base };
    assert.deepEqual(contractRuleProblems({ version: '1.3.0', contract: changedPayload }, '1.3.0', changedPayload, head), [
      'the committed contract 1.2.0 changed without a large enough version bump: 1.3.0 must be at least 2.0.0',
    ]);
    assert.deepEqual(contractRuleProblems({ version: '2.0.0', contract: changedPayload }, '2.0.0', changedPayload, head), []);
  });

  it('asks a major bump for anything removed or changed, a minor one for additions, none otherwise', () => {
    assert.equal(requiredBump('1.2.3', contractChange(base, base)), null);
    assert.equal(requiredBump('1.2.3', contractChange(base, { ...base, exports: [...base.exports, 'x'] })), '1.3.0');
    assert.equal(requiredBump('1.2.3', contractChange(base, { ...base, routesModule: { remote: 'string' } })), '2.0.0');
  });
});
