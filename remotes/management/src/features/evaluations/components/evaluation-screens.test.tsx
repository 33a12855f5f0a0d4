import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

// jsdom has no canvas for ECharts to measure text with; the figures are asserted through the screen's table instead.
jest.mock('./bar-chart.tsx', () => ({
  BarChart: ({ label, values }: { label: string; values: number[] }) => (
    <div role="img" aria-label={label} data-values={values.join(',')} />
  ),
}));

const staff = (role: 'admin' | 'manager' | 'agent', roles: string[]) => staffUser(role, { roles, companies: [1] });

const ROW = {
  id: 11,
  rating: 2,
  reason: 'too-few-visits',
  comment: 'Technik przyjechał za późno',
  ticket: { id: 42, fullid: 'ACME-42', subject: 'Drukarka nie drukuje' },
  agent: { id: 3, name: 'Artur Agent' },
  company: { id: 1, tag: 'ACME', short_name: 'Acme' },
  user: { id: 9, name: 'Celina Klient' },
  created_at: '2026-11-02T10:00:00.000Z',
};
const SUMMARY = {
  count: 4,
  average: 3.25,
  distribution: [
    { rating: 1, count: 0 },
    { rating: 2, count: 1 },
    { rating: 3, count: 1 },
    { rating: 4, count: 1 },
    { rating: 5, count: 1 },
  ],
  reasons: [
    { reason: 'too-long-resolving-time', count: 0 },
    { reason: 'too-few-visits', count: 1 },
    { reason: 'visit-needed', count: 0 },
    { reason: 'communication-problem', count: 0 },
    { reason: 'too-low-competence', count: 0 },
    { reason: 'other', count: 0 },
  ],
};
const COMPANIES = [{ id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' }];
const AGENTS = [{ id: 3, name: 'Artur Agent', agent_type: 'support' }];

describe('client evaluations (management)', () => {
  setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('lists every evaluation with the summary and charts, links tickets, and filters by rating, reason, agent and period', async () => {
    store.set(currentUserAtom, staff('admin', ['agent', 'admin']));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
      if (call.url === '/admin/evaluations') {
        const none = call.params.rating === 5;
        return { data: { ...page(none ? [] : [ROW]), summary: none ? { ...SUMMARY, count: 0, average: null } : SUMMARY } };
      }
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    await renderRoute(routes, '/evaluation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oceny klientów' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('evaluation-row');
    expect(within(row!).getByRole('link', { name: 'ACME-42 — Drukarka nie drukuje' })).toHaveAttribute('href', '/admin/ticket/show/42');
    for (const text of ['Artur Agent', 'ACME', 'Celina Klient', 'Zbyt mało wizyt', 'Technik przyjechał za późno'])
      expect(within(row!).getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('evaluation-average')).toHaveTextContent('3,25');
    expect(screen.getByTestId('evaluation-count')).toHaveTextContent('4');
    expect(within(screen.getByTestId('evaluation-reasons')).getByRole('row', { name: 'Zbyt mało wizyt 1' })).toBeInTheDocument();
    expect(within(screen.getByTestId('evaluation-distribution')).getByRole('row', { name: '5 / 5 1' })).toBeInTheDocument();
    // The charts come in their own chunk.
    expect(await screen.findByRole('img', { name: 'Rozkład ocen' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Powody niskich ocen' })).toBeInTheDocument();

    await u.selectOptions(screen.getByRole('combobox', { name: 'Powód' }), 'too-few-visits');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), '3');
    await waitFor(() =>
      expect(api.to('/admin/evaluations').at(-1)!.params).toMatchObject({ reason: 'too-few-visits', agent_id: 3, page: 1 }),
    );
    await u.type(screen.getByLabelText('Od'), '2026-11-01');
    await waitFor(() => expect(api.to('/admin/evaluations').at(-1)!.params).toMatchObject({ from: '2026-11-01' }));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Ocena' }), '5');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak ocen dla wybranych filtrów');
    expect(api.to('/admin/evaluations').at(-1)!.params).toMatchObject({ rating: 5, reason: 'too-few-visits', agent_id: 3 });
    await u.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(api.to('/admin/evaluations').at(-1)!.params).toEqual({ page: 1, per_page: 20 }));
  }, 60_000);

  it('one company’s evaluations in English, for an agent assigned to it; no company filter', async () => {
    store.set(currentUserAtom, staff('agent', ['agent', 'assigned-agent']));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => {
      if (call.url === '/admin/lookups/companies') return { data: { data: COMPANIES } };
      if (call.url === '/admin/lookups/agents') return { data: { data: AGENTS } };
      if (call.url === '/admin/company/1/evaluations') return { data: { ...page([ROW]), summary: SUMMARY } };
      return { status: 404, data: {} };
    });
    await renderRoute(routes, '/company/evaluations/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluations of Acme Sp. z o.o.' })).toBeInTheDocument();
    const [row] = await screen.findAllByTestId('evaluation-row');
    expect(within(row!).getByText('Too few visits')).toBeInTheDocument();
    expect(screen.getByTestId('evaluation-average')).toHaveTextContent('3.25');
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(api.to('/admin/evaluations')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Back to companies' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the evaluations cannot be loaded', async () => {
    store.set(currentUserAtom, staff('admin', ['agent', 'admin']));
    fakeApi(() => ({ status: 500, data: { message: 'Błąd serwera' } }));
    await renderRoute(routes, '/evaluation');
    expect(await screen.findByText(/Nie udało się wczytać ocen\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('a manager opening all evaluations lands on /error', async () => {
    store.set(currentUserAtom, staff('manager', ['agent', 'manager']));
    fakeApi(() => ({ data: page([]) }));
    const { router } = await renderRoute(routes, '/evaluation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});
