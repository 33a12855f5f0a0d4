import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agents, heading, reads, renderTicketShow, ticketDetail, ticketPageTestBed } from '../testing/ticket-show-fixtures.tsx';

// The ticket page's assignee and responsible pickers: assign to me, leave warnings, competencies, open tickets and the keyboard.
// (One file per concern: jest runs files in parallel workers, so the page's tests do not queue behind each other.)

const { serve, toasts } = ticketPageTestBed();

const detail = ticketDetail();

describe('ticket page: assignee and responsible', () => {
  it('assigns an agent from the look-up, and "assign to me" in one click', async () => {
    const fake = serve((call) => {
      if (call.method === 'PATCH') return { data: { data: { ...detail, version: 4 }, message: 'Agent został przypisany' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Przypisz do mnie' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ assignee_id: 1, version: 3 }));

    await userEvent.click(screen.getByRole('button', { name: 'Zmień: Osoba odpowiedzialna' }));
    const select = screen.getByRole('combobox', { name: 'Osoba odpowiedzialna' });
    await screen.findByRole('option', { name: 'Artur Agent' });
    await userEvent.selectOptions(select, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ responsible_id: 5, version: 4 }),
    );
    expect(toasts().map((toast) => toast.body)).toContain('Agent został przypisany');
  });

  it('marks an agent on leave today or within the week in the assignee picker and warns before the change is saved', async () => {
    const fake = serve((call) => {
      if (call.url === '/admin/lookups/agents')
        return {
          data: {
            data: [
              agents[0]!,
              {
                id: 6,
                name: 'Jan Kowalski',
                agent_type: 'support',
                on_leave: true,
                leave: { start: '2026-11-20', end: '2026-11-28' },
                open_tickets: 2,
                available: false,
              },
              {
                id: 7,
                name: 'Ewa Nowak',
                agent_type: 'support',
                on_leave: false,
                leave: { start: '2026-11-25', end: '2026-11-26' },
                open_tickets: 0,
                available: true,
              },
            ],
          },
        };
      if (call.method === 'PATCH') return { data: { data: { ...detail, version: 4 }, message: 'Agent został przypisany' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień: Przypisany agent' }));
    const select = screen.getByRole('combobox', { name: 'Przypisany agent' });
    // On leave says why the agent is away: no second "away" mark.
    await screen.findByRole('option', { name: 'Jan Kowalski (na urlopie do 2026-11-28) · 2 otwarte' });
    expect(screen.getByRole('option', { name: 'Ewa Nowak (urlop od 2026-11-25) · 0 otwartych' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Adam Administrator · 7 otwartych' })).toBeInTheDocument();
    expect(screen.queryByTestId('choice-warning')).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '6');
    expect(screen.getByTestId('choice-warning')).toHaveTextContent(
      'Jan Kowalski jest dziś na urlopie (do 2026-11-28). Czy na pewno przypisać?',
    );
    expect(fake.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.selectOptions(select, '7');
    expect(screen.getByTestId('choice-warning')).toHaveTextContent(
      'Ewa Nowak będzie na urlopie od 2026-11-25 do 2026-11-26. Czy na pewno przypisać?',
    );
    await userEvent.selectOptions(select, '1');
    expect(screen.queryByTestId('choice-warning')).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ assignee_id: 6, version: 3 }));
  });

  it('the assignee picker leads with the agents strongest in the category’s competency areas', async () => {
    const fake = serve((call) => {
      if (call.url === '/admin/competencies/strongest') return { data: { data: [{ id: 5, name: 'Artur Agent', level: 3 }] } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień: Przypisany agent' }));
    const select = screen.getByRole('combobox', { name: 'Przypisany agent' });
    await screen.findByRole('option', { name: 'Artur Agent — kompetencje 3/3 · 1 otwarte · poza pracą' });
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.indexOf('Artur Agent — kompetencje 3/3 · 1 otwarte · poza pracą')).toBeLessThan(
      labels.indexOf('Adam Administrator · 7 otwartych'),
    );
    expect(labels.filter((label) => label?.startsWith('Artur Agent'))).toHaveLength(1);
    expect(fake.to('/admin/competencies/strongest')[0]!.params).toEqual({ category: 'printers' });
  });

  it("shows each agent's open tickets and who is away in the assignee picker, usable from the keyboard (issue 36)", async () => {
    const load = (id: number, name: string, open: number, available: boolean) => ({
      id,
      name,
      agent_type: 'support',
      on_leave: false,
      leave: null,
      open_tickets: open,
      available,
    });
    const fake = serve((call) => {
      if (call.url === '/admin/lookups/agents')
        return {
          data: { data: [load(1, 'Adam Administrator', 1, true), load(6, 'Jan Kowalski', 22, true), load(7, 'Ewa Nowak', 5, false)] },
        };
      if (call.method === 'PATCH') return { data: { data: { ...detail, version: 4 }, message: 'Agent został przypisany' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    screen.getByRole('button', { name: 'Zmień: Przypisany agent' }).focus();
    await userEvent.keyboard('{Enter}');
    const select = screen.getByRole('combobox', { name: 'Przypisany agent' });
    expect(select).toHaveFocus();
    await screen.findByRole('option', { name: 'Jan Kowalski · 22 otwarte' });
    expect(screen.getByRole('option', { name: 'Adam Administrator · 1 otwarte' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ewa Nowak · 5 otwartych · poza pracą' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '6');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ assignee_id: 6, version: 3 }));
  });
});
