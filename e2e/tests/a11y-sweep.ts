/**
 * The accessibility sweep's steps: one signed-in page per role (the session made once, over HTTP), the language
 * and sidebar theme of a pass, a route's URL with real ids from the demo data, waiting for a screen's data, and
 * axe (WCAG 2.1 A/AA) failing on serious or critical violations, printed rule by rule. With A11Y_COLLECT=<file>
 * the findings are appended to that file instead of failing, to list everything in one run.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signInRequest } from './session.ts';
import { SERVER_ORIGIN } from './ports.ts';
import { patternsFor, urlsOf, type IdSource, type SweepRole } from './a11y-routes.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIDEBAR_THEME_KEY = 'helpdesk.sidebarTheme';
const PUSH_CONSENT_KEY = 'helpdesk.pushConsent';
const LANGUAGE_KEY = 'helpdesk.lang';

/** A pass of the sweep: Polish on the light sidebar, English on the dark one. */
export interface SweepPass {
  lang: 'pl' | 'en';
  theme: 'light' | 'dark';
}

export const PASSES: readonly SweepPass[] = [
  { lang: 'pl', theme: 'light' },
  { lang: 'en', theme: 'dark' },
];

/** A page in a fresh context, signed in as the role (or signed out), with the push question already answered. */
export async function openSweepPage(browser: Browser, role: SweepRole | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: SERVER_ORIGIN, locale: 'pl-PL' });
  if (role) await signInRequest(context.request, role.email);
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), PUSH_CONSENT_KEY);
  return page;
}

/** The role and permission names the signed-in user holds. */
export async function roleNames(request: APIRequestContext): Promise<string[]> {
  const user = (await (await request.get('/api/user')).json()) as { roles: { name: string }[] };
  return user.roles.map((role) => role.name);
}

/** Sets the pass's language (on the server for a signed-in user, as the language switch does) and theme. */
export async function applyPass(page: Page, pass: SweepPass, signedIn: boolean): Promise<void> {
  if (signedIn) {
    const request = page.context().request;
    const saved = await request.post('/api/profile/set-lang', { data: { lang: pass.lang }, headers: await apiHeaders(request) });
    expect(saved.status(), 'language saved').toBeLessThan(300);
  }
  await page.addInitScript(
    ([themeKey, theme, langKey, lang]) => {
      localStorage.setItem(themeKey!, theme!);
      localStorage.setItem(langKey!, lang!);
    },
    [SIDEBAR_THEME_KEY, pass.theme, LANGUAGE_KEY, pass.lang],
  );
}

/** Puts the user's language back to Polish, the suite's default. */
export async function restoreLanguage(page: Page): Promise<void> {
  const request = page.context().request;
  await request.post('/api/profile/set-lang', { data: { lang: 'pl' }, headers: await apiHeaders(request) });
}

type Json = { data?: unknown };

/** The id of the first row a list endpoint returns (`{data: [...]}` or a Laravel page `{data: {data: [...]}}`). */
export async function firstId(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  const body = (await response.json()) as Json;
  const rows = (Array.isArray(body.data) ? body.data : (body.data as Json | undefined)?.data) as { id: number }[] | undefined;
  const id = rows?.[0]?.id;
  if (typeof id !== 'number') throw new Error(`GET ${url} returned no row to open`);
  return id;
}

/** The page shows a screen whose data arrived: a heading, and no spinner, skeleton or busy region. */
export async function waitForScreen(page: Page, needsHeading = true): Promise<void> {
  await page.waitForFunction(
    (heading_) => {
      const w = window as unknown as { __a11yQuiet?: number };
      const heading = heading_ ? document.querySelector('h1') : document.querySelector('#root')?.textContent?.trim();
      const busy = document.querySelector(
        '[data-testid="page-loading"], [data-testid="list-loading"], [aria-busy="true"], .fui-Skeleton, main .fui-Spinner, [data-testid="navigation-progress"]',
      );
      if (!heading || busy) {
        w.__a11yQuiet = 0;
        return false;
      }
      // Quiet over three polls: a screen often starts a second query once the first answered.
      w.__a11yQuiet = (w.__a11yQuiet ?? 0) + 1;
      return w.__a11yQuiet >= 3;
    },
    needsHeading,
    { polling: 100, timeout: 20_000 },
  );
}

/**
 * Goes to a URL inside the single-page app without reloading it (the router follows popstate). The router keeps
 * the old screen up while the new one loads, so the old title is marked and the new screen is the one whose
 * title is not marked (or, where one screen component serves both routes, whose title changed). A screen that
 * shows neither within a few seconds is opened by a full load instead.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  if (new URL(page.url()).origin !== SERVER_ORIGIN) {
    await page.goto(url);
    return;
  }
  const before = await page.evaluate((target) => {
    const title = document.querySelector('h1');
    title?.setAttribute('data-a11y-stale', '');
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return title?.textContent ?? null;
  }, url);
  const replaced = await page
    .waitForFunction(
      (old) => {
        const title = document.querySelector('h1');
        return !!title && (!title.hasAttribute('data-a11y-stale') || title.textContent !== old);
      },
      before,
      { polling: 50, timeout: 8_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!replaced) await page.goto(url);
}

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/**
 * Tabster's focus sentinels (Fluent's focus management: `<i data-tabster-dummy tabindex="0" aria-hidden="true">`)
 * are focusable and hidden on purpose: they hand focus on at once and a screen reader must not announce them. axe
 * reports them under aria-hidden-focus; Fluent lists it as a known false positive (microsoft/tabster#288), so
 * those nodes, and only those, are left out.
 */
function isTabsterSentinel(rule: string, html: string): boolean {
  return rule === 'aria-hidden-focus' && /^<i [^>]*data-tabster-dummy/.test(html);
}

/** Serious and critical violations of WCAG 2.1 A/AA on the page as it is (optionally within one element). */
export async function seriousViolations(page: Page, include?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isTabsterSentinel(violation.id, node.html)) }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 160)}`),
      summary: violation.nodes
        .slice(0, 3)
        .map((node) =>
          (node.failureSummary ?? '')
            .replace(/\s+/g, ' ')
            .replace(/^Fix (any|all) of the following: /, '')
            .slice(0, 240),
        )
        .join(' / '),
    }));
}

export function describeFindings(where: string, findings: Finding[]): string {
  return [
    `${findings.length} serious/critical axe violation(s) on ${where}:`,
    ...findings.map((f) => `  - ${f.rule} (${f.impact}): ${f.help}\n      ${f.targets.join('\n      ')}\n      ${f.summary}`),
  ].join('\n');
}

/** Runs axe on the current screen and fails with a readable list when anything serious is found. */
export async function expectNoSeriousViolations(page: Page, where: string, include?: string): Promise<void> {
  const findings = await seriousViolations(page, include);
  if (process.env.A11Y_COLLECT && findings.length) {
    (await import('node:fs')).appendFileSync(process.env.A11Y_COLLECT, describeFindings(where, findings) + '\n');
    return;
  }
  expect(findings.length, describeFindings(where, findings)).toBe(0);
}

/**
 * Declares the sweep of one role: every route of its area it may open, once per pass, on one page signed in once.
 * `expectedRoles` are the role and permission names the demo user holds (checked against GET /api/user), from
 * which the routes it may open follow (the shared ability table).
 */
export function sweepRole(role: SweepRole, expectedRoles: readonly string[]): void {
  const routes = patternsFor(role.area, expectedRoles);
  let page: Page;
  let ids: IdSource;

  test.beforeAll(async ({ browser }) => {
    page = await openSweepPage(browser, role);
    const request = page.context().request;
    expect(new Set(await roleNames(request)), `${role.email}'s roles`).toEqual(new Set(expectedRoles));
    const user = (await (await request.get('/api/user')).json()) as { data: { id: number } };
    ids = {
      ownId: user.data.id,
      first: (url) => firstId(request, url),
      otherAgentId: async () => {
        const agents = (await (await request.get('/api/admin/lookups/agents')).json()) as { data: { id: number }[] };
        const other = agents.data.find((agent) => agent.id !== user.data.id);
        if (!other) throw new Error('no other agent in the demo data');
        return other.id;
      },
    };
  });

  test.afterAll(async () => {
    if (page) {
      await restoreLanguage(page);
      await page.context().close();
    }
  });

  for (const pass of PASSES) {
    test.describe(`${role.name} · ${pass.lang} · ${pass.theme} sidebar`, () => {
      test.beforeAll(async () => {
        await applyPass(page, pass, true);
        await page.goto(role.area === 'staff' ? '/admin' : '/ticket');
        await expect(page.locator('html')).toHaveAttribute('lang', pass.lang);
      });

      for (const route of routes) {
        test(route.pattern, async () => {
          for (const url of await urlsOf(route, ids, role.name)) {
            await navigateInApp(page, url);
            await waitForScreen(page);
            await expect(page.locator('html')).toHaveAttribute('lang', pass.lang);
            await expectNoSeriousViolations(page, `${url} as ${role.name} (${pass.lang}, ${pass.theme} sidebar)`);
          }
        });
      }
    });
  }
}
