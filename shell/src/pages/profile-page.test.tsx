import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient, i18n, initI18n, toast } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { clientUser, staffUser } from '@helpdesk/shared/testing';
import { shellTranslations } from '../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../dialogs/test-utils.tsx';
import { setCurrentUser } from '../session/session.ts';
import { ProfilePage } from './profile-page.tsx';

const user = (kind: 'agent' | 'client', extra: Partial<CurrentUser['data']> = {}, roles: string[] = [kind]): CurrentUser => {
  const options = {
    id: 7,
    firstname: 'Jan',
    lastname: 'Kowalski',
    roles,
    data: { email: 'jan@demo.test', agent_type: null, time_scope: 0, company: null, is_two_factor_authenticated: true, ...extra },
  };
  return kind === 'agent' ? staffUser('agent', options) : clientUser('client', options);
};

const profile = (kind: 'agent' | 'client', extra = {}) => ({
  id: 7,
  firstname: 'Jan',
  lastname: 'Kowalski',
  email: 'jan@demo.test',
  phone: '+48 22 100 00 00',
  direct_phone: kind === 'agent' ? '+48 600 100 100' : null,
  lang: 'pl',
  kind,
  role: kind,
  company: null,
  editable: true,
  ...extra,
});

function unprocessable(errors: Record<string, string[]>) {
  const response = { status: 422, data: { message: 'x', errors }, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, response as never);
}

beforeAll(async () => {
  await initI18n(shellTranslations);
  await i18n.changeLanguage('pl');
});
afterEach(() => jest.restoreAllMocks());

function renderProfile(current: CurrentUser, path: string, routePath = path) {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, current);
  return renderWithProviders([{ path: routePath, element: <ProfilePage /> }], { path, queryClient });
}

/**
 * The open dialog titled `title`, and queries inside it that hold whether or not it is marked aria-hidden: in jsdom,
 * Tabster's modalizer marks the open surface itself aria-hidden at some runs and not at others (Chromium never does:
 * the e2e specs passkeys and sign-in-factors find it by role), and testing-library computes no name for an
 * aria-hidden element. The title is read from the element the dialog's aria-labelledby names.
 */
async function findDialog(title: string) {
  const dialog = await waitFor(
    () => {
      const open = screen
        .queryAllByRole('dialog', { hidden: true })
        .find((element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === title);
      if (!open) throw new Error(`no open dialog titled "${title}"`);
      return open;
    },
    { timeout: 20_000 },
  );
  const inside = within(dialog);
  return {
    dialog,
    button: (name: string) => inside.getByRole('button', { name, hidden: true }),
    radio: (name: string) => inside.getByRole('radio', { name, hidden: true }),
    ...inside,
  };
}

const openDialogs = () => screen.queryAllByRole('dialog', { hidden: true });

it('saves names and phone; a 422 shows under the field and keeps what was typed', async () => {
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/profile') return { data: { data: profile('client') } };
    return { data: user('client') };
  });
  const put = jest
    .spyOn(apiClient, 'put')
    .mockRejectedValueOnce(unprocessable({ phone: ['Pole może mieć najwyżej 30 znaków'] }))
    .mockResolvedValueOnce({ data: { data: profile('client', { firstname: 'Janek', phone: '123' }) } });
  renderProfile(user('client'), '/profile');

  const firstname = await screen.findByRole('textbox', { name: /Imię/ });
  expect(firstname).toHaveValue('Jan');
  expect(screen.queryByRole('textbox', { name: /Telefon do kodów SMS/ })).not.toBeInTheDocument();
  await userEvent.clear(firstname);
  await userEvent.type(firstname, 'Janek');
  const phone = screen.getByRole('textbox', { name: /^Telefon/ });
  await userEvent.clear(phone);
  await userEvent.type(phone, '123');
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

  expect(await screen.findByText('Pole może mieć najwyżej 30 znaków')).toBeInTheDocument();
  expect(firstname).toHaveValue('Janek');
  expect(phone).toHaveValue('123');
  expect(put).toHaveBeenLastCalledWith('/profile', {
    firstname: 'Janek',
    lastname: 'Kowalski',
    phone: '123',
    direct_phone: '',
    lang: 'pl',
  });

  await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
  await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(get).toHaveBeenCalledWith('/user', expect.anything()));
});

it('validates in the browser before calling the server', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: profile('client') } });
  const put = jest.spyOn(apiClient, 'put');
  renderProfile(user('client'), '/profile');
  await userEvent.clear(await screen.findByRole('textbox', { name: /Imię/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
  expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();
});

const NO_FACTORS = { authenticator: 'none', recovery_codes_left: 0, passkeys: [] };

it('shows an agent its sign-in factors: the app, recovery codes left and passkeys', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) =>
    url === '/profile/security'
      ? {
          data: {
            data: {
              authenticator: 'enabled',
              recovery_codes_left: 7,
              passkeys: [{ id: 'k1', name: 'YubiKey', created_at: '2026-11-20T10:00:00Z', last_used_at: null }],
            },
          },
        }
      : { data: { data: profile('agent') } },
  );
  renderProfile(user('agent'), '/admin/profile', '/admin/profile/:id?');
  expect(await screen.findByText('Aplikacja uwierzytelniająca jest skonfigurowana. Pozostałe kody odzyskiwania: 7.')).toBeInTheDocument();
  expect(screen.getByText('YubiKey')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Usuń klucz „YubiKey”' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Skonfiguruj aplikację' })).not.toBeInTheDocument();
});

it('removes the authenticator app only after the password or an app code checked by the server; a wrong one stays in the dialog', async () => {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(async (url: string) =>
      url === '/profile/security'
        ? { data: { data: { authenticator: 'enabled', recovery_codes_left: 10, passkeys: [] } } }
        : { data: { data: profile('agent') } },
    );
  const remove = jest
    .spyOn(apiClient, 'delete')
    .mockRejectedValueOnce(unprocessable({ password: ['Hasło jest nieprawidłowe.'] }))
    .mockResolvedValueOnce({ status: 204, data: '' });
  renderProfile(user('agent'), '/admin/profile', '/admin/profile/:id?');
  await userEvent.click(await screen.findByRole('button', { name: 'Usuń aplikację' }, { timeout: 20_000 }));
  const dialog = await findDialog('Usuń aplikację');

  // Nothing goes to the server without a proof.
  await userEvent.click(dialog.button('Usuń aplikację'));
  expect(await dialog.findByText('To pole jest wymagane')).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();

  await userEvent.type(dialog.getByLabelText(/^Hasło do konta/), 'wrong');
  await userEvent.click(dialog.button('Usuń aplikację'));
  expect(await dialog.findByText('Hasło jest nieprawidłowe.')).toBeInTheDocument();
  expect(remove).toHaveBeenLastCalledWith('/profile/authenticator', { data: { password: 'wrong' }, silent: true });

  // Or the app's current code instead of the password.
  await userEvent.click(dialog.radio('Kod z aplikacji'));
  await userEvent.type(dialog.getByLabelText(/^Kod z aplikacji uwierzytelniającej/), '123456');
  await userEvent.click(dialog.button('Usuń aplikację'));
  await waitFor(() => expect(openDialogs()).toHaveLength(0));
  expect(remove).toHaveBeenLastCalledWith('/profile/authenticator', { data: { proof: 'authenticator', code: '123456' }, silent: true });
});

it('asks for the password (no app on the account) before a passkey is removed', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) =>
    url === '/profile/security'
      ? {
          data: {
            data: { ...NO_FACTORS, passkeys: [{ id: 'k1', name: 'YubiKey', created_at: '2026-11-20T10:00:00Z', last_used_at: null }] },
          },
        }
      : { data: { data: profile('agent') } },
  );
  const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ status: 204, data: '' });
  renderProfile(user('agent'), '/admin/profile', '/admin/profile/:id?');
  await userEvent.click(await screen.findByRole('button', { name: 'Usuń klucz „YubiKey”' }, { timeout: 5000 }));
  const dialog = await findDialog('Usunąć klucz „YubiKey”?');
  expect(dialog.queryByRole('radio', { hidden: true })).not.toBeInTheDocument();
  // The password field has the focus: typing and Enter is the whole confirmation.
  await userEvent.click(dialog.getByLabelText(/^Hasło do konta/));
  await userEvent.keyboard('Demo1234!{Enter}');
  await waitFor(() => expect(remove).toHaveBeenCalledWith('/profile/passkeys/k1', { data: { password: 'Demo1234!' }, silent: true }));
});

it('asks an agent for the current password when the SMS number changes', async () => {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(async (url: string) =>
      url === '/profile/security' ? { data: { data: NO_FACTORS } } : { data: { data: profile('agent') } },
    );
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { data: profile('agent', { direct_phone: '+48 1' }) } });
  renderProfile(user('agent'), '/admin/profile', '/admin/profile/:id?');
  const sms = await screen.findByRole('textbox', { name: /Telefon do kodów SMS/ });
  expect(screen.queryByLabelText(/Obecne hasło \(potwierdza/)).not.toBeInTheDocument();
  await userEvent.clear(sms);
  await userEvent.type(sms, '+48 1');
  await userEvent.type(screen.getByLabelText(/Obecne hasło \(potwierdza/), 'Demo1234!');
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
  await waitFor(() =>
    expect(put).toHaveBeenCalledWith('/profile', expect.objectContaining({ direct_phone: '+48 1', current_password: 'Demo1234!' })),
  );
});

it('changes the password with confirmation, first when the password is temporary', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: profile('client') } });
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: '' });
  renderProfile(user('client', { temporary_password: true }), '/profile');
  expect(await screen.findByText(/Logujesz się hasłem tymczasowym/)).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual(['Zmiana hasła', 'Dane osobowe', 'Powiadomienia', 'Układ strony']);

  await userEvent.type(screen.getByLabelText(/^Obecne hasło/), 'Old12345');
  await userEvent.type(screen.getByLabelText(/^Nowe hasło/), 'Quiet-River-Stone-7');
  await userEvent.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'Quiet-River-Stone-8');
  await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  expect(await screen.findByText('Potwierdzenie pola „Hasło” nie zgadza się')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await userEvent.clear(screen.getByLabelText(/^Powtórz nowe hasło/));
  await userEvent.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'Quiet-River-Stone-7');
  await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/profile/change-password', {
      current_password: 'Old12345',
      password: 'Quiet-River-Stone-7',
      password_confirmation: 'Quiet-River-Stone-7',
    }),
  );
  await waitFor(() => expect(screen.getByLabelText(/^Nowe hasło/)).toHaveValue(''));
});

describe.each([
  [
    'pl',
    'Zmień hasło',
    /^Obecne hasło/,
    /^Nowe hasło/,
    /^Powtórz nowe hasło/,
    'Hasło musi mieć co najmniej 12 znaków',
    'To hasło jest zbyt popularne lub łatwe do odgadnięcia. Wybierz inne.',
    /co najmniej 12 znaków i nie może być popularnym hasłem/,
  ],
  [
    'en',
    'Change password',
    /^Current password/,
    /^New password/,
    /^Repeat the new password|^Confirm/,
    'The password must be at least 12 characters',
    'This password is too common or too easy to guess. Choose another.',
    /at least 12 characters and must not be a common password/,
  ],
] as const)('the password rule (%s)', (lang, button, current, next, repeat, tooShort, common, intro) => {
  // The page is still on screen: its re-render in Polish is an update like any other.
  afterEach(() => act(() => i18n.changeLanguage('pl')));

  it('refuses fewer than 12 characters and common passwords before sending', async () => {
    await i18n.changeLanguage(lang);
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: profile('client') } });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: '' });
    renderProfile(user('client'), '/profile');
    expect(await screen.findByText(intro)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(current), 'Old12345');
    await userEvent.type(screen.getByLabelText(next), 'Another123');
    await userEvent.type(screen.getByLabelText(repeat), 'Another123');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(next));
    await userEvent.type(screen.getByLabelText(next), 'Password2024!');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('names the password in the confirmation mismatch message', async () => {
    await i18n.changeLanguage(lang);
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: profile('client') } });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: '' });
    renderProfile(user('client'), '/profile');
    expect(await screen.findByText(intro)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(current), 'Old12345');
    await userEvent.type(screen.getByLabelText(next), 'Quiet-River-Stone-7');
    await userEvent.type(screen.getByLabelText(repeat), 'Quiet-River-Stone-8');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(
      await screen.findByText(lang === 'pl' ? 'Potwierdzenie pola „Hasło” nie zgadza się' : 'The password confirmation does not match'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe.each([
  [
    'pl',
    /^E-mail/,
    /^Obecne hasło \(potwierdza zmianę adresu e-mail\)/,
    'Zapisz zmiany',
    'Wysłaliśmy link potwierdzający na adres nowy@acme.test. Adres zmieni się po jego otwarciu.',
    /Nowy adres nowy@acme.test czeka na potwierdzenie/,
  ],
  [
    'en',
    /^E-mail/,
    /^Current password \(confirms the e-mail address change\)/,
    'Save changes',
    'A confirmation link was sent to nowy@acme.test. The address changes once it is opened.',
    /The new address nowy@acme.test awaits confirmation/,
  ],
] as const)('changing one’s e-mail (%s)', (lang, emailLabel, passwordLabel, save, sent, pending) => {
  // The page is still on screen: its re-render in Polish is an update like any other.
  afterEach(() => act(() => i18n.changeLanguage('pl')));

  it('asks for the current password and says a confirmation link was sent to the new address', async () => {
    await i18n.changeLanguage(lang);
    const saved = profile('client', { lang, pending_email: 'nowy@acme.test' });
    let current = profile('client', { lang, pending_email: null });
    jest.spyOn(apiClient, 'get').mockImplementation(async () => ({ data: { data: current } }));
    const put = jest.spyOn(apiClient, 'put').mockImplementation(async () => {
      current = saved;
      return { data: { data: saved } };
    });
    const success = jest.spyOn(toast, 'success');
    renderProfile(user('client', { lang }), '/profile');
    const email = await screen.findByRole('textbox', { name: emailLabel });
    expect(email).toHaveValue('jan@demo.test');
    expect(screen.queryByLabelText(passwordLabel)).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'nowy@acme.test');
    await userEvent.type(screen.getByLabelText(passwordLabel), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/profile', expect.objectContaining({ email: 'nowy@acme.test', current_password: 'Demo1234!' })),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith(sent));
    expect(await screen.findByText(pending)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: emailLabel })).toHaveValue('jan@demo.test');
  });
});

it('shows another agent read only to a manager, with the way to edit in Agents', async () => {
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ data: { data: profile('agent', { id: 12, firstname: 'Ola', editable: false }) } });
  renderProfile(user('agent', {}, ['agent', 'manager']), '/admin/profile/12', '/admin/profile/:id?');
  expect(await screen.findByRole('heading', { level: 1, name: 'Profil agenta: Ola Kowalski' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/admin/profile/12');
  expect(screen.getByText(/tylko do odczytu/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Zapisz zmiany' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edytuj w module Agenci' })).toHaveAttribute('href', '/admin/agent/edit/12');
});
