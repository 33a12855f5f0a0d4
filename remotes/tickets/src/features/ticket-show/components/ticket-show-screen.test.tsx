import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, providePresence, type PresenceCallbacks } from '@helpdesk/shared';
import { fakeApi, type FakeCall, type FakeHandler } from '@helpdesk/shared/testing';
import { collectToasts, fill, renderTicketShow, ticketDetail } from '../testing/ticket-show-fixtures.tsx';
import { draftStorageKey } from '../lib/draft-storage.ts';

let api: ReturnType<typeof fakeApi> | null = null;
let toasts: ReturnType<typeof collectToasts>;

function serve(handler: FakeHandler) {
  api = fakeApi(handler);
  return api;
}

const detail = ticketDetail();
const agents = [
  { id: 1, name: 'Adam Administrator', agent_type: 'admin', on_leave: false, leave: null, open_tickets: 7, available: true },
  { id: 5, name: 'Artur Agent', agent_type: 'support', on_leave: false, leave: null, open_tickets: 1, available: false },
];
const people = [
  { id: 17, name: 'Celina Klient', email: 'client@demo.test', role: 'client' },
  { id: 18, name: 'Wiktor Prezes', email: 'vip@demo.test', role: 'client-vip' },
];

/** The ticket and the look-ups; anything else answers 404. */
const reads = (call: FakeCall) => {
  if (call.method === 'GET' && call.url === '/admin/ticket/42') return { data: { data: detail } };
  if (call.url === '/admin/lookups/agents') return { data: { data: agents } };
  if (call.url === '/admin/lookups/companies/3/people') return { data: { data: people } };
  if (call.url.startsWith('/admin/lookups/companies/3/')) return { data: { data: [] } };
  return { status: 404, data: { message: 'not found' } };
};

beforeEach(() => {
  toasts = collectToasts();
  sessionStorage.clear();
});
afterEach(() => {
  api?.restore();
  api = null;
  toasts.stop();
  providePresence(null);
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Drukarka nie drukuje' });

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
    serve(() => ({ status: 404, data: { message: 'Nie odnaleziono' } }));
    const first = await renderTicketShow('/ticket/show/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono zgłoszenia' })).toBeInTheDocument();
    first.unmount();
    api!.restore();

    let fail = true;
    serve((call) => (fail ? { status: 500, data: {} } : reads(call)));
    await renderTicketShow();
    expect(await screen.findByTestId('load-error', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('sends a reply with the chosen status and version, keeps the draft until it is sent, and toasts the server message', async () => {
    const fake = serve((call) => {
      if (call.method === 'POST' && call.url === '/admin/ticket/42/reply') {
        return {
          status: 201,
          data: { data: { ...detail, status: 'waiting-for-client', version: 4 }, message_id: 102, message: 'Odpowiedź została dodana' },
        };
      }
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    const box = screen.getByLabelText('Treść odpowiedzi');
    await fill(box, 'Proszę o restart');
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey('reply', 42))!)).toEqual({ body: 'Proszę o restart', status: '' });
    await userEvent.selectOptions(screen.getByLabelText('Status po wysłaniu'), 'waiting-for-client');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));

    await waitFor(() =>
      expect(toasts.toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Odpowiedź została dodana' })),
    );
    const sent = fake.calls.find((call) => call.url === '/admin/ticket/42/reply');
    expect(sent?.body).toEqual({ body: 'Proszę o restart', status: 'waiting-for-client', version: 3 });
    expect(screen.getByLabelText('Treść odpowiedzi')).toHaveValue('');
    expect(sessionStorage.getItem(draftStorageKey('reply', 42))).toBeNull();
    expect(screen.getByTestId('field-status')).toHaveTextContent('Oczekuje na klienta');
  });

  it('does not send a status over a newer one: a 409 keeps the reply and sends it again on request', async () => {
    const current = { ...detail, status: 'resolved' as const, version: 8 };
    let conflict = true;
    const fake = serve((call) => {
      if (call.url === '/admin/ticket/42/reply') {
        if (conflict) {
          conflict = false;
          return {
            status: 409,
            data: { message: 'Zgłoszenie zostało w międzyczasie zmienione przez kogoś innego.', data: current, version: 8 },
          };
        }
        return {
          status: 201,
          data: { data: { ...current, status: 'waiting-for-client', version: 9 }, message_id: 105, message: 'Odpowiedź została dodana' },
        };
      }
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await fill(screen.getByLabelText('Treść odpowiedzi'), 'Czekamy na Państwa decyzję');
    await userEvent.selectOptions(screen.getByLabelText('Status po wysłaniu'), 'waiting-for-client');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));

    const bar = await screen.findByTestId('conflict');
    expect(bar).toHaveTextContent('Twoja odpowiedź nie została wysłana');
    expect(screen.getByTestId('field-status')).toHaveTextContent('Rozwiązane');
    expect(screen.getByLabelText('Treść odpowiedzi')).toHaveValue('Czekamy na Państwa decyzję');

    await userEvent.click(within(bar).getByRole('button', { name: 'Wyślij odpowiedź ponownie' }));
    await waitFor(() => expect(screen.getByLabelText('Treść odpowiedzi')).toHaveValue(''));
    const replies = fake.calls.filter((call) => call.url === '/admin/ticket/42/reply');
    expect(replies.map((call) => (call.body as { version: number }).version)).toEqual([3, 8]);
    expect(screen.getByTestId('field-status')).toHaveTextContent('Oczekuje na klienta');
  });

  it('keeps the reply when sending fails, and a reply without a status change sends no version', async () => {
    let failing = true;
    const fake = serve((call) => {
      if (call.url === '/admin/ticket/42/reply') {
        return failing
          ? { status: 500, data: {} }
          : { status: 201, data: { data: detail, message_id: 103, message: 'Odpowiedź została dodana' } };
      }
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await fill(screen.getByLabelText('Treść odpowiedzi'), 'Ważna odpowiedź');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url === '/admin/ticket/42/reply')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wyślij odpowiedź' })).toBeEnabled());
    expect(screen.getByLabelText('Treść odpowiedzi')).toHaveValue('Ważna odpowiedź');
    expect(sessionStorage.getItem(draftStorageKey('reply', 42))).toContain('Ważna odpowiedź');

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    await waitFor(() => expect(screen.getByLabelText('Treść odpowiedzi')).toHaveValue(''));
    expect(fake.calls.filter((call) => call.url === '/admin/ticket/42/reply').at(-1)?.body).toEqual({ body: 'Ważna odpowiedź' });
  });

  it('uploads the reply’s files to the new message and refuses files beyond the limits', async () => {
    const fake = serve((call) => {
      if (call.url === '/admin/ticket/42/reply')
        return { status: 201, data: { data: detail, message_id: 104, message: 'Odpowiedź została dodana' } };
      if (call.url === '/admin/ticket/42/attachments') return { status: 201, data: { data: {}, message: 'Załącznik został dodany' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    const input = screen.getByLabelText('Dołącz pliki');
    const log = new File(['log'], 'system.log', { type: 'text/plain' });
    const page = new File(['<html>'], 'strona.html', { type: 'text/html' });
    await userEvent.upload(input, [log, page], { applyAccept: false });
    expect(screen.getByText('strona.html: niedozwolony typ pliku')).toBeInTheDocument();
    expect(screen.getByText(/system\.log/)).toBeInTheDocument();

    await fill(screen.getByLabelText('Treść odpowiedzi'), 'W załączniku log');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Załącznik został dodany'));
    // The answer announces the one accepted file, so its e-mails wait for it.
    expect(fake.calls.find((call) => call.url === '/admin/ticket/42/reply')?.body).toEqual({
      body: 'W załączniku log',
      attachments_expected: 1,
    });
    const upload = fake.calls.find((call) => call.url === '/admin/ticket/42/attachments')!;
    const form = upload.body as FormData;
    expect(form.get('message_id')).toBe('104');
    expect(form.has('file')).toBe(true);
    // Only the accepted file went out.
    expect(fake.calls.filter((call) => call.url === '/admin/ticket/42/attachments')).toHaveLength(1);
  });

  it('adds a private note with Ctrl+Enter', async () => {
    const fake = serve((call) => {
      if (call.url === '/admin/ticket/42/notes') return { status: 201, data: { data: { id: 51 }, message: 'Notatka została dodana' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('tab', { name: 'Notatka wewnętrzna' }));
    await fill(screen.getByLabelText(/Treść notatki/), 'Tylko dla nas');
    // Ctrl+Enter sends from the keyboard.
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Notatka została dodana'));
    expect(fake.calls.find((call) => call.url === '/admin/ticket/42/notes')?.body).toEqual({ body: 'Tylko dla nas' });
  });

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
    expect(toasts.toasts.filter((toast) => toast.intent === 'success')).toHaveLength(0);

    await userEvent.click(within(bar).getByRole('button', { name: 'Zastosuj moją zmianę ponownie' }));
    await waitFor(() => expect(screen.getByTestId('field-priority')).toHaveTextContent('Wysoki'));
    expect(fake.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ priority: 'high', version: 5 });
    expect(toasts.toasts.map((toast) => toast.body)).toContain('Priorytet został zmieniony');
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
  });

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
    expect(toasts.toasts.map((toast) => toast.body)).toContain('Agent został przypisany');
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
    expect(toasts.toasts.map((toast) => toast.body)).toEqual(
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
    // A multi-select combobox lists its people as checkable menu items.
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Celina Klient/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ user_ids: [18, 17], version: 3 }));
    await waitFor(() => expect(screen.getByTestId('cc-editor')).toHaveTextContent('Celina Klient'));
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
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain(lockMessage));
    expect(toasts.toasts.map((toast) => toast.body)).not.toContain('Błędne dane!');
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
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Raport czasu został usunięty'));
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
