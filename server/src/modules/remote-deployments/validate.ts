/**
 * What a build must be before it is published: one list of checks (`BUILD_CHECKS`), run in order by
 * `validateBuild`; the first that fails refuses the build with a field message on `archive`. A further rule is one
 * more entry in the list.
 */
import type { AppConfig, RemoteName } from '../../config';
import { FieldError } from '../../platform/errors';
import { manifestRefusal } from './contract-check';
import { ENTRY_FILE, MANIFEST_FILE, manifestFiles, parseManifest, type FederationManifest } from './store';

/** A build offered for publishing: its files (no source maps) and its parsed manifest. */
export interface CandidateBuild {
  remote: RemoteName;
  version: string;
  files: ReadonlyMap<string, Buffer>;
  manifest: FederationManifest;
  config: AppConfig;
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

const BUILD_CHECKS: BuildCheck[] = [namesTheRemote, hasEntry, hasServerEntry, hasEveryNamedFile, runsOnTheShell];

/** The build's manifest once every check passes; a FieldError on `archive` for the first that fails. */
export async function validateBuild(
  remote: RemoteName,
  version: string,
  files: ReadonlyMap<string, Buffer>,
  config: AppConfig,
): Promise<FederationManifest> {
  const raw = files.get(MANIFEST_FILE);
  if (!raw) throw refuse('remote_build_no_manifest');
  const manifest = parseManifest(raw);
  if (!manifest) throw refuse('remote_build_bad_manifest', { remote });
  for (const check of BUILD_CHECKS) {
    const problem = await check({ remote, version, files, manifest, config });
    if (problem) throw problem;
  }
  return manifest;
}
