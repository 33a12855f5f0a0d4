/**
 * Visible focus (WCAG 2.4.7): tabbing from the top of the ticket list through the top bar, the sidebar menu and
 * the list, every element that takes the focus draws an indicator — an outline, a box shadow, or the border of a
 * ::before/::after ring (Fluent's focus ring) — on the light sidebar and on the dark one.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { applyPass, openSweepPage, PASSES, restoreLanguage, waitForScreen } from './a11y-sweep.ts';

/** A manager of the demo data that no route sweep signs in as. */
const USER = { name: 'admin', email: 'tomasz.mazur@msp.test', area: 'staff' } as const;
const TAB_STOPS = 60;

interface Stop {
  element: string;
  indicator: string | null;
}

/**
 * What marks the focused element: its own outline or shadow, or a ring or underline drawn by a pseudo-element of
 * it or of a close ancestor (Fluent draws an input's underline on its wrapper, a sortable header's ring on the cell).
 */
async function focusIndicator(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', indicator: 'none-needed' };
    const name = `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (color: string) => color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color);
    const collapsed = (transform: string) => /^matrix\(0, 0, 0, [^)]*\)$|^matrix\([^,]*, 0, 0, 0,/.test(transform);
    const drawn = (style: CSSStyleDeclaration): string | null => {
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && visible(style.outlineColor))
        return `outline ${style.outlineWidth} ${style.outlineColor}`;
      if (style.boxShadow !== 'none' && /\d+px/.test(style.boxShadow)) return `box-shadow ${style.boxShadow}`;
      return null;
    };
    let node: HTMLElement | null = element;
    for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
      const own = drawn(getComputedStyle(node));
      if (own) return { element: name, indicator: depth ? `${own} (ancestor ${depth})` : own };
      for (const pseudo of ['::after', '::before']) {
        const ring = getComputedStyle(node, pseudo);
        if (ring.content === 'none' || ring.content === 'normal' || collapsed(ring.transform)) continue;
        const width = Math.max(
          ...['top', 'right', 'bottom', 'left'].map((side) =>
            ring.getPropertyValue(`border-${side}-style`) !== 'none' && visible(ring.getPropertyValue(`border-${side}-color`))
              ? parseFloat(ring.getPropertyValue(`border-${side}-width`)) || 0
              : 0,
          ),
        );
        if (width > 0) return { element: name, indicator: `${pseudo} border ${width}px (ancestor ${depth})` };
        if (ring.backgroundImage !== 'none' && parseFloat(ring.height) > 0)
          return { element: name, indicator: `${pseudo} underline (ancestor ${depth})` };
        const shown = drawn(ring);
        if (shown) return { element: name, indicator: `${pseudo} ${shown} (ancestor ${depth})` };
      }
    }
    return { element: name, indicator: null };
  });
}

/**
 * The indicator once the focus has settled: Fluent marks keyboard focus from a keydown listener and its focus ring
 * classes can land a few frames later on a busy machine, so an element without one is asked again for up to a second.
 */
async function settledIndicator(page: Page): Promise<Stop> {
  let stop = await focusIndicator(page);
  for (let waited = 0; stop.indicator === null && waited < 1_000; waited += 50) {
    await page.waitForTimeout(50);
    stop = await focusIndicator(page);
  }
  return stop;
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await openSweepPage(browser, USER);
  test.setTimeout(60_000);
});

test.afterAll(async () => {
  await restoreLanguage(page);
  await page.context().close();
});

for (const pass of PASSES) {
  test(`every tab stop of the ticket list shows where the focus is (${pass.theme} sidebar)`, async () => {
    test.setTimeout(90_000);
    await applyPass(page, pass, true);
    // Fluent grows an input's underline in with a transition; without motion it is drawn at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/admin/ticket');
    await waitForScreen(page);
    const stops: Stop[] = [];
    for (let i = 0; i < TAB_STOPS; i++) {
      await page.keyboard.press('Tab');
      stops.push(await settledIndicator(page));
    }
    const reached = new Set(stops.map((stop) => stop.element));
    // The walk gets past the top bar and the menu into the list itself.
    expect(
      [...reached].some((name) => name.startsWith('a ') || name.startsWith('input') || name.startsWith('tr')),
      [...reached].join('\n'),
    ).toBe(true);
    const missing = stops.filter((stop) => stop.indicator === null).map((stop) => stop.element);
    expect([...new Set(missing)], 'focusable elements without a visible focus indicator').toEqual([]);
  });
}
