import { useEffect, useState } from 'react';

/**
 * A page's below-the-heading chunk, loaded once the page has committed (in an effect, not during render, as
 * React.lazy would): it loads beside the page's data instead of competing with the page's first render
 * (bench/bundle, "until render"). Null until the module is there.
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((module) => {
      if (current) setLoaded(() => module);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return loaded;
}
