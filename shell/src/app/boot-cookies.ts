/**
 * The page's cookies as the request for it carried them, before this page wrote any: what a server render saw, and
 * what the boot compares its own state with (the override origins, the remembered company, the UI settings).
 *
 * A page the server rendered says them in its state (`ssr.cookies`, only the cookies the front end itself writes), so
 * its boot reads no `document.cookie`: each read asks the browser's cookie store over a synchronous IPC, and the first
 * one of a page, while its scripts are being fetched, blocked the main thread for 1.3–14.6 ms (4.7 median) before the
 * list hydrated (bench/page-load, 2026-12-01; a later read after an API answer refreshed XSRF-TOKEN, 2–3 ms more). A
 * page the browser renders itself (or one from a back end that renders nothing) reads `document.cookie` once.
 */
import { readBootJson } from '../federation/early-requests.ts';

let cookiesAtBoot: string | undefined;

export function cookiesTheServerSaw(doc: Document = document): string {
  return (cookiesAtBoot ??= renderedWith(doc) ?? doc.cookie);
}

/** A rendered page's own cookies as its render saw them; undefined for a page the server did not render. */
function renderedWith(doc: Document): string | undefined {
  const ssr = readBootJson(doc).ssr as { cookies?: unknown } | undefined;
  return typeof ssr?.cookies === 'string' ? ssr.cookies : undefined;
}

/** The pairs of a Cookie header whose names are listed, as a Cookie header (what a render puts into its state). */
export function cookiesNamed(cookieHeader: string, names: readonly string[]): string {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const at = part.indexOf('=');
      return at > 0 && names.includes(part.slice(0, at));
    })
    .join('; ');
}
