import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, heading, reads, renderTicketShow, ticketDetail, ticketPageTestBed } from '../testing/ticket-show-fixtures.tsx';
import { draftStorageKey } from '../lib/draft-storage.ts';

// The ticket page's answer box: replies (draft, status and version, a 409, a failure, files) and the private note.
// (One file per concern: jest runs files in parallel workers, so the page's tests do not queue behind each other.)

const { serve, toasts } = ticketPageTestBed();

const detail = ticketDetail();

describe('ticket page: reply and note', () => {
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

    await waitFor(() => expect(toasts()).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Odpowiedź została dodana' })));
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
    await waitFor(() => expect(toasts().map((toast) => toast.body)).toContain('Załącznik został dodany'));
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
    await waitFor(() => expect(toasts().map((toast) => toast.body)).toContain('Notatka została dodana'));
    expect(fake.calls.find((call) => call.url === '/admin/ticket/42/notes')?.body).toEqual({ body: 'Tylko dla nas' });
  });
});
