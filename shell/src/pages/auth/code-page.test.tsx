import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import type { TwoFactorDelivery } from '@helpdesk/shared/resources';
import { fakeApi, staffUser } from '@helpdesk/shared/testing';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../../dialogs/test-utils.tsx';
import { setCurrentUser } from '../../session/session.ts';
import { CODE_DELIVERY_POLL_MS } from '../../session/two-factor-api.ts';
import { CodePage } from './code-page.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});
beforeEach(() => i18n.changeLanguage('pl'));
afterEach(() => jest.restoreAllMocks());

const REFUSED = 'Numer telefonu jest nieprawidłowy albo bramka SMS go odrzuciła.';

function renderCode() {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, staffUser('agent', { data: { is_two_factor_authenticated: false } }));
  return renderWithProviders([{ path: '/code', element: <CodePage /> }], { path: '/code', queryClient });
}

/** The server's side: each status call answers the next delivery in `answers` (the last one repeats). */
function serve(
  answers: TwoFactorDelivery[],
  resend: { status: number; data: unknown } = { status: 200, data: { message: 'Kod został wysłany.' } },
) {
  let next = 0;
  return fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/two-factor/status') return { data: answers[Math.min(next++, answers.length - 1)] };
    if (call.method === 'POST' && call.url === '/two-factor/resend') return resend;
    return { status: 404, data: { message: 'not found' } };
  });
}

it('a code that could not be sent: an alert with the reason and a keyboard-reachable "Send again" that resends', async () => {
  const sms = { channel: 'sms', destination: '+48 *** *** 789' } as const;
  const api = serve([
    { ...sms, status: 'failed', reason: REFUSED },
    { ...sms, status: 'sent' },
  ]);
  renderCode();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Nie udało się wysłać kodu SMS-em na +48 *** *** 789');
  expect(alert).toHaveTextContent(REFUSED);
  // A native, enabled button in the tab order (tabster's order is the browser's; e2e covers Tab itself): Enter sends.
  const again = screen.getByRole('button', { name: 'Wyślij ponownie' });
  expect(again).not.toHaveAttribute('tabindex', '-1');
  again.focus();
  expect(again).toHaveFocus();
  await userEvent.keyboard('{Enter}');

  await waitFor(() => expect(api.to('/two-factor/resend', 'POST')).toHaveLength(1));
  expect(await screen.findByText('Kod wysłany SMS-em na +48 *** *** 789')).toBeInTheDocument();
  expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Kod z SMS/)).toHaveFocus();
});

it('a resend refused by the limit says so and keeps the bar', async () => {
  const limit = 'Wysłano już 5 kodów przy tym logowaniu. Zaloguj się ponownie.';
  serve([{ channel: 'sms', destination: '+48 *** *** 789', status: 'failed', reason: REFUSED }], { status: 429, data: { message: limit } });
  renderCode();
  await userEvent.click(await screen.findByRole('button', { name: 'Wyślij ponownie' }));
  expect(await screen.findByText(limit)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Wyślij ponownie' })).toBeEnabled();
});

it('polls while the code waits and says where it went once sent, by e-mail in English', async () => {
  await i18n.changeLanguage('en');
  const mail = { channel: 'mail', destination: 'a***@demo.test' } as const;
  const api = serve([
    { ...mail, status: 'waiting' },
    { ...mail, status: 'sent' },
  ]);
  renderCode();
  expect(await screen.findByText('Sending the code by e-mail to a***@demo.test…')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Code from the e-mail/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Code by e-mail' })).toBeInTheDocument();
  expect(await screen.findByText('Code sent by e-mail to a***@demo.test', {}, { timeout: CODE_DELIVERY_POLL_MS * 2 })).toBeInTheDocument();
  const polls = api.to('/two-factor/status', 'GET').length;
  expect(polls).toBe(2);
  // Sent: no more polling.
  await new Promise((resolve) => setTimeout(resolve, CODE_DELIVERY_POLL_MS + 200));
  expect(api.to('/two-factor/status', 'GET')).toHaveLength(polls);
});

it('an agent with an authenticator app may confirm with it or with a recovery code instead of the SMS code', async () => {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/two-factor/status')
      return { data: { channel: 'sms', destination: '+48 *** *** 789', status: 'sent' } };
    if (call.method === 'GET' && call.url === '/two-factor/methods') return { data: { methods: ['sms', 'authenticator', 'recovery'] } };
    if (call.method === 'POST' && call.url === '/two-factor/verify') {
      return { status: 422, data: { message: 'Kod jest nieprawidłowy.', errors: { code: ['Kod jest nieprawidłowy.'] } } };
    }
    return { status: 404, data: { message: 'not found' } };
  });
  renderCode();
  await userEvent.click(await screen.findByRole('radio', { name: 'Aplikacja uwierzytelniająca' }));
  // No SMS to resend on this path.
  expect(screen.queryByRole('button', { name: 'Wyślij kod ponownie' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Kod z aplikacji uwierzytelniającej/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
  expect(await screen.findByText('Kod jest nieprawidłowy.')).toBeInTheDocument();
  expect(api.to('/two-factor/verify', 'POST')[0]?.body).toEqual({ code: '123456', method: 'authenticator' });

  await userEvent.click(screen.getByRole('radio', { name: 'Kod odzyskiwania' }));
  await userEvent.type(screen.getByRole('textbox', { name: /^Kod odzyskiwania/ }), 'abc');
  await userEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
  // The recovery code's own format is checked before anything is sent.
  expect(await screen.findByText('Kod odzyskiwania ma 10 liter i cyfr, np. ab3de-fg7hk.')).toBeInTheDocument();
  expect(api.to('/two-factor/verify', 'POST')).toHaveLength(1);
});

it('offers only the SMS code to an agent without an authenticator app', async () => {
  serve([{ channel: 'sms', destination: '+48 *** *** 789', status: 'sent' }]);
  renderCode();
  expect(await screen.findByText('Kod wysłany SMS-em na +48 *** *** 789')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('a sign-in held by the admins’ policy goes on to set up the app after the right SMS code', async () => {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, staffUser('manager', { data: { is_two_factor_authenticated: false, sign_in_factor_enrolment: true } }));
  const api = fakeApi((call) => {
    if (call.method === 'POST' && call.url === '/profile/authenticator') {
      return {
        data: {
          data: { uri: 'otpauth://totp/Helpdesk:m%40demo.test?secret=ABC&issuer=Helpdesk', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' },
        },
      };
    }
    return { status: 404, data: { message: 'not found' } };
  });
  renderWithProviders([{ path: '/code', element: <CodePage /> }], { path: '/code', queryClient });
  expect(await screen.findByText(/Administrator wymaga/)).toBeInTheDocument();
  // No SMS code is asked for any more, and nothing polls its delivery.
  expect(screen.queryByRole('button', { name: 'Potwierdź' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Skonfiguruj aplikację' }));
  expect(await screen.findByText('otpauth://totp/Helpdesk:m%40demo.test?secret=ABC&issuer=Helpdesk')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Kod QR do konfiguracji aplikacji uwierzytelniającej' })).toBeInTheDocument();
  expect(api.to('/two-factor/status', 'GET')).toHaveLength(0);
});

it.each([
  {
    lang: 'pl',
    sms: ['Kod SMS', 'Wpisz 6-cyfrowy kod, który wyślemy Ci SMS-em.'],
    factors: [
      [
        'Aplikacja uwierzytelniająca',
        'Kod z aplikacji uwierzytelniającej',
        'Wpisz 6-cyfrowy kod, który pokazuje teraz Twoja aplikacja uwierzytelniająca.',
      ],
      [
        'Kod odzyskiwania',
        'Kod odzyskiwania',
        'Wpisz jeden z kodów odzyskiwania zapisanych przy konfiguracji aplikacji. Każdy działa tylko raz.',
      ],
      [
        'Klucz dostępu',
        'Klucz dostępu lub klucz bezpieczeństwa',
        'Potwierdź logowanie kluczem dostępu zapisanym na tym urządzeniu albo kluczem bezpieczeństwa.',
      ],
      ['Kod SMS', 'Kod SMS', 'Wpisz 6-cyfrowy kod, który wyślemy Ci SMS-em.'],
    ],
  },
  {
    lang: 'en',
    sms: ['SMS code', 'Enter the 6-digit code we send you by SMS.'],
    factors: [
      ['Authenticator app', 'Authenticator app code', 'Enter the 6-digit code your authenticator app shows now.'],
      ['Recovery code', 'Recovery code', 'Enter one of the recovery codes you saved when setting up the app. Each works only once.'],
      ['Passkey', 'Passkey or security key', 'Confirm the sign-in with a passkey saved on this device or with a security key.'],
      ['SMS code', 'SMS code', 'Enter the 6-digit code we send you by SMS.'],
    ],
  },
])('the title and help follow the chosen factor ($lang)', async ({ lang, sms, factors }) => {
  await i18n.changeLanguage(lang);
  fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/two-factor/status')
      return { data: { channel: 'sms', destination: '+48 *** *** 789', status: 'sent' } };
    if (call.method === 'GET' && call.url === '/two-factor/methods')
      return { data: { methods: ['sms', 'authenticator', 'recovery', 'passkey'] } };
    return { status: 404, data: { message: 'not found' } };
  });
  renderCode();
  const [smsTitle, smsHelp] = sms;
  expect(await screen.findByRole('heading', { level: 1, name: smsTitle })).toBeInTheDocument();
  expect(screen.getByText(smsHelp!)).toBeInTheDocument();
  for (const [radio, title, help] of factors) {
    await userEvent.click(await screen.findByRole('radio', { name: radio }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title!);
    expect(screen.getByText(help!)).toBeInTheDocument();
  }
});

it('an SMS code sent by e-mail (no phone on the account) says so in the title and the help', async () => {
  serve([{ channel: 'mail', destination: 'a***@demo.test', status: 'sent' }]);
  renderCode();
  expect(await screen.findByRole('heading', { level: 1, name: 'Kod z e-maila' })).toBeInTheDocument();
  expect(screen.getByText('Wpisz 6-cyfrowy kod, który wyślemy Ci e-mailem.')).toBeInTheDocument();
});
