// jsdom without Node's fetch API: react-router's data router builds Request objects, so hand jsdom the real
// (undici) Fetch classes Node already has, plus the stream types they depend on. (Not MessageChannel: React's scheduler would keep jest alive.)
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class HelpdeskJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = HelpdeskJsdomEnvironment;
