/**
 * Published remote versions on disk: `<root>/<remote>/<version>/` holds one build (mf-manifest.json, remoteEntry.js,
 * chunks, build-info.json) and `deployment.json` with its facts and the SHA-256 of every file. A published version
 * never changes: publishing the same version again with other files is refused, with the same files it is a no-op.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { declarationOfManifest } from '@helpdesk/shared/remote-declaration';
import { REMOTE_VERSION_PATTERN } from '@helpdesk/shared/schemas';
import type { RemoteVersion } from '@helpdesk/shared/resources';
import { readBuildDir } from './archive';

export const FACTS_FILE = 'deployment.json';
export const MANIFEST_FILE = 'mf-manifest.json';
export const ENTRY_FILE = 'remoteEntry.js';
/** What the build writes about itself beside its manifest (packages/build): name, version, commit, built_at. */
export const BUILD_INFO_FILE = 'build-info.json';

export function isVersionName(version: string): boolean {
  return REMOTE_VERSION_PATTERN.test(version) && !version.includes('..');
}

export function versionDir(root: string, remote: string, version: string): string {
  if (!isVersionName(version)) throw new Error(`not a version name: ${version}`);
  return path.join(root, remote, version);
}

/** A published version's facts; null when it is not published (no manifest or no facts file). */
export function readPublished(root: string, remote: string, version: string): RemoteVersion | null {
  if (!isVersionName(version)) return null;
  const dir = versionDir(root, remote, version);
  try {
    if (!fs.statSync(path.join(dir, MANIFEST_FILE)).isFile()) return null;
    const facts = JSON.parse(fs.readFileSync(path.join(dir, FACTS_FILE), 'utf8')) as Partial<RemoteVersion>;
    return {
      version,
      built_at: typeof facts.built_at === 'string' ? facts.built_at : null,
      commit: typeof facts.commit === 'string' ? facts.commit : null,
      published_at: typeof facts.published_at === 'string' ? facts.published_at : new Date(0).toISOString(),
    };
  } catch {
    return null;
  }
}

/** Every published version of a remote, oldest first. */
export function listPublished(root: string, remote: string): RemoteVersion[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(root, remote));
  } catch {
    return [];
  }
  return names
    .map((name) => readPublished(root, remote, name))
    .filter((facts): facts is RemoteVersion => facts !== null)
    .sort((a, b) => a.published_at.localeCompare(b.published_at) || a.version.localeCompare(b.version));
}

/** A build's files as served: source maps are never published (nor compared). */
const served = (file: string) => !file.endsWith('.map') && file !== FACTS_FILE;

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Path → SHA-256 of every served file, sorted by path. */
export function hashFiles(files: ReadonlyMap<string, Buffer>): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of [...files.keys()].filter(served).sort()) hashes[file] = sha256(files.get(file)!);
  return hashes;
}

/** The file hashes a published version recorded (older versions without them: hashed from disk). */
function publishedHashes(dir: string): Record<string, string> {
  try {
    const facts = JSON.parse(fs.readFileSync(path.join(dir, FACTS_FILE), 'utf8')) as { files?: Record<string, string> };
    if (facts.files && typeof facts.files === 'object') return facts.files;
  } catch {
    // no facts: hash what is there
  }
  return hashFiles(readBuildDir(dir));
}

/** What the build says about itself (build-info.json, written by the build: packages/build). */
export interface BuildFacts {
  commit: string | null;
  builtAt: string | null;
  /** The version the build was made as (HELPDESK_VERSION), when it says. */
  version?: string | null;
}

/** The version is published with other files: published versions never change. */
export class VersionConflict extends Error {}

export interface Published {
  version: RemoteVersion;
  /** The same files were published under this version before: nothing was written. */
  identical: boolean;
}

/**
 * Writes a build's files (source maps left out) to the version's place with their hashes in deployment.json: into a
 * temporary directory first, then renamed, so a half-written version is never served. The same files again are a
 * no-op (`identical`); other files under a published version throw VersionConflict.
 */
export function publishFiles(
  root: string,
  remote: string,
  version: string,
  files: ReadonlyMap<string, Buffer>,
  facts: BuildFacts,
): Published {
  if (!files.has(MANIFEST_FILE)) throw new Error(`the build has no ${MANIFEST_FILE}`);
  const target = versionDir(root, remote, version);
  const hashes = hashFiles(files);
  if (fs.existsSync(target)) {
    const existing = readPublished(root, remote, version);
    const before = publishedHashes(target);
    const same = JSON.stringify(Object.entries(before).sort()) === JSON.stringify(Object.entries(hashes).sort());
    if (existing && same) return { version: existing, identical: true };
    throw new VersionConflict(`${remote} ${version} is already published with other files`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.tmp-${process.pid}-${crypto.randomUUID()}`;
  for (const file of Object.keys(hashes)) {
    const destination = path.join(temporary, file);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.writeFileSync(destination, files.get(file)!);
  }
  const published: RemoteVersion = {
    version,
    built_at: facts.builtAt,
    commit: facts.commit,
    published_at: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(temporary, FACTS_FILE), `${JSON.stringify({ ...published, files: hashes }, null, 2)}\n`);
  try {
    fs.renameSync(temporary, target);
  } catch (error) {
    // Published meanwhile by another request or instance: identical or not, as above.
    fs.rmSync(temporary, { recursive: true, force: true });
    if (fs.existsSync(target)) return publishFiles(root, remote, version, files, facts);
    throw error;
  }
  return { version: published, identical: false };
}

/** Publishes a build folder as it is (tests, and a server's own tooling): `publishFiles` of its files. */
export function publishVersion(root: string, remote: string, version: string, source: string, facts: BuildFacts): RemoteVersion {
  return publishFiles(root, remote, version, readBuildDir(source), facts).version;
}

/** The part of a federation manifest (@module-federation/enhanced, `manifest: true`) the server reads. */
export interface FederationManifest {
  name: string;
  metaData?: { remoteEntry?: { name: string; path?: string }; ssrRemoteEntry?: { name: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The manifest when it reads as one (JSON naming a remote), else null. */
export function parseManifest(raw: Buffer): FederationManifest | null {
  try {
    const manifest = JSON.parse(raw.toString('utf8')) as FederationManifest;
    return manifest && typeof manifest === 'object' && typeof manifest.name === 'string' ? manifest : null;
  } catch {
    return null;
  }
}

/** Every file the manifest names (its entry, the exposed and shared modules' chunks), relative to the build. */
export function manifestFiles(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = new Set<string>([entry ? `${entry.path ?? ''}${entry.name}` : ENTRY_FILE]);
  for (const part of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of [part.assets?.js, part.assets?.css])
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
  }
  return [...files].sort();
}

/** The files a published version lacks: its manifest (unreadable), entry or a chunk the manifest names. */
export function missingFiles(root: string, remote: string, version: string): string[] {
  const dir = versionDir(root, remote, version);
  let manifest: FederationManifest | null = null;
  try {
    manifest = parseManifest(fs.readFileSync(path.join(dir, MANIFEST_FILE)));
  } catch {
    // missing: named below
  }
  if (!manifest) return [MANIFEST_FILE];
  return manifestFiles(manifest).filter((file) => !fs.existsSync(path.join(dir, file)));
}

const declarationCache = new Map<string, { mtimeMs: number; declaration: unknown }>();

/** The declaration a manifest file on this disk carries (cached by mtime); undefined when it has none or is unreadable. */
export function manifestDeclaration(file: string): unknown {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = declarationCache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.declaration;
    const declaration = declarationOfManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
    declarationCache.set(file, { mtimeMs, declaration });
    return declaration;
  } catch {
    return undefined;
  }
}
