/**
 * What browsers report of each remote version (remote_health, per minute): written by `POST /api/remote-health`,
 * read by the canary guard and the control centre's canary figures.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { RemoteName } from '../../config';
import { remoteHealth } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import { remoteVersionsPrefix, versionOfManifestPath } from '@helpdesk/shared/remote-names';
import { isVersionName } from './store';

const MINUTE_MS = 60_000;

/** One browser's counts for one remote version since its last report. */
export interface HealthReport {
  remote: RemoteName;
  /** '' for the build shipped with the server. */
  version: string;
  loads: number;
  errors: number;
}

/**
 * Which version a browser ran, from the manifest URL it loaded: a published version's `/remote-versions/<remote>/<v>/`
 * path, '' for the configured built-in URL, null for anything else (a developer's override: not counted).
 */
export function reportedVersion(remote: RemoteName, manifestUrl: string, builtInUrl: string): string | null {
  let path: string;
  try {
    path = new URL(manifestUrl, 'http://x').pathname;
  } catch {
    return null;
  }
  if (path.startsWith(remoteVersionsPrefix(remote))) {
    const version = versionOfManifestPath(remote, path);
    return version !== null && isVersionName(version) ? version : null;
  }
  const builtIn = builtInUrl.startsWith('/') ? path === builtInUrl : manifestUrl === builtInUrl;
  return builtIn ? '' : null;
}

/** Adds the reports to the current minute's counters (one upsert per remote version). */
export async function recordHealth(db: Db, reports: readonly HealthReport[], now = new Date()): Promise<void> {
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const merged = new Map<string, HealthReport>();
  for (const report of reports) {
    const key = `${report.remote}\u0000${report.version}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, loads: seen.loads + report.loads, errors: seen.errors + report.errors } : { ...report });
  }
  for (const report of merged.values()) {
    if (report.loads === 0 && report.errors === 0) continue;
    await db
      .insert(remoteHealth)
      .values({ remote: report.remote, version: report.version, minute, loads: report.loads, errors: report.errors })
      .onConflictDoUpdate({
        target: [remoteHealth.remote, remoteHealth.version, remoteHealth.minute],
        set: { loads: sql`${remoteHealth.loads} + excluded.loads`, errors: sql`${remoteHealth.errors} + excluded.errors` },
      });
  }
}

export interface VersionHealth {
  loads: number;
  errors: number;
}

/** Loads and errors of each version of a remote over the window ending now. */
export async function healthOver(db: Db, remote: RemoteName, windowMinutes: number, now = new Date()): Promise<Map<string, VersionHealth>> {
  const rows = await db
    .select({
      version: remoteHealth.version,
      loads: sql<number>`sum(${remoteHealth.loads})::int`,
      errors: sql<number>`sum(${remoteHealth.errors})::int`,
    })
    .from(remoteHealth)
    .where(and(eq(remoteHealth.remote, remote), gte(remoteHealth.minute, new Date(now.getTime() - windowMinutes * MINUTE_MS))))
    .groupBy(remoteHealth.version);
  return new Map(rows.map((row) => [row.version, { loads: Number(row.loads), errors: Number(row.errors) }]));
}
