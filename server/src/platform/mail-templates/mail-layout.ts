/**
 * The one layout of every e-mail. A template says what the mail holds as blocks (a heading, paragraphs, a button
 * link, a key-value table, a message, files, quoted earlier messages); this file writes them twice: as HTML
 * (table-based with inline styles, 600 px wide, for Outlook and Gmail, which take no stylesheets or flexbox) and as
 * the plain-text alternative, from the same content rather than by stripping the HTML.
 * Every text a block carries is plain text and is escaped here; only a message's body is HTML (the stored,
 * sanitised one, see message-body.ts).
 */
import type { ValidationLang } from '@helpdesk/shared/schemas';
import { MAIL_BRAND } from './brand';
import { messageBodyHtml, messageBodyText } from './message-body';

export interface MailFile {
  name: string;
  /** As written for people ("1.5 KB"). */
  size: string;
  /** Where to download it, when the integrator links files instead of attaching them. */
  url?: string | undefined;
}

export interface MailMessageBlock {
  author: string;
  /** As written for people (formatMailDateTime). */
  at: string;
  /** Stored, sanitised HTML. */
  body: string;
}

export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** One value to copy (a temporary password): set apart, in a fixed-width font. */
  | { kind: 'code'; label: string; value: string }
  | ({ kind: 'message' } & MailMessageBlock)
  | { kind: 'files'; title: string; files: readonly MailFile[] }
  | { kind: 'history'; title: string; messages: readonly MailMessageBlock[] };

export interface MailContent {
  lang: ValidationLang;
  /** The HTML's title and the start of the preview line. */
  title: string;
  /** The line inbox lists show after the subject (hidden in the body). */
  preview?: string | undefined;
  blocks: readonly MailBlock[];
  /** The small print at the bottom: how to answer, why this came. */
  footer: readonly string[];
  /** Names a remote image a message links to instead of showing ("obraz"). */
  imageLabel: string;
}

export interface MailBody {
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text into HTML text or an attribute value. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Only web and mail links become links; anything else (javascript:, data:) is shown as text. */
const linkable = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());

const B = MAIL_BRAND;
const FONT = `font-family:${B.font};`;
const TEXT_STYLE = `${FONT}font-size:14px;line-height:1.5;color:${B.text};`;

/** A layout table; `full` false: as wide as its content (a button). */
const table = (inner: string, style = '', full = true) =>
  `<table role="presentation"${full ? ' width="100%"' : ''} cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${style}">${inner}</table>`;

function messageHtml(m: MailMessageBlock, imageLabel: string, quoted: boolean): string {
  const head = `<div style="${FONT}font-size:13px;color:${B.muted};margin:0 0 8px 0;"><strong style="color:${B.text};">${escapeHtml(m.author)}</strong> · ${escapeHtml(m.at)}</div>`;
  const body = `<div style="${TEXT_STYLE}">${messageBodyHtml(m.body, imageLabel)}</div>`;
  const edge = quoted
    ? `border-left:3px solid ${B.border};padding:4px 0 4px 12px;`
    : `border-left:4px solid ${B.primary};padding:12px 16px;background:${B.tint};`;
  return table(`<tr><td style="${edge}">${head}${body}</td></tr>`, 'margin:0 0 16px 0;');
}

function blockHtml(block: MailBlock, imageLabel: string): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${FONT}font-size:20px;line-height:1.3;font-weight:600;color:${B.text};margin:0 0 16px 0;">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="${TEXT_STYLE}margin:0 0 16px 0;">${lines(block.text)}</p>`;
    case 'button':
      if (!linkable(block.url))
        return `<p style="${TEXT_STYLE}margin:0 0 16px 0;">${escapeHtml(block.label)}: ${escapeHtml(block.url)}</p>`;
      return table(
        `<tr><td style="border-radius:4px;background:${B.primary};"><a href="${escapeHtml(block.url.trim())}" target="_blank" style="display:inline-block;padding:10px 20px;${FONT}font-size:14px;font-weight:600;color:${B.onPrimary};text-decoration:none;border-radius:4px;">${escapeHtml(block.label)}</a></td></tr>`,
        'margin:4px 0 20px 0;',
        false,
      );
    case 'facts':
      return table(
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td width="1%" style="${FONT}font-size:14px;line-height:1.5;color:${B.muted};padding:6px 24px 6px 0;border-bottom:1px solid ${B.border};vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="${TEXT_STYLE}padding:6px 0;border-bottom:1px solid ${B.border};vertical-align:top;">${lines(value)}</td></tr>`,
          )
          .join(''),
        'margin:0 0 20px 0;',
      );
    case 'code':
      return `<p style="${TEXT_STYLE}margin:0 0 16px 0;">${escapeHtml(block.label)}<br><span style="display:inline-block;margin-top:4px;padding:6px 12px;background:${B.page};border:1px solid ${B.border};border-radius:4px;font-family:Consolas,'Courier New',monospace;font-size:16px;letter-spacing:1px;">${escapeHtml(block.value)}</span></p>`;
    case 'message':
      return messageHtml(block, imageLabel, false);
    case 'files':
      return (
        `<p style="${FONT}font-size:13px;font-weight:600;color:${B.text};margin:0 0 4px 0;">${escapeHtml(block.title)}</p>` +
        `<ul style="${TEXT_STYLE}margin:0 0 16px 0;padding-left:20px;">` +
        block.files
          .map((f) => {
            const name =
              f.url && linkable(f.url)
                ? `<a href="${escapeHtml(f.url.trim())}" style="color:${B.primary};">${escapeHtml(f.name)}</a>`
                : escapeHtml(f.name);
            return `<li>${name} <span style="color:${B.muted};">(${escapeHtml(f.size)})</span></li>`;
          })
          .join('') +
        '</ul>'
      );
    case 'history':
      return (
        `<p style="${FONT}font-size:13px;font-weight:600;color:${B.muted};margin:24px 0 12px 0;padding-top:16px;border-top:1px solid ${B.border};">${escapeHtml(block.title)}</p>` +
        block.messages.map((m) => messageHtml(m, imageLabel, true)).join('')
      );
  }
}

/** A text with every line prefixed (quoted history: "> "). */
const prefixed = (prefix: string, value: string) =>
  value
    .split('\n')
    .map((line) => (line ? `${prefix}${line}` : prefix.trimEnd()))
    .join('\n');

function messageText(m: MailMessageBlock, imageLabel: string): string {
  return `${m.author}, ${m.at}:\n\n${messageBodyText(m.body, imageLabel)}`;
}

function blockText(block: MailBlock, imageLabel: string): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url.trim()}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'code':
      return `${block.label}: ${block.value}`;
    case 'message':
      return messageText(block, imageLabel);
    case 'files':
      return [`${block.title}:`, ...block.files.map((f) => ` - ${f.name} (${f.size})${f.url ? `: ${f.url.trim()}` : ''}`)].join('\n');
    case 'history':
      return [`${block.title}`, ...block.messages.map((m) => prefixed('> ', messageText(m, imageLabel)))].join('\n\n');
  }
}

/** The mail's HTML and text parts. */
export function renderLayout(content: MailContent): MailBody {
  const { lang, title, preview, blocks, footer, imageLabel } = content;
  const body = blocks.map((b) => blockHtml(b, imageLabel)).join('\n');
  const foot = footer
    .map((line) => `<p style="${FONT}font-size:12px;line-height:1.5;color:${B.muted};margin:0 0 6px 0;">${lines(line)}</p>`)
    .join('');
  const html = `<!DOCTYPE html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${B.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(preview ?? title)}</div>
${table(
  `<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
${table(
  `<tr><td style="background:${B.primary};padding:16px 24px;${FONT}font-size:18px;font-weight:600;color:${B.onPrimary};">${escapeHtml(B.name)}</td></tr>
<tr><td style="padding:24px;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${B.border};background:${B.page};">${foot}</td></tr>`,
  `max-width:600px;background:#ffffff;border:1px solid ${B.border};`,
)}
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>`,
  `background:${B.page};`,
)}
</body>
</html>
`;
  // "-- " opens a signature: mail clients grey the footer out and leave it out of a reply's quote.
  const text = `${blocks.map((b) => blockText(b, imageLabel)).join('\n\n')}\n\n-- \n${[...footer, B.name].join('\n')}\n`;
  return { html, text };
}
