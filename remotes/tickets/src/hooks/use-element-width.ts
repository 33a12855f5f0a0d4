import { useCallback, useState } from 'react';

/**
 * Whether an element is narrower than `width`, kept current with a ResizeObserver: layouts that depend on the room a
 * screen gets (beside the sidebar and the summary panel), not on the window. False until measured, and where
 * ResizeObserver does not exist (jsdom). Only crossing the width renders again, not every resize (a list's table
 * would redraw its header on each).
 */
export function useElementNarrower<T extends HTMLElement>(width: number): [(element: T | null) => void, boolean] {
  const [narrower, setNarrower] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(([entry]) => {
        if (entry && entry.contentRect.width > 0) setNarrower(Math.round(entry.contentRect.width) < width);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [width],
  );
  return [ref, narrower];
}
