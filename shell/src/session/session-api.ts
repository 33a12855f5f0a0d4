/**
 * The Sanctum SPA calls (ARCHITECTURE §3): CSRF cookie, login, two-factor code, logout, current user,
 * password reset. Auth calls are `silent`: their screens show their own messages instead of the global toasts.
 */
import { apiClient, errorStatus, webClient } from '@helpdesk/shared';
import type { CurrentUser, LoginInput, SignInFactor } from '@helpdesk/shared/schemas';

export async function csrfCookie(): Promise<void> {
  await webClient.get('/sanctum/csrf-cookie', { silent: true });
}

/**
 * The shape check the shell relies on (roles and the user's id), without loading zod on the first screen:
 * the full schema (`currentUserSchema`) is enforced by the server's tests.
 */
export function asCurrentUser(body: unknown): CurrentUser {
  const user = body as Partial<CurrentUser> | null;
  if (!user || typeof user.data?.id !== 'number' || !Array.isArray(user.roles) || !Array.isArray(user.companies)) {
    throw new Error('GET /api/user answered with an unexpected shape');
  }
  return user as CurrentUser;
}

/** null when nobody is logged in. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await apiClient.get<unknown>('/user', { silent: true });
    return asCurrentUser(data);
  } catch (error) {
    const status = errorStatus(error);
    if (status === 401 || status === 419) return null;
    throw error;
  }
}

export interface LoginResult {
  /** Agents confirm an SMS code before any staff call succeeds. */
  twoFactor: boolean;
}

export async function login(input: LoginInput): Promise<LoginResult> {
  await csrfCookie();
  const { data } = await webClient.post<{ two_factor?: boolean } | ''>('/login', input, { silent: true });
  return { twoFactor: typeof data === 'object' && data?.two_factor === true };
}

export async function logout(): Promise<void> {
  await webClient.post('/logout', {}, { silent: true });
}

/** Confirms the sign-in with the SMS code (the default), the authenticator app or a recovery code. */
export async function verifyTwoFactorCode(code: string, method: SignInFactor = 'sms'): Promise<void> {
  await apiClient.post('/two-factor/verify', method === 'sms' ? { code } : { code, method }, { silent: true });
}

export async function resendTwoFactorCode(): Promise<void> {
  await apiClient.post('/two-factor/resend', {}, { silent: true });
}

export async function requestPasswordReset(email: string): Promise<string> {
  await csrfCookie();
  const { data } = await webClient.post<{ message: string }>('/forgot-password', { email }, { silent: true });
  return data.message;
}

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  await csrfCookie();
  const { data } = await webClient.post<{ message: string }>('/reset-password', input, { silent: true });
  return data.message;
}

/** Opens an e-mail change's confirmation link (POST /confirm-email): the server's message, or a 422 under `token`. */
export async function confirmEmail(token: string): Promise<string> {
  await csrfCookie();
  const { data } = await webClient.post<{ message: string }>('/confirm-email', { token }, { silent: true });
  return data.message;
}

export async function saveLanguage(lang: string): Promise<void> {
  await apiClient.post('/profile/set-lang', { lang }, { silent: true });
}
