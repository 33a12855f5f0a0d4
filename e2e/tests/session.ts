/**
 * Signing in for tests. `signIn` goes through the real Sanctum flow over HTTP (fast, same cookies as the page);
 * the auth spec drives the login form itself. Agents confirm the SMS code read from the dev outbox.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SERVER_MESSAGES } from '../../server/src/platform/messages.ts';

export const PASSWORD = 'Demo1234!';

async function xsrf(request: APIRequestContext): Promise<string> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** Headers a Sanctum SPA sends on a state-changing call. */
export async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-XSRF-TOKEN': await xsrf(request), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
}

/** The newest sign-in code sent to this user: by SMS, or by e-mail when the account has no phone. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get('/dev/outbox')).json()) as {
    data: { channel: string; email?: string; subject?: string | null; body: string }[];
  };
  const message = outbox.data.find(
    (m) => m.email === email && (m.channel === 'sms' || (m.channel === 'mail' && CODE_MAIL_SUBJECTS.includes(m.subject ?? ''))),
  );
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no sign-in code for ${email} in the outbox`);
  return code;
}

/** The subject of a sign-in code sent by e-mail, in every language. */
const CODE_MAIL_SUBJECTS: string[] = Object.values(SERVER_MESSAGES).map((texts) => texts.two_factor_mail_subject);

/** Signs in an API context (a page's `context().request`, or a stand-alone one). */
export async function signInRequest(request: APIRequestContext, email: string): Promise<void> {
  await request.get('/sanctum/csrf-cookie');
  const login = await request.post('/login', { data: { email, password: PASSWORD }, headers: await apiHeaders(request) });
  expect(login.status(), `login ${email}`).toBeLessThan(300);
  if ((await login.text()).includes('two_factor')) {
    const verify = await request.post('/api/two-factor/verify', {
      data: { code: await latestCode(request, email) },
      headers: await apiHeaders(request),
    });
    expect(verify.status(), `SMS code for ${email}`).toBe(204);
  }
}

export async function signIn(page: Page, email: string): Promise<void> {
  await signInRequest(page.context().request, email);
}

export const signInAsAdmin = (page: Page) => signIn(page, 'admin@demo.test');
