import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@helpdesk/shared';
import { fakeApi, type FakeCall } from '@helpdesk/shared/testing';
import type { Delivery, MessageDeliveries } from '@helpdesk/shared/resources';
import { DELIVERY_POLL_MS } from '../api/deliveries.ts';
import { collectToasts, renderTicketShow, ticketDetail } from '../testing/ticket-show-fixtures.tsx';

const delivery = (id: number, fields: Partial<Delivery>): Delivery => ({
  id,
  channel: 'mail',
  recipient: `osoba${id}@acme.pl`,
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-20T09:00:05.000Z',
  next_attempt_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  ...fields,
});

const SENT = delivery(1, { recipient: 'client@demo.test' });
const FAILED = delivery(2, { recipient: 'nikt@acme.pl', status: 'failed', sent_at: null, last_error: '550 5.1.1 no such user' });
const WAITING = delivery(3, {
  recipient: 'vip@demo.test',
  status: 'queued',
  attempts: 2,
  sent_at: null,
  last_error: '421 4.7.0 try again later',
  next_attempt_at: '2026-11-20T09:05:00.000Z',
});

let api: ReturnType<typeof fakeApi> | null = null;
let toasts: ReturnType<typeof collectToasts>;

beforeEach(() => (toasts = collectToasts()));
afterEach(() => {
  api?.restore();
  api = null;
  toasts.stop();
  jest.useRealTimers();
});

/** The ticket of the fixtures (message 100 by the agent, 101 by the client) and its deliveries, changeable per test. */
function serve(state: { deliveries: MessageDeliveries[] | 'error' }, onRetry?: (call: FakeCall) => { status?: number; data: unknown }) {
  api = fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/admin/ticket/42') return { data: { data: ticketDetail() } };
    if (call.method === 'GET' && call.url === '/admin/ticket/42/deliveries') {
      return state.deliveries === 'error' ? { status: 500, data: {} } : { data: { data: state.deliveries } };
    }
    if (call.method === 'POST' && /^\/admin\/outbox\/\d+\/retry$/.test(call.url) && onRetry) return onRetry(call);
    return { status: 404, data: { message: 'not found' } };
  });
  return api;
}

/** The whole ticket page renders first: on a busy machine that takes longer than findBy's default second. */
const PAGE = { timeout: 10_000 };
const deliveryGets = () => api!.calls.filter((call) => call.method === 'GET' && call.url === '/admin/ticket/42/deliveries').length;

describe('delivery lines in the ticket thread', () => {
  it('shows sent, waiting with the next attempt and failed with its reason, per recipient, under the mailed message only', async () => {
    serve({ deliveries: [{ ticket_message_id: 100, deliveries: [SENT, FAILED, WAITING] }] });
    await renderTicketShow();
    const list = await screen.findByRole('list', { name: 'Doręczenie wiadomości' }, PAGE);
    expect(screen.getAllByTestId('delivery-lines')).toHaveLength(1);
    expect(list.closest('[data-kind="message"]')).toHaveTextContent('Sprawdzamy.');
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    const [sent, failed, waiting] = lines as [HTMLElement, HTMLElement, HTMLElement];
    expect(sent).toHaveTextContent('Wysłano');
    expect(sent).toHaveTextContent('client@demo.test');
    expect(failed).toHaveTextContent('Nie doręczono');
    expect(failed).toHaveTextContent('nikt@acme.pl');
    expect(failed).toHaveTextContent('550 5.1.1 no such user');
    expect(within(failed).getByRole('button', { name: 'Ponów wysyłkę do nikt@acme.pl' })).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Oczekuje (próba 3)');
    expect(waiting).toHaveTextContent('Ostatni błąd: 421 4.7.0 try again later');
    // Only failed lines offer a retry.
    expect(within(sent).queryByRole('button')).toBeNull();
    expect(within(waiting).queryByRole('button')).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(sent).toHaveTextContent('Sent');
    expect(failed).toHaveTextContent('Failed');
    expect(waiting).toHaveTextContent('Waiting (attempt 3)');
    expect(within(failed).getByRole('button', { name: 'Retry sending to nikt@acme.pl' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pl'));
  });

  it('Retry posts the row, toasts the server’s message and reads the deliveries again (keyboard)', async () => {
    const state: { deliveries: MessageDeliveries[] } = { deliveries: [{ ticket_message_id: 100, deliveries: [FAILED] }] };
    serve(state, () => {
      const queued = { ...FAILED, status: 'queued' as const, attempts: 0, last_error: null, next_attempt_at: '2026-11-20T10:00:00.000Z' };
      state.deliveries = [{ ticket_message_id: 100, deliveries: [queued] }];
      return { data: { data: queued, message: 'Wiadomość wróciła do kolejki wysyłki' } };
    });
    await renderTicketShow();
    const retry = await screen.findByRole('button', { name: 'Ponów wysyłkę do nikt@acme.pl' }, PAGE);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('delivery-lines')).toHaveTextContent('Oczekuje'), PAGE);
    expect(api!.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/admin/outbox/2/retry']);
    expect(toasts.toasts.map((toast) => toast.body)).toContain('Wiadomość wróciła do kolejki wysyłki');
    expect(screen.queryByRole('button', { name: /^Ponów wysyłkę/ })).toBeNull();
  });

  it('a retry the server refuses (409: sent meanwhile) warns with its message and shows the row as it is', async () => {
    const state: { deliveries: MessageDeliveries[] } = { deliveries: [{ ticket_message_id: 100, deliveries: [FAILED] }] };
    serve(state, () => {
      state.deliveries = [
        { ticket_message_id: 100, deliveries: [{ ...FAILED, status: 'sent', last_error: null, sent_at: '2026-11-20T09:10:00.000Z' }] },
      ];
      return { status: 409, data: { message: 'Ponowić można tylko wiadomość, której nie udało się doręczyć' } };
    });
    await renderTicketShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Ponów wysyłkę do nikt@acme.pl' }, PAGE));
    await waitFor(() => expect(screen.getByTestId('delivery-lines')).toHaveTextContent('Wysłano'), PAGE);
    expect(toasts.toasts).toContainEqual(
      expect.objectContaining({ intent: 'warning', body: 'Ponowić można tylko wiadomość, której nie udało się doręczyć' }),
    );
  });

  it('asks again every minute while a message waits (the fallback of the live event), and stops once nothing does', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const state: { deliveries: MessageDeliveries[] } = { deliveries: [{ ticket_message_id: 100, deliveries: [WAITING] }] };
    serve(state);
    await renderTicketShow();
    await screen.findByText('Oczekuje (próba 3)', {}, PAGE);
    const first = deliveryGets();
    state.deliveries = [
      { ticket_message_id: 100, deliveries: [{ ...WAITING, status: 'sent', sent_at: '2026-11-20T09:06:00.000Z', last_error: null }] },
    ];
    await act(async () => void jest.advanceTimersByTime(DELIVERY_POLL_MS));
    await screen.findByText('Wysłano');
    expect(deliveryGets()).toBe(first + 1);
    await act(async () => void jest.advanceTimersByTime(DELIVERY_POLL_MS * 3));
    expect(deliveryGets()).toBe(first + 1);
  });

  it('a failed load says so with a retry; the messages stay readable', async () => {
    serve({ deliveries: 'error' });
    await renderTicketShow();
    const warning = await screen.findByTestId('delivery-load-error', {}, PAGE);
    expect(warning).toHaveTextContent('Nie udało się wczytać stanu doręczenia wiadomości.');
    expect(screen.getByText('Sprawdzamy.')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-lines')).toBeNull();
  });
});
