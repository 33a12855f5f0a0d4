import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const menuOf = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link').first()).toBeVisible();
  return nav;
};

test('each staff role sees the menu spec §6 gives it', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin');
  let nav = await menuOf(page);
  await expect(nav.getByText('Finanse', { exact: true })).toBeVisible();
  for (const item of ['Centrum sterowania', 'Agenci', 'Koszty agentów', 'Fakturowanie', 'Dni wolne', 'Akceptacja czasu']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${item}`) })).toBeVisible();
  }

  await context.clearCookies();
  await signIn(page, 'manager@demo.test');
  await page.goto('/admin');
  nav = await menuOf(page);
  await expect(nav.getByRole('link', { name: 'Agenci', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Firmy', exact: true })).toBeVisible();
  await expect(nav.getByText('Finanse', { exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Centrum sterowania' })).toHaveCount(0);

  await context.clearCookies();
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin');
  nav = await menuOf(page);
  await expect(nav.getByRole('link', { name: 'Agenci', exact: true })).toHaveCount(0);
  await expect(nav.getByText('Finanse', { exact: true })).toHaveCount(0);
  // The demo agent looks after ACME, BUDX and KLIN: companies and their report are in.
  await expect(nav.getByRole('link', { name: 'Firmy', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Raport agenta' })).toBeVisible();
});

test('client menus follow the VIP role and the company flags', async ({ page, context }) => {
  await signIn(page, 'vip@demo.test');
  await page.goto('/ticket?filter=not-resolved');
  let nav = await menuOf(page);
  await expect(page.getByTestId('company-name')).toHaveText('Acme');
  for (const item of ['Zgłoszenia firmy', 'Pracownicy', 'Logi monitoringu', 'Raport firmy']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${item}`) })).toBeVisible();
  }

  await context.clearCookies();
  await signIn(page, 'client@demo.test');
  await page.goto('/ticket?filter=not-resolved');
  nav = await menuOf(page);
  await expect(nav.getByRole('link', { name: /^Zgłoszenia$/ })).toBeVisible();
  for (const item of ['Zgłoszenia firmy', 'Pracownicy', 'Logi monitoringu', 'Raport firmy']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${item}`) })).toHaveCount(0);
  }
});

test('the staff layout shows the summary, counters and drafts from the server', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin');
  await expect(page.getByTestId('summary-panel')).toBeVisible();
  await expect(page.getByTestId('hours-today')).toHaveText(/^\d{2}:\d{2}$/);
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(nav.locator('[data-counter="unassignedEmails"]')).toHaveText(/^\d+$/);
  await nav.getByRole('button', { name: 'Zgłoszenia', exact: true }).click();
  await expect(nav.locator('[data-counter="ticketFilters.all"]')).toHaveText(/^\d+$/);
  // The pinned tickets submenu stays open across a reload.
  await nav.getByRole('button', { name: 'Przypnij menu zgłoszeń' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: /^Nowe/ })).toBeVisible();
});

test('server failures show the spec §8 texts', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.route('**/api/admin/agent/summary', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.goto('/admin');
  await expect(page.getByText('Błąd komunikacji z serwerem').first()).toBeVisible();
  await page.unroute('**/api/admin/agent/summary');

  await page.route('**/api/admin/planned-work/list', (route) => route.fulfill({ status: 403, json: { message: '' } }));
  await page.reload();
  await expect(page.getByText('Operacja niemożliwa do wykonania').first()).toBeVisible();
  await page.unroute('**/api/admin/planned-work/list');

  await page.route('**/api/admin/planned-work/list', (route) => route.fulfill({ status: 404, json: { message: 'Not Found' } }));
  await page.reload();
  await expect(page.getByText('Nie odnaleziono żądanego zasobu').first()).toBeVisible();
  await page.unroute('**/api/admin/planned-work/list');

  await page.route('**/api/admin/planned-work/list', (route) =>
    route.fulfill({ status: 422, json: { message: 'Invalid', errors: { x: ['bad'] } } }),
  );
  await page.reload();
  await expect(page.getByText('Błędne dane!').first()).toBeVisible();
});

test('the layout works at the mobile breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Pokaż lub ukryj menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'CMDB' }).click();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'CMDB — urządzenia' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj zgłoszenie' }).click();
  await expect(page).toHaveURL('/admin/ticket/create');
});

test('the sidebar company filter is shared with the remotes', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/ticket?filter=all');
  const area = page.locator('[data-remote-root="tickets"]');
  await expect(area.locator('tbody tr[data-ticket-id]').first()).toBeVisible();
  await page.getByTestId('company-filter').click();
  const option = page.getByRole('option', { name: /^ACME · / });
  await option.click();
  await expect(page.getByTestId('company-filter')).toHaveText(/Acme/);
  // The remote's list follows the shell's filter: the address carries it (page-load.spec checks the rows and a reload).
  await expect(page).toHaveURL(/[?&]company=\d+/);
});

test('at 390 px the control centre’s tables scroll sideways in their boxes: no overlapping cells, no page overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/control-center');
  const table = page.getByRole('table', { name: 'Wdrożenia modułów' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const box = page.getByRole('region', { name: 'Tabela wdrożeń modułów' });
  const widths = await box.evaluate((el) => ({
    client: el.clientWidth,
    scroll: el.scrollWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.scroll, 'the table is wider than its box and scrolls in it').toBeGreaterThan(widths.client);
  // Each header cell ends before the next one starts (squeezed fixed-layout columns overlapped their text).
  const cells = await table.getByRole('columnheader').evaluateAll((heads) =>
    heads.map((h) => ({
      left: h.getBoundingClientRect().left,
      right: h.getBoundingClientRect().right,
      text: h.scrollWidth <= h.clientWidth,
    })),
  );
  for (let i = 1; i < cells.length; i++) expect(cells[i]!.left).toBeGreaterThanOrEqual(cells[i - 1]!.right - 1);
  expect(
    cells.every((c) => c.text),
    'every header’s text fits its cell',
  ).toBe(true);
  await expect(page.getByRole('region', { name: 'Moduły', exact: true })).toBeVisible();
});
