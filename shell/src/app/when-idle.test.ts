import { MAIN_CONTENT_ID } from '../layout/skip-link.tsx';
import type * as WhenIdle from './when-idle.ts';

type WhenIdleModule = typeof WhenIdle;

/** A fresh copy of the module: whenIdle resolves once per page. */
function freshModule(): WhenIdleModule {
  let module: WhenIdleModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<WhenIdleModule>('./when-idle.ts');
  });
  return module!;
}

async function settle(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('idle-time work', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}"><p>…</p></main>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('looks for the heading inside the layout’s main content', () => {
    expect(freshModule().FIRST_HEADING_SELECTOR).toBe(`main#${MAIN_CONTENT_ID} h1`);
  });

  it('waits for the first screen’s heading, however idle the browser is before it', async () => {
    const { whenIdle } = freshModule();
    let ran = false;
    void whenIdle().then(() => {
      ran = true;
    });
    await settle(1000);
    expect(ran).toBe(false);

    const heading = document.createElement('h1');
    heading.textContent = 'Zgłoszenia';
    document.getElementById(MAIN_CONTENT_ID)!.append(heading);
    await settle(200);
    expect(ran).toBe(true);
  });

  it('runs at once after the paint when the heading is already there', async () => {
    document.getElementById(MAIN_CONTENT_ID)!.innerHTML = '<h1>Pulpit</h1>';
    const { loadWhenIdle } = freshModule();
    const load = jest.fn(() => Promise.resolve('module'));
    const loaded = loadWhenIdle(load);
    await settle(200);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not wait forever on a page without a heading', async () => {
    const { whenIdle, HEADING_TIMEOUT_MS } = freshModule();
    let ran = false;
    void whenIdle().then(() => {
      ran = true;
    });
    await settle(HEADING_TIMEOUT_MS - 100);
    expect(ran).toBe(false);
    await settle(300);
    expect(ran).toBe(true);
  });
});
