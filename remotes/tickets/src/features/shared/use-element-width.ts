import { useCallback, useState } from 'react';

/**
 * The width of an element, kept current with a ResizeObserver: layouts that depend on the room a screen gets
 * (beside the sidebar and the summary panel), not on the window. 0 until measured, and where ResizeObserver
 * does not exist (jsdom).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
