/**
 * The shell's index.html with what the boot waits for already inside (no request waterfall on a full load):
 * a JSON data block (`BOOT_DATA_ELEMENT_ID`, not a script the CSP would have to allow) carrying the browser config,
 * the remote locations and the signed-in user, plus preload hints for the remote that serves the URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID } from '@helpdesk/shared/constants';
import { ROUTE_OWNERS } from '@helpdesk/shared/paths';
import type { RemoteName } from '../../config';
import { VERSION_SEGMENT } from './built-in-versions';

export interface BootData {
  config: unknown;
  remotes: Partial<Record<RemoteName, string>>;
  /** Present only when the server knows: the object `/api/user` answers, or null when nobody is signed in. */
  user?: unknown;
  /** The first screen's API request(s) for this URL, sent by the page's first script (`earlyApiRequests`). */
  early?: string[];
}

/** The remote serving a pathname (the shell's remote-mounts rule: the first segment after /admin, or of the client area). */
export function remoteForPath(pathname: string): RemoteName | null {
  const parts = pathname.split('/').filter(Boolean);
  const staff = parts[0] === 'admin';
  const segment = staff ? parts[1] : parts[0];
  if (!segment) return null;
  const owners: Record<string, RemoteName> = staff ? ROUTE_OWNERS.staff : ROUTE_OWNERS.client;
  return Object.hasOwn(owners, segment) ? owners[segment]! : null;
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: unknown } } }[];
}

/** The scripts a same-origin remote's first route needs before its screen: its entry, then its routes module. */
export interface LocalRemoteScripts {
  entry: string;
  /** The exposed `./routes` module's own scripts (the manifest's sync assets of that expose). */
  routes: string[];
}

const manifestCache = new Map<string, { mtimeMs: number; scripts: LocalRemoteScripts | null }>();

/** The routes module every remote exposes (README "The inside of a remote"). */
const ROUTES_EXPOSE = './routes';

/** Where this server keeps a remote's files: the shipped build (plain or versioned URL) and published versions. */
export interface RemoteDirs {
  remotesDir: string;
  remoteDeploymentsDir: string;
}

/** The file on this disk behind a same-origin manifest URL of the remote; null for any other URL. */
export function localManifestFile(dirs: RemoteDirs, remote: RemoteName, manifestUrl: string): string | null {
  const url = manifestUrl.split('?')[0]!;
  if (url.includes('..')) return null;
  const deployed = `/remote-versions/${remote}/`;
  if (url.startsWith(deployed)) return path.join(dirs.remoteDeploymentsDir, remote, decodeURIComponent(url.slice(deployed.length)));
  const builtIn = `/remotes/${remote}/`;
  if (!url.startsWith(builtIn)) return null;
  const versioned = new RegExp(`^${VERSION_SEGMENT}/[^/]+/`);
  return path.join(dirs.remotesDir, remote, 'dist', url.slice(builtIn.length).replace(versioned, ''));
}

/**
 * The entry script and the routes module's scripts a same-origin manifest names, read from this disk (cached by mtime);
 * null for a remote on another origin or a layout this server does not serve (then only the manifest is preloaded).
 * Resolved against the manifest's URL, so a versioned manifest's scripts are versioned too.
 */
export function localRemoteScripts(dirs: RemoteDirs, remote: RemoteName, manifestUrl: string): LocalRemoteScripts | null {
  const file = localManifestFile(dirs, remote, manifestUrl);
  if (!file) return null;
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = manifestCache.get(`${file}\n${manifestUrl}`);
    if (cached?.mtimeMs === mtimeMs) return cached.scripts;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    const base = new URL(manifestUrl, 'http://x');
    const at = (relative: string) => new URL(relative, base).pathname;
    const name = manifest.metaData?.remoteEntry?.name;
    const dir = manifest.metaData?.remoteEntry?.path ?? '';
    const routes = manifest.exposes?.find((expose) => expose.path === ROUTES_EXPOSE)?.assets?.js?.sync;
    const scripts = name
      ? {
          entry: at(path.posix.join(dir, name)),
          routes: Array.isArray(routes)
            ? routes.filter((asset): asset is string => typeof asset === 'string' && !asset.includes('..')).map(at)
            : [],
        }
      : null;
    manifestCache.set(`${file}\n${manifestUrl}`, { mtimeMs, scripts });
    return scripts;
  } catch {
    return null;
  }
}

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
}

/**
 * The manifest (fetched by the federation runtime with `fetch`) and, when known, the entry script and the routes
 * module of the URL's remote: the runtime asks for the routes module only after the entry ran, a serial hop the
 * preload takes off the first screen's path. (Script preloads carry no `crossorigin`: the runtime's script elements
 * have none, and a mismatch would fetch the script twice.)
 */
export function preloadHints(dirs: RemoteDirs, pathname: string, remotes: Partial<Record<RemoteName, string>>): PreloadHint[] {
  const remote = remoteForPath(pathname);
  const manifest = remote ? remotes[remote] : undefined;
  if (!remote || !manifest) return [];
  const hints: PreloadHint[] = [{ href: manifest, as: 'fetch' }];
  const scripts = localRemoteScripts(dirs, remote, manifest);
  if (scripts) for (const href of [scripts.entry, ...scripts.routes]) hints.push({ href, as: 'script' });
  return hints;
}

/** index.html with the boot data block and the preload hints at the end of <head> (or before the body's content). */
export function renderShellHtml(template: string, boot: BootData, hints: PreloadHint[]): string {
  const links = hints
    .map(
      (hint) =>
        `<link rel="preload" as="${hint.as}" href="${escapeAttribute(hint.href)}"${hint.as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    )
    .join('');
  const block = `${links}<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForHtml(boot)}</script>`;
  const at = template.indexOf('</head>');
  if (at >= 0) return template.slice(0, at) + block + template.slice(at);
  const root = template.indexOf('<div id="root"');
  return root >= 0 ? template.slice(0, root) + block + template.slice(root) : block + template;
}

const templates = new Map<string, { mtimeMs: number; html: string }>();

/** The shell's index.html (re-read when the file changes, e.g. a new shell deployed into the same directory). */
export function readShellTemplate(file: string): string | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = templates.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    const html = fs.readFileSync(file, 'utf8');
    templates.set(file, { mtimeMs, html });
    return html;
  } catch {
    return null;
  }
}
