/**
 * The assignee picker with load (issue #36 item 7) on the ticket page against the real server: each agent's open
 * tickets beside its name, a ticket assigned to an agent counted at once, an agent on leave today marked so, and the
 * "away" mark exactly for the agents the server says are not at work now (the hour of the run decides who).
 */
import { expect, test } from './fixtures.ts';
import { apiHeaders, signIn } from './session.ts';
import { screen } from './helpers.ts';

interface AgentLoad {
  id: number;
  name: string;
  on_leave: boolean;
  open_tickets: number;
  available: boolean;
}

/** "7 otwartych", "2 otwarte", "1 otwarte": Polish plural forms of the count. */
const openPl = (n: number) => {
  const few = n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14);
  return `${n} ${n === 1 || few ? 'otwarte' : 'otwartych'}`;
};

test("the ticket page's assignee picker shows each agent's open tickets, leave and away marks", async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo.test');
  const headers = await apiHeaders(page.request);
  const agents = async () => ((await (await page.request.get('/api/admin/lookups/agents')).json()) as { data: AgentLoad[] }).data;
  const before = await agents();
  const ewa = before.find((a) => a.name === 'Ewa Nowak')!;
  const jan = before.find((a) => a.name === 'Jan Kowalski')!;

  // Two new tickets for Ewa: her load grows by two. Jan goes on sick leave today.
  const companies = (await (await page.request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((c) => c.tag === 'ACME')!;
  const created: number[] = [];
  for (const subject of [`Obciążenie A ${Date.now()}`, `Obciążenie B ${Date.now()}`]) {
    const res = await page.request.post('/api/admin/ticket', {
      headers,
      data: {
        company_id: acme.id,
        subject,
        body: 'Sprawdzenie obciążenia agentów.',
        priority: 'normal',
        status: 'new',
        assignee_id: ewa.id,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const leave = await page.request.post('/api/admin/leave', {
    headers,
    data: { start: today, end: today, type: 'health', agent_id: jan.id },
  });
  expect(leave.status(), await leave.text()).toBeLessThan(300);
  const leaveId = ((await leave.json()) as { data: { id: number } }).data.id;
  await page.request.post(`/api/admin/leave/${leaveId}/accept`, { headers });
  try {
    const now = await agents();
    expect(now.find((a) => a.id === ewa.id)!.open_tickets).toBe(ewa.open_tickets + 2);

    await page.goto(`/admin/ticket/show/${created[0]}`);
    const area = screen(page, 'tickets');
    await area.getByRole('button', { name: 'Zmień: Przypisany agent' }).click();
    const picker = area.getByRole('combobox', { name: 'Przypisany agent' });
    await expect(picker).toBeFocused();
    const labels = async () => (await picker.locator('option').allTextContents()).filter((l) => l !== '— brak —');
    await expect.poll(labels).toContainEqual(expect.stringContaining('Ewa Nowak'));
    const shown = await labels();
    for (const agent of now) {
      const label = shown.find((l) => l.startsWith(agent.name))!;
      expect(label, agent.name).toBeDefined();
      expect(label, agent.name).toContain(` · ${openPl(agent.open_tickets)}`);
      // On leave says why the agent is away; "poza pracą" marks the others who are not at work now.
      expect(label.endsWith(' · poza pracą'), `${agent.name}: ${label}`).toBe(!agent.available && !agent.on_leave);
    }
    expect(shown.find((l) => l.startsWith('Ewa Nowak'))).toContain(openPl(ewa.open_tickets + 2));
    expect(shown.find((l) => l.startsWith('Jan Kowalski'))).toMatch(new RegExp(`^Jan Kowalski \\(na urlopie do ${today}\\) · \\d+ otwart`));

    // The picker works from the keyboard: pick Ewa and save with Enter.
    await picker.selectOption({ label: shown.find((l) => l.startsWith('Ewa Nowak'))! });
    await picker.press('Enter');
    await expect(area.getByTestId('field-assignee')).toContainText('Ewa Nowak');
    await page.screenshot({ path: test.info().outputPath('assignee-load-pl.png') });
  } finally {
    await page.request.delete(`/api/admin/leave/${leaveId}`, { headers });
    for (const id of created) await page.request.delete(`/api/admin/ticket/${id}`, { headers });
  }
});
