import type * as WhenIdle from './when-idle.ts';
import type * as Interactive from './interactive.ts';

type Modules = typeof WhenIdle & Pick<typeof Interactive, 'rootInteractive' | 'screenExpectedToHydrate' | 'screenInteractive'>;

/** Fresh copies of the modules: whenIdle resolves once per page, and so does the first screen. */
function freshModules(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = { ...jest.requireActual<typeof WhenIdle>('./when-idle.ts'), ...jest.requireActual<typeof Interactive>('./interactive.ts') };
  });
  return modules!;
}

async function settle(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('idle-time work', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits until the first screen is interactive, however idle the browser is before it', async () => {
    const { whenIdle, rootInteractive, screenExpectedToHydrate, screenInteractive } = freshModules();
    let ran = false;
    void whenIdle().then(() => {
      ran = true;
    });
    screenExpectedToHydrate();
    await settle(1000);
    expect(ran).toBe(false);
    // A server-rendered page: its heading is there from the start, its root hydrates first, then its screen.
    rootInteractive();
    await settle(1000);
    expect(ran).toBe(false);

    screenInteractive();
    await settle(200);
    expect(ran).toBe(true);
  });

  it('runs at once after the paint when the first screen is already interactive', async () => {
    const { loadWhenIdle, rootInteractive } = freshModules();
    rootInteractive();
    const load = jest.fn(() => Promise.resolve('module'));
    const loaded = loadWhenIdle(load);
    await settle(200);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not wait forever on a page whose first screen never settles', async () => {
    const { whenIdle, FIRST_SCREEN_TIMEOUT_MS } = freshModules();
    let ran = false;
    void whenIdle().then(() => {
      ran = true;
    });
    await settle(FIRST_SCREEN_TIMEOUT_MS - 100);
    expect(ran).toBe(false);
    await settle(300);
    expect(ran).toBe(true);
  });
});
