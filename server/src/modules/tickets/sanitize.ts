/**
 * Message bodies arrive as HTML (e-mail, the rich-text editor) or plain text. HTML is cleaned with
 * sanitize-html (a maintained allow-list sanitiser that needs no DOM on the server); the client renders
 * it through DOMPurify as well. Plain text is escaped and keeps its line breaks.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'del', 'ins', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sanitizeMessage(body: string): string {
  if (!/<[a-z!/]/i.test(body)) return escapeHtml(body).replace(/\r?\n/g, '<br>');
  return sanitizeHtml(body, { ...OPTIONS, allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] } }).trim();
}
