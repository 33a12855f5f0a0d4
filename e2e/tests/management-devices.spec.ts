/**
 * CMDB devices in the browser: an admin adds a device with two software rows and a display (the form warns that
 * credentials must not be stored and refuses a password), links it to a ticket on the ticket page, follows the
 * ticket's device link to the device page that lists the ticket, and finds the device in the list by its serial.
 */
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';
import { screen } from './helpers.ts';

const SERIAL = `SN-E2E-${Date.now()}`;

test.describe.configure({ timeout: 120_000 });

test('an admin adds a device with software and a display, links it to a ticket and finds it by serial', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/asset');
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'CMDB — urządzenia', level: 1 })).toBeVisible();
  await area.getByRole('button', { name: 'Dodaj urządzenie' }).click();
  await expect(page).toHaveURL(/\/admin\/asset\/create$/);
  await expect(area.getByTestId('credentials-warning').first()).toContainText(
    'Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione',
  );

  const company = area.getByLabel('Firma');
  await expect(company.locator('option', { hasText: /^ACME — / })).toHaveCount(1);
  await company.selectOption({ label: (await company.locator('option', { hasText: /^ACME — / }).textContent())! });
  await area.getByLabel('Typ').selectOption({ label: 'Laptop' });
  await area.getByLabel('Producent', { exact: true }).fill('Lenovo');
  await area.getByLabel('Model', { exact: true }).fill('ThinkPad E2E');
  await area.getByLabel('Numer seryjny').fill(SERIAL);
  await area.getByLabel('Adres IP').fill('10.99.0.15');
  const software = area.getByTestId('software-row');
  await area.getByRole('button', { name: 'Dodaj oprogramowanie' }).click();
  await expect(software).toHaveCount(1);
  await area.getByRole('button', { name: 'Dodaj oprogramowanie' }).click();
  await expect(software).toHaveCount(2);
  await software.nth(0).getByLabel('Nazwa').fill('AutoCAD');
  await software.nth(0).getByLabel('Klucz').fill('AC-2024-XY');
  await software.nth(1).getByLabel('Nazwa').fill('Symfonia');
  await software.nth(1).getByLabel('Konto').fill('ksiegowosc');
  await area.getByRole('button', { name: 'Dodaj monitor' }).click();
  await area.getByTestId('display-row').getByLabel('Rozmiar').fill('27"');
  await area.getByTestId('display-row').getByLabel('Producent').fill('Dell');

  // A password in the account field is refused before anything is sent (checked as the field is left).
  const account = area.getByLabel('Konto', { exact: true }).first();
  const refusal = area.getByText('Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola');
  await account.fill('admin / Zaq1@wsx');
  await account.blur();
  await expect(refusal).toBeVisible();
  await area.getByRole('button', { name: 'Zapisz' }).click();
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/asset\/create$/);
  await account.fill('jan.kowalski');
  await account.blur();
  await expect(refusal).toHaveCount(0);
  await area.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/asset$/);
  await expect(page.getByText('Urządzenie zostało dodane').first()).toBeVisible();

  // The device as stored: both software rows and the display.
  const found = await page.request.get(`/api/admin/asset?search=${SERIAL}`, { headers: { Accept: 'application/json' } });
  const [device] = ((await found.json()) as { data: { id: number; company: { id: number }; software: unknown[]; displays: unknown[] }[] })
    .data;
  expect(device!.software).toEqual([
    { name: 'AutoCAD', account: '', key: 'AC-2024-XY' },
    { name: 'Symfonia', account: 'ksiegowosc', key: '' },
  ]);
  expect(device!.displays).toEqual([{ size: '27"', vendor: 'Dell' }]);

  // Link it to a ticket on the ticket page.
  const created = await page.request.post('/api/admin/ticket', {
    data: { company_id: device!.company.id, subject: `Laptop ${SERIAL} nie startuje`, body: 'Nie włącza się.' },
    headers: await apiHeaders(page.context().request),
  });
  expect(created.status()).toBe(201);
  const ticketId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.goto(`/admin/ticket/show/${ticketId}`);
  const tickets = screen(page, 'tickets');
  const field = tickets.getByTestId('field-device');
  await expect(field).toBeVisible();
  await field.getByRole('button', { name: 'Zmień: Urządzenie' }).click();
  const choice = field.getByRole('combobox', { name: 'Urządzenie' });
  await expect(choice.locator('option', { hasText: 'Lenovo ThinkPad E2E' })).toHaveCount(1);
  await choice.selectOption({ label: 'Lenovo ThinkPad E2E' });
  await field.getByRole('button', { name: 'Zapisz' }).click();
  const link = field.getByRole('link', { name: 'Lenovo ThinkPad E2E' });
  await expect(link).toBeVisible();

  // The ticket's device link opens the device page, which lists the ticket.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/asset/edit/${device!.id}$`));
  await expect(area.getByRole('heading', { name: 'Edycja urządzenia', level: 1 })).toBeVisible();
  await expect(area.getByLabel('Numer seryjny')).toHaveValue(SERIAL);
  await expect(area.getByTestId('device-tickets').getByRole('link', { name: new RegExp(`Laptop ${SERIAL} nie startuje`) })).toBeVisible();

  // Found in the list by its serial.
  await page.goto('/admin/asset');
  await area.getByRole('searchbox').fill(SERIAL.slice(3));
  const row = area.getByTestId('device-row').filter({ hasText: SERIAL });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lenovo ThinkPad E2E');
  await expect(row).toContainText('ACME');
  await expect(area.getByTestId('device-row')).toHaveCount(1);
});
