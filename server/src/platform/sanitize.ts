/**
 * Message bodies arrive as HTML (e-mail, the rich-text editor) or plain text. HTML is cleaned with
 * sanitize-html (a maintained allow-list sanitiser that needs no DOM on the server); the client renders
 * it through DOMPurify as well. Plain text is escaped and keeps its line breaks.
 * A remote image keeps its address in `data-remote-src` (no `src`) until the reader asks to see it;
 * inline raster images (data:) stay; links and images to the app's own API or actions are dropped.
 */
import sanitizeHtml from 'sanitize-html';
import {
  isAppActionUrl,
  isInlineImageUrl,
  isMentionId,
  isRemoteImageUrl,
  MENTION_ATTRIBUTE,
  REMOTE_IMAGE_ATTRIBUTE,
} from '@helpdesk/shared/schemas';

export interface SanitizeOptions {
  /** The app's own origins (APP_URL): absolute URLs there count as the app's, like relative ones. */
  appOrigins?: readonly (string | null | undefined)[];
  /** An internal note: a span may name a mentioned colleague (`data-mention`, a user id). Elsewhere it is dropped. */
  mentions?: boolean;
}

function options({ appOrigins = [], mentions = false }: SanitizeOptions): sanitizeHtml.IOptions {
  const origins = appOrigins.filter((o): o is string => !!o);
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'del', 'ins', 'u', 's'],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', REMOTE_IMAGE_ATTRIBUTE, 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      ...(mentions ? { span: [MENTION_ATTRIBUTE] } : {}),
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      span: (tagName, attribs) => {
        const { [MENTION_ATTRIBUTE]: mention, ...rest } = attribs;
        return { tagName, attribs: isMentionId(mention) ? { ...rest, [MENTION_ATTRIBUTE]: mention } : rest };
      },
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        const keep = href !== undefined && !isAppActionUrl(href, origins);
        return { tagName, attribs: { ...rest, ...(keep ? { href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' } };
      },
      img: (tagName, attribs) => {
        // A body sanitised before keeps its blocked image: sanitising again changes nothing.
        const { src: given, [REMOTE_IMAGE_ATTRIBUTE]: blocked, ...rest } = attribs;
        const src = given ?? (blocked && isRemoteImageUrl(blocked) ? blocked : undefined);
        if (!src || isAppActionUrl(src, origins)) return { tagName, attribs: rest };
        if (isInlineImageUrl(src)) return { tagName, attribs: { ...rest, src } };
        if (isRemoteImageUrl(src))
          return { tagName, attribs: { ...rest, [REMOTE_IMAGE_ATTRIBUTE]: src.trim().replace(/^\/\//, 'https://') } };
        // A relative address (the app's own pages) may stay; any other scheme (data:image/svg+xml…) may not.
        return { tagName, attribs: /^[^/?#]*:/.test(src.trim()) ? rest : { ...rest, src } };
      },
    },
    disallowedTagsMode: 'discard',
  };
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sanitizeMessage(body: string, sanitize: SanitizeOptions = {}): string {
  if (!/<[a-z!/]/i.test(body)) return escapeHtml(body).replace(/\r?\n/g, '<br>');
  return sanitizeStoredMessage(body, sanitize);
}

/**
 * A stored body (already `sanitizeMessage`d) cleaned once more before it leaves in an e-mail: always read as HTML,
 * since a stored plain-text body is escaped already and escaping it again would show `&amp;amp;`.
 */
export function sanitizeStoredMessage(html: string, sanitize: SanitizeOptions = {}): string {
  return sanitizeHtml(html, options(sanitize)).trim();
}
