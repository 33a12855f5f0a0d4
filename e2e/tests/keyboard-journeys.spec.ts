/**
 * The core journeys with the keyboard alone (issue 19 item 7): no click, no mouse — focus moves with Tab,
 * Shift+Tab, Enter, Space, the arrows and Escape, and text is typed into whatever has focus. A step that cannot be
 * reached that way fails here. Data the journey only looks at (a ticket to find) is prepared over the API.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, latestCode, PASSWORD, signInRequest } from './session.ts';
import { SERVER_ORIGIN } from './ports.ts';

/** Whether focus is on `target` or inside it (a Fluent field wraps its input). */
const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses `key` (Tab by default) until `target` has focus; fails when `max` presses do not get there, which is what
 * "reachable by keyboard" means for a user.
 */
async function focusWith(page: Page, target: Locator, { key = 'Tab', max = 60 }: { key?: string; max?: number } = {}): Promise<void> {
  await target.waitFor();
  if (await hasFocus(target)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${String(target)} not reached with ${max} × ${key}; focus is on ${at}`);
}

/** Moves focus to `target` and types `text` there. */
async function typeInto(page: Page, target: Locator, text: string, options?: { key?: string }): Promise<void> {
  await focusWith(page, target, options);
  await page.keyboard.type(text);
}

/** Signs in through the login form (and the SMS code page for agents), typing only. */
async function signInWithKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('E-mail'), email);
  await typeInto(page, page.getByLabel('Hasło'), PASSWORD);
  await page.keyboard.press('Enter');
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('an agent signs in with the SMS code, finds a ticket, replies and reports time with the keyboard alone', async ({
  page,
  playwright,
}) => {
  test.slow();
  const subject = `Klawiatura ${Date.now()}`;
  const admin = await playwright.request.newContext({ baseURL: SERVER_ORIGIN });
  await signInRequest(admin, 'admin@demo.test');
  const companies = (await (await admin.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const created = await admin.post('/api/admin/ticket', {
    data: {
      company_id: companies.data.find((c) => c.tag === 'ACME')!.id,
      subject,
      body: 'Monitor miga po podłączeniu stacji dokującej.',
      priority: 'normal',
      status: 'new',
    },
    headers: await apiHeaders(admin),
  });
  expect(created.status()).toBe(201);
  await admin.dispose();

  // Sign in: password, then the SMS code (read from the development outbox, as the auth spec does).
  await signInWithKeyboard(page, 'agent@demo.test');
  await expect(page).toHaveURL(/\/code/);
  await typeInto(page, page.getByLabel('Kod z SMS'), await latestCode(page.request, 'agent@demo.test'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin');

  // The first Tab of a page shows the skip link; it takes focus past the top bar and the menu.
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await focusWith(page, skip, { max: 1 });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();

  // The menu: back into the sidebar, open the tickets group, pick "all".
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  const group = menu.getByRole('button', { name: 'Zgłoszenia', exact: true });
  await focusWith(page, group, { key: 'Shift+Tab' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await focusWith(page, menu.getByRole('link', { name: /^Wszystkie( \d+)?$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/ticket\?filter=all/);

  // Search, then open the ticket from its row.
  await typeInto(page, page.getByRole('searchbox', { name: 'Szukaj zgłoszeń' }), subject);
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: subject, exact: true });
  await expect(link).toBeVisible();
  await focusWith(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // Reply, waiting for the client (a native select moves with the arrows).
  await typeInto(page, page.getByLabel('Treść odpowiedzi'), 'Proszę zaktualizować sterownik stacji i dać znać.');
  const status = page.getByLabel('Status po wysłaniu');
  await focusWith(page, status);
  await selectWithArrows(page, status, 'Oczekuje na klienta');
  await focusWith(page, page.getByRole('button', { name: 'Wyślij odpowiedź' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Odpowiedź została dodana')).toBeVisible();
  await expect(
    page.getByTestId('thread').locator('[data-kind="message"]').filter({ hasText: 'Proszę zaktualizować sterownik' }),
  ).toBeVisible();
  await expect(page.getByTestId('field-status')).toContainText('Oczekuje na klienta');

  // A time report: the tab with the arrows, the form from its button, back to the button when it closes.
  const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: /Czas pracy/ }) });
  await focusWith(page, tabs.getByRole('tab', { selected: true }), { key: 'Shift+Tab' });
  await focusWith(page, tabs.getByRole('tab', { name: /Czas pracy/ }), { key: 'ArrowRight', max: 6 });
  await page.keyboard.press('Enter');
  const add = page.getByRole('button', { name: 'Dodaj raport czasu' });
  await focusWith(page, add);
  await page.keyboard.press('Enter');
  const form = page.getByTestId('time-report-form');
  await expect(form).toBeVisible();
  // Opening the form puts focus into it.
  expect(await hasFocus(form)).toBe(true);
  const minutes = form.getByLabel(/Czas trwania/);
  await focusWith(page, minutes);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('45');
  await typeInto(page, form.getByLabel('Krótki opis'), 'Aktualizacja sterownika zdalnie');
  await focusWith(page, form.getByRole('button', { name: 'Dodaj raport', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Raport czasu został dodany')).toBeVisible();
  await expect(page.getByTestId('time-reports')).toContainText('Aktualizacja sterownika zdalnie');
  await expect(page.getByTestId('time-summary').locator('[data-figure="total"]')).toContainText('00:45');
  // The form is gone and focus is back on the button that opened it, not lost on the page.
  await expect(add).toBeFocused();

  // Escape closes an opened form the same way.
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(add).toBeFocused();
});

/** Chooses the option labelled `label` of a focused native select with ArrowDown/ArrowUp. */
async function selectWithArrows(page: Page, select: Locator, label: string): Promise<void> {
  const labels = await select.locator('option').allTextContents();
  const target = labels.indexOf(label);
  expect(target, `option ${label}`).toBeGreaterThanOrEqual(0);
  const current = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
  const key = target > current ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(target - current); i++) await page.keyboard.press(key);
  await expect(select.locator('option:checked')).toHaveText(label);
}

test('a client files a ticket, closes it as solved and rates it with the keyboard alone', async ({ page }) => {
  test.slow();
  await signInWithKeyboard(page, 'client@demo.test');
  await expect(page).toHaveURL('/ticket?filter=not-resolved');

  // The top bar's add button, reached from the start of the page.
  await focusWith(page, page.getByRole('banner').getByRole('button', { name: 'Dodaj zgłoszenie' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ticket/create');

  const subject = `Drukarka klawiaturą ${Date.now()}`;
  await typeInto(page, page.getByLabel('Temat'), subject);
  await typeInto(page, page.getByLabel('Opis problemu'), 'Drukarka w recepcji zgłasza zacięcie papieru.');
  const priority = page.getByLabel('Priorytet');
  await focusWith(page, priority);
  await selectWithArrows(page, priority, 'Wysoki');
  await focusWith(page, page.getByRole('button', { name: 'Wyślij zgłoszenie' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ticket\/show\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(subject);

  // Close it as solved: the confirmation is a dialog that holds focus, Enter on its button confirms.
  const close = page.getByRole('button', { name: 'Zamknij jako rozwiązane' });
  await focusWith(page, close);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  expect(await hasFocus(dialog)).toBe(true);
  await focusWith(page, dialog.getByRole('button', { name: 'Zamknij zgłoszenie' }));
  await page.keyboard.press('Enter');
  await expect(close).toHaveCount(0);

  // Rate: the stars are a radio group (arrows), a low rating asks for a reason (arrows again).
  const evaluation = page.getByTestId('evaluation');
  await expect(evaluation).toBeVisible();
  await focusWith(page, evaluation.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await expect(evaluation.getByRole('radio', { name: '2 gwiazdki' })).toBeChecked();
  const reasons = evaluation.getByRole('radiogroup', { name: 'Co poszło nie tak?' });
  await expect(reasons).toBeVisible();
  await focusWith(page, reasons.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(reasons.getByRole('radio').first()).toBeChecked();
  await typeInto(page, evaluation.getByLabel('Komentarz (opcjonalnie)'), 'Trzeba było czekać.');
  await focusWith(page, evaluation.getByRole('button', { name: 'Wyślij ocenę' }));
  await page.keyboard.press('Enter');
  await expect(evaluation).toContainText('Trzeba było czekać.');
  await expect(evaluation.getByRole('button', { name: 'Wyślij ocenę' })).toHaveCount(0);
});
