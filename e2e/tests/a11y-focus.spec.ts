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

/** What marks the focused element: its own outline or shadow, or a ring drawn by a pseudo-element. */
async function focusIndicator(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', indicator: 'none-needed' };
    const name = `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (color: string) => color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color);
    const own = getComputedStyle(element);
    if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0 && visible(own.outlineColor)) return { element: name, indicator: `outline ${own.outlineWidth} ${own.outlineColor}` };
    if (own.boxShadow !== 'none' && /\d+px/.test(own.boxShadow)) return { element: name, indicator: `box-shadow ${own.boxShadow}` };
    for (const pseudo of ['::after', '::before']) {
      const ring = getComputedStyle(element, pseudo);
      if (ring.content === 'none' || ring.content === 'normal') continue;
      const width = Math.max(...['Top', 'Right', 'Bottom', 'Left'].map((side) => parseFloat(ring.getPropertyValue(`border-${side.toLowerCase()}-width`)) || 0));
      if (width > 0 && ring.borderStyle !== 'none' && visible(ring.borderTopColor)) return { element: name, indicator: `${pseudo} border ${width}px ${ring.borderTopColor}` };
      if (ring.outlineStyle !== 'none' && parseFloat(ring.outlineWidth) > 0) return { element: name, indicator: `${pseudo} outline ${ring.outlineWidth}` };
    }
    return { element: name, indicator: null };
  });
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await openSweepPage(browser, USER);
});

test.afterAll(async () => {
  await restoreLanguage(page);
  await page.context().close();
});

for (const pass of PASSES) {
  test(`every tab stop of the ticket list shows where the focus is (${pass.theme} sidebar)`, async () => {
    await applyPass(page, pass, true);
    await page.goto('/admin/ticket');
    await waitForScreen(page);
    const stops: Stop[] = [];
    for (let i = 0; i < TAB_STOPS; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focusIndicator(page));
    }
    const reached = new Set(stops.map((stop) => stop.element));
    // The walk gets past the top bar and the menu into the list itself.
    expect([...reached].some((name) => name.startsWith('a ') || name.startsWith('input') || name.startsWith('tr')), [...reached].join('\n')).toBe(true);
    const missing = stops.filter((stop) => stop.indicator === null).map((stop) => stop.element);
    expect([...new Set(missing)], 'focusable elements without a visible focus indicator').toEqual([]);
  });
}
