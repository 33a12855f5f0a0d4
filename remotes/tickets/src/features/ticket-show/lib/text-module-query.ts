/**
 * The `::shortcut` an agent types to insert a text module (issue 36): where it starts, what follows it, and the text
 * with the filled module in its place. Pure, so the composer's behaviour is tested without a browser.
 */
import type { TextModule } from '@helpdesk/shared/resources';

/** The `::word` right before the caret, or null: `::` at the start or after a space, then letters, digits, `-`, `_`. */
export function textModuleQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)::([\p{L}\p{N}_-]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 2, query: match[1]! };
}

/** The text with `inserted` in place of `start`–`end` (the typed `::word`), and the caret after it. */
export function insertAt(text: string, start: number, end: number, inserted: string): { text: string; caret: number } {
  return { text: `${text.slice(0, start)}${inserted}${text.slice(end)}`, caret: start + inserted.length };
}

/**
 * The order the list offers: modules in the UI language first, then those whose shortcut starts with what was typed;
 * otherwise as the server sent them (by name).
 */
export function orderSuggestions(modules: readonly TextModule[], query: string, language: string): TextModule[] {
  const q = query.toLocaleLowerCase();
  const rank = (m: TextModule) => (m.language === language ? 0 : 2) + (m.shortcut.toLocaleLowerCase().startsWith(q) ? 0 : 1);
  return modules
    .map((m, index) => ({ m, index, rank: rank(m) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ m }) => m);
}
