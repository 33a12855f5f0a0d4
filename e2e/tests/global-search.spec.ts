/**
 * The global search from the staff top bar (issue 36 item 5): `/` focuses the box (and is not typed into it, nor
 * taken from another field), an agent finds a device of its company by its serial, moves to it with the arrows and
 * opens it with Enter; "see all" opens the results page; on a 390 px phone the box opens from its icon.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';
import { screen } from './helpers.ts';

const SERIAL = `GS-E2E-${Date.now()}`;

test.describe.configure({ timeout: 120_000 });

async function addDevice(page: Page): Promise<number> {
  const companies = await page.request.get('/api/admin/company?per_page=100', { headers: { Accept: 'application/json' } });
  const acme = ((await companies.json()) as { data: { id: number; tag: string }[] }).data.find((c) => c.tag === 'ACME')!;
  const created = await page.request.post('/api/admin/asset', {
    data: {
      company_id: acme.id,
      type: 'printer',
      vendor: 'Brother',
      model: 'Łódź E2E',
      serial: SERIAL,
      ip: '10.77.0.9',
      software: [],
      displays: [],
    },
    headers: await apiHeaders(page.context().request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('an agent focuses the box with "/", finds a device of its company and opens it with the keyboard', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  const id = await addDevice(page);
  await page.goto('/admin');
  const box = page.getByRole('combobox', { name: 'Szukaj w całym systemie' });
  await expect(box).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 200 } });
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');

  // Part of the serial, in lower case.
  await page.keyboard.type(SERIAL.slice(0, 14).toLowerCase());
  const listbox = page.getByRole('listbox', { name: 'Wyniki wyszukiwania' });
  const option = listbox.getByRole('option', { name: new RegExp(`Brother Łódź E2E.*${SERIAL}`) });
  await expect(option).toBeVisible();
  await expect(listbox.getByRole('group', { name: /Urządzenia/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/asset/edit/${id}$`));
  await expect(screen(page, 'management').getByLabel('Numer seryjny')).toHaveValue(SERIAL);

  // "/" typed in another field stays a character there.
  const serialField = screen(page, 'management').getByLabel('Numer seryjny');
  await serialField.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('/');
  await expect(serialField).toHaveValue(`${SERIAL}/`);
  await expect(box).not.toBeFocused();

  // "See all" opens the results page with the device under its group.
  await box.fill('lodz e2e');
  await listbox.getByRole('option', { name: 'Zobacz wszystkie wyniki dla „lodz e2e”' }).click();
  await expect(page).toHaveURL(/\/admin\/search\?q=lodz\+e2e$/);
  await expect(page.getByRole('heading', { name: 'Wyniki dla „lodz e2e”', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Urządzenia/ })
      .getByRole('link', { name: /Brother Łódź E2E/ })
      .first(),
  ).toBeVisible();
});

test('on a 390 px phone the box opens from its icon', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin');
  const box = page.getByRole('combobox', { name: 'Szukaj w całym systemie' });
  await expect(box).toBeHidden();
  // The search icon joined the phone's top bar: no button of it is pushed past the screen's edge.
  await expect(page.getByRole('button', { name: 'Szukaj', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(box).toBeFocused();
  await box.fill('acme');
  await expect(page.getByRole('listbox', { name: 'Wyniki wyszukiwania' }).getByRole('group', { name: /Firmy/ })).toBeVisible();
  // The open box and its panel stay within the screen, and so does the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const part of [box, page.getByRole('listbox', { name: 'Wyniki wyszukiwania' })]) {
    const bounds = (await part.boundingBox())!;
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(390);
  }
});
