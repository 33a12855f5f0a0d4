/** Background work gives way to requests (bench/outbox: the API's p95 while mail goes out), but is never starved. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createForeground } from './foreground';

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('foreground', () => {
  it('is quiet at once with no request in flight', async () => {
    const foreground = createForeground();
    assert.equal(await settledWithin(foreground.quiet(10_000), 20), true);
  });

  it('waits for the last request in flight to end', async () => {
    const foreground = createForeground();
    foreground.enter();
    foreground.enter();
    const quiet = foreground.quiet(10_000);
    foreground.leave();
    assert.equal(await settledWithin(quiet, 50), false, 'one request still in flight');
    foreground.leave();
    assert.equal(await settledWithin(quiet, 50), true);
    assert.equal(foreground.inFlight, 0);
  });

  it('gives up waiting after the bound, so a server that is never idle still gets its mail out', async () => {
    const foreground = createForeground();
    foreground.enter();
    const started = performance.now();
    await foreground.quiet(60);
    const waited = performance.now() - started;
    assert.ok(waited >= 55 && waited < 1_000, `waited ${waited} ms`);
  });
});
