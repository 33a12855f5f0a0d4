import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@helpdesk/shared/testing';
import { collectToasts, fill, renderTicketShow, ticketDetail } from '../testing/ticket-show-fixtures.tsx';

const detail = ticketDetail({
  time_reports: [],
  time_summary: { total_minutes: 0, charged_minutes: 0, normal: 0, overtime: { '50': 0, '100': 0, '150': 0 }, weighted: 0 },
});

async function openForm() {
  await renderTicketShow();
  await screen.findByRole('heading', { level: 1, name: 'Drukarka nie drukuje' });
  await userEvent.click(screen.getByRole('tab', { name: /Czas pracy/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Dodaj raport czasu' }));
  return screen.findByTestId('time-report-form');
}

describe('time report form', () => {
  let api: ReturnType<typeof fakeApi>;
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => (toasts = collectToasts()));
  afterEach(() => {
    api.restore();
    toasts.stop();
  });

  it('sends every field; overtime always needs acceptance', async () => {
    api = fakeApi((call) => {
      if (call.url.endsWith('/deliveries')) return { data: { data: [] } };
      if (call.url === '/admin/timer') return { data: { data: null } };
      if (call.method === 'POST') return { status: 201, data: { data: { id: 99 }, message: 'Raport czasu został dodany' } };
      return { data: { data: detail } };
    });
    await openForm();
    await fill(screen.getByLabelText(/Dzień/), '2026-11-20');
    await fill(screen.getByLabelText(/Od godziny/), '08:15');
    await userEvent.selectOptions(screen.getByLabelText(/Rodzaj pracy/), 'developer');
    await fill(screen.getByLabelText(/Czas trwania/), '95');
    expect(screen.getByText('To 01:35 (gg:mm)')).toBeInTheDocument();
    await fill(screen.getByLabelText('Krótki opis'), 'Aktualizacja systemu');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prace dodatkowe' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dojazd do klienta' }));
    await userEvent.selectOptions(screen.getByLabelText('Nadgodziny'), '100');
    expect(screen.getByRole('checkbox', { name: 'Wymaga akceptacji' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wymaga akceptacji' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj raport' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')).toEqual(
      expect.objectContaining({
        url: '/admin/ticket/42/time-reports',
        body: {
          day: '2026-11-20',
          from_hour: '08:15',
          kind: 'developer',
          minutes: 95,
          description: 'Aktualizacja systemu',
          additional_works: true,
          overtime: 100,
          outside_contract: false,
          arrival: true,
          needs_accept: true,
        },
      }),
    );
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Raport czasu został dodany'));
    await waitFor(() => expect(screen.queryByTestId('time-report-form')).not.toBeInTheDocument());
  });

  it('validates before sending and shows the server’s field messages', async () => {
    api = fakeApi((call) => {
      if (call.url.endsWith('/deliveries')) return { data: { data: [] } };
      if (call.url === '/admin/timer') return { data: { data: null } };
      if (call.method === 'POST')
        return { status: 422, data: { message: 'Błędne dane!', errors: { day: ['Pole musi być poprawną datą'] } } };
      return { data: { data: detail } };
    });
    await openForm();
    const minutes = screen.getByLabelText(/Czas trwania/);
    await userEvent.clear(minutes);
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj raport' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await fill(minutes, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj raport' }));
    expect(await screen.findByText('Pole musi być poprawną datą')).toBeInTheDocument();
    expect(screen.getByTestId('time-report-form')).toBeInTheDocument();
  });

  it('corrects a rejected report: the form holds its values, PUTs the change and says it returns for acceptance', async () => {
    const rejected = {
      ...ticketDetail().time_reports[0]!,
      id: 80,
      minutes: 90,
      overtime: 50 as const,
      needs_accept: true,
      rejected_at: '2026-11-21T08:00:00.000Z',
      reject_reason: 'Za długo',
    };
    api = fakeApi((call) => {
      if (call.url.endsWith('/deliveries')) return { data: { data: [] } };
      if (call.url === '/admin/timer') return { data: { data: null } };
      if (call.method === 'PUT')
        return {
          data: {
            data: { ...rejected, minutes: 60, rejected_at: null, reject_reason: null },
            message: 'Raport czasu został zaktualizowany',
          },
        };
      return { data: { data: ticketDetail({ time_reports: [rejected] }) } };
    });
    await renderTicketShow();
    await screen.findByRole('heading', { level: 1, name: 'Drukarka nie drukuje' });
    await userEvent.click(screen.getByRole('tab', { name: /Czas pracy/ }));
    expect(screen.getByText('Powód odrzucenia: Za długo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Popraw raport czasu z dnia 2026-11-20' }));
    const form = await screen.findByTestId('time-report-form');
    expect(form).toHaveTextContent('Poprawa raportu czasu');
    expect(form).toHaveTextContent('Raport został odrzucony: po zapisaniu wróci do akceptacji.');
    expect(within(form).getByLabelText(/Czas trwania/)).toHaveValue(90);
    await fill(within(form).getByLabelText(/Czas trwania/), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz poprawkę' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual(
      expect.objectContaining({
        url: '/admin/ticket/42/time-reports/80',
        body: expect.objectContaining({ minutes: 60, overtime: 50, day: '2026-11-20', needs_accept: true }),
      }),
    );
    await waitFor(() => expect(toasts.toasts.map((toast) => toast.body)).toContain('Raport czasu został zaktualizowany'));
    await waitFor(() => expect(screen.queryByTestId('time-report-form')).not.toBeInTheDocument());
  });
});
