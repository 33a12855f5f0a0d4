import { useEffect, useState } from 'react';

/**
 * A page's below-the-heading chunk, loaded once the page has committed (in an effect, not during render, as
 * React.lazy would): it loads beside the page's data instead of competing with the page's first render
 * (bench/bundle, "until render"). The request leaves in the task after the commit, never within it: a commit
 * that flushes its effects at once (the first render, a synchronous one) would otherwise send it before the page
 * could paint its heading. Null until the module is there.
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      void load().then((module) => {
        if (current) setLoaded(() => module);
      });
    });
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [load]);
  return loaded;
}
