/**
 * The shell contract's version (README "The shell contract and its version"): the version of `@helpdesk/shared`
 * an app was built against, compiled into each app by packages/build (this file is part of the per-app kit, not of
 * the singleton root). A shell offers its version; a remote's build writes the range it needs, `^<its version>`,
 * into its mf-manifest.json under `metaData.helpdeskContract`, which the shell reads before it evaluates the
 * remote's entry and the server reads before it publishes the build. A manifest without it (a build from before
 * the contract had a version) needs nothing.
 */
export const CONTRACT_VERSION: string = process.env.HELPDESK_SHARED_VERSION || '0.0.0';

/** The key in a remote manifest's `metaData`. */
export const CONTRACT_METADATA_KEY = 'helpdeskContract';

export interface ManifestContract {
  /** The @helpdesk/shared version the remote was built against. */
  version: string;
  /** The shell contract range the remote needs, e.g. `^1.2.0`. */
  requires: string;
}

/** The range a remote built against `version` needs from the shell. */
export function requiredRangeFor(version: string): string {
  return `^${version}`;
}

/** A manifest's declared contract; null when it declares none (or not in the expected shape). */
export function manifestContract(manifest: unknown): ManifestContract | null {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const declared = metaData?.[CONTRACT_METADATA_KEY] as Partial<ManifestContract> | undefined;
  if (!declared || typeof declared.requires !== 'string' || typeof declared.version !== 'string') return null;
  return { version: declared.version, requires: declared.requires };
}

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const compare = (a: [number, number, number], b: [number, number, number]): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies `range` (an exact version, `^x.y.z`, `>=x.y.z`); an unreadable range is not satisfied. */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parse(version);
  const trimmed = range.trim();
  if (!v) return false;
  if (trimmed.startsWith('>=')) {
    const min = parse(trimmed.slice(2));
    return min !== null && compare(v, min) >= 0;
  }
  if (!trimmed.startsWith('^')) {
    const exact = parse(trimmed);
    return exact !== null && compare(v, exact) === 0;
  }
  const min = parse(trimmed.slice(1));
  if (!min || compare(v, min) < 0) return false;
  if (min[0] > 0) return v[0] === min[0];
  if (min[1] > 0) return v[0] === 0 && v[1] === min[1];
  return v[0] === 0 && v[1] === 0 && v[2] === min[2];
}

/** The range a manifest needs that `shellVersion` does not satisfy; null when the remote may run on that shell. */
export function unsatisfiedContract(manifest: unknown, shellVersion: string = CONTRACT_VERSION): string | null {
  const declared = manifestContract(manifest);
  if (!declared) return null;
  return satisfiesRange(shellVersion, declared.requires) ? null : declared.requires;
}
