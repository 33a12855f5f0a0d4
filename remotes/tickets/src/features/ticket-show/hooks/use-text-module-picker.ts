/**
 * The `::` picker of the reply and note boxes (issue 36): typing `::` and letters asks the server for the ticket's
 * matching modules (its company's and the global ones), the UI language first; arrows move, Enter or Tab inserts,
 * Escape closes. Inserting renders the module for the ticket and puts the filled text where `::word` was. Focus stays
 * in the text box (the list is its `aria-activedescendant` popup), as in the mention picker.
 */
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TextModule } from '@helpdesk/shared/resources';
import { renderTextModule, SUGGESTIONS_MAX, textModuleSuggestionsQuery } from '../api/text-modules.ts';
import { insertAt, orderSuggestions, textModuleQueryAt } from '../lib/text-module-query.ts';

interface Options {
  ticketId: number;
  value: string;
  onChange: (value: string) => void;
  box: RefObject<HTMLTextAreaElement | null>;
}

export interface TextModulePicker {
  open: boolean;
  listId: string;
  optionId: (index: number) => string;
  choices: TextModule[];
  active: number;
  loading: boolean;
  failed: boolean;
  /** Reads the text before the caret after a change or a caret move. */
  look: (text: string, caret: number) => void;
  /** Handles the list's keys; false when the key is not the picker's. */
  keyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  pick: (module: TextModule) => void;
  /** The text box's popup attributes while the list is open. */
  aria: { 'aria-controls'?: string; 'aria-activedescendant'?: string; 'aria-expanded'?: boolean };
}

export function useTextModulePicker({ ticketId, value, onChange, box }: Options): TextModulePicker {
  const { i18n } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState<{ start: number; caret: number; text: string } | null>(null);
  const [active, setActive] = useState(0);
  const [inserting, setInserting] = useState(false);
  // The text as it is when the rendered module arrives (the agent may type on meanwhile).
  const latest = useRef(value);
  latest.current = value;
  const open = query !== null;
  const suggestions = useQuery({ ...textModuleSuggestionsQuery(ticketId, query?.text ?? ''), enabled: open });
  const choices = open ? orderSuggestions(suggestions.data ?? [], query.text, i18n.language).slice(0, SUGGESTIONS_MAX) : [];
  const current = Math.min(active, Math.max(choices.length - 1, 0));
  const optionId = (index: number) => `${listId}-${index}`;

  // The `::word` Escape closed: it stays closed until the word changes (a caret event must not reopen it).
  const dismissed = useRef<string | null>(null);

  const look = (text: string, caret: number) => {
    const found = textModuleQueryAt(text, caret);
    const key = found ? `${found.start}:${found.query}` : null;
    if (key !== dismissed.current) dismissed.current = null;
    if (found && key === dismissed.current) return;
    if (found?.query !== query?.text) setActive(0);
    setQuery(found ? { start: found.start, caret, text: found.query } : null);
  };

  const pick = (module: TextModule) => {
    if (!query || inserting) return;
    const { start, caret } = query;
    setQuery(null);
    setInserting(true);
    renderTextModule(module.id, ticketId)
      .then((body) => {
        const text = latest.current;
        // `::word` still where it was: replaced; otherwise the text goes in where it started.
        const next = insertAt(text, start, text.slice(start, caret).startsWith('::') ? caret : start, body);
        onChange(next.text);
        requestAnimationFrame(() => {
          box.current?.focus();
          box.current?.setSelectionRange(next.caret, next.caret);
        });
      })
      .catch(() => undefined)
      .finally(() => setInserting(false));
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return false;
    if (choices.length && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((currentIndex) => (Math.min(currentIndex, choices.length - 1) + step + choices.length) % choices.length);
      return true;
    }
    if (choices.length && (event.key === 'Enter' || event.key === 'Tab') && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      pick(choices[current]!);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      dismissed.current = query ? `${query.start}:${query.text}` : null;
      setQuery(null);
      return true;
    }
    return false;
  };

  return {
    open,
    listId,
    optionId,
    choices,
    active: current,
    loading: suggestions.isPending,
    failed: suggestions.isError,
    look,
    keyDown,
    pick,
    aria: open
      ? { 'aria-controls': listId, 'aria-expanded': true, ...(choices.length ? { 'aria-activedescendant': optionId(current) } : {}) }
      : {},
  };
}
