/**
 * The competency matrix in the browser: an agent changes its own level and is told 'Zmieniono pomyślnie!' (the
 * change survives a reload); another agent's row offers no control.
 */
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { screen } from './helpers.ts';

test('an agent changes its own competency and sees "Zmieniono pomyślnie!"', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/admin/competencies');
  const area = screen(page, 'management');
  await expect(area.getByRole('heading', { name: 'Macierz kompetencji', level: 1 })).toBeVisible();
  const own = area.getByRole('combobox', { name: 'Artur Agent — FortiGate' });
  await expect(own).toBeVisible();
  const next = (await own.inputValue()) === '3' ? '1' : '3';
  await own.selectOption(next);
  await expect(page.getByText('Zmieniono pomyślnie!').first()).toBeVisible();
  await expect(own).toHaveValue(next);
  await expect(own).toHaveAttribute('data-level', next);
  // Someone else's row is read, not changed.
  await expect(area.getByRole('combobox', { name: 'Adam Administrator — FortiGate' })).toHaveCount(0);
  await expect(area.getByLabel(/^Adam Administrator — FortiGate: \d/)).toBeVisible();

  await page.reload();
  await expect(area.getByRole('combobox', { name: 'Artur Agent — FortiGate' })).toHaveValue(next);
});
