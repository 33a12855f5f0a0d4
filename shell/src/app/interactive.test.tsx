import { Suspense, act, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import {
  firstScreenHydrating,
  hydrateScreenFirst,
  lateBoundaryExpected,
  lateBoundaryHydrated,
  onFirstScreenInteractive,
  resetInteractive,
  rootInteractive,
  screenExpectedToHydrate,
  screenInteractive,
  whenInteractive,
} from './interactive.ts';

const mark = jest.fn();
const marks = () => mark.mock.calls.filter(([name]) => name === 'helpdesk:interactive').length;

beforeEach(() => {
  resetInteractive();
  mark.mockClear();
  // jsdom's performance has no User Timing.
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true, writable: true });
});

describe('when the first screen is interactive', () => {
  it('is the root alone on a page without the frame (sign-in, errors)', () => {
    const done = jest.fn();
    rootInteractive(done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(marks()).toBe(1);
  });

  it('waits for the frame’s screen once the frame is on the page, and says so once', () => {
    const done = jest.fn();
    screenExpectedToHydrate();
    rootInteractive(done);
    expect(done).not.toHaveBeenCalled();
    expect(marks()).toBe(0);
    screenInteractive();
    screenInteractive();
    expect(done).toHaveBeenCalledTimes(1);
    expect(marks()).toBe(1);
  });

  it('is the root’s moment when the screen was first rendered with it (a client boot)', () => {
    const done = jest.fn();
    screenExpectedToHydrate();
    screenInteractive();
    expect(done).not.toHaveBeenCalled();
    rootInteractive(done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('while a rendered first screen hydrates', () => {
  it('says so from the boot’s word until the screen is in, and tells who listens once it is', async () => {
    expect(firstScreenHydrating()).toBe(false);
    const settled = jest.fn();
    void whenInteractive().then(settled);
    onFirstScreenInteractive(() => {});
    screenExpectedToHydrate();
    expect(firstScreenHydrating()).toBe(true);
    rootInteractive();
    expect(firstScreenHydrating()).toBe(true);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    screenInteractive();
    expect(firstScreenHydrating()).toBe(false);
    await Promise.resolve();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('is never the case on a page the browser renders itself', () => {
    screenExpectedToHydrate();
    rootInteractive();
    expect(firstScreenHydrating()).toBe(false);
  });
});

describe('the layout’s parts hydrated after the screen', () => {
  it('do not hold the mark back, but the boot’s onDone waits for them (it ends the server’s cookies)', () => {
    const done = jest.fn();
    onFirstScreenInteractive(done);
    lateBoundaryExpected();
    lateBoundaryExpected();
    screenExpectedToHydrate();
    rootInteractive();
    screenInteractive();
    expect(marks()).toBe(1);
    lateBoundaryHydrated();
    expect(done).not.toHaveBeenCalled();
    lateBoundaryHydrated();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('already in when the first screen is (a client boot renders them with it)', () => {
    const done = jest.fn();
    onFirstScreenInteractive(done);
    lateBoundaryExpected();
    lateBoundaryHydrated();
    rootInteractive();
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('the screen hydrated first', () => {
  it('asks React for the boundary holding the container’s first element; nothing without one', () => {
    const container = document.createElement('main');
    const root = { unstable_scheduleHydration: jest.fn() };
    hydrateScreenFirst(root, container);
    expect(root.unstable_scheduleHydration).not.toHaveBeenCalled();
    container.innerHTML = '<!--$--><section>rows</section><!--/$-->';
    hydrateScreenFirst(root, container);
    expect(root.unstable_scheduleHydration).toHaveBeenCalledWith(container.querySelector('section'));
    expect(() => hydrateScreenFirst({}, container)).not.toThrow();
    expect(() => hydrateScreenFirst(undefined, null)).not.toThrow();
  });

  it('hydrates a frame-like page as rendered, the screen behind its boundary included', async () => {
    const committed: string[] = [];
    function Screen() {
      useEffect(() => {
        committed.push('screen');
      }, []);
      return <section>rows</section>;
    }
    function Root({ children }: { children: ReactNode }) {
      useLayoutEffect(() => hydrateScreenFirst(root, container.querySelector('main')), []);
      useEffect(() => {
        committed.push('root');
      }, []);
      return children;
    }
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const page = (
      <Root>
        <span>menu</span>
        <main>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </main>
      </Root>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(committed.sort()).toEqual(['root', 'screen']);
    expect(container.querySelector('section')?.textContent).toBe('rows');
    container.remove();
  });
});
