/**
 * What remotes served from another origin (`REMOTE_<NAME>_URL` on another host) declare: their manifests read over HTTP
 * — JSON only, no code of theirs runs here — and kept for a minute, so the page's boot data carries every remote's
 * declaration. The browser then asks for no manifest before drawing its menu, and a server render draws the menu the
 * browser will (#39). A manifest that does not answer in time is left out: the browser reads it itself, as before.
 */
import { ABILITY_NAMES } from '@helpdesk/shared/permissions';
import { declarationOfManifest, declarationProblem, type RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import type { RemoteName } from '../../config';

const FRESH_MS = 60_000;
const ABILITIES: ReadonlySet<string> = new Set<string>(ABILITY_NAMES);
const TIMEOUT_MS = 1_500;

const known = new Map<string, { at: number; declaration: RemoteDeclarations[RemoteName] | undefined }>();

async function declarationAt(url: string): Promise<RemoteDeclarations[RemoteName] | undefined> {
  const cached = known.get(url);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.declaration;
  let declaration: RemoteDeclarations[RemoteName] | undefined;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    const raw = response.ok ? declarationOfManifest(await response.json()) : undefined;
    declaration = raw !== undefined && declarationProblem(raw, ABILITIES) === null ? (raw as RemoteDeclarations[RemoteName]) : undefined;
  } catch {
    declaration = undefined;
  }
  known.set(url, { at: Date.now(), declaration });
  return declaration;
}

/** `declarations` with those of the remotes at an absolute http(s) URL that it lacks. */
export async function withRemoteOriginDeclarations(
  declarations: RemoteDeclarations,
  remotes: Partial<Record<RemoteName, string>>,
): Promise<RemoteDeclarations> {
  const missing = (Object.entries(remotes) as [RemoteName, string][]).filter(
    ([remote, url]) => !declarations[remote] && /^https?:\/\//i.test(url),
  );
  if (!missing.length) return declarations;
  const found = await Promise.all(missing.map(async ([remote, url]) => [remote, await declarationAt(url)] as const));
  const all: RemoteDeclarations = { ...declarations };
  for (const [remote, declaration] of found) if (declaration) all[remote] = declaration;
  return all;
}
