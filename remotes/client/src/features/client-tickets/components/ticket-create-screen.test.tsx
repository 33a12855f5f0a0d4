import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, invalid, type FakeHandler } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from '../../../testing/client-session.tsx';

const COLLEAGUES = [
  { id: 18, name: 'Wiktor Prezes', email: 'vip@demo.test' },
  { id: 19, name: 'Anna Nowak', email: 'anna@acme.test' },
];
const DEVICES = [
  { id: 9, type: 'printer', name: 'HP LaserJet', inventory_number: 'ACME/INV/0009', shared: true },
  { id: 10, type: 'laptop', name: 'Dell Latitude', inventory_number: null, shared: false },
];

/** The form's choices; `extra` answers the rest. */
const backend =
  (extra: FakeHandler): FakeHandler =>
  (call) => {
    if (call.url === '/client/colleagues') return { data: { data: COLLEAGUES } };
    if (call.url === '/client/devices') return { data: { data: DEVICES } };
    return extra(call);
  };

describe('a client reports a problem', () => {
  const { toasts } = useClientArea();
  let api: ReturnType<typeof fakeApi>;

  const subject = () => screen.getByRole('textbox', { name: /^Temat/ });
  const body = () => screen.getByRole('textbox', { name: /^Opis problemu/ });
  const submit = () => screen.getByRole('button', { name: 'Wyślij zgłoszenie' });

  it('says which required fields are missing and sends nothing; a client chooses low, normal or high only', async () => {
    api = fakeApi(backend(() => ({ status: 500, data: {} })));
    const user = userEvent.setup();
    await openAs('client', '/ticket/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowe zgłoszenie' })).toBeInTheDocument();
    const priority = screen.getByRole('combobox', { name: 'Priorytet' });
    expect(
      within(priority)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Niski', 'Normalny', 'Wysoki']);
    expect(priority).toHaveValue('normal');

    await user.click(submit());
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(2);
    expect(subject()).toHaveAttribute('aria-invalid', 'true');
    expect(body()).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('/client/ticket', 'POST')).toHaveLength(0);
  });

  it('keeps everything typed when the server refuses a field (422), with its message under that field', async () => {
    api = fakeApi(
      backend((call) =>
        call.url === '/client/ticket' ? invalid({ subject: ['Pole może mieć najwyżej 255 znaków'] }) : { status: 404, data: {} },
      ),
    );
    const user = userEvent.setup();
    await openAs('client', '/ticket/create');
    await user.type(await screen.findByRole('textbox', { name: /^Temat/ }), 'Drukarka w recepcji');
    await user.type(body(), 'Pokazuje błąd papieru.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategoria' }), 'Drukarki');
    await user.click(submit());

    expect(await screen.findByText('Pole może mieć najwyżej 255 znaków')).toBeInTheDocument();
    expect(subject()).toHaveValue('Drukarka w recepcji');
    expect(body()).toHaveValue('Pokazuje błąd papieru.');
    expect(screen.getByRole('combobox', { name: 'Kategoria' })).toHaveValue('printers');
    expect(submit()).toBeEnabled();
  });

  it('says so when sending fails for another reason, and the text stays', async () => {
    api = fakeApi(backend(() => ({ status: 500, data: { message: 'Błąd serwera' } })));
    const user = userEvent.setup();
    await openAs('client', '/ticket/create');
    await user.type(await screen.findByRole('textbox', { name: /^Temat/ }), 'VPN');
    await user.type(body(), 'Nie łączy');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wysłać zgłoszenia. Spróbuj ponownie.');
    expect(subject()).toHaveValue('VPN');
  });

  it('creates the ticket with its choices, attaches the allowed files and opens the new ticket', async () => {
    api = fakeApi(
      backend((call) => {
        if (call.method === 'POST' && call.url === '/client/ticket')
          return { status: 201, data: { data: { id: 77, fullid: 'ACME-77' }, message: 'Zgłoszenie zostało utworzone' } };
        if (call.method === 'POST' && call.url === '/client/ticket/77/attachments') return { status: 201, data: { data: { id: 1 } } };
        return { status: 404, data: {} };
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    const { router } = await openAs('client', '/ticket/create');
    await user.type(await screen.findByRole('textbox', { name: /^Temat/ }), 'Drukarka w recepcji');
    await user.type(body(), 'Pokazuje błąd papieru.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priorytet' }), 'Wysoki');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategoria' }), 'Drukarki');
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Urządzenie' })).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urządzenie' }), 'HP LaserJet (ACME/INV/0009) · wspólne');
    await user.click(screen.getByRole('combobox', { name: 'Osoby powiązane (DW)' }));
    // Fluent's multi-select lists its choices as checkable menu items.
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Anna Nowak' }));
    await user.keyboard('{Escape}');

    const photo = new File(['x'], 'blad.pdf', { type: 'application/pdf' });
    const program = new File(['x'], 'naprawa.exe', { type: 'application/octet-stream' });
    await user.upload(screen.getByTestId('file-input'), [photo, program]);
    expect(screen.getByRole('alert')).toHaveTextContent('naprawa.exe: niedozwolony typ pliku');
    expect(within(screen.getByRole('list', { name: 'Wybrane pliki' })).getAllByRole('listitem')).toHaveLength(1);

    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/show/77'));
    expect(api.to('/client/ticket', 'POST')[0]!.body).toEqual({
      subject: 'Drukarka w recepcji',
      body: 'Pokazuje błąd papieru.',
      type: 'question',
      priority: 'high',
      category: 'printers',
      device_id: 9,
      cc: [19],
    });
    const uploads = api.to('/client/ticket/77/attachments', 'POST');
    // One upload: the refused file never leaves the browser. (jsdom's File is not the test runner's Blob, so the
    // multipart body itself cannot be read back here.)
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.body as FormData).has('file')).toBe(true);
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Zgłoszenie zostało utworzone' }));
  });
});
