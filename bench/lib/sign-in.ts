/**
 * Signing in a running server over HTTP, as the app does (Sanctum: the CSRF cookie, the login, then the SMS code read
 * from the dev outbox when the account asks for one). The cookies land in the request context: a browser context's
 * `request`, or a stand-alone one from `request.newContext()`.
 */
import type { APIRequestContext } from '@playwright/test';

export async function signInOverHttp(request: APIRequestContext, origin: string, email: string, password: string): Promise<void> {
  const token = async () => decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  await request.get(`${origin}/sanctum/csrf-cookie`);
  const headers = async () => ({ 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  const login = await request.post(`${origin}/login`, { data: { email, password }, headers: await headers() });
  if (!login.ok()) throw new Error(`${origin}: sign-in of ${email} answered HTTP ${login.status()}`);
  if ((await login.text()).includes('two_factor')) {
    const outbox = (await (await request.get(`${origin}/dev/outbox`)).json()) as { data: { email?: string; body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.email === email)?.body ?? '')?.[1];
    const verify = await request.post(`${origin}/api/two-factor/verify`, { data: { code }, headers: await headers() });
    if (!verify.ok()) throw new Error(`${origin}: the sign-in code of ${email} answered HTTP ${verify.status()}`);
  }
}
