import type { FastifyRequest } from 'fastify';
import type { AppConfig, RemoteName } from '../../config';
import { remoteVersionManifestPath } from '@helpdesk/shared/remote-names';
import { currentReleases, needsUser, versionFor } from '../remote-deployments';
import { builtInLocations } from './built-in-versions';

/** `?deployment=<id>`: the browser heard of that deployment, so the answer must not predate it. */
function deploymentSeen(request: FastifyRequest): number {
  const value = (request.query as Record<string, unknown> | undefined)?.deployment;
  const id = typeof value === 'string' ? Number(value) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The signed-in user's id (canaries are stable per user); anonymous callers get the active versions. */
async function userIdOf(request: FastifyRequest): Promise<number | null> {
  if (typeof request.existingSession !== 'function') return null;
  try {
    return (await request.existingSession())?.userId ?? null;
  } catch {
    return null;
  }
}

/**
 * Where each remote's manifest lives for this request: the answer of `/remotes.json` and whatever the HTML carries
 * for the boot. A remote with a deployed version gets that version's immutable manifest (a canary's for the users
 * in its share); one without keeps the configured URL (REMOTE_<NAME>_URL), or for the build shipped with the server
 * its versioned, immutable URL (`/remotes/<name>/v/<version>/mf-manifest.json`).
 */
export async function remoteLocations(config: AppConfig, request: FastifyRequest): Promise<Record<RemoteName, string>> {
  const releases = await currentReleases(deploymentSeen(request));
  const locations = builtInLocations(config);
  if (!releases || releases.size === 0) return locations;
  const userId = needsUser(releases) ? await userIdOf(request) : null;
  for (const [remote, release] of releases) {
    const version = versionFor(remote, release, userId);
    if (version) locations[remote] = remoteVersionManifestPath(remote, version);
  }
  return locations;
}
