/**
 * The Polish walk (issue #37): every staff route as the admin and every client route as the VIP, read from the one
 * route table (a11y-routes.ts), in Polish, flagging English words of the UI and English-formatted numbers ("1,200",
 * "406.7%") in what the page shows or names (visible text, SVG chart labels, aria-label, placeholder and title).
 * A screen is read once its lazy charts are drawn (their axis labels), and again with what opens on a click: the
 * notifications list (the package-limit note) and a row's details (the report entries' kinds in invoicing and
 * profitability). Every finding of a role is listed in one failure, route by route.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { patternsFor, SWEEP_ROLES, urlsOf, type IdSource, type SweepRole } from './a11y-routes.ts';
import { applyPass, firstId, navigateInApp, openSweepPage, restoreLanguage, roleNames, waitForScreen } from './a11y-sweep.ts';

// The two roles walk side by side (each on its own signed-in page).
test.describe.configure({ timeout: 300_000, mode: 'parallel' });

/**
 * English words and code words the Polish UI must not show. Words Polish shares (status, agent, import, e-mail)
 * and single letters are left out: the walk must not cry wolf.
 */
const ENGLISH = [
  'hours',
  'Clear selection',
  'Loading',
  'Save',
  'Cancel',
  'Delete',
  'Search',
  'Settings',
  'Submit',
  'Close',
  'Edit',
  'Previous',
  'Today',
  'Details',
  'Actions',
  'Priority',
  'Companies',
  'Remove',
  'Download',
  'Select',
  'Choose',
  'Back',
  'Refresh',
  'Retry',
  'Used',
  'of the package',
  'specialist',
  'developer',
  // Code words of the time-report kinds ("it +50%", "admin") where their names belong.
  'it',
  'admin',
  'No data',
  'Nothing',
  'Add',
];
const WORDS = new RegExp(`(?<![\\p{L}\\d@./_-])(?:${ENGLISH.map((w) => w.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\d@_-])`, 'u');
/** Thousands with a comma ("1,200", "50,000") and a decimal point before a percent sign ("406.7%"). */
const ENGLISH_NUMBERS = [/(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/, /\d\.\d+\s?%/];

/** What the page shows or names: visible text nodes (SVG too) and the names given in attributes. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // translate="no": quoted data, not UI text (the audit trail's stored field names and values).
      if (!text || !parent || parent.closest('script, style, noscript, textarea, [contenteditable="true"], [translate="no"]')) continue;
      if (visible(parent)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!visible(el) && !el.closest('[role="dialog"], nav, aside, header')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/**
 * What the screen loads after its data: no loading caption left ("Wczytywanie wykresu…", "Ładowanie…") and every
 * chart drawn with its labels (ECharts writes its axes as SVG text a frame after it starts).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const loading = [...document.querySelectorAll('main *')].some(
        (el) =>
          el.childElementCount === 0 &&
          /^(Wczytywanie|Ładowanie)[^…]*…$/.test(el.textContent?.trim() ?? '') &&
          el.checkVisibility({ visibilityProperty: true }),
      );
      const charts = [...document.querySelectorAll('[_echarts_instance_]')];
      return !loading && charts.every((chart) => chart.querySelector('svg text'));
    },
    undefined,
    { polling: 100, timeout: 20_000 },
  );
}

/** The first row's details where a list offers them ("Szczegóły: …"), read with their entries loaded. */
async function openFirstDetails(page: Page): Promise<boolean> {
  const opener = page
    .locator('main')
    .getByRole('button', { name: /^Szczegóły: / })
    .first();
  if (!(await opener.isVisible())) return false;
  const name = (await opener.getAttribute('aria-label'))!;
  await opener.click();
  await expect(page.locator('main').getByRole('region', { name, exact: true })).toBeVisible();
  await settled(page);
  return true;
}

/** The notifications list open (what the bell holds: the package-limit note among them). */
async function openNotifications(page: Page): Promise<void> {
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notifications-list').or(page.getByText(/^Brak powiadomień$/))).toBeVisible();
}

function findings(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const word = WORDS.exec(text);
    if (word) found.add(`English word "${word[0]}" in "${text.slice(0, 120)}"`);
    for (const pattern of ENGLISH_NUMBERS) {
      const number = pattern.exec(text);
      if (number) found.add(`English number "${number[0]}" in "${text.slice(0, 120)}"`);
    }
  }
  return [...found];
}

function walkRole(role: SweepRole, expectedRoles: readonly string[]) {
  test(`${role.name}: every ${role.area} route in Polish shows Polish words and Polish numbers`, async ({ browser }) => {
    const page = await openSweepPage(browser, role);
    const request = page.context().request;
    try {
      expect(new Set(await roleNames(request))).toEqual(new Set(expectedRoles));
      const user = (await (await request.get('/api/user')).json()) as { data: { id: number } };
      const ids: IdSource = {
        ownId: user.data.id,
        first: (url) => firstId(request, url),
        otherAgentId: async () => {
          const agents = (await (await request.get('/api/admin/lookups/agents')).json()) as { data: { id: number }[] };
          return agents.data.find((agent) => agent.id !== user.data.id)!.id;
        },
      };
      await applyPass(page, { lang: 'pl', theme: 'light' }, true);
      await page.goto(role.area === 'staff' ? '/admin' : '/ticket');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      const report: string[] = [];
      const read = async (where: string) => {
        const found = findings(await shownTexts(page));
        if (found.length) report.push(`${where}:\n    ${found.join('\n    ')}`);
      };
      let visited = 0;
      let details = 0;
      for (const route of patternsFor(role.area, expectedRoles)) {
        for (const url of await urlsOf(route, ids, role.name)) {
          await navigateInApp(page, url);
          await waitForScreen(page);
          await settled(page);
          visited++;
          await read(url);
          if (visited === 1) {
            await openNotifications(page);
            await read(`${url} (notifications)`);
            await page.keyboard.press('Escape');
          }
          if (await openFirstDetails(page)) {
            details++;
            await read(`${url} (first row's details)`);
          }
        }
      }
      expect(visited, 'routes walked').toBeGreaterThan(5);
      if (role.area === 'staff') expect(details, 'rows whose details were read').toBeGreaterThanOrEqual(3);
      expect(report, `English in the Polish UI (${role.name}):\n${report.join('\n')}`).toEqual([]);
    } finally {
      await restoreLanguage(page);
      await page.context().close();
    }
  });
}

walkRole(SWEEP_ROLES.admin, ['agent', 'admin']);
walkRole(SWEEP_ROLES.vip, ['client', 'client-vip', 'monitoring-log', 'company-report']);
