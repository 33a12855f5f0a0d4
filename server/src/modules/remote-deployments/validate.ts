/**
 * What a build must be before it is published: one list of checks (`BUILD_CHECKS`), run in order by
 * `validateBuild`; the first that fails refuses the build with a field message on `archive`. A further rule is one
 * more entry in the list.
 */
import path from 'node:path';
import { ABILITY_NAMES } from '@helpdesk/shared/permissions';
import {
  declarationOfManifest,
  declarationProblem,
  menuIdClash,
  segmentClash,
  SHELL_SEGMENTS,
  type RemoteDeclaration,
  type RemoteDeclarations,
} from '@helpdesk/shared/remote-declaration';
import { REMOTE_NAMES, type AppConfig, type RemoteName } from '../../config';
import { FieldError } from '../../platform/errors';
import { manifestRefusal } from './contract-check';
import { ENTRY_FILE, MANIFEST_FILE, manifestDeclaration, manifestFiles, parseManifest, versionDir, type FederationManifest } from './store';

/** A build offered for publishing: its files (no source maps) and its parsed manifest. */
export interface CandidateBuild {
  remote: RemoteName;
  version: string;
  files: ReadonlyMap<string, Buffer>;
  manifest: FederationManifest;
  config: AppConfig;
  /** What the versions the server serves now declare (active and canary of every other remote). */
  served: readonly { remote: RemoteName; declaration: RemoteDeclaration }[];
}

/** The versions a remote's paths are served by now: its active and canary versions, or the build shipped with the server. */
export interface ServedVersions {
  activeVersion: string | null;
  canaryVersion: string | null;
}

/** The one ability table's names, which a declared path or menu entry must name. */
const ABILITIES: ReadonlySet<string> = new Set<string>(ABILITY_NAMES);

/** The declarations of the versions the server serves (read from their manifests on this disk; builds without one left out). */
export function servedDeclarationsOnDisk(
  config: AppConfig,
  releases: ReadonlyMap<RemoteName, ServedVersions> | null,
): { remote: RemoteName; declaration: RemoteDeclaration }[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const release = releases?.get(remote);
    const versions = [release?.activeVersion, release?.canaryVersion].filter((version): version is string => !!version);
    const files = versions.length
      ? versions.map((version) => path.join(versionDir(config.remoteDeploymentsDir, remote, version), MANIFEST_FILE))
      : [path.join(config.remotesDir, remote, 'dist', MANIFEST_FILE)];
    return files.flatMap((file) => {
      const declaration = manifestDeclaration(file);
      return declaration !== undefined && !declarationProblem(declaration, ABILITIES)
        ? [{ remote, declaration: declaration as RemoteDeclaration }]
        : [];
    });
  });
}

type BuildCheck = (build: CandidateBuild) => FieldError | null | Promise<FieldError | null>;

const refuse = (key: ConstructorParameters<typeof FieldError>[1], params: Record<string, string | number> = {}) =>
  new FieldError('archive', key, params);

/** The manifest names this remote (not another one's build uploaded by mistake). */
const namesTheRemote: BuildCheck = ({ remote, manifest }) =>
  manifest.name === remote ? null : refuse('remote_build_bad_manifest', { remote });

/** remoteEntry.js is there, and the manifest names it as the entry. */
const hasEntry: BuildCheck = ({ files, manifest }) => {
  const entry = manifest.metaData?.remoteEntry;
  const named = entry ? `${entry.path ?? ''}${entry.name}` : ENTRY_FILE;
  return named === ENTRY_FILE && files.has(ENTRY_FILE) ? null : refuse('remote_build_no_entry');
};

/** A server build the manifest names (`ssrRemoteEntry`, #39) was packed with it: its entry is there. */
const hasServerEntry: BuildCheck = ({ files, manifest }) => {
  const entry = manifest.metaData?.ssrRemoteEntry;
  if (!entry) return null;
  const named = [entry.path, entry.name].filter(Boolean).join('/');
  return files.has(named) ? null : refuse('remote_build_no_server_entry', { entry: named });
};

/** Every chunk the manifest names was packed. */
const hasEveryNamedFile: BuildCheck = ({ files, manifest }) => {
  const missing = manifestFiles(manifest).filter((file) => !files.has(file));
  return missing.length === 0 ? null : refuse('remote_build_missing_files', { files: missing.slice(0, 10).join(', ') });
};

/** The shell the server serves satisfies the contract range the build declares (README "The shell contract"). */
const runsOnTheShell: BuildCheck = ({ manifest, config }) => {
  const refusal = manifestRefusal(manifest, config.shellDist);
  return refusal ? refuse('remote_needs_newer_shell', { requires: refusal.requires, offered: refusal.offered }) : null;
};

/**
 * The paths and menu entries the build declares (`metaData.helpdeskDeclaration`) are well formed, name abilities of
 * the one table, and claim neither the shell's own paths nor one another remote serves now. A build from before
 * declarations existed declares nothing: the shell places it by its built-in copy.
 */
const declaresItsPaths: BuildCheck = ({ remote, manifest, served }) => {
  const raw = declarationOfManifest(manifest);
  if (raw === undefined) return null;
  const problem = declarationProblem(raw, ABILITIES);
  const declaration = raw as RemoteDeclaration;
  const shellPath = !problem ? null : declaration?.segments?.find?.((entry) => SHELL_SEGMENTS[declaration.area]?.includes(entry?.segment));
  if (shellPath) return refuse('remote_declaration_shell_path', { segment: shellPath.segment });
  if (problem) return refuse('remote_declaration_invalid', { problem });
  // Each served version on its own: a remote's active and canary versions are both served, and both count.
  const servedOne = served.map((other) => ({ [other.remote]: other.declaration }) as RemoteDeclarations);
  for (const other of servedOne) {
    const clash = segmentClash(remote, declaration, other);
    if (clash) return refuse('remote_declaration_clash', { segment: clash.segment, owner: clash.owner });
  }
  for (const other of [{}, ...servedOne]) {
    const idClash = menuIdClash(remote, declaration, other);
    if (idClash) return refuse('remote_declaration_menu_id', { id: idClash.id, owner: idClash.owner });
  }
  return null;
};

const BUILD_CHECKS: BuildCheck[] = [namesTheRemote, hasEntry, hasServerEntry, hasEveryNamedFile, runsOnTheShell, declaresItsPaths];

/** The build's manifest once every check passes; a FieldError on `archive` for the first that fails. */
export async function validateBuild(
  remote: RemoteName,
  version: string,
  files: ReadonlyMap<string, Buffer>,
  config: AppConfig,
  releases: ReadonlyMap<RemoteName, ServedVersions> | null = null,
): Promise<FederationManifest> {
  const raw = files.get(MANIFEST_FILE);
  if (!raw) throw refuse('remote_build_no_manifest');
  const manifest = parseManifest(raw);
  if (!manifest) throw refuse('remote_build_bad_manifest', { remote });
  const served = servedDeclarationsOnDisk(config, releases);
  for (const check of BUILD_CHECKS) {
    const problem = await check({ remote, version, files, manifest, config, served });
    if (problem) throw problem;
  }
  return manifest;
}
