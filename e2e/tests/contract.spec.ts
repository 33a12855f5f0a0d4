/**
 * Federation contract: every built remote exposes ./routes, and every shared module it brings satisfies the
 * range the shell requires, so the shell's singletons can serve it. Reads the production builds on disk; the rules
 * are packages/build's remote-contract.ts, which `.ci/remote <name>` checks one remote with too.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures.ts';
import { remoteContractProblems, type ContractManifest } from '../../packages/build/src/remote-contract.ts';
import { REMOTE_NAMES } from '../../packages/shared/src/federation/remote-names.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const read = (app: string): ContractManifest =>
  JSON.parse(readFileSync(resolve(ROOT, app, 'dist/mf-manifest.json'), 'utf8')) as ContractManifest;

const shell = read('shell');

for (const remote of REMOTE_NAMES) {
  test(`${remote}: manifest exposes ./routes and its shared versions satisfy the shell`, () => {
    expect(remoteContractProblems(remote, read(`remotes/${remote}`), shell)).toEqual([]);
  });
}
