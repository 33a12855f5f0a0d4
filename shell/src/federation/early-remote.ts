/**
 * Starts the URL's remote (manifest, entry, routes module) as the page's first script runs, beside the shell's own
 * chunks, instead of once the shell's bootstrap has run: the remote's entry then runs while the shell's chunks
 * are still arriving, and its routes module is ready when the router first asks for it (remote-registry.ts adopts
 * the load). Only for a page whose boot data names the config, the remotes and a signed-in user — anything else
 * boots as before.
 *
 * This module runs before the async boundary, so it imports no shared singleton (only the stateless
 * `@helpdesk/shared` subpaths, which every app bundles). Singletons stay negotiated: it is called after the
 * bootstrap's import has started the shell's own shared modules, and with the `loaded-first` share strategy a
 * module already loading wins over a remote's copy of it.
 */
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@helpdesk/shared/remote-names';
import { overrideCookieCurrent, readOverrides, type AppliedOverride } from './local-override.ts';
import { retryPlugin } from './retry-plugin.ts';
import { shellFederationPlugin } from './shell-plugin.ts';
import { contractPlugin } from './contract-check.ts';
import { browserConfigFrom, remoteManifestsFrom, type BrowserConfig } from './runtime-config.ts';
import { readBootJson } from './early-requests.ts';
import { mountForPath, setRemoteDeclarations } from '../routing/remote-mounts.ts';
import { declarationsFrom } from './remote-declarations.ts';

let registered: string | undefined;

/**
 * Registers the shell's federation plugins (once) and the remotes; a second call with the same remotes and
 * overrides changes nothing. Returns the entries the runtime actually registered (overrides applied).
 */
export function registerFederation(manifests: Partial<Record<RemoteName, string>>, overrides: AppliedOverride[]): Map<RemoteName, string> {
  const key = JSON.stringify([manifests, overrides]);
  if (registered === undefined)
    registerPlugins([retryPlugin({ retries: 2, delayMs: 300 }), contractPlugin(), shellFederationPlugin(overrides)]);
  if (registered !== key) {
    const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry }));
    registerRemotes(remotes, registered === undefined ? undefined : { force: true });
    registered = key;
  }
  const entries = new Map<RemoteName, string>();
  for (const remote of getInstance()?.options.remotes ?? []) {
    if ('entry' in remote) entries.set(remote.name as RemoteName, remote.entry);
  }
  return entries;
}

const early = new Map<RemoteName, Promise<unknown>>();

/** The routes-module load startEarlyRemote began for `remote`, handed over once. */
export function takeEarlyRoutes(remote: RemoteName): Promise<unknown> | undefined {
  const load = early.get(remote);
  early.delete(remote);
  return load;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function startEarlyRemote(doc: Document = document, pathname = window.location.pathname): void {
  const boot = readBootJson(doc);
  // The same config and remotes the bootstrap will read (boot-data.ts), so its registration is a no-op.
  if (!isObject(boot.config) || typeof boot.config.apiBase !== 'string' || !isObject(boot.remotes) || !isObject(boot.user)) return;
  const config = browserConfigFrom(boot.config as Partial<BrowserConfig>);
  const overrides = readOverrides(config.remoteOverrideOrigins, config.localOverrides !== false).applied;
  // The URL's remote by what the served versions declare; an overridden remote's own manifest decides at the bootstrap.
  const served = remoteManifestsFrom(boot.remotes);
  const declared = (Object.keys(served) as RemoteName[]).filter((remote) => !overrides.some((override) => override.remote === remote));
  setRemoteDeclarations(declarationsFrom(boot.declarations, declared));
  const mount = mountForPath(pathname);
  if (!mount) return;
  // A new override: the bootstrap reloads first (its dev server's websocket needs the page's CSP to know it).
  if (!overrideCookieCurrent(overrides, doc)) return;
  registerFederation(served, overrides);
  // The routes module's id (the shared contract's routesModuleId, whose module is a singleton's).
  const load = loadRemote(`${mount.remote}/routes`);
  // Handled where it is adopted (remote-registry.ts); until then a failure must not count as unhandled.
  load.catch(() => undefined);
  early.set(mount.remote, load);
}
