/**
 * Access data in the browser: an admin finds its own login in the login log, adds allowed IPs, is asked before a
 * removal that would keep it out (and may cancel), and removes them again.
 */
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { screen } from './helpers.ts';

test.describe.configure({ timeout: 90_000 });

test('an admin sees its own login in the log and adds and removes allowed IPs, guarded against locking itself out', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/access-data');
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Dostęp do systemu', level: 1 })).toBeVisible();
  await expect(area.getByTestId('allow-list-rules')).toContainText('sesje już otwarte działają dalej');

  // The login log: this very sign-in, from this machine, successful.
  const log = area.getByTestId('login-log-table');
  // 'Udane' exactly: 'Nieudane' contains it.
  const succeeded = page.getByText('Udane', { exact: true });
  const mine = log.getByRole('row').filter({ hasText: 'Adam Administrator' }).filter({ has: succeeded }).first();
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(/127\.0\.0\.1|::1/);
  await area.getByRole('combobox', { name: 'Wynik' }).selectOption('failure');
  await expect(log.getByRole('row').filter({ has: succeeded })).toHaveCount(0);
  await expect(log.getByRole('row').filter({ hasText: 'Nieudane' }).first()).toBeVisible();

  const current = (await area.getByTestId('current-ip').innerText()).match(/Twój obecny adres: (\S+)/)![1]!;
  const addRule = async (address: string) => {
    await area.getByRole('textbox', { name: /Adres IP lub zakres CIDR/ }).fill(address);
    await area.getByRole('button', { name: 'Dodaj adres' }).click();
    await expect(page.getByText('Adres IP został dodany').first()).toBeVisible();
    await expect(area.getByRole('button', { name: `Usuń ${address} — Wszyscy pracownicy` })).toBeVisible();
  };
  const rules = area.getByTestId('allowed-ip-table');

  // The address in use for everyone, then a foreign range: the admin is still admitted.
  await addRule(current);
  await addRule('192.0.2.0/24');
  await expect(rules.getByRole('row').filter({ hasText: '192.0.2.0/24' })).toContainText('Adam Administrator');

  // Removing the address in use would leave only the foreign range: asked twice, and cancelled.
  await area.getByRole('button', { name: `Usuń ${current} — Wszyscy pracownicy` }).click();
  const ask = page.getByRole('alertdialog', { name: `Usunąć adres ${current}?` });
  await expect(ask).toContainText('To adres, z którego teraz korzystasz');
  await ask.getByRole('button', { name: 'Usuń' }).click();
  const lockout = page.getByRole('alertdialog', { name: 'Zablokujesz sobie dostęp' });
  await expect(lockout).toContainText(`nie zalogujesz się ponownie z adresu ${current}`);
  await lockout.getByRole('button', { name: 'Anuluj' }).click();
  await expect(area.getByRole('button', { name: `Usuń ${current} — Wszyscy pracownicy` })).toBeVisible();

  // The foreign range first, then the address in use: nothing to confirm, the list is as before.
  for (const address of ['192.0.2.0/24', current]) {
    await area.getByRole('button', { name: `Usuń ${address} — Wszyscy pracownicy` }).click();
    await page
      .getByRole('alertdialog', { name: `Usunąć adres ${address}?` })
      .getByRole('button', { name: 'Usuń' })
      .click();
    await expect(area.getByRole('button', { name: `Usuń ${address} — Wszyscy pracownicy` })).toHaveCount(0);
  }
  await expect(page.getByText('Adres IP został usunięty').first()).toBeVisible();
});
