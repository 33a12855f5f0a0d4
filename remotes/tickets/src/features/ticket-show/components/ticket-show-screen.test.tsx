import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, providePresence, type PresenceCallbacks } from '@helpdesk/shared';
import { fill, heading, reads, renderTicketShow, ticketDetail, ticketPageTestBed } from '../testing/ticket-show-fixtures.tsx';

// The ticket page: its header, details and thread, a missing or failing ticket, the section in the URL, changes by others and presence.
// (One file per concern: jest runs files in parallel workers, so the page's tests do not queue behind each other.)

const { serve } = ticketPageTestBed();

describe('ticket page', () => {
  it('shows the header, SLA, details, the thread with sanitised HTML, notes marked internal and attachments', async () => {
    serve(reads);
    await renderTicketShow();
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByTestId('fullid')).toHaveTextContent('ACME-7');
    expect(screen.getByTestId('sla-first-response')).toHaveAttribute('data-state', 'met');
    expect(screen.getByTestId('sla-resolution')).toHaveAttribute('data-state', 'due');
    expect(screen.getByTestId('field-assignee')).toHaveTextContent('Artur Agent');
    expect(screen.getByTestId('field-status')).toHaveTextContent('W trakcie');
    expect(screen.getByTestId('cc-editor')).toHaveTextContent('Wiktor Prezes');

    const thread = screen.getByTestId('thread');
    const items = Array.from(thread.querySelectorAll<HTMLElement>(':scope > li'));
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['request', 'message', 'note', 'message']);
    expect(thread.innerHTML).not.toContain('onerror');
    expect(thread.innerHTML).not.toContain('<script');
    expect(within(items[0]!).getByText('nie drukuje').tagName).toBe('B');
    expect(within(items[2]!).getByText('Notatka wewnętrzna')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/klient jej nie widzi/)).toBeInTheDocument();
    const download = within(items[1]!).getByRole('link', { name: /raport\.pdf/ });
    expect(download).toHaveAttribute('href', '/api/admin/ticket/42/attachments/9');
    expect(download).toHaveAttribute('download', 'raport.pdf');
  });

  it('names the e-mail’s sender where a ticket from someone who is not a user has no requester', async () => {
    const fromMail = ticketDetail({ requester: null, origin: 'email', sender: { name: 'Jan Nowak', email: 'jan@acme.pl' } });
    serve((call) => (call.method === 'GET' && call.url === '/admin/ticket/42' ? { data: { data: fromMail } } : reads(call)));
    await renderTicketShow();
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText(/Zgłaszający: Jan Nowak <jan@acme\.pl> \(e-mail\)/)).toBeInTheDocument();
    const details = screen.getByText('Zgłaszający', { selector: 'dt' }).nextElementSibling!;
    expect(details).toHaveTextContent('Jan Nowak <jan@acme.pl> (e-mail)');
  });

  it('links the ticket’s device to its CMDB page', async () => {
    const withDevice = ticketDetail({ device: { id: 5, type: 'printer', name: 'HP LaserJet M404', inventory_number: 'INV-0042' } });
    serve((call) => (call.method === 'GET' && call.url === '/admin/ticket/42' ? { data: { data: withDevice } } : reads(call)));
    await renderTicketShow();
    expect(await heading()).toBeInTheDocument();
    expect(within(screen.getByTestId('field-device')).getByRole('link', { name: 'HP LaserJet M404 · INV-0042' })).toHaveAttribute(
      'href',
      '/admin/asset/edit/5',
    );
  });

  it('says when the ticket does not exist, and offers a retry when loading failed', async () => {
    const missing = serve(() => ({ status: 404, data: { message: 'Nie odnaleziono' } }));
    const first = await renderTicketShow('/ticket/show/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono zgłoszenia' })).toBeInTheDocument();
    first.unmount();
    missing.restore();

    let fail = true;
    serve((call) => (fail ? { status: 500, data: {} } : reads(call)));
    await renderTicketShow();
    expect(await screen.findByTestId('load-error', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('opens the section named in the URL and keeps the chosen one there', async () => {
    serve(reads);
    const { router } = await renderTicketShow('/ticket/show/42?tab=history');
    await heading();
    expect(screen.getByRole('tab', { name: 'Historia (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('history')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Czas pracy/ }));
    expect(router.state.location.search).toBe('?tab=time');
    await userEvent.click(screen.getByRole('tab', { name: 'Rozmowa' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when somebody else changed the open ticket', async () => {
    serve(reads);
    await renderTicketShow();
    await heading();
    act(() => eventBus.emit('ticket:updated', { id: 41, companyId: 3 }));
    expect(screen.queryByTestId('updated-elsewhere')).not.toBeInTheDocument();
    act(() => eventBus.emit('ticket:updated', { id: 42, companyId: 3 }));
    expect(screen.getByTestId('updated-elsewhere')).toHaveTextContent('Ktoś inny właśnie zmienił to zgłoszenie');
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByTestId('updated-elsewhere')).not.toBeInTheDocument();
  });

  it('shows who else views the ticket and who types, and tells them while this agent types', async () => {
    serve(reads);
    let callbacks: PresenceCallbacks | null = null;
    const whispers: unknown[] = [];
    providePresence((channel, cb) => {
      expect(channel).toBe('presence-ticket.42');
      callbacks = cb;
      return { whisper: (_event, data) => whispers.push(data), leave: () => undefined };
    });
    await renderTicketShow();
    await heading();
    act(() =>
      callbacks!.onMembers([
        { id: 1, firstname: 'Adam', lastname: 'Administrator' },
        { id: 2, firstname: 'Maria', lastname: 'Menedżer' },
      ]),
    );
    expect(screen.getByTestId('presence')).toHaveTextContent('Również przegląda: Maria Menedżer');
    act(() => callbacks!.onWhisper('typing', { id: 2, typing: true }));
    expect(screen.getByTestId('presence')).toHaveTextContent('Maria Menedżer pisze…');

    await fill(screen.getByLabelText('Treść odpowiedzi'), 'abc');
    expect(whispers[0]).toEqual({ id: 1, typing: true });
    await userEvent.tab();
    expect(whispers.at(-1)).toEqual({ id: 1, typing: false });
  });
});
