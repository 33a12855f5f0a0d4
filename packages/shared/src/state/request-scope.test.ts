import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { currentStore, renderNow, setHydrationTime, setRequestScope, type RequestScope } from './request-scope.ts';
import { store } from './atoms.ts';

describe('the render scope', () => {
  let scope: RequestScope | undefined;
  beforeAll(() => setRequestScope(() => scope));
  afterEach(() => {
    scope = undefined;
    setHydrationTime(undefined);
    jest.useRealTimers();
  });

  it('is the page’s own store in a browser, the request’s in a server render', () => {
    expect(currentStore()).toBe(store);
    scope = { store: createStore(), queryClient: new QueryClient() };
    expect(currentStore()).toBe(scope.store);
  });

  it('says one "now" for a whole render, the same while the browser hydrates it, then the clock', () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    const rendered = Date.parse('2026-11-29T09:59:58Z');
    scope = { store: createStore(), queryClient: new QueryClient(), renderedAt: rendered };
    expect(renderNow()).toBe(rendered);
    scope = undefined;
    setHydrationTime(rendered);
    expect(renderNow()).toBe(rendered);
    setHydrationTime(undefined);
    expect(renderNow()).toBe(Date.parse('2026-11-29T10:00:00Z'));
  });
});
