/**
 * The federation contract one remote's build keeps, read from its mf-manifest.json: it names itself, its entry is
 * remoteEntry.js, it exposes ./routes, it takes every shared module as a singleton from the list every app shares,
 * and — against a shell's manifest — each side's shared versions satisfy the other's ranges, so the shell's
 * singletons can serve it. Used by the e2e contract test (every remote against the built shell) and by
 * `.ci/remote <name>` (one remote alone, against a deployed shell's manifest when one is given).
 */
import { SHARED_SINGLETON_KEYS } from './shared-dependencies.ts';
import { satisfies } from './semver.ts';
import { manifestContract, satisfiesRange } from '../../shared/src/remote/contract-version.ts';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** The part of the federation manifest checked here (@module-federation/enhanced 2.9, `manifest: true`). */
export interface ContractManifest {
  name: string;
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string; assets?: ManifestAssets }[];
  exposes: { name: string; path: string; assets?: ManifestAssets }[];
  metaData: { remoteEntry: { name: string; path?: string }; helpdeskContract?: { version: string; requires: string } };
}

/** Fewer shared modules than this means the build lost its share table (it would bring its own React). */
const MIN_SHARED = 10;

/** What breaks the contract, one sentence each; empty when the build keeps it. */
export function remoteContractProblems(remote: string, manifest: ContractManifest, shell?: ContractManifest): string[] {
  const problems: string[] = [];
  if (manifest.name !== remote) problems.push(`the manifest names "${manifest.name}", not "${remote}"`);
  if (manifest.metaData.remoteEntry.name !== 'remoteEntry.js') {
    problems.push(`the entry is "${manifest.metaData.remoteEntry.name}", not remoteEntry.js`);
  }
  if (!manifest.exposes.some((expose) => expose.path === './routes')) problems.push('./routes is not exposed');
  const contract = manifestContract(manifest);
  if (!contract) problems.push('the manifest names no shell contract range (metaData.helpdeskContract)');
  const shellContract = shell?.shared.find((entry) => entry.name === '@helpdesk/shared')?.version;
  if (contract && shellContract && !satisfiesRange(shellContract, contract.requires)) {
    problems.push(`${remote} needs shell contract ${contract.requires}, the shell offers ${shellContract}`);
  }
  if (manifest.shared.length <= MIN_SHARED) problems.push(`only ${manifest.shared.length} shared modules`);
  const known = new Set<string>(SHARED_SINGLETON_KEYS);
  for (const shared of manifest.shared) {
    if (!known.has(shared.name)) problems.push(`${shared.name} is shared but not in SHARED_SINGLETON_KEYS`);
    if (shared.singleton !== true) problems.push(`${shared.name} is not a singleton`);
    if (!shell) continue;
    const host = shell.shared.find((entry) => entry.name === shared.name);
    if (!host) {
      problems.push(`the shell does not share ${shared.name}`);
      continue;
    }
    if (!host.requiredVersion || !satisfies(shared.version, host.requiredVersion)) {
      problems.push(`${remote} brings ${shared.name}@${shared.version}, the shell requires ${host.requiredVersion}`);
    }
    if (!shared.requiredVersion || !satisfies(host.version, shared.requiredVersion)) {
      problems.push(`the shell has ${shared.name}@${host.version}, ${remote} requires ${shared.requiredVersion}`);
    }
  }
  return problems;
}

/** Every file the manifest names (entry, exposed and shared modules' chunks), relative to the build folder. */
export function manifestFiles(manifest: ContractManifest): string[] {
  const files = new Set<string>([`${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`]);
  for (const part of [...manifest.exposes, ...manifest.shared]) {
    if (!part.assets) continue;
    for (const kind of [part.assets.js, part.assets.css]) for (const file of [...kind.sync, ...kind.async]) files.add(file);
  }
  return [...files].sort();
}
