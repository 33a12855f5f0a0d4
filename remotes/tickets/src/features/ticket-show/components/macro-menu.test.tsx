import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeCall, type FakeHandler } from '@helpdesk/shared/testing';
import { collectToasts, renderTicketShow, ticketDetail } from '../testing/ticket-show-fixtures.tsx';

jest.setTimeout(30_000);

let api: ReturnType<typeof fakeApi> | null = null;
let toasts: ReturnType<typeof collectToasts>;
const serve = (handler: FakeHandler) => (api = fakeApi(handler));

const detail = ticketDetail();
const macros = [
  {
    id: 7,
    name: 'Zamknij jako rozwiązane',
    description: '',
    actions: [],
    active: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  },
];
const solved = {
  ...detail,
  status: 'resolved' as const,
  version: 4,
  history: [
    {
      id: 99,
      action: 'macro',
      changes: { macro: [null, 'Zamknij jako rozwiązane'], status: ['in-progress', 'resolved'] },
      user: { id: 1, name: 'Adam Administrator' },
      created_at: '2026-11-28T10:00:00.000Z',
    },
    ...detail.history,
  ],
};

const reads = (call: FakeCall) => {
  if (call.method === 'GET' && call.url === '/admin/ticket/42') return { data: { data: detail } };
  if (call.method === 'GET' && call.url === '/admin/macros') return { data: { data: macros } };
  if (call.url.startsWith('/admin/lookups/')) return { data: { data: [] } };
  return { status: 404, data: { message: 'not found' } };
};

beforeEach(() => {
  toasts = collectToasts();
});
afterEach(() => {
  api?.restore();
  api = null;
  toasts.stop();
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Drukarka nie drukuje' });

describe('the ticket page’s Macros menu', () => {
  it('lists the active macros and applies one at the version on screen, then shows the new state', async () => {
    const fake = serve((call) => {
      if (call.method === 'POST' && call.url === '/admin/ticket/42/macros/7/apply')
        return { data: { data: solved, message: 'Zastosowano makro „Zamknij jako rozwiązane”' } };
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    expect(fake.calls.some((c) => c.url === '/admin/macros')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Makra' }));
    expect(fake.calls.find((c) => c.url === '/admin/macros')?.params).toMatchObject({ active: '1' });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Zamknij jako rozwiązane' }));

    await waitFor(() => expect(screen.getByTestId('ticket-show')).toHaveAttribute('data-version', '4'));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 3 });
    expect(screen.getByTestId('field-status')).toHaveTextContent('Rozwiązane');
    expect(toasts.toasts.map((toast) => toast.body)).toContain('Zastosowano makro „Zamknij jako rozwiązane”');
  });

  it('shows a conflict in the conflict bar with the current ticket, and applies again on request', async () => {
    let conflict = true;
    const current = { ...detail, priority: 'critical' as const, version: 5 };
    const fake = serve((call) => {
      if (call.method === 'POST' && call.url === '/admin/ticket/42/macros/7/apply') {
        if (conflict) {
          conflict = false;
          return {
            status: 409,
            data: { message: 'Zgłoszenie zostało w międzyczasie zmienione przez kogoś innego.', data: current, version: 5 },
          };
        }
        return { data: { data: { ...solved, version: 6 }, message: 'Zastosowano makro „Zamknij jako rozwiązane”' } };
      }
      return reads(call);
    });
    await renderTicketShow();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Makra' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Zamknij jako rozwiązane' }));

    const bar = await screen.findByTestId('conflict');
    expect(bar).toHaveTextContent('Zgłoszenie zostało w międzyczasie zmienione');
    expect(bar).toHaveTextContent('makro „Zamknij jako rozwiązane”');
    expect(screen.getByTestId('field-priority')).toHaveTextContent('Krytyczny');
    await userEvent.click(within(bar).getByRole('button', { name: 'Zastosuj moją zmianę ponownie' }));
    await waitFor(() => expect(screen.getByTestId('ticket-show')).toHaveAttribute('data-version', '6'));
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ version: 3 }, { version: 5 }]);
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
  });
});
