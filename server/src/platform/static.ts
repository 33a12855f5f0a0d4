import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Files the browser must revalidate on every load: they name the current build. */
const ALWAYS_FRESH = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'config.json']);

/** A content hash in a file name: a run of ≥ 8 hex digits between separators, e.g. `main.3f9a1c0b.js`. */
const CONTENT_HASH = /(^|[.\-_])[0-9a-f]{8,}(?=[.\-_])/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control value for a built file, from its name alone. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_FRESH.has(name)) return NO_CACHE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

/** In a versioned directory: the files the version names (the manifest and the entry the version hashes). */
const PINNED_BY_VERSION = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** The Cache-Control value for a file under a version that was checked: immutable if the version names its bytes. */
export function versionedCacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return PINNED_BY_VERSION.has(name) || CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

function corsHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  // A shell on another origin loads these scripts (the server's default policy is same-origin).
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

export interface StaticDirOptions {
  /** Absolute or cwd-relative directory; a missing directory only means 404s. */
  root: string;
  /** URL prefix ending in `/`. */
  prefix: string;
  /** Send `Access-Control-Allow-Origin: *` (a remote fetched cross-origin by the shell). */
  cors?: boolean;
  /** Every file is immutable, manifests included (the path names a version that never changes). */
  immutable?: boolean;
  /** Serve `index.html` for a directory URL (default true); false leaves `/` to the SPA fallback. */
  index?: boolean;
}

/**
 * Serves one build output directory with the product's cache rules. Registered once per directory;
 * each registration is encapsulated, so several can live in one server.
 */
export async function staticDir(app: FastifyInstance, opts: StaticDirOptions): Promise<void> {
  const root = path.resolve(opts.root);
  await app.register(fastifyStatic, {
    root,
    prefix: opts.prefix,
    // The wildcard route reads the disk per request, so a dist built after start is served too.
    wildcard: true,
    ...(opts.index === false ? { index: false as const } : {}),
    decorateReply: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    suppressWarning: true,
    // Source maps stay out of dist (build config: dist-sourcemaps/); should one appear there, it is never served.
    allowedPath: (pathName: string) => !pathName.toLowerCase().endsWith('.map'),
    setHeaders(reply: FastifyReply, filePath: string) {
      reply.header('cache-control', opts.immutable ? IMMUTABLE : cacheControlFor(filePath));
      if (opts.cors) corsHeaders(reply);
    },
  });
}

export interface VersionedDirOptions {
  /** The directory (a remote's dist), read per request like staticDir's. */
  root: string;
  /** URL prefix ending in `/`: files are served at `<prefix><version>/<path in root>`. */
  prefix: string;
  /** The version the directory holds now (null: none); any other version in a URL answers 404. */
  currentVersion: () => string | null;
  cors?: boolean;
}

/**
 * Serves one directory under a URL that names its version, so that the files the version names (manifest, entry)
 * and the content-hashed ones are cached for good; an outdated or unknown version answers 404, never other bytes.
 */
export async function versionedDir(app: FastifyInstance, opts: VersionedDirOptions): Promise<void> {
  const root = path.resolve(opts.root);
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      suppressWarning: true,
      allowedPath: (pathName: string) => !pathName.toLowerCase().endsWith('.map'),
      setHeaders(reply: FastifyReply, filePath: string) {
        reply.header('cache-control', versionedCacheControlFor(filePath));
        if (opts.cors) corsHeaders(reply);
      },
    });
    // GET answers HEAD too (Fastify's exposed head routes).
    scope.get<{ Params: { version: string; '*': string } }>(`${opts.prefix}:version/*`, (request, reply) => {
      const file = request.params['*'];
      if (!file || request.params.version !== opts.currentVersion()) return reply.callNotFound();
      return reply.sendFile(file);
    });
  });
}
