import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { manifestFiles, remoteContractProblems, type ContractManifest } from './remote-contract.ts';
import { SHARED_SINGLETON_KEYS } from './shared-dependencies.ts';

const assets = (sync: string[], async: string[] = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });

function manifest(overrides: Partial<ContractManifest> = {}, version = '19.3.1'): ContractManifest {
  return {
    name: 'finance',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, helpdeskContract: { version: '1.2.0', requires: '^1.2.0' } },
    exposes: [{ name: 'routes', path: './routes', assets: assets(['routes.1.js'], ['screen.2.js']) }],
    shared: SHARED_SINGLETON_KEYS.slice(0, 12).map((name) => ({
      name,
      version,
      requiredVersion: `^${version}`,
      singleton: true,
      assets: assets([], [`${name.replaceAll('/', '_')}.js`]),
    })),
    ...overrides,
  };
}

describe('remoteContractProblems', () => {
  it('passes a remote that keeps the contract, alone and against a shell with the same versions', () => {
    assert.deepEqual(remoteContractProblems('finance', manifest()), []);
    assert.deepEqual(remoteContractProblems('finance', manifest(), { ...manifest(), name: 'shell', exposes: [] }), []);
  });

  it('names a wrong name, entry, missing ./routes, a lost share table and a non-singleton', () => {
    const shared = manifest().shared.slice(0, 3);
    shared[0] = { ...shared[0]!, singleton: false };
    const problems = remoteContractProblems(
      'finance',
      manifest({ name: 'reports', metaData: { remoteEntry: { name: 'entry.js' } }, exposes: [], shared }),
    );
    assert.deepEqual(problems, [
      'the manifest names "reports", not "finance"',
      'the entry is "entry.js", not remoteEntry.js',
      './routes is not exposed',
      'the manifest names no shell contract range (metaData.helpdeskContract)',
      'only 3 shared modules',
      `${shared[0]!.name} is not a singleton`,
    ]);
  });

  it('refuses a shared module outside the one list', () => {
    const built = manifest();
    built.shared.push({ name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.21', singleton: true });
    assert.deepEqual(remoteContractProblems('finance', built), ['lodash is shared but not in SHARED_SINGLETON_KEYS']);
  });

  it('against a shell: versions on either side that the other does not accept, and modules the shell lacks', () => {
    const shell = manifest({ name: 'shell', exposes: [] }, '20.0.0');
    shell.shared = shell.shared.slice(1);
    const problems = remoteContractProblems('finance', manifest(), shell);
    assert.equal(problems[0], `the shell does not share ${SHARED_SINGLETON_KEYS[0]}`);
    assert.ok(problems.includes(`finance brings ${SHARED_SINGLETON_KEYS[1]}@19.3.1, the shell requires ^20.0.0`));
    assert.ok(problems.includes(`the shell has ${SHARED_SINGLETON_KEYS[1]}@20.0.0, finance requires ^19.3.1`));
    assert.equal(problems.length, 1 + 2 * 11);
  });
});

describe('the shell contract range', () => {
  it('against a shell: refuses a remote that needs a newer shell contract than the shell’s @helpdesk/shared', () => {
    const shell = manifest({ name: 'shell', exposes: [] });
    shell.shared = [...shell.shared, { name: '@helpdesk/shared', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true }];
    const remote = manifest();
    remote.shared = [...remote.shared, { name: '@helpdesk/shared', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true }];
    assert.deepEqual(remoteContractProblems('finance', remote, shell), ['finance needs shell contract ^1.2.0, the shell offers 1.1.0']);
    remote.metaData.helpdeskContract = { version: '1.0.0', requires: '^1.0.0' };
    assert.deepEqual(remoteContractProblems('finance', remote, shell), []);
  });
});

describe('manifestFiles', () => {
  it('lists the entry and every chunk the exposed and shared modules name, once each', () => {
    const built = manifest({ shared: manifest().shared.slice(0, 2) });
    built.shared[1]!.assets = assets(['screen.2.js']);
    assert.deepEqual(manifestFiles(built), ['react.js', 'remoteEntry.js', 'routes.1.js', 'screen.2.js']);
  });
});
