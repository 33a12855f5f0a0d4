import { CHUNK_RELOAD_GUARD_MS } from '@helpdesk/shared';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';

describe('chunk load failures', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises webpack/rspack and native dynamic-import chunk errors only', () => {
    const chunk = new Error('Loading chunk src_screens_x failed.\n(error: http://x/a.js)');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per guard window', () => {
    const reload = jest.fn();
    const start = 1_000_000;
    expect(reloadAfterChunkError(start, sessionStorage, reload)).toBe(true);
    expect(reloadAfterChunkError(start + 1_000, sessionStorage, reload)).toBe(false);
    expect(reloadAfterChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, sessionStorage, reload)).toBe(false);
    expect(reloadAfterChunkError(start + CHUNK_RELOAD_GUARD_MS, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
