/**
 * What a server-rendered first screen would give in this same harness (`--ssr-floor`): the figure behind #13's
 * choice between client rendering (ARCHITECTURE §7's recipe, which the app follows) and rendering the first screen
 * on the server.
 *
 * For each case the page is loaded once as it is, then its DOM (the `#root` markup) and its CSSOM (Griffel inserts
 * its rules with `insertRule`, so they are written out as style text) are captured. A local proxy on another port
 * of the same host (the session cookie is the host's, not the port's) passes every request to the origin, except a
 * URL that carries `__ssr=<variant>`, which it answers itself with the app's own HTML for that URL (boot data and
 * preload hints, as the server sends it) plus the captured markup and styles:
 * - `static`: without the page's scripts and hints, the floor: what a server-rendered page costs the browser, sent
 *   with the app page's own response headers (its security headers: `Cross-Origin-Opener-Policy` alone makes a
 *   load in a new tab commit in a new renderer process, ~40 ms on this machine, which the app's page pays too);
 * - `bare`: the same page with no headers of the app's (a file from a plain web server);
 * - `scripts`: with them, the shape of server rendering plus a client that boots after it (here the client renders
 *   again over the markup; hydration would be its cost, after the paint).
 * The same URL without the marker, through the same proxy, is the client-rendered load of today. All warm, in one
 * profile on disk, with the watcher of run.ts (data on screen = the first frame after the DOM holds the data).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';

const MARK = '__ssr';
type Variant = 'static' | 'bare' | 'scripts';

export interface SsrCase<C> {
  label: string;
  url: string;
  condition: C;
}

export interface SsrFloorOptions<C> {
  /** A signed-in browser, profile on disk. */
  context: BrowserContext;
  origin: string;
  cases: SsrCase<C>[];
  /** A full load of an absolute URL to the data frame; returns ms from navigation start. */
  load: (page: Page, url: string, condition: C) => Promise<number>;
  /** Runs `once` warm-up and measured times and prints the p50 line; `variant` says which load it is. */
  repeat: (label: string, once: () => Promise<number>, variant: 'app' | Variant) => Promise<void>;
  /** Which loads, in this order (all four by default): the app through the proxy, the snapshot with its scripts, without them (the app's headers), and bare. */
  variants?: ('app' | Variant)[];
}

/** The page's markup under #root and every same-origin style rule, once the data is on screen and settled. */
async function capture(page: Page): Promise<{ markup: string; css: string }> {
  await page.waitForTimeout(1000);
  return page.evaluate(() => ({
    markup: document.getElementById('root')?.outerHTML ?? '',
    css: [...document.styleSheets]
      .map((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        } catch {
          return '';
        }
      })
      .join('\n'),
  }));
}

/** The app's HTML for the URL with the captured page in it, with or without its scripts and preload hints. */
function serverRendered(html: string, page: { markup: string; css: string }, variant: Variant): string {
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  let out = html.replace('</head>', `<style>${css}</style></head>`).replace(/<div id="root"><\/div>/, () => page.markup);
  if (variant !== 'scripts')
    out = out.replace(/<script\b(?![^>]*type="application\/json")[^>]*><\/script>/g, '').replace(/<link rel="preload"[^>]*>/g, '');
  return out;
}

export async function ssrFloor<C>({
  context,
  origin,
  cases,
  load,
  repeat,
  variants = ['app', 'scripts', 'static', 'bare'],
}: SsrFloorOptions<C>): Promise<void> {
  const target = new URL(origin);
  const pages = new Map<string, { markup: string; css: string }>();
  const cookie = async () => (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
  const proxy = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const variant = url.searchParams.get(MARK) as Variant | null;
    if (variant) {
      url.searchParams.delete(MARK);
      const captured = pages.get(url.pathname + url.search);
      // The app's own HTML for this URL now (boot data, hints), as the origin answers this browser.
      void (async () => {
        const answer = await fetch(url, { headers: { accept: 'text/html', cookie: await cookie() } });
        const html = await answer.text();
        // What says something about this body or this session is not the page's to keep: the rest is (security headers).
        const own =
          variant === 'bare'
            ? {}
            : Object.fromEntries(
                [...answer.headers].filter(
                  ([name]) =>
                    !/^(content-|transfer-|set-cookie|server-timing|etag|last-modified|date|connection|keep-alive|x-request-id|cache-control)/i.test(
                      name,
                    ),
                ),
              );
        res.writeHead(200, { ...own, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(captured ? serverRendered(html, captured, variant) : html);
      })().catch(() => res.writeHead(502).end());
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, target.hostname, listening));
  const via = `${target.protocol}//${target.hostname}:${(proxy.address() as AddressInfo).port}`;
  const once = (url: string, condition: C) => async () => {
    const page = await context.newPage();
    const ms = await load(page, url, condition);
    await page.close();
    return ms;
  };
  try {
    for (const c of cases) {
      const page = await context.newPage();
      await load(page, `${via}${c.url}`, c.condition);
      pages.set(c.url, await capture(page));
      await page.close();
      const marked = (variant: Variant) => `${via}${c.url}${c.url.includes('?') ? '&' : '?'}${MARK}=${variant}`;
      console.log(`${c.label}: captured ${(pages.get(c.url)!.markup.length / 1024).toFixed(0)} KB of markup`);
      if (variants.includes('app')) await repeat('  client-rendered (the app today)', once(`${via}${c.url}`, c.condition), 'app');
      if (variants.includes('scripts'))
        await repeat("  server-rendered, the page's scripts after it", once(marked('scripts'), c.condition), 'scripts');
      if (variants.includes('static'))
        await repeat("  server-rendered, no scripts (the floor), the app page's headers", once(marked('static'), c.condition), 'static');
      if (variants.includes('bare'))
        await repeat('  the same, no headers of the app (a plain file)', once(marked('bare'), c.condition), 'bare');
    }
  } finally {
    proxy.close();
  }
}
