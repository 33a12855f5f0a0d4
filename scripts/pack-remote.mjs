/**
 * Packs a remote's build folder into the archive `POST /api/admin/remote-deployments/{remote}/versions` takes (README
 * "Deploying a remote"): a gzipped tar of the folder's contents, manifest, entry and build-info.json at the top. One
 * packing step for `.ci/remote <name>` and the e2e deploy test. Plain JavaScript: it runs before anything is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** The files a build must hold to be packed (the server checks the same, and every file the manifest names). */
export const BUILD_FILES = ['remoteEntry.js', 'mf-manifest.json', 'build-info.json'];

/** Packs `dist` into `archive` (a .tar.gz path); throws when the build lacks one of BUILD_FILES or tar fails. */
export function packRemote(dist, archive) {
  for (const file of BUILD_FILES) {
    if (!existsSync(`${dist}/${file}`)) throw new Error(`${dist} has no ${file}: build the remote first`);
  }
  mkdirSync(dirname(archive), { recursive: true });
  const result = spawnSync('tar', ['-czf', archive, '-C', dist, '.'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tar -czf ${archive} failed (exit ${result.status ?? result.signal})`);
  return archive;
}
