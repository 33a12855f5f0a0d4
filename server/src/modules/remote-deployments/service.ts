/**
 * Which version of each remote the browsers load: the active version per remote (null: the build shipped with the
 * server, `config.remoteUrls`), an optional canary served to a stable share of users, and the history of changes.
 * Every instance keeps the releases in memory for `/remotes.json` and re-reads them after RELEASES_TTL_MS, or at
 * once when a browser names a newer deployment than it knows (the broadcast carries the deployment's id).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asc, desc, eq, max } from 'drizzle-orm';
import { BROADCAST_EVENTS, DEPLOYMENTS_CHANNEL } from '@helpdesk/shared/schemas';
import type { CanaryWithdrawal, RemoteDeployment, RemoteDeploymentAction, RemoteDeploymentEvent } from '@helpdesk/shared/resources';
import { REMOTE_NAMES, type AppConfig, type RemoteName } from '../../config';
import type { Broadcaster } from '../../platform/broadcasting/broadcaster';
import type { Db } from '../../platform/db/client';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { remoteDeployments, remoteReleases } from '../../platform/db/schema';
import { FieldError } from '../../platform/errors';
import { remoteVersionManifestPath } from '@helpdesk/shared/remote-names';
import { healthOver } from './health';
import { ArchiveError, readBuildArchive } from './archive';
import {
  BUILD_INFO_FILE,
  listPublished,
  missingFiles,
  publishFiles,
  readPublished,
  VersionConflict,
  versionDir,
  isVersionName,
  type BuildFacts,
  type Published,
} from './store';
import { validateBuild } from './validate';
import { contractRefusal } from './contract-check';

export const RELEASES_TTL_MS = 5_000;

export interface Release {
  activeVersion: string | null;
  canaryVersion: string | null;
  canaryPercent: number;
}

interface Cache {
  releases: Map<RemoteName, Release>;
  lastDeployment: number;
  loadedAt: number;
}

let source: Db | null = null;
let cache: Cache | null = null;
let loading: Promise<Cache> | null = null;

/** The database the releases are read from (set when the module's routes are registered). */
export function useReleaseSource(db: Db): void {
  source = db;
  cache = null;
  loading = null;
}

/** Forgets the database when its server closes (another server of the same process keeps its own). */
export function dropReleaseSource(db: Db): void {
  if (source !== db) return;
  source = null;
  cache = null;
  loading = null;
}

async function load(db: Db): Promise<Cache> {
  const rows = await db.select().from(remoteReleases);
  const [last] = await db.select({ id: max(remoteDeployments.id) }).from(remoteDeployments);
  const releases = new Map<RemoteName, Release>();
  for (const row of rows) {
    if (!(REMOTE_NAMES as readonly string[]).includes(row.remote)) continue;
    releases.set(row.remote as RemoteName, {
      activeVersion: row.activeVersion,
      canaryVersion: row.canaryVersion,
      canaryPercent: row.canaryPercent,
    });
  }
  return { releases, lastDeployment: last?.id ?? 0, loadedAt: Date.now() };
}

/** The releases as this instance knows them; null without a database (the configured URLs apply). */
export async function currentReleases(atLeastDeployment = 0): Promise<Map<RemoteName, Release> | null> {
  const db = source;
  if (!db) return null;
  const fresh = cache && Date.now() - cache.loadedAt < RELEASES_TTL_MS && cache.lastDeployment >= atLeastDeployment;
  if (fresh) return cache!.releases;
  loading ??= load(db).finally(() => (loading = null));
  cache = await loading;
  return cache.releases;
}

/** Stable per user and remote: the same user is in (or out of) a remote's canary on every request and instance. */
export function canaryBucket(remote: string, userId: number): number {
  return crypto.createHash('sha256').update(`${remote}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** The version this user gets: the canary for users whose bucket falls under its percentage, else the active one. */
export function versionFor(remote: RemoteName, release: Release, userId: number | null): string | null {
  if (release.canaryVersion && release.canaryPercent > 0 && userId !== null && canaryBucket(remote, userId) < release.canaryPercent) {
    return release.canaryVersion;
  }
  return release.activeVersion;
}

export function needsUser(releases: Map<RemoteName, Release>): boolean {
  return [...releases.values()].some((release) => release.canaryVersion !== null && release.canaryPercent > 0);
}

function presentEvent(row: typeof remoteDeployments.$inferSelect): RemoteDeploymentEvent {
  return {
    id: row.id,
    remote: row.remote as RemoteName,
    action: row.action as RemoteDeploymentAction,
    version: row.version,
    previous_version: row.previousVersion,
    canary_percent: row.canaryPercent,
    actor: row.actor,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether the built-in manifest answers: a file in the remote's dist, or (another origin) a fetch within 2 s. */
async function builtInHealthy(config: AppConfig, remote: RemoteName): Promise<boolean> {
  const url = config.remoteUrls[remote];
  if (url.startsWith('/')) {
    const local = `/remotes/${remote}/`;
    if (!url.startsWith(local)) return false;
    return fs.existsSync(path.join(config.remotesDir, remote, 'dist', url.slice(local.length)));
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok && typeof ((await response.json()) as { name?: unknown }).name === 'string';
  } catch {
    return false;
  }
}

/** A running canary taken back: everyone gets the active version again. */
function withdrawal(release: Release, reason?: CanaryWithdrawal): Change {
  return {
    action: 'rollback',
    version: release.activeVersion,
    previousVersion: release.canaryVersion,
    canaryPercent: 0,
    next: { ...release, canaryVersion: null, canaryPercent: 0 },
    ...(reason ? { reason } : {}),
  };
}

/** What browsers reported of a canary and of the stable version over the guard's window. */
async function canaryHealth(db: Db, config: AppConfig, remote: RemoteName, canary: string, active: string | null) {
  const health = await healthOver(db, remote, config.canaryGuard.windowMinutes);
  const none = { loads: 0, errors: 0 };
  return { window_minutes: config.canaryGuard.windowMinutes, canary: health.get(canary) ?? none, stable: health.get(active ?? '') ?? none };
}

/** Every remote as deployed now, with its published versions and history (newest first). */
export async function deploymentsOverview(db: Db, config: AppConfig): Promise<RemoteDeployment[]> {
  const releases = await load(db);
  const history = await db.select().from(remoteDeployments).orderBy(desc(remoteDeployments.id)).limit(500);
  const root = config.remoteDeploymentsDir;
  return Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<RemoteDeployment> => {
      const release = releases.releases.get(remote) ?? { activeVersion: null, canaryVersion: null, canaryPercent: 0 };
      const active = release.activeVersion ? readPublished(root, remote, release.activeVersion) : null;
      const canary = release.canaryVersion ? readPublished(root, remote, release.canaryVersion) : null;
      const missing = active ? missingFiles(root, remote, active.version) : [];
      const canaryMissing = canary ? missingFiles(root, remote, canary.version) : [];
      return {
        remote,
        active,
        manifest_url: release.activeVersion ? remoteVersionManifestPath(remote, release.activeVersion) : config.remoteUrls[remote],
        manifest_healthy: release.activeVersion ? active !== null && missing.length === 0 : await builtInHealthy(config, remote),
        missing_files: missing,
        canary:
          canary && release.canaryPercent > 0
            ? {
                version: canary,
                percent: release.canaryPercent,
                manifest_url: remoteVersionManifestPath(remote, canary.version),
                health: await canaryHealth(db, config, remote, canary.version, release.activeVersion),
                healthy: canaryMissing.length === 0,
                missing_files: canaryMissing,
              }
            : null,
        versions: listPublished(root, remote),
        history: history.filter((row) => row.remote === remote).map(presentEvent),
      };
    }),
  );
}

/** What the build wrote about itself (build-info.json); nothing known when it wrote nothing readable. */
function buildFacts(files: ReadonlyMap<string, Buffer>): BuildFacts {
  const raw = files.get(BUILD_INFO_FILE);
  if (!raw) return { commit: null, builtAt: null, version: null };
  try {
    const info = JSON.parse(raw.toString('utf8')) as { commit?: unknown; built_at?: unknown; version?: unknown };
    const builtAt =
      typeof info.built_at === 'string' && !Number.isNaN(Date.parse(info.built_at)) ? new Date(info.built_at).toISOString() : null;
    return {
      commit: typeof info.commit === 'string' && info.commit ? info.commit : null,
      builtAt,
      version: typeof info.version === 'string' && info.version ? info.version : null,
    };
  } catch {
    throw new FieldError('archive', 'remote_archive_malformed');
  }
}

/**
 * Publishes a build archive (`.ci/remote` packs it) as `version` (default: the version its build-info.json names):
 * unpacked within `remoteArchiveMaxBytes`, checked (`validateBuild`), then written immutable with its files' hashes.
 * The same files again under the same version are a no-op that says so (`identical`).
 */
export async function publishBuild(
  config: AppConfig,
  remote: RemoteName,
  archive: Buffer,
  requestedVersion: string | undefined,
): Promise<Published> {
  let files: Map<string, Buffer>;
  try {
    files = readBuildArchive(archive, config.remoteArchiveMaxBytes * 4);
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    const max = Math.round((config.remoteArchiveMaxBytes * 4) / 1024 / 1024);
    throw new FieldError('archive', error.key, { max }, { reason: error.message });
  }
  const facts = buildFacts(files);
  const version = requestedVersion ?? facts.version ?? undefined;
  if (!version) throw new FieldError('version', 'remote_version_required');
  if (!isVersionName(version)) throw new FieldError('version', 'invalid');
  if (facts.version && facts.version !== version) {
    throw new FieldError('version', 'remote_version_mismatch', { built: facts.version, version });
  }
  await validateBuild(remote, version, files, config, await currentReleases());
  try {
    return publishFiles(config.remoteDeploymentsDir, remote, version, files, facts);
  } catch (error) {
    if (error instanceof VersionConflict) throw new FieldError('version', 'remote_version_conflict', { version });
    throw error;
  }
}

export interface DeploymentDeps {
  db: Db;
  config: AppConfig;
  broadcaster: Broadcaster;
}

interface Change {
  action: RemoteDeploymentAction;
  version: string | null;
  previousVersion: string | null;
  canaryPercent: number | null;
  next: Release;
  /** Why the system made the change (the canary guard); a person's change has none. */
  reason?: CanaryWithdrawal;
}

/** Who asked: the name kept on the deployment row (an admin's e-mail or the CLI's), and the audit trail's author. */
export interface DeploymentActor {
  name: string;
  author: AuditAuthor;
}

async function record(
  deps: DeploymentDeps,
  remote: RemoteName,
  actor: DeploymentActor,
  decide: (release: Release, history: (typeof remoteDeployments.$inferSelect)[]) => Change,
): Promise<RemoteDeploymentEvent> {
  const event = await deps.db.transaction(async (tx) => {
    await tx.insert(remoteReleases).values({ remote }).onConflictDoNothing();
    const [row] = await tx.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).for('update');
    const history = await tx
      .select()
      .from(remoteDeployments)
      .where(eq(remoteDeployments.remote, remote))
      .orderBy(asc(remoteDeployments.id));
    const change = decide(
      { activeVersion: row!.activeVersion, canaryVersion: row!.canaryVersion, canaryPercent: row!.canaryPercent },
      history,
    );
    await tx
      .update(remoteReleases)
      .set({
        activeVersion: change.next.activeVersion,
        canaryVersion: change.next.canaryVersion,
        canaryPercent: change.next.canaryPercent,
        updatedAt: new Date(),
      })
      .where(eq(remoteReleases.remote, remote));
    const [inserted] = await tx
      .insert(remoteDeployments)
      .values({
        remote,
        action: change.action,
        version: change.version,
        previousVersion: change.previousVersion,
        canaryPercent: change.canaryPercent,
        actor: actor.name,
        reason: change.reason ?? null,
      })
      .returning();
    await recordChange(tx as unknown as Db, {
      author: actor.author,
      kind: 'remote-deployment',
      action: 'updated',
      recordId: remote,
      label: `${remote} · ${change.action}`,
      before: { activeVersion: row!.activeVersion, canaryVersion: row!.canaryVersion, canaryPercent: row!.canaryPercent },
      after: change.next,
    });
    return presentEvent(inserted!);
  });
  if (source === deps.db) cache = null;
  // Names only: each browser asks /remotes.json which version it gets (canaries differ per user).
  await deps.broadcaster.publish([DEPLOYMENTS_CHANNEL], BROADCAST_EVENTS.remoteDeployed, { remote, deployment: event.id });
  return event;
}

/** Makes a published version active (clearing a canary), or with `canaryPercent` serves it to that share of users. */
export function activateVersion(
  deps: DeploymentDeps,
  remote: RemoteName,
  version: string,
  canaryPercent: number | undefined,
  actor: DeploymentActor,
): Promise<RemoteDeploymentEvent> {
  if (!readPublished(deps.config.remoteDeploymentsDir, remote, version)) throw new FieldError('version', 'remote_version_unpublished');
  const refusal = contractRefusal(versionDir(deps.config.remoteDeploymentsDir, remote, version), deps.config.shellDist);
  if (refusal) throw new FieldError('version', 'remote_needs_newer_shell', { ...refusal });
  return record(deps, remote, actor, (release) => {
    // Deploying what already runs for everyone would only pile a no-op onto the rollback stack.
    if (canaryPercent === undefined && release.activeVersion === version && !release.canaryVersion)
      throw new FieldError('version', 'remote_version_active');
    return canaryPercent === undefined
      ? {
          action: 'deploy',
          version,
          previousVersion: release.activeVersion,
          canaryPercent: null,
          next: { activeVersion: version, canaryVersion: null, canaryPercent: 0 },
        }
      : {
          action: 'canary',
          version,
          previousVersion: release.activeVersion,
          canaryPercent,
          next: { ...release, canaryVersion: version, canaryPercent },
        };
  });
}

/**
 * Takes the last change back: a running canary is withdrawn; otherwise the deploys form a stack (each remembers the
 * version it replaced, each rollback pops one), so repeated rollbacks walk back to the built-in build.
 */
export function rollbackRemote(deps: DeploymentDeps, remote: RemoteName, actor: DeploymentActor): Promise<RemoteDeploymentEvent> {
  return record(deps, remote, actor, (release, history) => {
    if (release.canaryVersion) return withdrawal(release);
    const replaced: (string | null)[] = [];
    for (const row of history) {
      if (row.action === 'deploy') replaced.push(row.previousVersion);
      // A withdrawn canary (canary_percent 0) changed no active version.
      else if (row.action === 'rollback' && row.canaryPercent === null) replaced.pop();
    }
    if (replaced.length === 0) throw new FieldError('remote', 'remote_no_rollback');
    const back = replaced.pop()!;
    return {
      action: 'rollback',
      version: back,
      previousVersion: release.activeVersion,
      canaryPercent: null,
      next: { activeVersion: back, canaryVersion: null, canaryPercent: 0 },
    };
  });
}

/**
 * The canary guard's withdrawal: only while `version` is still the canary (an admin may have promoted or withdrawn it
 * meanwhile: then nothing happens and null comes back).
 */
export async function withdrawCanary(
  deps: DeploymentDeps,
  remote: RemoteName,
  version: string,
  actor: DeploymentActor,
  reason: CanaryWithdrawal,
): Promise<RemoteDeploymentEvent | null> {
  try {
    return await record(deps, remote, actor, (release) => {
      if (release.canaryVersion !== version || release.canaryPercent === 0) throw new CanaryMoved();
      return withdrawal(release, reason);
    });
  } catch (error) {
    if (error instanceof CanaryMoved) return null;
    throw error;
  }
}

class CanaryMoved extends Error {}
