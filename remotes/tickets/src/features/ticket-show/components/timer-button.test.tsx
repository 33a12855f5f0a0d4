/**
 * The ticket page's timer: start, stop into the time tab's form filled from the draft (saved as adjusted, or
 * cancelled keeping nothing), discard, and the server's refusal while a timer runs on another ticket.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@helpdesk/shared/testing';
import type { RunningTimer } from '@helpdesk/shared/resources';
import { collectToasts, fill, renderTicketShow, ticketDetail } from '../testing/ticket-show-fixtures.tsx';

jest.setTimeout(60_000);

const detail = ticketDetail({
  time_reports: [],
  time_summary: { total_minutes: 0, charged_minutes: 0, normal: 0, overtime: { '50': 0, '100': 0, '150': 0 }, weighted: 0 },
});
const runningHere = (startedAt = new Date(Date.now() - 125_000)): RunningTimer => ({
  ticket: { id: 42, fullid: detail.fullid, subject: detail.subject },
  started_at: startedAt.toISOString(),
});
const draft = { ticket_id: 42, day: '2026-11-27', from_hour: '09:00', minutes: 40 };

/** The ticket's calls, the timer's as `timer` says, and whatever else `extra` answers. */
function serve(
  timer: { current: RunningTimer | null },
  extra: (call: { method: string; url: string }) => object | undefined = () => undefined,
) {
  return fakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url.endsWith('/deliveries')) return { data: { data: [] } };
    if (call.url === '/admin/timer' && call.method === 'GET') return { data: { data: timer.current } };
    return { data: { data: detail } };
  });
}

async function openTicket(path?: string) {
  const view = await renderTicketShow(path);
  await screen.findByRole('heading', { level: 1, name: 'Drukarka nie drukuje' });
  return view;
}

describe('the ticket page’s timer', () => {
  let api: ReturnType<typeof fakeApi>;
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => (toasts = collectToasts()));
  afterEach(() => {
    api.restore();
    toasts.stop();
  });

  it('starts on this ticket and then shows Stop with the running time', async () => {
    const timer = { current: null as RunningTimer | null };
    api = serve(timer, (call) => {
      if (call.url !== '/admin/timer' || call.method !== 'POST') return undefined;
      timer.current = runningHere(new Date());
      return { status: 201, data: { data: timer.current, message: 'Stoper został uruchomiony' } };
    });
    await openTicket();
    await userEvent.click(await screen.findByRole('button', { name: 'Uruchom stoper' }));
    await waitFor(() => expect(api.to('/admin/timer', 'POST')).toHaveLength(1));
    expect(api.to('/admin/timer', 'POST')[0]!.body).toEqual({ ticket_id: 42 });
    const stop = await screen.findByRole('button', { name: /^Zatrzymaj stoper/ });
    expect(within(stop).getByRole('timer')).toHaveTextContent(/^0:00:[0-5]\d$/);
  });

  it('stops into the time tab’s form filled with the day, start hour and duration; the adjusted report is saved', async () => {
    const timer = { current: runningHere() as RunningTimer | null };
    api = serve(timer, (call) => {
      if (call.url === '/admin/timer' && call.method === 'DELETE') {
        timer.current = null;
        return { data: { data: draft, message: 'Stoper został zatrzymany — uzupełnij raport czasu' } };
      }
      if (call.method === 'POST' && call.url.endsWith('/time-reports'))
        return { status: 201, data: { data: { id: 99 }, message: 'Raport czasu został dodany' } };
      return undefined;
    });
    const { router } = await openTicket();
    expect(within(await screen.findByRole('button', { name: /^Zatrzymaj stoper/ })).getByRole('timer')).toHaveTextContent(/^0:02:[0-5]\d$/);
    await userEvent.click(screen.getByRole('button', { name: /^Zatrzymaj stoper/ }));

    const form = await screen.findByTestId('time-report-form');
    expect(screen.getByRole('tab', { name: /Czas pracy/ })).toHaveAttribute('aria-selected', 'true');
    expect(form).toHaveTextContent('Wypełnione ze stopera');
    expect(within(form).getByLabelText(/Dzień/)).toHaveValue('2026-11-27');
    expect(within(form).getByLabelText(/Od godziny/)).toHaveValue('09:00');
    expect(within(form).getByLabelText(/Czas trwania/)).toHaveValue(40);
    expect(within(form).getByLabelText(/Dzień/)).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Uruchom stoper' })).toBeInTheDocument();

    await fill(within(form).getByLabelText(/Czas trwania/), '45');
    await fill(within(form).getByLabelText('Krótki opis'), 'Telefon z klientem');
    await userEvent.click(within(form).getByRole('button', { name: 'Dodaj raport' }));
    await waitFor(() => expect(api.to('/admin/ticket/42/time-reports', 'POST')).toHaveLength(1));
    expect(api.to('/admin/ticket/42/time-reports', 'POST')[0]!.body).toEqual(
      expect.objectContaining({ day: '2026-11-27', from_hour: '09:00', minutes: 45, description: 'Telefon z klientem' }),
    );
    await waitFor(() => expect(screen.queryByTestId('time-report-form')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=time');
  });

  it('opens the filled form from the address the top bar’s chip navigates to; Cancel keeps nothing', async () => {
    const timer = { current: null as RunningTimer | null };
    api = serve(timer);
    const { router } = await openTicket('/admin/ticket/show/42?tab=time&report_day=2026-11-27&report_from=09:00&report_minutes=40');
    const form = await screen.findByTestId('time-report-form');
    expect(within(form).getByLabelText(/Czas trwania/)).toHaveValue(40);
    await userEvent.click(within(form).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByTestId('time-report-form')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=time');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    // The add button takes the focus back, as after any closed form.
    expect(screen.getByRole('button', { name: 'Dodaj raport czasu' })).toHaveFocus();
  });

  it('says which ticket the timer already runs on when the server refuses a start', async () => {
    const elsewhere: RunningTimer = { ticket: { id: 7, fullid: 'ACME-7', subject: 'Serwer' }, started_at: new Date().toISOString() };
    const timer = { current: elsewhere as RunningTimer | null };
    const refusal = 'Stoper już mierzy czas zgłoszenia ACME-7. Najpierw go zatrzymaj.';
    api = serve(timer, (call) =>
      call.url === '/admin/timer' && call.method === 'POST' ? { status: 409, data: { message: refusal, data: elsewhere } } : undefined,
    );
    await openTicket();
    await userEvent.click(await screen.findByRole('button', { name: 'Uruchom stoper' }));
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain(refusal));
    expect(screen.queryByRole('button', { name: /^Zatrzymaj stoper/ })).not.toBeInTheDocument();
  });

  it('discards after a confirmation, with no report form', async () => {
    const timer = { current: runningHere() as RunningTimer | null };
    api = serve(timer, (call) => {
      if (call.url !== '/admin/timer/discard') return undefined;
      timer.current = null;
      return { data: { message: 'Pomiar czasu został porzucony' } };
    });
    await openTicket();
    await userEvent.click(await screen.findByRole('button', { name: 'Porzuć pomiar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Porzuć' }));
    await waitFor(() => expect(api.to('/admin/timer/discard', 'POST')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Uruchom stoper' })).toBeInTheDocument();
    expect(screen.queryByTestId('time-report-form')).not.toBeInTheDocument();
  });
});
