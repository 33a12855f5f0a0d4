/**
 * `.ci/remote <name>`'s contract step: checks remotes/<name>/dist against the federation contract and that every
 * file its manifest names was built. With `--shell <path or URL of a shell's mf-manifest.json>` (a deployed or
 * staging shell) the shared versions are checked against that shell too; without, the remote is checked alone
 * (no shell is built for one remote's CI). Usage: tsx packages/build/src/check-remote-contract.ts finance [--shell …]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { manifestFiles, remoteContractProblems, type ContractManifest } from './remote-contract.ts';
import { REMOTE_NAMES, type RemoteName } from './remotes.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { shell: { type: 'string' } } });
const remote = positionals[0] as RemoteName | undefined;
if (!remote || !REMOTE_NAMES.includes(remote)) {
  console.error(`usage: check-remote-contract <${REMOTE_NAMES.join('|')}> [--shell <mf-manifest.json path or URL>]`);
  process.exit(2);
}

async function readManifest(where: string): Promise<ContractManifest> {
  if (!/^https?:\/\//.test(where)) return JSON.parse(readFileSync(where, 'utf8')) as ContractManifest;
  const response = await fetch(where);
  if (!response.ok) throw new Error(`${where}: ${response.status}`);
  return (await response.json()) as ContractManifest;
}

const dist = resolve(import.meta.dirname, '../../../remotes', remote, 'dist');
const manifest = await readManifest(join(dist, 'mf-manifest.json'));
const shell = values.shell ? await readManifest(values.shell) : undefined;
const problems = remoteContractProblems(remote, manifest, shell);
for (const file of manifestFiles(manifest))
  if (!existsSync(join(dist, file))) problems.push(`${file} is named by the manifest but not built`);

if (problems.length > 0) {
  console.error(`✖ ${remote} breaks the federation contract:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `✓ ${remote}: exposes ./routes, ${manifest.shared.length} shared singletons, ${manifestFiles(manifest).length} files present` +
    (shell ? `, shared versions agree with the shell at ${values.shell}` : ' (no --shell: not checked against a shell)'),
);
