import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../constants.ts';

/** Whether a media query matches now (false where matchMedia does not exist, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below the spec's 991.98 px breakpoint (spec §9): cards instead of tables. */
export const useIsMobile = () => useMediaQuery(MOBILE_MEDIA_QUERY);
