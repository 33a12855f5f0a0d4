/**
 * What message HTML (e-mails, rich text) may point at, for both sanitisers: the server's (sanitize-html) and the
 * browser's (SafeHtml, DOMPurify). Remote images wait for the reader's "show images" (mail clients'
 * default against tracking pixels), and nothing in a message may call the app's own API or actions.
 */

/** Paths of the app that act or answer data: a link or image there from a message is dropped. */
export const APP_ACTION_PATHS = ['/api', '/logout', '/login', '/broadcasting', '/sanctum', '/dev'] as const;

/** Where the server keeps a remote image's address until the reader asks for it. */
export const REMOTE_IMAGE_ATTRIBUTE = 'data-remote-src';

const RELATIVE_BASE = 'http://relative.invalid';

function parse(url: string): URL | null {
  try {
    return new URL(url.trim(), RELATIVE_BASE);
  } catch {
    return null;
  }
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/**
 * Whether `url` (absolute, protocol-relative or relative) reaches one of the app's action paths on the app itself:
 * relative URLs always are the app's; absolute ones when their origin is one of `appOrigins`.
 */
export function isAppActionUrl(url: string, appOrigins: readonly string[] = []): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  // By host, not origin: the app's http:// twin and a protocol-relative address reach the same server.
  const own = parsed.origin === RELATIVE_BASE || appOrigins.some((origin) => parse(origin)?.host === parsed.host);
  if (!own) return false;
  const path = decodedPath(parsed.pathname).replace(/\/{2,}/g, '/');
  return APP_ACTION_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** An image loaded from another server (absolute http(s) or protocol-relative): blocked until the reader asks. */
export function isRemoteImageUrl(url: string): boolean {
  return /^\s*(https?:)?\/\//i.test(url);
}

/** An image carried inside the message itself (a raster data: URI, e.g. an e-mail's inline cid: part). */
export function isInlineImageUrl(url: string): boolean {
  return /^\s*data:image\/(png|jpe?g|gif|webp);base64,/i.test(url);
}

/**
 * A colleague mentioned in an internal note: `<span data-mention="12">@Jan Kowalski</span>`. Both sanitisers keep the
 * attribute on a span with a whole number only, and the server only in notes; the server tells the people it names
 * (active staff only) and the thread shows the span highlighted.
 */
export const MENTION_ATTRIBUTE = 'data-mention';

const MENTION_ID = /^[1-9]\d{0,9}$/;

/** Whether a `data-mention` value names a user id. */
export const isMentionId = (value: string | undefined): value is string => value !== undefined && MENTION_ID.test(value);

/** The user ids a (sanitised) note body mentions, each once, in order. */
export function mentionedUserIds(html: string): number[] {
  const ids = [...html.matchAll(/<span\b[^>]*\bdata-mention="([1-9]\d{0,9})"/gi)].map((m) => Number(m[1]));
  return [...new Set(ids)];
}
