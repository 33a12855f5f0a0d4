import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@helpdesk/shared/format';
import { addTranslations, i18n, initI18n } from '@helpdesk/shared';
import { en } from '../../../i18n/en.ts';
import { pl } from '../../../i18n/pl.ts';
import { ticketRow } from '../../../testing/ticket-rows.ts';
import { TicketTable } from './ticket-table.tsx';

function renderTable(rows = [ticketRow(1, { subject: 'Drukarka nie drukuje', status: 'in-progress', priority: 'high' })]) {
  render(
    <MemoryRouter>
      <TicketTable
        rows={rows}
        selected={new Map()}
        active={0}
        setActive={() => {}}
        onToggle={() => {}}
        onToggleAll={() => {}}
        sort="-created_at"
        onSort={() => {}}
        busy={false}
      />
    </MemoryRouter>,
  );
  return screen.getByText(rows[0]!.subject).closest('tr')!;
}

describe('the staff ticket table', () => {
  beforeAll(async () => {
    await initI18n();
    addTranslations('tickets', { pl, en });
    await act(() => i18n.changeLanguage('pl'));
  });

  it('names the status header for both layouts and marks the columns the room picks between (layout-papercuts.spec)', () => {
    const row = renderTable();
    // Both texts are there; the sheet's container query shows one (jsdom has no container queries: e2e checks it).
    const status = screen.getAllByRole('columnheader')[3]!;
    expect(within(status).getByText('Status', { exact: true })).toBeInTheDocument();
    expect(within(status).getByText('Status / Priorytet')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Priorytet' })).toHaveAttribute('data-col', 'priority');
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(7);
    expect(within(cells[3]!).getByText('W trakcie')).toBeVisible();
    expect(cells[4]).toHaveAttribute('data-col', 'priority');
    expect(cells[4]).toHaveTextContent(/^Wysoki$/);
  });

  it('marks what the product filed, and names the e-mail’s sender where there is no requester', () => {
    const row = renderTable([
      ticketRow(2, {
        subject: 'Serwer NAS nie odpowiada',
        origin: 'email',
        requester: null,
        sender: { name: 'Jan Nowak', email: 'jan@acme.pl' },
      }),
      ticketRow(3, { subject: 'Dysk C: 95 %', origin: 'monitoring' }),
      ticketRow(4, { subject: 'Drukarka nie drukuje' }),
    ]);
    expect(within(row).getByRole('img', { name: 'Z e-maila' })).toBeInTheDocument();
    expect(within(row).getByText('Jan Nowak <jan@acme.pl> (e-mail)')).toBeInTheDocument();
    const alert = screen.getByText('Dysk C: 95 %').closest('tr')!;
    expect(within(alert).getByRole('img', { name: 'Z alertu monitoringu' })).toBeInTheDocument();
    const typed = screen.getByText('Drukarka nie drukuje').closest('tr')!;
    expect(within(typed).queryByRole('img')).toBeNull();
  });

  it('marks a ticket opened by an e-mail whose sender failed SPF/DKIM/DMARC', () => {
    renderTable([
      ticketRow(5, { subject: 'Zmiana konta', origin: 'email', mail_auth: 'fail' }),
      ticketRow(6, { subject: 'Podpisany', origin: 'email', mail_auth: 'pass' }),
    ]);
    const forged = screen.getByText('Zmiana konta').closest('tr')!;
    expect(within(forged).getByRole('img', { name: 'Niezweryfikowany nadawca' })).toHaveAttribute(
      'title',
      expect.stringContaining('SPF/DKIM/DMARC'),
    );
    const signed = screen.getByText('Podpisany').closest('tr')!;
    expect(within(signed).queryByRole('img', { name: 'Niezweryfikowany nadawca' })).toBeNull();
  });

  it('opens a ticket from its row through the router, and leaves a modified click to the browser', async () => {
    const user = userEvent.setup();
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    const onToggle = jest.fn();
    render(
      <MemoryRouter initialEntries={['/admin/ticket']}>
        <Routes>
          <Route
            path="/admin/ticket"
            element={
              <TicketTable
                rows={[ticketRow(7, { subject: 'Drukarka nie drukuje' })]}
                selected={new Map()}
                active={-1}
                setActive={() => {}}
                onToggle={onToggle}
                onToggleAll={() => {}}
                sort="-created_at"
                onSort={() => {}}
                busy={false}
              />
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Drukarka nie drukuje' });
    expect(link).toHaveAttribute('href', '/admin/ticket/show/7');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/ticket');

    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz ACME-7' }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));

    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/ticket/show/7');
  });

  it('writes the row in English: selection label, sender, SLA state and deadline', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const row = renderTable([
        ticketRow(8, {
          subject: 'NAS down',
          origin: 'email',
          requester: null,
          sender: { name: 'Jan Nowak', email: 'jan@acme.pl' },
        }),
      ]);
      expect(within(row).getByRole('checkbox', { name: 'Select ACME-8' })).not.toBeChecked();
      expect(within(row).getByText('Jan Nowak <jan@acme.pl> (e-mail)')).toBeInTheDocument();
      expect(within(row).getByText('On time')).toHaveAttribute('title', 'First response');
      expect(within(row).getByText(`Due: ${formatDateTime('2099-11-20T12:00:00.000Z')}`)).toBeInTheDocument();
      expect(within(row).getByRole('img', { name: 'From an e-mail' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });
});
