// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.matchMedia) {
  globalThis.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
// jsdom's performance has no User Timing; the shell marks when its first screen is interactive (app/interactive.ts).
if (typeof performance.mark !== 'function') {
  Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true, writable: true });
}
