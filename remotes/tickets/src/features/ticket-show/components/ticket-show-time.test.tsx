import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heading, reads, renderTicketShow, ticketDetail, ticketPageTestBed } from '../testing/ticket-show-fixtures.tsx';

// The ticket page's time section: reports of a closed month, deleting a report, planned works and history.
// (One file per concern: jest runs files in parallel workers, so the page's tests do not queue behind each other.)

const { serve, toasts } = ticketPageTestBed();

const detail = ticketDetail();

describe('ticket page: time reports', () => {
  it('shows a report of a closed month with its badge and no edit or delete; a refused delete says the server’s reason', async () => {
    const [own] = detail.time_reports;
    const lockedDetail = ticketDetail({
      time_reports: [
        { ...own!, locked: true },
        { ...own!, id: 73, day: '2026-12-01', locked: false },
      ],
    });
    const lockMessage =
      'Okres 2026-12 jest zamknięty (zafakturowany): raportów czasu z tego miesiąca nie można dodawać, zmieniać, usuwać, rozpatrywać ani przenosić';
    serve((call) => {
      if (call.method === 'GET' && call.url === '/admin/ticket/42') return { data: { data: lockedDetail } };
      if (call.method === 'DELETE') return { status: 422, data: { message: lockMessage, errors: { day: [lockMessage] } } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('tab', { name: /Czas pracy/ }));
    const closed = screen.getByTestId('time-reports').querySelector('[data-report="70"]') as HTMLElement;
    expect(within(closed).getByTestId('time-report-locked')).toHaveTextContent('Okres zamknięty');
    expect(within(closed).queryByRole('button', { name: /Usuń raport czasu/ })).toBeNull();
    expect(within(closed).queryByRole('button', { name: /Popraw raport czasu|Edytuj raport czasu/ })).toBeNull();
    // The month of the other one closes meanwhile: the refusal names it, never just "Błędne dane!".
    await userEvent.click(screen.getByRole('button', { name: 'Usuń raport czasu z dnia 2026-12-01' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(toasts().map((toast) => toast.body)).toContain(lockMessage));
    expect(toasts().map((toast) => toast.body)).not.toContain('Błędne dane!');
  });

  it('lists time reports with the summary, deletes one after confirmation, and shows planned works and history', async () => {
    const fake = serve((call) => {
      if (call.method === 'DELETE') return { data: { message: 'Raport czasu został usunięty' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('tab', { name: 'Czas pracy (01:15)' }));
    const summary = screen.getByTestId('time-summary');
    expect(within(summary).getByText('02:00')).toBeInTheDocument();
    const reports = screen.getByTestId('time-reports');
    expect(reports).toHaveTextContent('Zdalna pomoc');
    expect(reports).toHaveTextContent('Powód odrzucenia: Brak uzasadnienia');
    // Own, not accepted: deletable; another agent's report is not (the user is no admin or manager).
    expect(screen.getAllByRole('button', { name: /Usuń raport czasu/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń raport czasu z dnia 2026-11-20' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(fake.calls.some((call) => call.method === 'DELETE' && call.url === '/admin/ticket/42/time-reports/70')).toBe(true),
    );
    await waitFor(() => expect(toasts().map((toast) => toast.body)).toContain('Raport czasu został usunięty'));
    // The confirmation dialog hides the page from assistive tech until its closing animation ends.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(await screen.findByRole('tab', { name: 'Prace planowane (1)' }));
    expect(screen.getByTestId('planned-works')).toHaveTextContent('Czeka na akceptację');

    await userEvent.click(screen.getByRole('tab', { name: 'Historia (3)' }));
    const history = screen.getByTestId('history');
    expect(history).toHaveTextContent('Priorytet: Niski → Normalny');
    await waitFor(() => expect(history).toHaveTextContent('Przypisany agent: — brak — → Artur Agent'));
    expect(history).toHaveTextContent('Status: Nowe → W trakcie');
    expect(history).toHaveTextContent('System');
  });
});
