import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n, webClient } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../../dialogs/test-utils.tsx';
import { setCurrentUser } from '../../session/session.ts';
import { ResetPage } from './reset-page.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => jest.restoreAllMocks());

function renderReset() {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, null);
  return renderWithProviders([{ path: '/reset', element: <ResetPage /> }], { path: '/reset?token=abc&email=jan%40demo.test', queryClient });
}

describe.each([
  [
    'pl',
    /^Nowe hasło/,
    /^Powtórz nowe hasło/,
    'Ustaw hasło',
    'Co najmniej 12 znaków, nie popularne hasło.',
    'Hasło musi mieć co najmniej 12 znaków',
    'To hasło jest zbyt popularne lub łatwe do odgadnięcia. Wybierz inne.',
  ],
  [
    'en',
    /^New password/,
    /^Repeat the new password/,
    'Set password',
    'At least 12 characters, not a common password.',
    'The password must be at least 12 characters',
    'This password is too common or too easy to guess. Choose another.',
  ],
] as const)('/reset (%s)', (lang, next, repeat, button, hint, tooShort, common) => {
  beforeEach(() => i18n.changeLanguage(lang));

  it('states the rule, refuses short and common passwords, and sends a good one', async () => {
    jest.spyOn(webClient, 'get').mockResolvedValue({ data: '' });
    const post = jest.spyOn(webClient, 'post').mockResolvedValue({ data: { message: 'OK' } });
    renderReset();
    expect(await screen.findByText(hint)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(next), 'Another123');
    await userEvent.type(screen.getByLabelText(repeat), 'Another123');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(next));
    await userEvent.type(screen.getByLabelText(next), 'qwerty123456');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(next));
    await userEvent.clear(screen.getByLabelText(repeat));
    await userEvent.type(screen.getByLabelText(next), 'Quiet-River-Stone-7');
    await userEvent.type(screen.getByLabelText(repeat), 'Quiet-River-Stone-7');
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/reset-password',
        { token: 'abc', email: 'jan@demo.test', password: 'Quiet-River-Stone-7', password_confirmation: 'Quiet-River-Stone-7' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('OK')).toBeInTheDocument();
  });
});
