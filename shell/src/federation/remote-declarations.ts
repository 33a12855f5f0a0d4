/**
 * Where the shell learns what each remote declares (its paths and menu entries, issue 38 item 7): from the page's
 * boot data, which the server fills from the active versions' manifests (no extra request on a full load), else from
 * each remote's mf-manifest.json (`metaData.helpdeskDeclaration`) — a back end that serves only static files (the
 * Laravel deployment), a developer's override, a version an open tab switches to. A remote whose declaration is
 * missing or malformed serves no path (its pages are not found; the other remotes are unaffected).
 * Imports no shared singleton: the page's first script reads the boot data's part through it.
 */
import { ABILITY_NAMES } from '@helpdesk/shared/permissions';
import { REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';
import {
  declarationOfManifest,
  declarationProblem,
  type RemoteDeclaration,
  type RemoteDeclarations,
} from '@helpdesk/shared/remote-declaration';
import { setRemoteDeclaration, setRemoteDeclarations } from '../routing/remote-mounts.ts';

const ABILITY_SET: ReadonlySet<string> = new Set(ABILITY_NAMES);

/** The declaration if it is well formed; null (and a console error naming the problem) otherwise. */
export function checkedDeclaration(remote: string, raw: unknown): RemoteDeclaration | null {
  const problem = declarationProblem(raw, ABILITY_SET);
  if (!problem) return raw as RemoteDeclaration;
  console.error(`The ${remote} remote's declaration is refused: ${problem}`);
  return null;
}

/** The well-formed declarations of a boot data block's `declarations` for the given remotes. */
export function declarationsFrom(raw: unknown, remotes: readonly RemoteName[]): RemoteDeclarations {
  const declarations: RemoteDeclarations = {};
  if (typeof raw !== 'object' || raw === null) return declarations;
  for (const remote of remotes) {
    const declaration = remote in raw ? checkedDeclaration(remote, (raw as Record<string, unknown>)[remote]) : null;
    if (declaration) declarations[remote] = declaration;
  }
  return declarations;
}

/** The declaration this shell was built with (built-in-declarations.ts, a lazy chunk): for a build that declares nothing. */
async function builtInDeclaration(remote: RemoteName): Promise<RemoteDeclaration | null> {
  const { BUILT_IN_DECLARATIONS } = await import('./built-in-declarations.ts');
  return BUILT_IN_DECLARATIONS[remote] ?? null;
}

/**
 * A manifest's declaration, fetched; the built-in copy when the build declares nothing (built before declarations
 * existed); null when the manifest cannot be read or its declaration is malformed.
 */
export async function fetchDeclaration(remote: RemoteName, manifestUrl: string): Promise<RemoteDeclaration | null> {
  try {
    const response = await fetch(manifestUrl, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const declared = declarationOfManifest(await response.json());
    return declared === undefined ? await builtInDeclaration(remote) : checkedDeclaration(remote, declared);
  } catch (error) {
    // Its paths stay known (from the built-in copy): they show the remote's "unavailable" page, not "not found".
    console.error(`The ${remote} remote's manifest could not be read for its declaration`, error);
    return builtInDeclaration(remote);
  }
}

/**
 * The declarations the shell starts with: the boot data's for every remote registered at the manifest the server
 * named, a fetched manifest's for the others (overridden, or no boot data).
 */
export async function startRemoteDeclarations(
  bootDeclarations: unknown,
  served: Partial<Record<RemoteName, string>>,
  registered: ReadonlyMap<RemoteName, string>,
): Promise<void> {
  const fromBoot = declarationsFrom(
    bootDeclarations,
    [...registered.keys()].filter((remote) => registered.get(remote) === served[remote]),
  );
  const fetched = await Promise.all(
    [...registered]
      .filter(([remote]) => !fromBoot[remote])
      .map(async ([remote, entry]) => [remote, await fetchDeclaration(remote, entry)] as const),
  );
  const declarations: RemoteDeclarations = { ...fromBoot };
  for (const [remote, declaration] of fetched) if (declaration) declarations[remote] = declaration;
  // A remote without a location (remotes.json unreadable, or not listing it) keeps the paths and entries this shell
  // was built with: they lead to its "unavailable" page rather than vanishing.
  const unplaced = REMOTE_NAMES.filter((remote) => !registered.has(remote));
  for (const remote of unplaced) {
    const declaration = await builtInDeclaration(remote);
    if (declaration) declarations[remote] = declaration;
  }
  setRemoteDeclarations(declarations);
}

/** A remote switched to another version: its declaration (paths, menu entries) follows; kept when unreadable. */
export async function followDeclaration(remote: RemoteName, entry: string): Promise<void> {
  const declaration = await fetchDeclaration(remote, entry);
  if (declaration) setRemoteDeclaration(remote, declaration);
}
