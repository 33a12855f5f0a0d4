import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Evaluation } from '@helpdesk/shared/schemas';
import { fakeApi, invalid, type FakeHandler } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';
import type { ClientTicketDetail as TicketDetail } from '@helpdesk/shared/resources';
import { ticketDetail } from '../testing/ticket-fixtures.ts';

interface Server {
  ticket: TicketDetail;
  evaluation: Evaluation | null;
}

/** One ticket and its rating as the server keeps them; `extra` answers what a test wants to decide itself. */
function ticketBackend(server: Server, extra: FakeHandler = () => ({ status: 404, data: {} })): FakeHandler {
  return (call) => {
    if (call.method === 'GET' && call.url === '/client/ticket/42') return { data: { data: server.ticket } };
    if (call.method === 'GET' && call.url === '/client/ticket/42/evaluation') {
      return { data: { data: server.evaluation, can_rate: !server.evaluation && server.ticket.status === 'resolved' } };
    }
    return extra(call);
  };
}

const resolved = (): TicketDetail =>
  ticketDetail({ status: 'resolved', status_color: '#198754', resolved_at: '2026-11-21T10:00:00.000Z', version: 4 });

describe('a client’s ticket page', () => {
  const { toasts } = useClientArea();
  let api: ReturnType<typeof fakeApi>;

  it('shows the public thread, sanitised, with its attachments and the ticket’s facts', async () => {
    api = fakeApi(ticketBackend({ ticket: ticketDetail(), evaluation: null }));
    await openAs('client', '/ticket/show/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'ACME-42 · Drukarka nie drukuje' })).toBeInTheDocument();
    const thread = screen.getByTestId('thread');
    const [request, agentReply, clientReply] = within(thread)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === thread);
    expect(request).toHaveTextContent('Od rana nie drukuje.');
    expect(request!.querySelector('script, [onerror]')).toBeNull();
    expect(within(agentReply!).getByText('Serwis')).toBeInTheDocument();
    expect(within(agentReply!).getByRole('link', { name: 'Pobierz instrukcja.pdf (2.0 KB)' })).toHaveAttribute(
      'href',
      '/api/client/ticket/42/attachments/9',
    );
    expect(clientReply).toHaveTextContent('Zdjęcie w załączniku');
    const facts = screen.getByTestId('ticket-facts');
    expect(facts).toHaveTextContent('W trakcie');
    expect(facts).toHaveTextContent('HP LaserJet (ACME/INV/0009)');
    expect(facts).toHaveTextContent('Wiktor Prezes');
    // An open ticket asks for no rating.
    expect(screen.queryByTestId('evaluation')).not.toBeInTheDocument();
    expect(api.to('/client/ticket/42/evaluation')).toHaveLength(0);
  });

  it('names the e-mail’s sender as the requester of a ticket from someone who is not a user', async () => {
    const ticket = ticketDetail({ requester: null, origin: 'email', sender: { name: null, email: 'jan@acme.pl' } });
    api = fakeApi(ticketBackend({ ticket, evaluation: null }));
    await openAs('vip', '/ticket/show/42');
    const facts = await screen.findByTestId('ticket-facts');
    expect(within(facts).getByText('Zgłaszający').closest('dt')!.nextElementSibling).toHaveTextContent('jan@acme.pl (e-mail)');
  });

  it('sends a reply with the version on screen, then shows it in the thread and empties the box', async () => {
    const server: Server = { ticket: ticketDetail(), evaluation: null };
    api = fakeApi(
      ticketBackend(server, (call) => {
        if (call.method === 'POST' && call.url === '/client/ticket/42/reply') {
          const message = {
            id: 102,
            body: (call.body as { body: string }).body,
            author: { id: 17, name: 'Celina Klient', kind: 'client' as const },
            origin: 'web' as const,
            sender: null,
            created_at: '2026-11-21T08:00:00.000Z',
            attachments: [],
          };
          server.ticket = { ...server.ticket, version: 4, messages: [...server.ticket.messages, message] };
          return { status: 201, data: { data: server.ticket, message_id: 102, message: 'Odpowiedź została dodana' } };
        }
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    await openAs('client', '/ticket/show/42');
    const box = await screen.findByRole('textbox', { name: 'Twoja odpowiedź' });
    await user.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(api.to('/client/ticket/42/reply')).toHaveLength(0);

    await user.type(box, 'Po wymianie papieru działa.');
    await user.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    expect(await within(screen.getByTestId('thread')).findByText('Po wymianie papieru działa.')).toBeInTheDocument();
    expect(api.to('/client/ticket/42/reply')[0]!.body).toEqual({ body: 'Po wymianie papieru działa.', version: 3 });
    expect(box).toHaveValue('');
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Odpowiedź została dodana' }));
  });

  it('a reply with files announces how many it uploads next, then uploads them to the new message', async () => {
    const server: Server = { ticket: ticketDetail(), evaluation: null };
    api = fakeApi(
      ticketBackend(server, (call) => {
        if (call.method === 'POST' && call.url === '/client/ticket/42/reply')
          return { status: 201, data: { data: { ...server.ticket, version: 4 }, message_id: 103, message: 'Odpowiedź została dodana' } };
        if (call.method === 'POST' && call.url === '/client/ticket/42/attachments')
          return { status: 201, data: { data: {}, message: 'Załącznik został dodany' } };
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    await openAs('client', '/ticket/show/42');
    const box = await screen.findByRole('textbox', { name: 'Twoja odpowiedź' });
    await user.type(box, 'Zrzuty w załączniku.');
    await user.upload(screen.getByLabelText('Dodaj załączniki'), [
      new File(['a'], 'zrzut1.png', { type: 'image/png' }),
      new File(['b'], 'zrzut2.png', { type: 'image/png' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    await waitFor(() => expect(api.to('/client/ticket/42/attachments')).toHaveLength(2));
    expect(api.to('/client/ticket/42/reply')[0]!.body).toEqual({ body: 'Zrzuty w załączniku.', version: 3, attachments_expected: 2 });
    expect(api.to('/client/ticket/42/attachments').map((call) => (call.body as FormData).get('message_id'))).toEqual(['103', '103']);
  });

  it('keeps the reply when the ticket changed meanwhile (409), says so and reloads the thread', async () => {
    api = fakeApi(
      ticketBackend({ ticket: ticketDetail(), evaluation: null }, (call) =>
        call.url === '/client/ticket/42/reply'
          ? {
              status: 409,
              data: { message: 'Zgłoszenie zostało w międzyczasie zmienione przez kogoś innego. Odśwież i spróbuj ponownie.' },
            }
          : { status: 404, data: {} },
      ),
    );
    const user = userEvent.setup();
    await openAs('client', '/ticket/show/42');
    await user.type(await screen.findByRole('textbox', { name: 'Twoja odpowiedź' }), 'Czy ktoś to sprawdzi?');
    const loads = api.to('/client/ticket/42', 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ intent: 'warning', body: expect.stringContaining('zmienione przez kogoś innego') }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Twoja odpowiedź' })).toHaveValue('Czy ktoś to sprawdzi?');
    await waitFor(() => expect(api.to('/client/ticket/42', 'GET').length).toBeGreaterThan(loads));
  });

  it('closes the ticket as resolved after confirming, and then asks for a rating', async () => {
    const server: Server = { ticket: ticketDetail(), evaluation: null };
    api = fakeApi(
      ticketBackend(server, (call) => {
        if (call.method === 'POST' && call.url === '/client/ticket/42/close') {
          server.ticket = resolved();
          return { data: { data: server.ticket, message: 'Zgłoszenie zostało zamknięte jako rozwiązane' } };
        }
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    await openAs('client', '/ticket/show/42');
    await user.click(await screen.findByRole('button', { name: 'Zamknij jako rozwiązane' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Zamknąć zgłoszenie?');
    await user.click(within(confirm).getByRole('button', { name: 'Zamknij zgłoszenie' }));

    await waitFor(() => expect(screen.getByTestId('ticket-facts')).toHaveTextContent('Rozwiązane'));
    expect(api.to('/client/ticket/42/close')[0]!.body).toEqual({ version: 3 });
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Zgłoszenie zostało zamknięte jako rozwiązane' }));
    expect(screen.queryByRole('button', { name: 'Zamknij jako rozwiązane' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('evaluation')).toHaveTextContent('Zgłoszenie jest rozwiązane. Jak oceniasz naszą pracę?');
  });

  it('asks for the reason of a low rating, then stores the rating with the reason and the comment', async () => {
    const server: Server = { ticket: resolved(), evaluation: null };
    api = fakeApi(
      ticketBackend(server, (call) => {
        if (call.method === 'POST' && call.url === '/client/ticket/42/evaluation') {
          const body = call.body as { rating: number; reason: Evaluation['reason']; comment: string | null };
          server.evaluation = {
            id: 5,
            ticket_id: 42,
            ...body,
            user: { id: 17, name: 'Celina Klient' },
            created_at: '2026-11-21T12:00:00.000Z',
          };
          return { status: 201, data: { data: server.evaluation, message: 'Dziękujemy za ocenę!' } };
        }
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup();
    await openAs('client', '/ticket/show/42');
    const panel = await screen.findByTestId('evaluation');
    await user.click(within(panel).getByRole('button', { name: 'Wyślij ocenę' }));
    expect(await within(panel).findByText('Wybierz ocenę')).toBeInTheDocument();
    expect(within(panel).queryByRole('radiogroup', { name: 'Co poszło nie tak?' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: '2 gwiazdki' }));
    const reasons = await within(panel).findByRole('radiogroup', { name: 'Co poszło nie tak?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('span, div')?.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Zbyt długi czas rozwiązania',
        'Zbyt mało wizyt',
        'Potrzebna była wizyta',
        'Problem z komunikacją',
        'Zbyt niskie kompetencje',
        'Inny powód',
      ]),
    );
    await user.click(within(panel).getByRole('button', { name: 'Wyślij ocenę' }));
    expect(await within(panel).findByText('Wybierz powód niskiej oceny')).toBeInTheDocument();
    expect(api.to('/client/ticket/42/evaluation', 'POST')).toHaveLength(0);

    await user.click(within(reasons).getByRole('radio', { name: 'Zbyt długi czas rozwiązania' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Komentarz (opcjonalnie)' }), 'Czekaliśmy trzy dni.');
    await user.click(within(panel).getByRole('button', { name: 'Wyślij ocenę' }));

    await waitFor(() =>
      expect(within(screen.getByTestId('evaluation')).queryByRole('button', { name: 'Wyślij ocenę' })).not.toBeInTheDocument(),
    );
    expect(api.to('/client/ticket/42/evaluation', 'POST')[0]!.body).toEqual({
      rating: 2,
      reason: 'too-long-resolving-time',
      comment: 'Czekaliśmy trzy dni.',
    });
    const done = screen.getByTestId('evaluation');
    expect(done).toHaveTextContent('Zbyt długi czas rozwiązania');
    expect(done).toHaveTextContent('Czekaliśmy trzy dni.');
    expect(done).toHaveTextContent('Ocenił(a): Celina Klient');
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Dziękujemy za ocenę!' }));
  });

  it('sends a good rating without a reason, and shows the server’s field message when it refuses one (422)', async () => {
    let refuse = true;
    api = fakeApi(
      ticketBackend({ ticket: resolved(), evaluation: null }, (call) => {
        if (call.url !== '/client/ticket/42/evaluation') return { status: 404, data: {} };
        if (refuse) return invalid({ comment: ['Pole może mieć najwyżej 2000 znaków'] });
        return {
          status: 201,
          data: {
            data: { id: 6, ticket_id: 42, rating: 5, reason: null, comment: null, user: null, created_at: '2026-11-21T12:00:00.000Z' },
            message: 'Dziękujemy za ocenę!',
          },
        };
      }),
    );
    const user = userEvent.setup();
    await openAs('client', '/ticket/show/42');
    const panel = await screen.findByTestId('evaluation');
    await user.click(within(panel).getByRole('radio', { name: '2 gwiazdki' }));
    await user.click(within(panel).getByRole('radio', { name: '5 gwiazdek' }));
    expect(within(panel).queryByRole('radiogroup', { name: 'Co poszło nie tak?' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Wyślij ocenę' }));
    expect(await within(panel).findByText('Pole może mieć najwyżej 2000 znaków')).toBeInTheDocument();
    expect(api.to('/client/ticket/42/evaluation', 'POST')[0]!.body).toEqual({ rating: 5, reason: null, comment: null });

    refuse = false;
    await user.click(within(panel).getByRole('button', { name: 'Wyślij ocenę' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('evaluation')).queryByRole('button', { name: 'Wyślij ocenę' })).not.toBeInTheDocument(),
    );
  });

  it('shows a rating already given instead of the form', async () => {
    api = fakeApi(
      ticketBackend({
        ticket: resolved(),
        evaluation: {
          id: 5,
          ticket_id: 42,
          rating: 4,
          reason: null,
          comment: 'Sprawnie.',
          user: { id: 18, name: 'Wiktor Prezes' },
          created_at: '2026-11-21T12:00:00.000Z',
        },
      }),
    );
    await openAs('client', '/ticket/show/42');
    const panel = await screen.findByTestId('evaluation');
    expect(within(panel).getByRole('img', { name: '4 gwiazdki' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Sprawnie.');
    expect(within(panel).queryByRole('button', { name: 'Wyślij ocenę' })).not.toBeInTheDocument();
  });

  it('a ticket merged into another points there with a link, and takes no answer nor closing', async () => {
    const ticket = ticketDetail({ ...resolved(), merged_into: { id: 50, fullid: 'ACME-50' } });
    api = fakeApi(ticketBackend({ ticket, evaluation: null }));
    await openAs('client', '/ticket/show/42');
    const banner = await screen.findByTestId('merged-into');
    expect(banner).toHaveTextContent('To zgłoszenie połączono ze zgłoszeniem ACME-50');
    expect(within(banner).getByRole('link', { name: 'ACME-50' })).toHaveAttribute('href', '/ticket/show/50');
    expect(screen.getByTestId('thread')).toHaveTextContent('Od rana nie drukuje.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij jako rozwiązane' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('evaluation')).not.toBeInTheDocument();
  });

  it('says a ticket the client may not see was not found, with a way back to the list', async () => {
    api = fakeApi(() => ({ status: 404, data: { message: 'Nie odnaleziono żądanego zasobu' } }));
    const user = userEvent.setup();
    const { router } = await openAs('client', '/ticket/show/999');
    expect(await screen.findByTestId('ticket-missing')).toHaveTextContent('Nie znaleziono zgłoszenia albo nie masz do niego dostępu.');
    await user.click(screen.getByRole('button', { name: 'Wróć do zgłoszeń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket'));
  });
});
