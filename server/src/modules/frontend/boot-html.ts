/**
 * The shell's index.html with what the boot waits for already inside (no request waterfall on a full load):
 * a JSON data block (`BOOT_DATA_ELEMENT_ID`, not a script the CSP would have to allow) carrying the browser config,
 * the remote locations and the signed-in user, plus preload hints for what the URL's first screen loads: the shell's
 * first-render chunks, its layout's, and the remote that serves the URL down to the screen's chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, LOCALES } from '@helpdesk/shared/constants';
import { ROUTE_OWNERS } from '@helpdesk/shared/paths';
import { ownerOfPath, segmentOfPath, type RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { remoteVersionsPrefix } from '@helpdesk/shared/remote-names';
import type { RemoteName } from '../../config';
import { VERSION_SEGMENT } from './built-in-versions';
import { manifestDeclaration } from '../remote-deployments';

export interface BootData {
  config: unknown;
  remotes: Partial<Record<RemoteName, string>>;
  /** Present only when the server knows: the object `/api/user` answers, or null when nobody is signed in. */
  user?: unknown;
  /** The first screen's API request(s) for this URL, sent by the page's first script (`earlyApiRequests`). */
  early?: string[];
  /** What the served versions of the remotes declare (their paths and menu entries), read from their manifests. */
  declarations?: RemoteDeclarations;
  /** The server-rendered first screen's state (its query cache and router data), hydrated by the browser. */
  ssr?: unknown;
}

/**
 * The remote serving a pathname (the shell's remote-mounts rule: the first segment after /admin, or of the client
 * area), by what the served versions declare. A remote whose build declares nothing (built before declarations
 * existed) is placed by the legacy owner table of @helpdesk/shared, as the shell places it by its built-in copy.
 */
export function remoteForPath(pathname: string, declarations: RemoteDeclarations = {}): RemoteName | null {
  const declared = ownerOfPath(declarations, pathname);
  if (declared) return declared;
  const at = segmentOfPath(pathname);
  if (!at) return null;
  const owners: Record<string, RemoteName> = ROUTE_OWNERS[at.area];
  const legacy = Object.hasOwn(owners, at.segment) ? owners[at.segment]! : null;
  return legacy && !declarations[legacy] ? legacy : null;
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
  const deployed = remoteVersionsPrefix(remote);
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

/**
 * What the served versions declare, for the boot data: read from each same-origin manifest (a remote on another
 * origin, or a build without a declaration, is left out: the shell reads its manifest itself).
 */
export function servedDeclarations(dirs: RemoteDirs, remotes: Partial<Record<RemoteName, string>>): RemoteDeclarations {
  const declarations: RemoteDeclarations = {};
  for (const [remote, manifestUrl] of Object.entries(remotes) as [RemoteName, string][]) {
    const file = localManifestFile(dirs, remote, manifestUrl);
    const declaration = file ? manifestDeclaration(file) : undefined;
    if (declaration !== undefined) declarations[remote] = declaration as RemoteDeclarations[RemoteName];
  }
  return declarations;
}

/** The files of one part of a build, relative to its asset map (packages/build/src/asset-map.ts). */
interface MapFiles {
  js?: unknown;
  css?: unknown;
}

/** `asset-map.json` beside an app's mf-manifest.json (optional: a build without it gets no chunk preloads). */
interface AssetMap {
  initial?: MapFiles;
  layouts?: Record<string, MapFiles>;
  routes?: ({ path?: unknown } & MapFiles)[];
  /** Each language's texts chunks, by locale. */
  texts?: Record<string, MapFiles>;
}

export const ASSET_MAP_FILE = 'asset-map.json';

const assetMaps = new Map<string, { mtimeMs: number; map: AssetMap | null }>();

/** An app's asset map read from this disk (cached by mtime); null when missing or unreadable. */
export function readAssetMap(file: string): AssetMap | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = assetMaps.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.map;
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const map = parsed && typeof parsed === 'object' ? (parsed as AssetMap) : null;
    assetMaps.set(file, { mtimeMs, map });
    return map;
  } catch {
    return null;
  }
}

/** The script files of a map entry, resolved against `base` (the map's URL); nothing that leaves the app's directory. */
function scriptsOf(files: MapFiles | undefined, base: URL): string[] {
  const js = Array.isArray(files?.js) ? files.js : [];
  return js
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.js') && !file.includes('..') && !file.includes(':'))
    .map((file) => new URL(file, base).pathname);
}

/**
 * Whether a React Router path pattern ('ticket/show/:id?', 'asset/*') matches a path relative to the same mount,
 * and how specific the match is (static segments count most, as the router ranks them); null when it does not.
 */
export function matchRoute(pattern: string, relative: string): number | null {
  const wanted = pattern.split('/').filter(Boolean);
  const parts = relative.split('/').filter(Boolean);
  let score = 0;
  let at = 0;
  for (const segment of wanted) {
    if (segment === '*') return score;
    const part = parts[at];
    if (segment.startsWith(':')) {
      if (part !== undefined) {
        at += 1;
        score += 2;
      } else if (!segment.endsWith('?')) return null;
      continue;
    }
    if (part === undefined || part.toLowerCase() !== segment.toLowerCase()) return null;
    at += 1;
    score += 10;
  }
  return at === parts.length ? score : null;
}

/** The path of a URL relative to its remote's mount point: after `/admin/` in the staff area, after `/` in the client's. */
function pathInRemote(pathname: string): string {
  return pathname.replace(/^\/admin(\/|$)/, '/').replace(/^\//, '');
}

/** The screen chunks a same-origin remote's asset map names for the URL's route; none for a route it does not know. */
export function localScreenScripts(dirs: RemoteDirs, remote: RemoteName, manifestUrl: string, pathname: string): string[] {
  const manifestFile = localManifestFile(dirs, remote, manifestUrl);
  if (!manifestFile) return [];
  const map = readAssetMap(path.join(path.dirname(manifestFile), ASSET_MAP_FILE));
  if (!map || !Array.isArray(map.routes)) return [];
  const relative = pathInRemote(pathname);
  let best: { score: number; files: MapFiles } | null = null;
  for (const route of map.routes) {
    if (typeof route?.path !== 'string') continue;
    const score = matchRoute(route.path, relative);
    if (score !== null && (!best || score > best.score)) best = { score, files: route };
  }
  return best ? scriptsOf(best.files, new URL(ASSET_MAP_FILE, new URL(manifestUrl.split('?')[0]!, 'http://x'))) : [];
}

/** The shell's area a URL renders in: its lazy layout in the asset map ('staff' under /admin, 'client' for the client's remotes). */
function layoutOf(pathname: string, declarations: RemoteDeclarations): 'staff' | 'client' | null {
  if (/^\/admin(\/|$)/.test(pathname)) return 'staff';
  return remoteForPath(pathname, declarations) ? 'client' : null;
}

/**
 * The shell's first script and, for a signed-in URL, its area's layout chunks (without those its first render loads
 * anyway): resolved against the HTML's main script, so they move with the shell's public path. Null when the shell is
 * on another origin or was built without the map.
 */
export function shellScripts(
  shellDist: string,
  template: string,
  pathname: string,
  signedIn: boolean,
  declarations: RemoteDeclarations = {},
  locale?: string,
): { main: string; initial: string[]; layout: string[]; texts: string[] } | null {
  const src = /<script\b[^>]*\bsrc="([^"]*\/main\.[^"]*\.js|[^"]*\/main\.js)"/.exec(template)?.[1];
  if (!src) return null;
  const base = new URL(src, 'http://x/');
  if (base.origin !== 'http://x') return null;
  const map = readAssetMap(path.join(shellDist, ASSET_MAP_FILE));
  if (!map) return null;
  const area = signedIn ? layoutOf(pathname, declarations) : null;
  const initial = scriptsOf(map.initial, base);
  const layout = area ? scriptsOf(map.layouts?.[area], base).filter((href) => !initial.includes(href)) : [];
  const texts = signedIn && locale ? scriptsOf(map.texts?.[locale], base).filter((href) => !initial.includes(href)) : [];
  return { main: base.pathname, initial: signedIn ? initial : [], layout, texts };
}

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
  /** `fetchpriority`: the page's first script before the chunks, the chunks needed last after the others. */
  priority?: 'high' | 'low';
}

/** Where this server keeps the shell's build and the remotes'. */
export interface FrontendDirs extends RemoteDirs {
  shellDist: string;
}

/**
 * What the URL's first screen loads: the manifest of the URL's remote (fetched by the federation runtime with `fetch`)
 * and, when the remote is on this server, its entry script and routes module, then the shell's layout chunks and the
 * URL's screen chunks (from the remote's asset map; none for a route the map does not know), each otherwise asked for
 * only after the one before it ran. Signed out, the page becomes the sign-in form: nothing. With chunks preloaded, the
 * page's first script (a deferred script, low priority by default) is preloaded first at high priority and the chunks,
 * needed last, at low priority: the first script sends the first screen's API request. The shell's own first-render
 * chunks (the map's `initial`: since the first screen's shared packages are one chunk, 7 files) follow it at high
 * priority: the largest, ~860 KB, otherwise left the cache only once the first script ran. (When they were ~30
 * files, preloading them delayed the first script by ~80 ms: bench/history/page-load.md "The URL's chunks
 * preloaded".) With the signed-in user's language (`page.locale`), the shell's texts chunk in it too, at high priority:
 * otherwise asked for only once the code needing it ran. (Not the remote's: a preload that failed while the remote
 * was down made its texts fail again once it was back, and the page reloaded instead of recovering in place —
 * e2e isolation.spec.)
 * (Script preloads carry no `crossorigin`: the runtime's script elements have none, and a mismatch would fetch the
 * script twice.)
 */
export function preloadHints(
  dirs: FrontendDirs,
  pathname: string,
  remotes: Partial<Record<RemoteName, string>>,
  page: { template: string; signedIn: boolean; locale?: string },
  declarations: RemoteDeclarations = servedDeclarations(dirs, remotes),
): PreloadHint[] {
  const shell = shellScripts(dirs.shellDist, page.template, pathname, page.signedIn, declarations, page.locale);
  const hints: PreloadHint[] = [];
  const late: PreloadHint[] = (shell?.layout ?? []).map((href) => ({ href, as: 'script', priority: 'low' }));
  const remote = remoteForPath(pathname, declarations);
  const manifest = remote ? remotes[remote] : undefined;
  if (page.signedIn && remote && manifest) {
    hints.push({ href: manifest, as: 'fetch' });
    const scripts = localRemoteScripts(dirs, remote, manifest);
    if (scripts) {
      for (const href of [scripts.entry, ...scripts.routes]) hints.push({ href, as: 'script' });
      for (const href of localScreenScripts(dirs, remote, manifest, pathname)) late.push({ href, as: 'script', priority: 'low' });
    }
  }
  if (!late.length) return hints;
  const first: PreloadHint[] = shell
    ? [
        { href: shell.main, as: 'script', priority: 'high' },
        ...[...shell.initial, ...shell.texts].map((href): PreloadHint => ({ href, as: 'script', priority: 'high' })),
      ]
    : [];
  return [...first, ...hints, ...late];
}

/** The `<template>` a rendered page holds its preload hints in until its first frame is done (renderShellHtml). */
const HELD_PRELOADS_ID = 'helpdesk-preloads';

/**
 * index.html with the boot data block and the preload hints at the end of <head> (or before the body's content); a
 * high-priority hint goes before the head's first script, so the preload scanner meets it first. A screen the server
 * rendered (`rendered`) goes into #root, its styles into <head>.
 *
 * A rendered page under a script nonce holds its hints back: inert in a template (the parser's preload scanner skips
 * one) until a script at the body's end moves them into the head once the first frame after the parse is done — the
 * task after that frame's callback, just before the boot's own (shell/src/index.ts waits for the same frame, and
 * registers its callback after this one), so every hinted script is asked for before the runtime asks for it; a tab
 * opened in the background, which draws no frame until it is shown, releases them at once.
 * Fetched while the page parsed, ~25 scripts from the cache cost the main thread ~40 ms before the rows were in
 * (2026-11-30); released at the body's end, their answers still landed inside the rows' frame: its style, layout and
 * paint ended 33–70 ms later and the page was interactive 15–98 ms later than with them released after it
 * (bench/page-load --ssr, two builds in both orders, 2026-12-01, history "Preload hints after the first frame").
 */
export function renderShellHtml(
  template: string,
  boot: BootData,
  hints: PreloadHint[],
  rendered?: { head: string; body: string; nonce?: string | undefined },
): string {
  const link = (hint: PreloadHint) =>
    `<link rel="preload" as="${hint.as}" href="${escapeAttribute(hint.href)}"${hint.as === 'fetch' ? ' crossorigin="anonymous"' : ''}${hint.priority ? ` fetchpriority="${hint.priority}"` : ''}>`;
  const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForHtml(boot)}</script>`;
  const page = rendered ? withRenderedPage(template, rendered) : template;
  const bodyEnd = page.lastIndexOf('</body>');
  // Released after the frame, a hint for a script the page itself loads (the shell's main, a script of the template's)
  // would only ask again for one that has already run. The template, not the rendered page: a few KB, not its rows.
  const held = rendered?.nonce ? hints.filter((hint) => !template.includes(`src="${escapeAttribute(hint.href)}"`)) : [];
  if (rendered?.nonce && page !== template && held.length && bodyEnd >= 0) {
    // A tab opened in the background draws no frame until it is shown: it has nothing to keep free, it fetches at once.
    const release = `<script nonce="${escapeAttribute(rendered.nonce)}">(function(){function r(){var t=document.getElementById('${HELD_PRELOADS_ID}');if(t){t.remove();document.head.append(t.content);}}if(document.hidden)r();else requestAnimationFrame(function(){setTimeout(r,0)})})()</script>`;
    const holder = `<template id="${HELD_PRELOADS_ID}">${held.map(link).join('')}</template>`;
    return inHead(page.slice(0, bodyEnd) + release + page.slice(bodyEnd), '', holder + data);
  }
  const early = hints
    .filter((hint) => hint.priority === 'high')
    .map(link)
    .join('');
  const links = hints
    .filter((hint) => hint.priority !== 'high')
    .map(link)
    .join('');
  return inHead(page, early, links + data);
}

/**
 * The page's `<html lang>` in the signed-in user's language (one of LOCALES; anything else leaves the template's): what
 * the page is written in from its first byte — a rendered page's texts are — so a screen reader reads it right and the
 * browser's boot, finding it already set, does not set it again (which restyles every element of the page).
 */
export function withLanguage(template: string, locale: string | undefined): string {
  if (!locale || !(LOCALES as readonly string[]).includes(locale)) return template;
  return template.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${locale}"`) : tag.replace(/^<html/i, `<html lang="${locale}"`),
  );
}

/** `early` before the head's first script, `block` at the end of <head> (or before #root, or first). */
function inHead(template: string, early: string, block: string): string {
  const at = template.indexOf('</head>');
  const script = template.indexOf('<script');
  if (at >= 0 && early && script >= 0 && script < at) {
    return template.slice(0, script) + early + template.slice(script, at) + block + template.slice(at);
  }
  if (at >= 0) return template.slice(0, at) + early + block + template.slice(at);
  const root = template.indexOf('<div id="root"');
  return root >= 0 ? template.slice(0, root) + early + block + template.slice(root) : early + block + template;
}

/** The server-rendered screen inside `#root`, its styles at the end of <head> (before the boot block goes in). */
function withRenderedPage(template: string, rendered: { head: string; body: string }): string {
  const root = /<div id="root">\s*<\/div>/.exec(template);
  const head = template.indexOf('</head>');
  if (!root || head < 0 || head > root.index) return template;
  return (
    template.slice(0, head) +
    rendered.head +
    template.slice(head, root.index) +
    `<div id="root">${rendered.body}</div>` +
    template.slice(root.index + root[0].length)
  );
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
