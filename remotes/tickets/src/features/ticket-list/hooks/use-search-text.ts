/**
 * The search box's text, debounced into the URL's `search` (replacing the history entry, so typing does not
 * fill the back button), and following the URL when it changes from outside (back, a menu link).
 */
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export function useSearchText(urlSearch: string, onSettled: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const written = useRef(urlSearch);

  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    onSettled(settled);
    // Only a newly settled text writes (onSettled changes identity with every URL change).
  }, [settled]);

  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setText(urlSearch);
  }, [urlSearch]);

  return [text, setText] as const;
}
