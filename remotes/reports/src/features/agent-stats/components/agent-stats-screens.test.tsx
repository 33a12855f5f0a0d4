import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import type { AgentFigures, AgentStatsDetail, AgentStatsList } from '@helpdesk/shared/resources';
import { routes } from '../../../routes.tsx';

jest.mock('../../../components/chart.tsx', () => ({
  Chart: ({ label, series }: { label: string; series: { name: string; values: number[] }[] }) => (
    <div role="img" aria-label={label} data-series={series.map((s) => `${s.name}:${s.values.join(',')}`).join('|')} />
  ),
}));

const figures = (assigned: number, utilisation: number | null): AgentFigures => ({
  assigned,
  resolved: assigned - 2,
  median_first_response_minutes: 35,
  median_resolution_minutes: 1500,
  sla: { met: 9, total: 10 },
  reopened: 1,
  evaluations: { count: 2, average: 4.5 },
  hours: { normal: 3000, overtime: 120, outside_contract: 60, internal: 240 },
  expected_minutes: utilisation === null ? 0 : 9600,
  reported_minutes: 3420,
  utilisation,
});
const LIST: AgentStatsList = {
  range: { from: '2026-09', to: '2026-11', time_zone: 'Europe/Warsaw' },
  agents: [
    { agent: { id: 3, name: 'Artur Agent', role: 'agent', time_scope: 480 }, figures: figures(12, 36) },
    { agent: { id: 4, name: 'Maria Manager', role: 'manager', time_scope: 0 }, figures: figures(4, null) },
  ],
};
const DETAIL: AgentStatsDetail = {
  range: { from: '2026-10', to: '2026-11', time_zone: 'Europe/Warsaw' },
  agent: LIST.agents[0]!.agent,
  figures: figures(12, 36),
  months: [
    { month: '2026-10', figures: figures(5, 30) },
    { month: '2026-11', figures: figures(7, 42) },
  ],
};

describe('agent statistics', () => {
  setUpScreenTests();
  afterEach(() => store.set(currentUserAtom, null));

  it('lists every agent’s figures for the period, charts utilisation, and opens an agent’s detail with its trends (Polish)', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    const api = fakeApi((call) => {
      if (call.url === '/admin/agent-stats') return { data: { data: LIST } };
      if (call.url === '/admin/agent-stats/3') return { data: { data: DETAIL } };
      return { status: 404, data: {} };
    });
    const u = userEvent.setup();
    const { router } = await renderRoute(routes, '/agent-stats?from=2026-09&to=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statystyki agentów' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Statystyki agentów' });
    const artur = within(table).getByRole('row', { name: /Artur Agent/ });
    expect(artur).toHaveTextContent(
      /Artur Agent\s*12\s*10\s*00:35\s*25:00\s*90%\s*1\s*4,50\s*50:00\s*02:00\s*01:00\s*04:00\s*160:00\s*36%/,
    );
    expect(within(table).getByRole('row', { name: /Maria Manager/ })).toHaveTextContent(/—$/);
    // Only agents with a time scope have a utilisation to draw.
    expect(await screen.findByRole('img', { name: 'Wykorzystanie czasu pracy (%)' })).toHaveAttribute('data-series', 'Wykorzystanie:36');
    expect(api.to('/admin/agent-stats')[0]!.params).toEqual({ from: '2026-09', to: '2026-11' });

    await u.click(within(artur).getByRole('link', { name: 'Artur Agent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/agent-stats/show/3'));
  }, 60_000);

  it('shows one agent’s figures and monthly trends in English', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    await act(() => i18n.changeLanguage('en'));
    const api = fakeApi((call) => (call.url === '/admin/agent-stats/3' ? { data: { data: DETAIL } } : { status: 404, data: {} }));
    await renderRoute(routes, '/agent-stats/show/3?from=2026-10&to=2026-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics: Artur Agent' })).toBeInTheDocument();
    expect(api.to('/admin/agent-stats/3')[0]!.params).toEqual({ from: '2026-10', to: '2026-11' });
    expect(screen.getByTestId('figure-utilisation')).toHaveTextContent('Utilisation36%Reported 57:00 of 160:00');
    expect(screen.getByTestId('figure-first-response')).toHaveTextContent('Median first response00:35Median resolution: 25:00');
    expect(await screen.findByRole('img', { name: 'Tickets and SLA by month' })).toHaveAttribute(
      'data-series',
      'Assigned:5,7|Resolved:3,5|SLA met:90,90',
    );
    const months = screen.getByRole('table', { name: 'Months' });
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent(/Nov 2026.*7.*5.*42%/);
    expect(screen.getByRole('button', { name: 'All agents' })).toBeInTheDocument();
  });

  it('shows the error with a retry and the not-found answer', async () => {
    store.set(currentUserAtom, staffUser('agent'));
    fakeApi(() => ({ status: 404, data: { message: 'Nie odnaleziono' } }));
    await renderRoute(routes, '/agent-stats/show/99');
    expect(await screen.findByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });

  it('refuses a client', async () => {
    store.set(currentUserAtom, { ...staffUser('agent'), roles: [{ name: 'client' }] } as never);
    fakeApi(() => ({ data: { data: LIST } }));
    const { router } = await renderRoute(routes, '/agent-stats');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});
