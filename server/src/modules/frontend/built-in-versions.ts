/**
 * The remote builds shipped with the server (`remotes/<name>/dist`) under versioned URLs: the version is a content
 * hash of the manifest and the entry it names, so a new build gets a new URL and the browser may keep the old one for
 * good. `/remotes/<name>/v/<version>/…` serves the dist while it holds that version (immutable); the un-versioned
 * `/remotes/<name>/…` keeps answering `no-cache` for developers and back ends that name it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig, RemoteName } from '../../config';

/** The path segment before the version: `/remotes/<name>/v/<version>/`. */
export const VERSION_SEGMENT = 'v';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

interface Stamp {
  manifestKey: string;
  entryFile: string | null;
  entryKey: string | null;
  version: string;
}

const stamps = new Map<string, Stamp>();

const statKey = (file: string): string => {
  const stat = fs.statSync(file);
  return `${stat.mtimeMs}:${stat.size}`;
};

/** The entry script a manifest names (a path next to the manifest); null when it names none. */
function entryOf(manifestFile: string, manifest: Buffer): string | null {
  const data = JSON.parse(manifest.toString('utf8')) as Manifest;
  const name = data.metaData?.remoteEntry?.name;
  if (!name) return null;
  return path.join(path.dirname(manifestFile), data.metaData?.remoteEntry?.path ?? '', name);
}

/**
 * The version of a built manifest (16 hex digits of SHA-256 over the manifest and its entry script), re-read only when
 * either file changes; null when the manifest or its entry is missing or unreadable.
 */
export function buildVersion(manifestFile: string): string | null {
  try {
    const manifestKey = statKey(manifestFile);
    const cached = stamps.get(manifestFile);
    if (cached?.manifestKey === manifestKey && (cached.entryFile === null || statKey(cached.entryFile) === cached.entryKey)) {
      return cached.version;
    }
    const manifest = fs.readFileSync(manifestFile);
    const entryFile = entryOf(manifestFile, manifest);
    const hash = crypto.createHash('sha256').update(manifest);
    const entryKey = entryFile ? statKey(entryFile) : null;
    if (entryFile) hash.update('\0').update(fs.readFileSync(entryFile));
    const version = hash.digest('hex').slice(0, 16);
    stamps.set(manifestFile, { manifestKey, entryFile, entryKey, version });
    return version;
  } catch {
    stamps.delete(manifestFile);
    return null;
  }
}

/** The remote's manifest inside its dist when its configured URL is this server's `/remotes/<name>/…`, else null. */
function builtInManifest(config: AppConfig, remote: RemoteName): string | null {
  const url = config.remoteUrls[remote];
  const prefix = `/remotes/${remote}/`;
  if (!url.startsWith(prefix) || /[?#]/.test(url)) return null;
  const relative = url.slice(prefix.length);
  if (!relative || relative.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
  if (relative.split('/')[0] === VERSION_SEGMENT) return null;
  return path.join(config.remotesDir, remote, 'dist', relative);
}

/** The version the remote's shipped dist holds now; null when it is not served by this server or not built. */
export function builtInVersion(config: AppConfig, remote: RemoteName): string | null {
  const manifest = builtInManifest(config, remote);
  return manifest ? buildVersion(manifest) : null;
}

/** The configured location of a remote, versioned when this server serves its build (else unchanged). */
export function builtInLocation(config: AppConfig, remote: RemoteName): string {
  const url = config.remoteUrls[remote];
  const version = builtInVersion(config, remote);
  if (!version) return url;
  const prefix = `/remotes/${remote}/`;
  return `${prefix}${VERSION_SEGMENT}/${version}/${url.slice(prefix.length)}`;
}

/** Every remote's configured location, versioned where this server serves the build. */
export function builtInLocations(config: AppConfig): Record<RemoteName, string> {
  const locations = { ...config.remoteUrls };
  for (const remote of Object.keys(locations) as RemoteName[]) locations[remote] = builtInLocation(config, remote);
  return locations;
}
