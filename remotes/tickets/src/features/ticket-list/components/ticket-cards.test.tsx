import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@helpdesk/shared/format';
import { addTranslations, i18n, initI18n } from '@helpdesk/shared';
import type { TicketRow } from '@helpdesk/shared/resources';
import { en } from '../../../i18n/en.ts';
import { pl } from '../../../i18n/pl.ts';
import { ticketRow } from '../../../testing/ticket-rows.ts';
import { TicketCards } from './ticket-cards.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCards(
  rows: TicketRow[],
  props: { selected?: TicketRow[]; active?: number; setActive?: jest.Mock; onToggle?: jest.Mock } = {},
) {
  render(
    <MemoryRouter initialEntries={['/admin/ticket']}>
      <Routes>
        <Route
          path="/admin/ticket"
          element={
            <TicketCards
              rows={rows}
              selected={new Map((props.selected ?? []).map((row) => [row.id, row]))}
              active={props.active ?? -1}
              setActive={props.setActive ?? jest.fn()}
              onToggle={props.onToggle ?? jest.fn()}
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
}

describe('the staff ticket cards (mobile)', () => {
  beforeAll(async () => {
    await initI18n();
    addTranslations('tickets', { pl, en });
    await act(() => i18n.changeLanguage('pl'));
  });

  it('draws each ticket as a light card: number, company, status, priority, SLA, requester and assignee', () => {
    renderCards([
      ticketRow(1, { subject: 'Drukarka nie drukuje', status: 'in-progress', priority: 'high', assignee: { id: 3, name: 'Adam Agent' } }),
      ticketRow(2, {
        subject: 'Serwer NAS nie odpowiada',
        origin: 'email',
        requester: null,
        sender: { name: 'Jan Nowak', email: 'jan@acme.pl' },
      }),
    ]);
    const list = screen.getByRole('list', { name: 'Zgłoszenia' });
    const [first, second] = within(list).getAllByRole('listitem');
    const card = within(first!).getByRole('group');
    expect(within(card).getByRole('link', { name: 'ACME-1' })).toHaveAttribute('href', '/admin/ticket/show/1');
    expect(within(card).getByRole('link', { name: 'Drukarka nie drukuje' })).toHaveAttribute('href', '/admin/ticket/show/1');
    expect(within(card).getByText('ACME')).toHaveAttribute('title', 'Acme');
    expect(within(card).getByText('W trakcie')).toBeInTheDocument();
    expect(within(card).getByText('Wysoki')).toBeInTheDocument();
    expect(within(card).getByText('W terminie')).toHaveAttribute('title', 'Pierwsza odpowiedź');
    expect(within(card).getByText(`Termin: ${formatDateTime('2099-11-20T12:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(card).getByText('Zgłaszający: Celina Klient')).toBeInTheDocument();
    expect(within(card).getByText('Przypisany: Adam Agent')).toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: 'Z e-maila' })).toBeInTheDocument();
    expect(within(second!).getByText('Zgłaszający: Jan Nowak <jan@acme.pl> (e-mail)')).toBeInTheDocument();
    expect(within(second!).getByText('Przypisany: Nieprzypisane')).toBeInTheDocument();
    // Plain elements on a static stylesheet, not Fluent's Card, Checkbox, Badge and Text components.
    expect(list.querySelector('.fui-Card, .fui-Checkbox, .fui-Badge, .fui-Text')).toBeNull();
    expect(document.querySelector('style[data-sheet="ticket-cards"]')).not.toBeNull();
  });

  it('selects from the checkbox, makes a tapped card the active one and opens a ticket through the router', async () => {
    const user = userEvent.setup();
    const setActive = jest.fn();
    const onToggle = jest.fn();
    const rows = [ticketRow(7, { subject: 'Drukarka nie drukuje' }), ticketRow(8, { subject: 'Skaner' })];
    renderCards(rows, { selected: [rows[1]!], active: 1, setActive, onToggle });
    const [, second] = screen.getAllByRole('listitem');
    expect(second).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('checkbox', { name: 'Zaznacz ACME-8' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz ACME-7' }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(setActive).toHaveBeenLastCalledWith(0);

    await user.click(screen.getByText('Zgłaszający: Celina Klient', { selector: 'li:last-child *' }));
    expect(setActive).toHaveBeenLastCalledWith(1);
    expect(onToggle).toHaveBeenCalledTimes(1);

    const link = screen.getByRole('link', { name: 'Drukarka nie drukuje' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/ticket');
    await user.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/ticket/show/7');
  });

  it('writes the card in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderCards([ticketRow(9, { subject: 'NAS down', status: 'new', priority: 'low' })]);
      const card = screen.getByRole('group');
      expect(within(card).getByRole('checkbox', { name: 'Select ACME-9' })).not.toBeChecked();
      expect(within(card).getByText('On time')).toHaveAttribute('title', 'First response');
      expect(within(card).getByText('Requester: Celina Klient')).toBeInTheDocument();
      expect(within(card).getByText('Assignee: Unassigned')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });
});
