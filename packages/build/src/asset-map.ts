/**
 * `asset-map.json`, beside each app's mf-manifest.json and versioned with it: the files a page needs before its
 * first screen, so the server's HTML can preload them (server/src/modules/frontend/boot-html.ts).
 * - `initial`: the shell's first render — the chunks of the entry's async boundary (`import('./bootstrap')`) and
 *   of the shared modules they consume (the shell loads first, so its own copies are the ones used).
 * - `routes`: a remote's screens — each route path of the routes module → the chunks of its lazy screen import.
 *   The remote's fallbacks of shared modules are left out: the shell's copies are the ones used.
 * - `texts`: each language's texts (`src/i18n/<locale>.ts`, imported lazily) → its chunks: the page's language is
 *   known to the server, and otherwise each is asked for only once the code asking for it ran.
 * Files are relative to the map (the app's publicPath is 'auto'). A front end never needs the map: it only makes
 * the server's preloads; an app built without it gets none.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sources, type Chunk, type ChunkGroup, type Compilation, type Compiler, type Module } from '@rspack/core';

export const ASSET_MAP_FILE = 'asset-map.json';

export interface RouteAssets {
  /** The route's path relative to the remote's mount point, as in its routes module ('ticket/show/:id?'). */
  path: string;
  js: string[];
  css: string[];
}

export interface Files {
  js: string[];
  css: string[];
}

export interface AssetMap {
  initial: Files;
  /** The shell's lazy layouts by area ('staff', 'client'): the chunks the first render of that area adds. */
  layouts: Record<string, Files>;
  routes: RouteAssets[];
  /** Each language's texts chunks, by locale ('pl', 'en'). */
  texts?: Record<string, Files>;
}

/**
 * The route paths of a routes module and the module each one's screen imports: every route object names its
 * `path` as a string literal and its screen as `lazyScreen(() => import('…'), …)`, inline or through a `const` of
 * the module holding one. A route with anything else (a placeholder screen) has no entry.
 */
export function routeImports(source: string): { path: string; request: string }[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const named = new Map<string, string>();
  for (const [, name, request] of code.matchAll(/const\s+(\w+)\s*=\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g)) {
    named.set(name!, request!);
  }
  const starts = [...code.matchAll(/\bpath:\s*['"]([^'"]*)['"]/g)];
  const found: { path: string; request: string }[] = [];
  starts.forEach((start, index) => {
    const object = code.slice(start.index, starts[index + 1]?.index ?? code.length);
    const inline = /\blazy:\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/.exec(object)?.[1];
    const constant = /\blazy:\s*(\w+)\s*[,}\n]/.exec(object)?.[1];
    const request = inline ?? (constant ? named.get(constant) : undefined);
    if (request) found.push({ path: start[1]!, request });
  });
  return found;
}

/** `scope|key` of a consume-shared or provide-shared module ("consume shared module (default) react-dom@^19…"). */
export function shareKeyOf(module: Pick<Module, 'type' | 'identifier'>): string | null {
  if (module.type !== 'consume-shared-module' && module.type !== 'provide-module') return null;
  const match = /shared module \(([^)]*)\) (@?[^@\s]+)@/.exec(module.identifier());
  return match ? `${match[1]}|${match[2]}` : null;
}

/** The chunk groups that load the app's own copy of each shared module it provides, by share key. */
function providedGroups(compilation: Compilation): Map<string, ChunkGroup[]> {
  const provided = new Map<string, ChunkGroup[]>();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const key = origin.module?.type === 'provide-module' ? shareKeyOf(origin.module) : null;
      if (key) provided.set(key, [...(provided.get(key) ?? []), group]);
    }
  }
  return provided;
}

/**
 * The JS and CSS files of the groups, in load order; with `shared`, also of the app's own copies of the shared
 * modules their code consumes (what the federation runtime loads when this app's copy is the one used).
 */
function filesOf(compilation: Compilation, groups: ChunkGroup[], shared: boolean): Files {
  const provided = shared ? providedGroups(compilation) : new Map<string, ChunkGroup[]>();
  const files = new Set<string>();
  const seenGroups = new Set<ChunkGroup>();
  const seenChunks = new Set<Chunk>();
  const queue = [...groups];
  while (queue.length) {
    const group = queue.shift()!;
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) if (file) files.add(file);
      if (!shared) continue;
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk) as Iterable<Module>) {
        const key = module.type === 'consume-shared-module' ? shareKeyOf(module) : null;
        if (key) queue.push(...(provided.get(key) ?? []));
      }
    }
  }
  const all = [...files];
  return { js: all.filter((file) => file.endsWith('.js')), css: all.filter((file) => file.endsWith('.css')) };
}

export interface AssetMapOptions {
  /** The app's entry (absolute): its async boundary is the shell's first render. */
  entryFile: string;
  /** A remote's routes module (absolute). */
  routesFile?: string;
  /** The shell's lazy layout modules (absolute) by area. */
  layoutFiles?: Record<string, string>;
  /** The app's texts modules (absolute) by locale, each imported lazily. */
  textFiles?: Record<string, string>;
}

/** The chunk groups an `import()` of `file` (absolute) starts. */
function groupsImporting(compilation: Compilation, file: string): ChunkGroup[] {
  return compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => {
      const from = origin.module?.nameForCondition();
      return from && origin.request && resolve(dirname(from), origin.request) === file;
    }),
  );
}

/** Each file's chunks, by key, without those already named in `known`. */
function filesByKey(compilation: Compilation, modules: Record<string, string>, known: Set<string>, shared: boolean): Record<string, Files> {
  return Object.fromEntries(
    Object.entries(modules).map(([key, file]) => {
      const files = filesOf(compilation, groupsImporting(compilation, file), shared);
      return [key, { js: files.js.filter((f) => !known.has(f)), css: files.css.filter((f) => !known.has(f)) }];
    }),
  );
}

/** The map of one compilation. */
export function assetMapOf(compilation: Compilation, options: AssetMapOptions): AssetMap {
  const fromModule = (file: string) =>
    compilation.chunkGroups.flatMap((group) =>
      group.origins
        .filter((origin) => origin.module?.nameForCondition() === file)
        .map((origin) => ({ request: origin.request ?? '', group })),
    );
  const map: AssetMap = { initial: { js: [], css: [] }, layouts: {}, routes: [] };
  if (!options.routesFile) {
    map.initial = filesOf(
      compilation,
      fromModule(options.entryFile).map(({ group }) => group),
      true,
    );
    const known = new Set([...map.initial.js, ...map.initial.css]);
    map.layouts = filesByKey(compilation, options.layoutFiles ?? {}, known, true);
    if (options.textFiles) map.texts = filesByKey(compilation, options.textFiles, known, false);
    return map;
  }
  if (options.textFiles) map.texts = filesByKey(compilation, options.textFiles, new Set(), false);
  const imports = fromModule(options.routesFile);
  for (const route of routeImports(readFileSync(options.routesFile, 'utf8'))) {
    const groups = imports.filter(({ request }) => request === route.request).map(({ group }) => group);
    if (groups.length) map.routes.push({ path: route.path, ...filesOf(compilation, groups, false) });
  }
  return map;
}

/** Emits `asset-map.json` for an app: the shell's initial chunks, or a remote's route → screen chunks. */
export class AssetMapPlugin {
  constructor(
    private readonly options: {
      dir: string;
      entry: string;
      routes?: string;
      layouts?: Record<string, string>;
      texts?: Record<string, string>;
    },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('AssetMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetMapPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const map = assetMapOf(compilation, {
            entryFile: resolve(this.options.dir, this.options.entry),
            routesFile: this.options.routes ? resolve(this.options.dir, this.options.routes) : undefined,
            layoutFiles: Object.fromEntries(
              Object.entries(this.options.layouts ?? {}).map(([area, file]) => [area, resolve(this.options.dir, file)]),
            ),
            ...(this.options.texts
              ? {
                  textFiles: Object.fromEntries(
                    Object.entries(this.options.texts).map(([locale, file]) => [locale, resolve(this.options.dir, file)]),
                  ),
                }
              : {}),
          });
          compilation.emitAsset(ASSET_MAP_FILE, new sources.RawSource(`${JSON.stringify(map, null, 1)}\n`));
        },
      );
    });
  }
}
