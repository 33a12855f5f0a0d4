/**
 * Federation contract: every built remote exposes ./routes, and every shared module it brings satisfies the
 * range the shell requires, so the shell's singletons can serve it. Reads the production builds on disk.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures.ts';
import { satisfies } from './semver.ts';
import { REMOTE_NAMES } from '../../packages/shared/src/federation/remote-names.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const REMOTES = REMOTE_NAMES;

interface Manifest {
  name: string;
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string }[];
  exposes: { name: string; path: string }[];
  metaData: { remoteEntry: { name: string } };
}

const read = (app: string): Manifest => JSON.parse(readFileSync(resolve(ROOT, app, 'dist/mf-manifest.json'), 'utf8')) as Manifest;

const shell = read('shell');

for (const remote of REMOTES) {
  test(`${remote}: manifest exposes ./routes and its shared versions satisfy the shell`, () => {
    const manifest = read(`remotes/${remote}`);
    expect(manifest.name).toBe(remote);
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(manifest.exposes.map((expose) => expose.path)).toContain('./routes');
    expect(manifest.shared.length).toBeGreaterThan(10);
    for (const shared of manifest.shared) {
      const host = shell.shared.find((entry) => entry.name === shared.name);
      expect(host, `shell shares ${shared.name}`).toBeTruthy();
      expect(shared.singleton, `${shared.name} is a singleton`).toBe(true);
      expect(satisfies(shared.version, host!.requiredVersion!), `${remote} ${shared.name}@${shared.version}`).toBe(true);
      expect(satisfies(host!.version, shared.requiredVersion!), `shell ${shared.name}@${host!.version}`).toBe(true);
    }
  });
}
