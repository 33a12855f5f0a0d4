import { prefetchAllowed } from './use-prefetch-remotes.ts';

describe('remote prefetch (spec §9)', () => {
  it('prefetches on ordinary connections and when the browser does not say', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('skips 2G and data saver', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
