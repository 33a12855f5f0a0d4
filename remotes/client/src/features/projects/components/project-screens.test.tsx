import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@helpdesk/shared';
import userEvent from '@testing-library/user-event';
import { fakeApi, page } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';
import type { Project, ProjectDetail, ProjectTicket } from '@helpdesk/shared/resources';

const project = (id: number, overrides: Partial<Project> = {}): Project => ({
  id,
  name: `Projekt ${id}`,
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  manager: { id: 3, name: 'Artur Agent' },
  deadline: '2027-03-31',
  hours: 40,
  description: null,
  state: 'in-progress',
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  finished_at: null,
  deleted_at: null,
  tickets_count: 1,
  ...overrides,
});

const ticket = (overrides: Partial<ProjectTicket> = {}): ProjectTicket => ({
  id: 7,
  fullid: 'ACME-7',
  subject: 'Migracja poczty',
  status: 'in-progress',
  status_color: '#0d6efd',
  priority: 'high',
  priority_color: '#fd7e14',
  created_at: '2026-10-02T08:00:00.000Z',
  resolved_at: null,
  ...overrides,
});

describe('the client’s projects', () => {
  useClientArea();

  it('lists the company’s projects with their state, manager, deadline and budget', async () => {
    fakeApi(() => ({
      data: page([
        project(1, { name: 'Migracja do Microsoft 365' }),
        project(2, { name: 'Nowa sieć Wi-Fi', state: 'new', hours: 0, manager: null, deadline: null }),
      ]),
    }));
    await openAs('client', '/project');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projekty' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Projekty' });
    const first = within(table).getByRole('link', { name: 'Migracja do Microsoft 365' });
    expect(first).toHaveAttribute('href', '/project/show/1');
    const row = first.closest('tr')!;
    expect(row).toHaveTextContent('W trakcie');
    expect(row).toHaveTextContent('Artur Agent');
    expect(row).toHaveTextContent('2027-03-31');
    expect(row).toHaveTextContent('40');
    // No manager, deadline or budget yet.
    const second = within(table).getByRole('link', { name: 'Nowa sieć Wi-Fi' }).closest('tr')!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nowa sieć Wi-Fi', 'Nowy', '—', '—', '—']);
  });

  it('draws the projects as light rows in English and opens one through the router', async () => {
    fakeApi(() => ({ data: page([project(1, { name: 'Migration to Microsoft 365', state: 'finished' })]) }));
    await act(() => i18n.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      const { router } = await openAs('client', '/project');
      const table = await screen.findByRole('table', { name: 'Projects' });
      const row = table.querySelector<HTMLElement>('tr[data-project-id="1"]')!;
      // Plain cells, not Fluent's TableCell components.
      expect(row.querySelector('.fui-TableCell')).toBeNull();
      expect(within(row).getByText('Finished')).toBeInTheDocument();
      await user.click(within(row).getByRole('link', { name: 'Migration to Microsoft 365' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/project/show/1'));
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });

  it('shows the empty state, and a load error with a retry', async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 500, data: { message: 'Błąd serwera' } } : { data: page([]) }));
    const user = userEvent.setup();
    await openAs('client', '/project');
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak projektów.');
  });

  it('shows a VIP the project’s time against its budget and its tickets with their time', async () => {
    const detail: ProjectDetail = {
      ...project(1, { name: 'Migracja do Microsoft 365', description: 'Przeniesienie skrzynek do chmury.' }),
      time: { total_minutes: 650, charged_minutes: 720, budget_minutes: 2400, remaining_minutes: 1680, used_percent: 30 },
      tickets: [ticket({ minutes: 650 })],
    };
    fakeApi((call) => (call.url === '/client/project/1' ? { data: { data: detail } } : { status: 404, data: {} }));
    await openAs('vip', '/project/show/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Migracja do Microsoft 365' })).toBeInTheDocument();
    expect(screen.getByText('12:00 / 40:00 (30%)')).toBeInTheDocument();
    expect(screen.getByText('Przeniesienie skrzynek do chmury.')).toBeInTheDocument();
    const tickets = screen.getByRole('table', { name: 'Zgłoszenia projektu' });
    expect(within(tickets).getByRole('link', { name: 'ACME-7' })).toHaveAttribute('href', '/ticket/show/7');
    expect(within(tickets).getByRole('columnheader', { name: 'Czas' })).toBeInTheDocument();
    expect(within(tickets).getByText('10:50')).toBeInTheDocument();
    expect(within(tickets).getByText('Wysoki')).toBeInTheDocument();
  });

  it('shows a regular client the project without time, and says when there are no tickets they may see', async () => {
    fakeApi(() => ({ data: { data: { ...project(1), tickets: [] } } }));
    await openAs('client', '/project/show/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projekt 1' })).toBeInTheDocument();
    expect(screen.queryByText('Czas (rozliczony / budżet)')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-empty')).toHaveTextContent('Projekt nie ma zgłoszeń.');
  });

  it('says when the project is not the company’s (404)', async () => {
    fakeApi(() => ({ status: 404, data: { message: 'Nie odnaleziono żądanego zasobu' } }));
    await openAs('client', '/project/show/99');
    expect(await screen.findByText('Nie znaleziono projektu albo nie masz do niego dostępu.')).toBeInTheDocument();
  });
});
