/**
 * Issue 14 items 5 and 6 in the browser: an admin creates an agent (who signs in with the e-mailed temporary
 * password), edits it, deletes it (it can no longer sign in) and restores it; a plain agent is refused the agent
 * list (/error); the client evaluations filter by rating; one company's evaluations open.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, latestCode, signIn } from './session.ts';
import { screen } from './helpers.ts';

const EMAIL = `e2e.agent.${Date.now()}@msp.test`;

/** Signs in with a password in a fresh context: the status of the sign-in and, once in, of `/api/user`. */
async function trySignIn(baseURL: string, email: string, password: string): Promise<{ login: number; user: number | null }> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    await request.get('/sanctum/csrf-cookie');
    const login = await request.post('/login', { data: { email, password }, headers: await apiHeaders(request) });
    if (login.status() >= 300) return { login: login.status(), user: null };
    if ((await login.text()).includes('two_factor')) {
      const verify = await request.post('/api/two-factor/verify', {
        data: { code: await latestCode(request, email) },
        headers: await apiHeaders(request),
      });
      expect(verify.status()).toBe(204);
    }
    return { login: login.status(), user: (await request.get('/api/user', { headers: { Accept: 'application/json' } })).status() };
  } finally {
    await request.dispose();
  }
}

async function temporaryPassword(page: Page, email: string): Promise<string> {
  const outbox = (await (await page.request.get('/dev/outbox')).json()) as { data: { channel: string; to: string; body: string }[] };
  const mail = outbox.data.find((m) => m.channel === 'mail' && m.to === email);
  expect(mail, `welcome e-mail to ${email}`).toBeTruthy();
  return /Hasło tymczasowe: (\S+)/.exec(mail!.body)![1]!;
}

// Long stories: a loaded machine takes more than the default 30 s for them.
test.describe.configure({ timeout: 120_000 });

test('an admin creates, edits, deletes and restores an agent; a deleted agent cannot sign in', async ({ page, baseURL }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/agent');
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Agenci', level: 1 })).toBeVisible();
  await area.getByRole('button', { name: 'Dodaj agenta' }).click();
  await expect(page).toHaveURL(/\/admin\/agent\/create$/);
  // The form is settled once its company choices and the page's real time are in.
  await expect(area.getByRole('checkbox', { name: /^ACME — / })).toBeVisible();
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await area.getByLabel('Imię').fill('Edyta');
  await area.getByLabel('Nazwisko').fill('Testowa');
  await area.getByLabel('E-mail').fill(EMAIL);
  await area.getByLabel('Stanowisko').selectOption({ label: 'Specjalista' });
  await area.getByLabel('Telefon dla klientów').fill('+48 22 555 00 11');
  await area.getByLabel('Telefon bezpośredni (SMS z kodem logowania)').fill('+48 600 555 011');
  await area.getByLabel('Wymiar czasu').selectOption({ label: '4 godziny dziennie (240 min)' });
  await area.getByRole('checkbox', { name: /^ACME — / }).check();
  for (const [label, value] of [
    ['Imię', 'Edyta'],
    ['Nazwisko', 'Testowa'],
    ['E-mail', EMAIL],
  ])
    await expect(area.getByLabel(label!)).toHaveValue(value!);
  await area.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/admin\/agent$/);
  await expect(page.getByText('Agent został dodany').first()).toBeVisible();

  const password = await temporaryPassword(page, EMAIL);
  expect(await trySignIn(baseURL!, EMAIL, password)).toEqual({ login: 200, user: 200 });

  await area.getByRole('searchbox').fill('Testowa');
  const row = area.getByTestId('agent-row').filter({ hasText: EMAIL });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Specjalista');
  await expect(row).toContainText('ACME');
  await row.getByRole('button', { name: 'Edytuj' }).click();
  await expect(area.getByLabel('Imię')).toHaveValue('Edyta');
  await area.getByLabel('Nazwisko').fill('Zmieniona');
  await area.getByLabel('Rola').selectOption({ label: 'Menedżer' });
  await area.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Agent został zaktualizowany').first()).toBeVisible();

  await area.getByRole('searchbox').fill('Zmieniona');
  const edited = area.getByTestId('agent-row').filter({ hasText: EMAIL });
  await expect(edited).toContainText('Menedżer');
  await edited.getByRole('button', { name: 'Usuń' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Usuń/ }).click();
  await expect(page.getByText('Agent został usunięty').first()).toBeVisible();
  await expect(area.getByTestId('agent-row').filter({ hasText: EMAIL })).toHaveCount(0);
  expect((await trySignIn(baseURL!, EMAIL, password)).login).toBe(422);

  await area.getByRole('tab', { name: 'Usunięci' }).click();
  const trashed = area.getByTestId('agent-row').filter({ hasText: EMAIL });
  await trashed.getByRole('button', { name: 'Przywróć' }).click();
  await expect(page.getByText('Agent został przywrócony').first()).toBeVisible();
  expect(await trySignIn(baseURL!, EMAIL, password)).toEqual({ login: 200, user: 200 });
});

test('an agent opening /admin/agent lands on /error', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin/agent');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Brak uprawnień').first()).toBeVisible();
});

test('an admin filters the client evaluations by rating; a company’s evaluations open', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/evaluation');
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Oceny klientów', level: 1 })).toBeVisible();
  await expect(area.getByTestId('evaluation-row').first()).toBeVisible();
  await expect(area.getByRole('img', { name: 'Rozkład ocen' })).toBeVisible();
  await area.getByRole('combobox', { name: 'Ocena' }).selectOption({ label: '5 / 5' });
  await expect(area.getByTestId('evaluation-count')).toHaveText(/^\d+$/);
  await expect(async () => {
    const ratings = await area.getByTestId('evaluation-row').locator('td:first-child').allInnerTexts();
    expect(ratings.length).toBeGreaterThan(0);
    expect(new Set(ratings.map((r) => r.trim()))).toEqual(new Set(['5']));
  }).toPass();
  const first = area.getByTestId('evaluation-row').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/admin\/ticket\/show\/\d+$/);

  const companies = (await (
    await page.request.get('/api/admin/lookups/companies', { headers: { Accept: 'application/json' } })
  ).json()) as { data: { id: number; tag: string; name: string }[] };
  const acme = companies.data.find((c) => c.tag === 'ACME')!;
  await page.goto(`/admin/company/evaluations/${acme.id}`);
  await expect(area.getByRole('heading', { name: `Oceny firmy ${acme.name}`, level: 1 })).toBeVisible();
  await expect(area.getByTestId('evaluation-row').first()).toContainText('ACME');
});
