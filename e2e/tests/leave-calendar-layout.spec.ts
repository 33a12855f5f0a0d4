/**
 * The leaves calendar draws each day's number and holiday name inside its own cell (issue #37: in the week of
 * 11 November the "11" sat in the 10th's cell; the 24–26 December and 1 January names ran into each other and into
 * the leave bars), at 1440 and 390 px, in Polish and in English. Screenshots of each case go to test-results.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';
import { screen } from './helpers.ts';

test.describe.configure({ timeout: 300_000 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** Every day cell's labels, with what they run into: another cell, or a leave bar. */
async function collisions(page: Page): Promise<string[]> {
  return page
    .getByTestId('leave-calendar')
    .evaluate((calendar) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const bars = [...calendar.querySelectorAll('.fc-daygrid-event')].map(box).filter((b) => b.width > 0 && b.height > 0);
      const found: { day: string; what: string; label: Box; cell: Box; bars: Box[] }[] = [];
      for (const cell of calendar.querySelectorAll('td.fc-daygrid-day')) {
        const day = cell.getAttribute('data-date') ?? '?';
        for (const what of ['day-number', 'holiday-name']) {
          const label = cell.querySelector(`[data-testid="${what}"]`);
          if (label) found.push({ day, what, label: box(label), cell: box(cell), bars });
        }
      }
      return JSON.stringify(found);
    })
    .then((json) => {
      const problems: string[] = [];
      for (const f of JSON.parse(json) as { day: string; what: string; label: Box; cell: Box; bars: Box[] }[]) {
        if (!inside(f.label, f.cell)) problems.push(`${f.day}: ${f.what} leaves its cell`);
        if (f.bars.some((bar) => overlap(f.label, bar))) problems.push(`${f.day}: ${f.what} runs into a leave bar`);
      }
      return problems;
    });
}

const VIEWS = [
  { name: 'November (11 November, a Wednesday)', url: '/admin/leave?date=2026-11-10', days: ['2026-11-10', '2026-11-11'], numbers: true },
  // The week view writes the day numbers in its column headers: only the names are in the cells.
  { name: 'the week of 11 November', url: '/admin/leave?date=2026-11-10&view=week', days: ['2026-11-11'], numbers: false },
  {
    name: 'December and 1 January',
    url: '/admin/leave?date=2026-12-24',
    days: ['2026-12-24', '2026-12-25', '2026-12-26', '2027-01-01'],
    numbers: true,
  },
];

test('day numbers and holiday names stay in their cells and off the leave bars, at 1440 and 390 px, in Polish and English', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  const headers = await apiHeaders(page.request);
  // Leaves across the holidays: bars the names must not run into.
  const created: number[] = [];
  for (const [start, end] of [
    ['2026-11-09', '2026-11-13'],
    ['2026-12-23', '2026-12-31'],
  ]) {
    const res = await page.request.post('/api/admin/leave', {
      headers,
      data: { start, end, type: 'holiday', description: 'Kalendarz e2e' },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    created.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  try {
    for (const lang of ['pl', 'en'] as const) {
      await page.request.post('/api/profile/set-lang', { headers, data: { lang } });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        for (const view of VIEWS) {
          await page.goto(view.url);
          const area = screen(page, 'management');
          await expect(area.getByTestId('leave-calendar').locator('td.fc-daygrid-day').first()).toBeVisible({ timeout: 30_000 });
          // The holidays and leaves of the range arrived.
          await expect(area.getByTestId('holiday-name').first()).toBeVisible();
          await expect(area.getByTestId('leave-calendar').locator('.fc-daygrid-event').first()).toBeVisible();
          for (const day of view.days) {
            const cell = area.getByTestId('leave-calendar').locator(`td[data-date="${day}"]`);
            if (view.numbers) await expect(cell.getByTestId('day-number')).toHaveText(String(Number(day.slice(8))));
            if (day !== '2026-11-10') await expect(cell.getByTestId('holiday-name')).toBeVisible();
          }
          await page.screenshot({
            path: test.info().outputPath(`leave-calendar-${lang}-${width}-${view.url.replace(/\W+/g, '_')}.png`),
            fullPage: true,
          });
          expect(await collisions(page), `${view.name} at ${width} px (${lang})`).toEqual([]);
        }
      }
    }
  } finally {
    await page.request.post('/api/profile/set-lang', { headers, data: { lang: 'pl' } });
    for (const id of created) await page.request.delete(`/api/admin/leave/${id}`, { headers });
  }
});

/**
 * What of the leaves list under the calendar is cut or pushes sideways at the current width: the list or its box
 * scrolling sideways, an element past the viewport's edges, a text clipped by its own box, the page scrolling sideways.
 */
async function listOverflow(page: Page, name: string): Promise<string[]> {
  return screen(page, 'management')
    .getByLabel(name, { exact: true })
    .evaluate((list) => {
      const problems: string[] = [];
      const width = document.documentElement.clientWidth;
      const what = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      for (const box of [list, list.parentElement!])
        if (box.scrollWidth > box.clientWidth + 1)
          problems.push(`${what(box)} scrolls sideways (${box.scrollWidth} > ${box.clientWidth} px)`);
      for (const el of list.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < -1 || r.right > width + 1) problems.push(`${what(el)} spans ${Math.round(r.left)}–${Math.round(r.right)} px`);
        const overflowX = getComputedStyle(el).overflowX;
        if (overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`${what(el)} is cut`);
      }
      if (document.documentElement.scrollWidth > width + 1) problems.push('the page scrolls sideways');
      return problems;
    });
}

test('the leaves list under the calendar fits 390 px: nothing cut, nothing sideways, in Polish and English (issue #37)', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  const headers = await apiHeaders(page.request);
  const created: number[] = [];
  for (const [start, end, description] of [
    ['2026-11-16', '2026-11-20', 'Wyjazd rodzinny do Zakopanego, kontakt tylko w pilnych sprawach przez kierownika zmiany'],
    ['2026-11-23', '2026-11-23', null],
  ] as const) {
    const res = await page.request.post('/api/admin/leave', { headers, data: { start, end, type: 'occasional', description } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    created.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  try {
    for (const [lang, name, open] of [
      ['pl', 'Urlopy w widocznym okresie', 'Otwórz'],
      ['en', 'Leaves in the visible period', 'Open'],
    ] as const) {
      await page.request.post('/api/profile/set-lang', { headers, data: { lang } });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/leave?date=2026-11-16');
      const area = screen(page, 'management');
      const list = area.getByLabel(name, { exact: true });
      await expect(list).toBeVisible({ timeout: 30_000 });
      await expect(list).toContainText('Wyjazd rodzinny do Zakopanego');
      // Every leave's "open" within the screen's width, not behind a sideways scroll (listOverflow checks every element).
      const opens = list.getByRole('button', { name: new RegExp(`${open}$`) });
      expect(await opens.count()).toBeGreaterThanOrEqual(2);
      for (const button of await opens.all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `"${open}" ends within 390 px`).toBeLessThanOrEqual(391);
      }
      await list.screenshot({ path: test.info().outputPath(`leave-list-${lang}-390.png`) });
      expect(await listOverflow(page, name), `the leaves list at 390 px (${lang})`).toEqual([]);
    }
  } finally {
    await page.request.post('/api/profile/set-lang', { headers, data: { lang: 'pl' } });
    for (const id of created) await page.request.delete(`/api/admin/leave/${id}`, { headers });
  }
});
