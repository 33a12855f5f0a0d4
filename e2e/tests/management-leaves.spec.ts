/**
 * Leaves in the browser: an agent adds a leave for tomorrow on the calendar, the admin accepts it, and the ticket
 * page's assignee picker then marks the agent's coming leave and warns before assigning.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';
import { screen } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** A calendar day in Poland, `days` after today. */
const polishDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * 86_400_000));

async function api(page: Page, method: 'get' | 'post' | 'delete' | 'patch', url: string, data?: unknown) {
  const response = await page.request[method](url, { headers: await apiHeaders(page.request), ...(data === undefined ? {} : { data }) });
  return { status: response.status(), body: await response.json() };
}

test('an agent adds a leave for tomorrow, the admin accepts it, and the assignee picker warns about it', async ({ page, browser }) => {
  const tomorrow = polishDay(1);
  await signIn(page, 'agent@demo.test');
  const me = (await api(page, 'get', '/api/user')).body.data as { id: number };
  // The seed's leaves of this agent around tomorrow go first: the story starts from a free calendar.
  const around = (await api(page, 'get', `/api/admin/leave?from=${polishDay(0)}&to=${polishDay(8)}`)).body.data as {
    id: number;
    agent: { id: number };
  }[];
  const admin = await browser.newPage();
  await admin.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
  await signIn(admin, 'admin@demo.test');
  for (const l of around.filter((x) => x.agent.id === me.id))
    expect((await api(admin, 'delete', `/api/admin/leave/${l.id}`)).status).toBe(200);

  await page.goto(`/admin/leave?date=${tomorrow}`);
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Urlopy', level: 1 })).toBeVisible();
  await expect(area.getByTestId('leave-calendar').locator('.fc-daygrid-day').first()).toBeVisible();
  await area.getByRole('button', { name: 'Dodaj urlop' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nowy urlop' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Od', exact: true }).fill(tomorrow);
  await dialog.getByRole('textbox', { name: 'Do', exact: true }).fill(tomorrow);
  await dialog.getByLabel('Rodzaj').selectOption({ label: 'Urlop wypoczynkowy' });
  await dialog.getByLabel('Opis').fill('Wizyta w urzędzie');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.locator('.fui-ToastBody', { hasText: 'Urlop został dodany' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = area.getByRole('table', { name: 'Urlopy w widocznym okresie' });
  const row = list.getByRole('row').filter({ hasText: 'Wizyta w urzędzie' });
  await expect(row).toContainText('do akceptacji');
  await expect(area.getByTestId('leave-calendar').getByText('Artur Agent — Urlop wypoczynkowy (do akceptacji)')).toBeVisible();

  // The admin accepts it from the calendar.
  await admin.goto(`/admin/leave?date=${tomorrow}`);
  const adminArea = screen(admin, 'management');
  await adminArea
    .getByRole('table', { name: 'Urlopy w widocznym okresie' })
    .getByRole('row')
    .filter({ hasText: 'Wizyta w urzędzie' })
    .getByRole('button')
    .click();
  const review = admin.getByRole('dialog');
  await expect(review.getByTestId('leave-state')).toHaveText('do akceptacji');
  await review.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(admin.locator('.fui-ToastBody', { hasText: 'Urlop został zaakceptowany' })).toBeVisible();
  await expect(adminArea.getByRole('row').filter({ hasText: 'Wizyta w urzędzie' })).toContainText('zaakceptowany');

  // The ticket page's assignee picker marks the coming leave and warns before the change is saved.
  // A ticket not assigned to the agent yet: picking the agent is a change, so the warning shows.
  const tickets = (await api(admin, 'get', '/api/admin/ticket?filter=all&per_page=20')).body.data as {
    id: number;
    assignee: { id: number } | null;
  }[];
  const ticket = tickets.find((t) => t.assignee?.id !== me.id)!;
  await admin.goto(`/admin/ticket/show/${ticket.id}`);
  const ticketArea = screen(admin, 'tickets');
  await ticketArea.getByRole('button', { name: 'Zmień: Przypisany agent' }).click();
  const picker = ticketArea.getByRole('combobox', { name: 'Przypisany agent' });
  // The label goes on with the competency mark for the ticket's category, if any, and the agent's load (issue 36).
  const option = picker.getByRole('option', {
    name: new RegExp(`^Artur Agent \\(urlop od ${tomorrow}\\)( — kompetencje \\d/3)? · \\d+ otwart`),
  });
  await expect(option).toHaveCount(1);
  await picker.selectOption({ label: (await option.textContent())! });
  await expect(ticketArea.getByTestId('choice-warning')).toHaveText(
    `Artur Agent będzie na urlopie od ${tomorrow} do ${tomorrow}. Czy na pewno przypisać?`,
  );
  await ticketArea.getByRole('button', { name: 'Anuluj' }).click();
  await admin.close();
});
