import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heading, people, reads, renderTicketShow, ticketDetail, ticketPageTestBed } from '../testing/ticket-show-fixtures.tsx';

// The ticket page's field editing: a 409 on a field, trash and restore, the CC list.
// (One file per concern: jest runs files in parallel workers, so the page's tests do not queue behind each other.)

const { serve, toasts } = ticketPageTestBed();

const detail = ticketDetail();

describe('ticket page: fields, trash and CC', () => {
  it('changes a field with the version seen when editing started; a 409 shows the current ticket and re-applies on request', async () => {
    let conflict = true;
    const current = { ...detail, priority: 'critical' as const, priority_color: '#dc3545', version: 5 };
    const fake = serve((call) => {
      if (call.method === 'PATCH') {
        if (conflict) {
          conflict = false;
          return {
            status: 409,
            data: { message: 'Zgłoszenie zostało w międzyczasie zmienione przez kogoś innego.', data: current, version: 5 },
          };
        }
        return {
          data: { data: { ...current, priority: 'high', priority_color: '#fd7e14', version: 6 }, message: 'Priorytet został zmieniony' },
        };
      }
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień: Priorytet' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priorytet' }), 'high');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    const bar = await screen.findByTestId('conflict');
    expect(bar).toHaveTextContent('Zgłoszenie zostało w międzyczasie zmienione');
    expect(bar).toHaveTextContent('Priorytet → Wysoki');
    expect(screen.getByTestId('field-priority')).toHaveTextContent('Krytyczny');
    expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ priority: 'high', version: 3 });
    expect(toasts().filter((toast) => toast.intent === 'success')).toHaveLength(0);

    await userEvent.click(within(bar).getByRole('button', { name: 'Zastosuj moją zmianę ponownie' }));
    await waitFor(() => expect(screen.getByTestId('field-priority')).toHaveTextContent('Wysoki'));
    expect(fake.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ priority: 'high', version: 5 });
    expect(toasts().map((toast) => toast.body)).toContain('Priorytet został zmieniony');
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
  });

  it('trashes after confirmation and restores a trashed ticket after confirmation', async () => {
    const fake = serve((call) => {
      if (call.method === 'DELETE')
        return {
          data: { data: { ...detail, deleted_at: '2026-11-22T10:00:00.000Z', version: 4 }, message: 'Zgłoszenie zostało usunięte' },
        };
      if (call.url === '/admin/ticket/42/restore')
        return { data: { data: { ...detail, version: 5 }, message: 'Zgłoszenie zostało przywrócone' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Przenieś do kosza' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przenieś do kosza' }));
    expect(await screen.findByTestId('trashed')).toBeInTheDocument();
    expect(screen.getByText(/nie można na nie odpowiadać/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zmień: Priorytet' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Przywróć' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Przywróć' }));
    await waitFor(() => expect(screen.queryByTestId('trashed')).not.toBeInTheDocument());
    expect(toasts().map((toast) => toast.body)).toEqual(
      expect.arrayContaining(['Zgłoszenie zostało usunięte', 'Zgłoszenie zostało przywrócone']),
    );
  });

  it('edits the CC list with the company’s people', async () => {
    const fake = serve((call) => {
      if (call.method === 'PUT')
        return { data: { data: { ...detail, cc: people, version: 4 }, message: 'Lista osób powiązanych została zaktualizowana' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień osoby powiązane' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Osoby z firmy Acme/ }));
    // A multi-select combobox lists its people as checkable menu items, in alphabetical order (the ticket's own CC,
    // Wiktor, first in what the page holds).
    await screen.findByRole('menuitemcheckbox', { name: /Celina Klient/ });
    expect(screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Celina Klient'),
      expect.stringContaining('Wiktor Prezes'),
    ]);
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /Celina Klient/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ user_ids: [18, 17], version: 3 }));
    await waitFor(() => expect(screen.getByTestId('cc-editor')).toHaveTextContent('Celina Klient'));
  });
});
