import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long typing pauses before a list searches: short, so results follow the typing (the list's query cancels the
 * request a newer search supersedes). Enter searches at once.
 */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * A search box's own text, handed (trimmed) to `onSettled` once typing pauses (or at once through the returned
 * `searchNow`, for Enter) — a list writes it into its URL with
 * `replace`, so typing does not fill the back button — and following `value` when it changes from outside (back, a
 * menu link).
 */
export function useSearchText(value: string, onSettled: (search: string) => void): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(value);
  const settled = useRef(value);
  useEffect(() => {
    if (value !== settled.current) {
      settled.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === settled.current) return;
    // Typing and then leaving (a menu link) within the pause: the list may stay on screen while the next page
    // loads, and writing its search then would take the user back to the list. A search typed on a page that has
    // been left is dropped.
    const typedOn = window.location.pathname;
    const timer = setTimeout(() => {
      // Gone from the page, or already searched (Enter).
      if (window.location.pathname !== typedOn || text.trim() === settled.current) return;
      settled.current = text.trim();
      onSettled(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSettled]);
  const searchNow = useCallback(() => {
    if (text.trim() === settled.current) return;
    settled.current = text.trim();
    onSettled(text.trim());
  }, [text, onSettled]);
  return [text, setText, searchNow];
}
