import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { eventBus } from '@helpdesk/shared';
import { fakeApi } from '@helpdesk/shared/testing';
import type { Delivery, MessageDeliveries } from '@helpdesk/shared/resources';
import { DELIVERY_POLL_MS } from '../api/deliveries.ts';
import { useMessageDeliveries } from './use-message-deliveries.ts';

const delivery = (status: Delivery['status']): Delivery => ({
  id: 7,
  channel: 'mail',
  recipient: 'client@demo.test',
  status,
  attempts: status === 'queued' ? 0 : 1,
  last_error: status === 'failed' ? '550 5.1.1 no such user' : null,
  sent_at: status === 'sent' ? '2026-11-20T09:00:05.000Z' : null,
  next_attempt_at: status === 'queued' ? '2026-11-20T09:00:00.000Z' : null,
  created_at: '2026-11-20T09:00:00.000Z',
});

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
  jest.useRealTimers();
});

/** Ticket 42's deliveries as the server has them now (message 100), changeable by the test. */
function serve(state: { deliveries: MessageDeliveries[] }) {
  api = fakeApi((call) =>
    call.method === 'GET' && call.url === '/admin/ticket/42/deliveries'
      ? { data: { data: state.deliveries } }
      : { status: 404, data: { message: 'not found' } },
  );
  return () => api!.to('/admin/ticket/42/deliveries', 'GET').length;
}

function renderDeliveries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useMessageDeliveries(42), { wrapper });
}

describe('useMessageDeliveries', () => {
  it('reads the deliveries again when the ticket’s e-mails were sent or failed (bus event), not for another ticket', async () => {
    const state = { deliveries: [{ ticket_message_id: 100, deliveries: [delivery('queued')] }] };
    const gets = serve(state);
    const { result } = renderDeliveries();
    await waitFor(() => expect(result.current.of(100).map((d) => d.status)).toEqual(['queued']));
    expect(gets()).toBe(1);

    state.deliveries = [{ ticket_message_id: 100, deliveries: [delivery('failed')] }];
    act(() => eventBus.emit('ticket:deliveries', { id: 43, companyId: 1 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(gets()).toBe(1);
    expect(result.current.of(100).map((d) => d.status)).toEqual(['queued']);

    act(() => eventBus.emit('ticket:deliveries', { id: 42, companyId: 1 }));
    await waitFor(() => expect(result.current.of(100).map((d) => d.status)).toEqual(['failed']));
    expect(gets()).toBe(2);
    expect(result.current.of(101)).toEqual([]);
  });

  it('stops listening once the page is left', async () => {
    const gets = serve({ deliveries: [] });
    const { unmount } = renderDeliveries();
    await waitFor(() => expect(gets()).toBe(1));
    unmount();
    act(() => eventBus.emit('ticket:deliveries', { id: 42, companyId: 1 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(gets()).toBe(1);
  });

  it('without events, polls only once a minute while something waits, as the fallback', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    expect(DELIVERY_POLL_MS).toBe(60_000);
    const state = { deliveries: [{ ticket_message_id: 100, deliveries: [delivery('queued')] }] };
    const gets = serve(state);
    const { result } = renderDeliveries();
    await waitFor(() => expect(result.current.of(100)).toHaveLength(1));
    await act(async () => void jest.advanceTimersByTime(DELIVERY_POLL_MS - 1_000));
    expect(gets()).toBe(1);
    state.deliveries = [{ ticket_message_id: 100, deliveries: [delivery('sent')] }];
    await act(async () => void jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(result.current.of(100).map((d) => d.status)).toEqual(['sent']));
    await act(async () => void jest.advanceTimersByTime(DELIVERY_POLL_MS * 3));
    expect(gets()).toBe(2);
  });
});
