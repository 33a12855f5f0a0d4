/**
 * A ticket message's stored body (sanitised HTML, platform/sanitize.ts) as an e-mail carries it: the HTML part embeds
 * it once more cleaned, with e-mail-safe touches (images no wider than the layout; a remote image, which the app
 * keeps blocked until the reader asks, becomes a link to it), and the text part reads it through html-to-text
 * (line breaks, lists, quotes and tables kept; links as "text (url)").
 */
import { convert, type HtmlToTextOptions } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { REMOTE_IMAGE_ATTRIBUTE } from '@helpdesk/shared/schemas';
import { sanitizeStoredMessage } from '../sanitize';
import { MAIL_BRAND } from './brand';

/** The stored body as the HTML part embeds it. */
export function messageBodyHtml(body: string, imageLabel: string): string {
  const clean = sanitizeStoredMessage(body);
  // The body is clean already (above): this pass only rewrites tags, so it may allow every tag and attribute.
  return sanitizeHtml(clean, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const { [REMOTE_IMAGE_ATTRIBUTE]: remote, ...rest } = attribs;
        if (!rest.src && remote) return { tagName: 'a', attribs: { href: remote }, text: `[${rest.alt || imageLabel}]` };
        return { tagName, attribs: { ...rest, style: 'max-width:100%;height:auto;' } };
      },
      blockquote: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          style: `margin:0 0 0 4px;padding:0 0 0 12px;border-left:3px solid ${MAIL_BRAND.border};color:${MAIL_BRAND.muted};`,
        },
      }),
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: `color:${MAIL_BRAND.primary};` } }),
      p: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: 'margin:0 0 12px 0;' } }),
    },
  });
}

const TEXT_OPTIONS: HtmlToTextOptions = {
  // Mail clients wrap; a wrapped link would break.
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'ul', options: { itemPrefix: ' - ' } },
  ],
};

/** The stored body as the text part reads it. */
export function messageBodyText(body: string, imageLabel: string): string {
  return convert(messageBodyHtml(body, imageLabel), TEXT_OPTIONS).trim();
}
