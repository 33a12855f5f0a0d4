/**
 * Published remote versions on disk: `<root>/<remote>/<version>/` holds one build (mf-manifest.json, remoteEntry.js,
 * chunks) and `deployment.json` with its facts. A published version never changes: publishing the same version
 * again with other files is refused. Plain Node (no server imports): the deploy CLI uses it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_VERSION_PATTERN } from '@helpdesk/shared/schemas';
import type { RemoteVersion } from '@helpdesk/shared/resources';

export const FACTS_FILE = 'deployment.json';
export const MANIFEST_FILE = 'mf-manifest.json';

export function isVersionName(version: string): boolean {
  return REMOTE_VERSION_PATTERN.test(version) && !version.includes('..');
}

export function versionDir(root: string, remote: string, version: string): string {
  if (!isVersionName(version)) throw new Error(`not a version name: ${version}`);
  return path.join(root, remote, version);
}

/** The URL a published version's manifest is served at (immutable: the path names the version). */
export function versionManifestPath(remote: string, version: string): string {
  return `/remote-versions/${remote}/${encodeURIComponent(version)}/${MANIFEST_FILE}`;
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

/** Whether a published manifest reads as a Module Federation manifest of that remote. */
export function manifestReadable(root: string, remote: string, version: string): boolean {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(versionDir(root, remote, version), MANIFEST_FILE), 'utf8')) as { name?: unknown };
    return typeof manifest.name === 'string';
  } catch {
    return false;
  }
}

function sameTree(a: string, b: string): boolean {
  const list = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file !== FACTS_FILE && fs.statSync(path.join(dir, file)).isFile())
      .sort();
  const files = list(a);
  if (files.join('\n') !== list(b).join('\n')) return false;
  return files.every((file) => fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file))));
}

export interface PublishFacts {
  commit: string | null;
  /** Default: when the source's manifest was written. */
  builtAt?: string | null;
}

/**
 * Copies a built remote (a directory with mf-manifest.json) to its versioned place: into a temporary directory
 * first, then renamed, so a half-copied version is never served. Publishing identical files again is a no-op.
 */
export function publishVersion(root: string, remote: string, version: string, source: string, facts: PublishFacts): RemoteVersion {
  const manifest = path.join(source, MANIFEST_FILE);
  if (!fs.existsSync(manifest)) throw new Error(`${source} has no ${MANIFEST_FILE}: build the remote first`);
  const target = versionDir(root, remote, version);
  if (fs.existsSync(target)) {
    const existing = readPublished(root, remote, version);
    if (existing && sameTree(target, source)) return existing;
    throw new Error(`${remote} ${version} is already published with other files: published versions never change, pick a new version`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.tmp-${process.pid}-${Date.now()}`;
  fs.cpSync(source, temporary, { recursive: true, filter: (file) => !file.endsWith('.map') });
  const published: RemoteVersion = {
    version,
    built_at: facts.builtAt === undefined ? fs.statSync(manifest).mtime.toISOString() : facts.builtAt,
    commit: facts.commit,
    published_at: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(temporary, FACTS_FILE), `${JSON.stringify(published, null, 2)}\n`);
  fs.renameSync(temporary, target);
  return published;
}
