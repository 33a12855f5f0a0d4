/**
 * The Sanctum SPA calls (ARCHITECTURE §3): CSRF cookie, login, two-factor code, logout, current user,
 * password reset. Auth calls are `silent`: their screens show their own messages instead of the global toasts.
 */
import { apiClient, errorStatus, webClient } from '@helpdesk/shared';
import { currentUserSchema, type CurrentUser, type LoginInput } from '@helpdesk/shared/schemas';

export async function csrfCookie(): Promise<void> {
  await webClient.get('/sanctum/csrf-cookie', { silent: true });
}

/** null when nobody is logged in. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await apiClient.get<unknown>('/user', { silent: true });
    return currentUserSchema.parse(data);
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

export async function verifyTwoFactorCode(code: string): Promise<void> {
  await apiClient.post('/two-factor/verify', { code }, { silent: true });
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

export async function saveLanguage(lang: string): Promise<void> {
  await apiClient.post('/profile/set-lang', { lang }, { silent: true });
}
