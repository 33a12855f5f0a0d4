import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 350;

/** The search box's own text, handed to `onSettled` once typing pauses; follows the URL when it changes. */
export function useDebouncedSearch(value: string, onSettled: (value: string) => void): [string, (text: string) => void] {
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
    const timer = setTimeout(() => {
      settled.current = text.trim();
      onSettled(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSettled]);
  return [text, setText];
}
