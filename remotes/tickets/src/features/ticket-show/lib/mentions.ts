/**
 * Mentions in a note's plain text: the composer inserts `@Jan Kowalski` and remembers whom it names; on sending, the
 * text becomes HTML with each remembered mention as `<span data-mention="12">@Jan Kowalski</span>` (what the server
 * keeps in notes and tells that person of). Text without a mention is sent as it is (the server escapes plain text).
 */
import { MENTION_ATTRIBUTE } from '@helpdesk/shared/schemas';

export interface Mention {
  id: number;
  name: string;
}

/** The `@word` being typed right before the caret, or null: an `@` at the start or after a space, no space since. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([^\s@]{0,30})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLocaleLowerCase();

/** Whether a name matches what was typed after `@`: any of its words starts with it (case and accents ignored). */
export function matchesMention(name: string, query: string): boolean {
  const q = folded(query);
  return folded(name)
    .split(/\s+/)
    .some((word) => word.startsWith(q));
}

/** The text with `@name` (the mention) in place of the typed `@query` from `start` to `caret`, and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(caret).replace(/^ /, '')}`, caret: start + inserted.length };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The note body to send: plain text as typed, or — when it still names someone picked — HTML with the mentions marked. */
export function noteBodyWithMentions(text: string, mentions: readonly Mention[]): string {
  const present = [...new Map(mentions.map((m) => [m.name, m])).values()].filter((m) => text.includes(`@${m.name}`));
  if (!present.length) return text;
  const byName = new Map(present.map((m) => [escapeHtml(m.name), m]));
  // One pass, longest names first: "@Jan Kowalski" is never read as "@Jan".
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const marked = escapeHtml(text).replace(
    // Not inside a longer word: "@Janina" is not "@Jan".
    new RegExp(`@(${names.join('|')})(?![\\p{L}\\p{N}])`, 'gu'),
    (_all, name: string) => `<span ${MENTION_ATTRIBUTE}="${byName.get(name)!.id}">@${name}</span>`,
  );
  return marked.replace(/\r?\n/g, '<br>');
}
