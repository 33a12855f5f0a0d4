import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { currentUserAtom, i18n, store } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { renderRoute, fakeApi, type FakeCall, type FakeHandler } from '@helpdesk/shared/testing';
import type { PlannedWork } from '@helpdesk/shared/resources';
import { collectToasts, fill, ME, prepareTexts, ticketDetail } from '../testing/ticket-show-fixtures.tsx';
import { TicketShowScreen } from './ticket-show-screen.tsx';

const as = (id: number, role: 'agent' | 'manager' | 'admin'): CurrentUser => ({
  ...ME,
  data: { ...ME.data, id, role },
  roles: role === 'agent' ? [{ name: 'agent' }, { name: 'assigned-agent' }] : [{ name: 'agent' }, { name: role }],
});
const AGENT = as(5, 'agent');
const MANAGER = as(2, 'manager');

const work = (overrides: Partial<PlannedWork>): PlannedWork => ({
  id: 8,
  start_time: '2026-11-24T07:00:00.000Z',
  hours: 2,
  planned_by: { id: 5, name: 'Artur Agent' },
  accepted_by: null,
  rejected_by: null,
  internal: false,
  status: 'waiting-for-accept',
  ticket: { id: 42, fullid: 'ACME-7', subject: 'Drukarka nie drukuje' },
  created_at: '2026-11-21T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

const MINE = work({});
const ACCEPTED = work({
  id: 9,
  start_time: '2026-11-25T12:30:00.000Z',
  hours: 1.5,
  internal: true,
  status: 'accepted',
  planned_by: { id: 1, name: 'Adam Administrator' },
  accepted_by: { id: 2, name: 'Marta Menedżer' },
});
const REJECTED = work({
  id: 10,
  start_time: '2026-11-26T08:00:00.000Z',
  status: 'rejected',
  planned_by: { id: 1, name: 'Adam Administrator' },
  rejected_by: { id: 2, name: 'Marta Menedżer' },
});

let api: ReturnType<typeof fakeApi> | null = null;
let toasts: ReturnType<typeof collectToasts>;

beforeEach(() => (toasts = collectToasts()));
afterEach(() => {
  api?.restore();
  api = null;
  toasts.stop();
});

/** The ticket and its planned works (changeable per test); anything else is handled by `extra` or 404s. */
function serve(
  state: { works: PlannedWork[]; trashed?: boolean },
  extra: FakeHandler = () => ({ status: 404, data: { message: 'not found' } }),
) {
  api = fakeApi((call: FakeCall) => {
    if (call.method === 'GET' && call.url === '/admin/ticket/42') {
      return {
        data: { data: ticketDetail({ planned_works: state.works, deleted_at: state.trashed ? '2026-11-21T10:00:00.000Z' : null }) },
      };
    }
    if (call.method === 'GET' && call.url === '/admin/ticket/42/planned-works') return { data: { data: state.works } };
    return extra(call);
  });
  return api;
}

async function open(user: CurrentUser) {
  await prepareTexts();
  store.set(currentUserAtom, user);
  const view = await renderRoute([{ path: 'ticket/show/:id?', Component: TicketShowScreen }], '/ticket/show/42?tab=plannedWorks');
  await screen.findByRole('heading', { level: 1, name: 'Drukarka nie drukuje' });
  return view;
}

const item = (id: number) => screen.getByTestId('planned-works').querySelector<HTMLElement>(`[data-work="${id}"]`)!;
const gets = () => api!.calls.filter((call) => call.method === 'GET' && call.url === '/admin/ticket/42/planned-works').length;

describe('planned works on the ticket page', () => {
  it('lists status, hours, the internal flag and who planned, accepted or rejected', async () => {
    serve({ works: [MINE, ACCEPTED, REJECTED] });
    await open(AGENT);
    await waitFor(() => expect(item(8)).toHaveTextContent('Zaplanował(a): Artur Agent'));
    expect(screen.getByRole('tab', { name: 'Prace planowane (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(item(8)).toHaveTextContent(`${dayjs(MINE.start_time).format('YYYY-MM-DD HH:mm')}2 hCzeka na akceptację`);
    expect(within(item(9)).getByTestId('planned-work-status')).toHaveTextContent('Zaakceptowana');
    expect(item(9)).toHaveTextContent('1,5 h');
    expect(item(9)).toHaveTextContent('Wewnętrzne');
    expect(item(9)).toHaveTextContent('Zaakceptował(a): Marta Menedżer');
    expect(item(10)).toHaveTextContent('Odrzucił(a): Marta Menedżer');
    // An agent changes only their own work and decides nothing.
    expect(within(item(8)).getByRole('button', { name: /^Zmień prace planowane/ })).toBeInTheDocument();
    expect(within(item(8)).getByRole('button', { name: /^Usuń prace planowane/ })).toBeInTheDocument();
    expect(within(item(9)).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Akceptuj/ })).toBeNull();
  });

  it('plans a work: the form sends the start in UTC, toasts the server message and refreshes the lists', async () => {
    const state = { works: [] as PlannedWork[] };
    serve(state, (call) => {
      if (call.method === 'POST' && call.url === '/admin/ticket/42/planned-works') {
        const created = work({ id: 11, ...(call.body as object) });
        state.works = [created];
        return { status: 201, data: { data: created, message: 'Prace planowane zostały utworzone' } };
      }
      return { status: 404, data: {} };
    });
    const { queryClient } = await open(AGENT);
    expect(screen.getByText('Brak prac planowanych dla tego zgłoszenia.')).toBeInTheDocument();
    // The shell's top-bar dropdown keeps its list under the same root.
    queryClient.setQueryData(['planned-works', 'list'], { data: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Zaplanuj prace' }));
    const form = await screen.findByTestId('planned-work-form');
    await waitFor(() => expect(screen.getByLabelText(/Dzień rozpoczęcia/)).toHaveFocus());
    await fill(screen.getByLabelText(/Dzień rozpoczęcia/), '2026-12-01');
    await fill(screen.getByLabelText(/Godzina rozpoczęcia/), '09:30');
    await fill(screen.getByLabelText(/Potrzebne godziny/), '2.5');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Prace wewnętrzne' }));
    const before = gets();
    await userEvent.click(within(form).getByRole('button', { name: 'Zaplanuj' }));

    await waitFor(() => expect(api!.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api!.calls.find((call) => call.method === 'POST')!.body).toEqual({
      start_time: dayjs('2026-12-01T09:30').toISOString(),
      hours: 2.5,
      internal: true,
    });
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Prace planowane zostały utworzone'));
    await waitFor(() => expect(screen.queryByTestId('planned-work-form')).toBeNull());
    await waitFor(() => expect(item(11)).toHaveTextContent('2,5 h'));
    expect(gets()).toBeGreaterThan(before);
    expect(queryClient.getQueryState(['planned-works', 'list'])!.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Prace planowane (1)' })).toBeInTheDocument());
  });

  it('checks the fields before sending, in Polish and English, and shows the server’s messages under them keeping what was typed', async () => {
    serve({ works: [] }, (call) => {
      if (call.method === 'POST')
        return { status: 422, data: { message: 'Błędne dane!', errors: { start_time: ['Pole musi być poprawną datą'] } } };
      return { status: 404, data: {} };
    });
    await open(AGENT);
    await userEvent.click(screen.getByRole('button', { name: 'Zaplanuj prace' }));
    const form = await screen.findByTestId('planned-work-form');
    const hours = screen.getByLabelText(/Potrzebne godziny/);
    await userEvent.clear(hours);
    await userEvent.clear(screen.getByLabelText(/Godzina rozpoczęcia/));
    await userEvent.click(within(form).getByRole('button', { name: 'Zaplanuj' }));
    expect(await within(form).findAllByText('To pole jest wymagane')).toHaveLength(2);

    await fill(hours, '0.1');
    await fill(screen.getByLabelText(/Godzina rozpoczęcia/), '10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Zaplanuj' }));
    expect(await within(form).findByText('Pole musi być większe lub równe 0,25')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    await userEvent.click(within(form).getByRole('button', { name: 'Plan' }));
    expect(await within(form).findByText('The field must be at least 0.25')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pl'));
    expect(api!.calls.some((call) => call.method === 'POST')).toBe(false);

    await fill(hours, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Zaplanuj' }));
    expect(await within(form).findByText('Pole musi być poprawną datą')).toBeInTheDocument();
    expect(screen.getByTestId('planned-work-form')).toBeInTheDocument();
    expect(screen.getByLabelText(/Potrzebne godziny/)).toHaveValue(3);
    expect(screen.getByLabelText(/Godzina rozpoczęcia/)).toHaveValue('10:00');

    // Escape leaves the form; the keyboard is back on the add button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('planned-work-form')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zaplanuj prace' })).toHaveFocus());
  });

  it('lets a manager accept and reject waiting works; a work somebody decided first shows as it is now', async () => {
    const second = work({ id: 12, start_time: '2026-11-27T08:00:00.000Z' });
    const state = { works: [MINE, second] };
    serve(state, (call) => {
      if (call.url === '/admin/planned-work/8/accept') {
        state.works = [{ ...MINE, status: 'accepted', accepted_by: { id: 2, name: 'Marta Menedżer' } }, second];
        return { data: { data: state.works[0], message: 'Prace planowane zostały zaakceptowane' } };
      }
      if (call.url === '/admin/planned-work/12/reject') {
        state.works = [state.works[0]!, { ...second, status: 'rejected', rejected_by: { id: 1, name: 'Adam Administrator' } }];
        return {
          status: 409,
          data: { message: 'Tylko prace oczekujące na akceptację można zaakceptować lub odrzucić', data: state.works[1] },
        };
      }
      return { status: 404, data: {} };
    });
    await open(MANAGER);
    await waitFor(() => expect(item(8)).toHaveTextContent('Artur Agent'));
    await userEvent.click(within(item(8)).getByRole('button', { name: /^Akceptuj prace planowane/ }));
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Prace planowane zostały zaakceptowane'));
    await waitFor(() => expect(item(8)).toHaveTextContent('Zaakceptował(a): Marta Menedżer'));
    expect(within(item(8)).queryByRole('button', { name: /^Akceptuj/ })).toBeNull();

    await userEvent.click(within(item(12)).getByRole('button', { name: /^Odrzuć prace planowane/ }));
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual(
        expect.objectContaining({ intent: 'warning', body: 'Tylko prace oczekujące na akceptację można zaakceptować lub odrzucić' }),
      ),
    );
    await waitFor(() => expect(item(12)).toHaveTextContent('Odrzucił(a): Adam Administrator'));
    // A manager may still change or delete another agent's work.
    expect(within(item(12)).getByRole('button', { name: /^Usuń prace planowane/ })).toBeInTheDocument();
  });

  it('changes a work (warning that moving an accepted one sends it back) and deletes one after confirmation', async () => {
    const state = { works: [ACCEPTED, REJECTED] };
    serve(state, (call) => {
      if (call.method === 'PUT' && call.url === '/admin/planned-work/9') {
        state.works = [{ ...ACCEPTED, ...(call.body as object), status: 'waiting-for-accept', accepted_by: null }, REJECTED];
        return { data: { data: state.works[0], message: 'Prace planowane zostały zaktualizowane' } };
      }
      if (call.method === 'DELETE' && call.url === '/admin/planned-work/10') {
        state.works = [state.works[0]!];
        return { data: { message: 'Prace planowane zostały usunięte' } };
      }
      return { status: 404, data: {} };
    });
    await open(MANAGER);
    await waitFor(() => expect(item(9)).toHaveTextContent('Adam Administrator'));
    await userEvent.click(within(item(9)).getByRole('button', { name: /^Zmień prace planowane/ }));
    const form = await screen.findByTestId('planned-work-form');
    expect(form).toHaveTextContent('Zmiana dnia, godziny lub liczby godzin odeśle prace ponownie do akceptacji.');
    expect(screen.getByLabelText(/Dzień rozpoczęcia/)).toHaveValue(dayjs(ACCEPTED.start_time).format('YYYY-MM-DD'));
    expect(screen.getByLabelText(/Potrzebne godziny/)).toHaveValue(1.5);
    expect(within(form).getByRole('checkbox', { name: 'Prace wewnętrzne' })).toBeChecked();
    await fill(screen.getByLabelText(/Potrzebne godziny/), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() =>
      expect(api!.calls.find((call) => call.method === 'PUT')!.body).toEqual({ start_time: ACCEPTED.start_time, hours: 4, internal: true }),
    );
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Prace planowane zostały zaktualizowane'));
    await waitFor(() => expect(within(item(9)).getByTestId('planned-work-status')).toHaveTextContent('Czeka na akceptację'));

    await userEvent.click(within(item(10)).getByRole('button', { name: /^Usuń prace planowane/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Usunąć prace planowane na ${dayjs(REJECTED.start_time).format('YYYY-MM-DD HH:mm')} (2 h)?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(api!.calls.some((call) => call.method === 'DELETE' && call.url === '/admin/planned-work/10')).toBe(true));
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Prace planowane zostały usunięte'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('planned-works').querySelector('[data-work="10"]')).toBeNull());
  });

  it('offers nothing to change on a trashed ticket', async () => {
    serve({ works: [MINE], trashed: true });
    await open(MANAGER);
    await waitFor(() => expect(item(8)).toHaveTextContent('Artur Agent'));
    expect(screen.getByText('Zgłoszenie jest w koszu: jego prac planowanych nie można zmieniać.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zaplanuj prace' })).toBeNull();
    expect(within(item(8)).queryByRole('button')).toBeNull();
  });
});
