import { screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { i18n, initI18n, webClient } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../../dialogs/test-utils.tsx';
import { setCurrentUser } from '../../session/session.ts';
import { decideAccess } from '../../session/access.ts';
import { EmailConfirmPage } from './email-confirm-page.tsx';

function unprocessable(errors: Record<string, string[]>) {
  const response = { status: 422, data: { message: 'x', errors }, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, response as never);
}

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => jest.restoreAllMocks());

function renderConfirm(search: string) {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, null);
  return renderWithProviders([{ path: '/email/confirm', element: <EmailConfirmPage /> }], { path: `/email/confirm${search}`, queryClient });
}

it('is a public page', () => {
  expect(decideAccess('/email/confirm', '?token=abc', null)).toEqual({ kind: 'allow' });
});

describe.each([
  ['pl', 'Potwierdzenie adresu e-mail', 'Wróć do logowania', 'W tym linku brakuje kodu potwierdzenia. Otwórz link z wiadomości w całości.'],
  ['en', 'E-mail address confirmation', 'Back to login', 'This link has no confirmation code. Open the link from the message in full.'],
] as const)('/email/confirm (%s)', (lang, title, back, noToken) => {
  beforeEach(() => i18n.changeLanguage(lang));

  it('sends the token once and shows the server’s answer', async () => {
    jest.spyOn(webClient, 'get').mockResolvedValue({ data: '' });
    const post = jest.spyOn(webClient, 'post').mockResolvedValue({ data: { message: 'Changed to nowy@acme.test.' } });
    renderConfirm('?token=abc%2B1');
    expect(await screen.findByText('Changed to nowy@acme.test.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/login');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/confirm-email', { token: 'abc+1' }, expect.anything());
  });

  it('shows why a link is refused, and a link without a token', async () => {
    jest.spyOn(webClient, 'get').mockResolvedValue({ data: '' });
    jest.spyOn(webClient, 'post').mockRejectedValue(unprocessable({ token: ['Link expired.'] }));
    const { unmount } = renderConfirm('?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired.');
    unmount();
    const post = jest.spyOn(webClient, 'post');
    post.mockClear();
    renderConfirm('');
    expect(await screen.findByRole('alert')).toHaveTextContent(noToken);
    expect(post).not.toHaveBeenCalled();
  });
});
