/** One's own sign-in factors beyond the SMS code: the authenticator app and its recovery codes (/api/profile/…). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { AuthenticatorEnrolment, RecoveryCodes, SignInSecurity } from '@helpdesk/shared/resources';
import type { StepUpInput } from '@helpdesk/shared/schemas';

export async function fetchSignInSecurity(): Promise<SignInSecurity> {
  const { data } = await apiClient.get<{ data: SignInSecurity }>('/profile/security');
  return data.data;
}

export const signInSecurityQuery = queryOptions({
  queryKey: ['profile', 'own', 'sign-in-security'] as const,
  queryFn: fetchSignInSecurity,
  retry: false,
});

export function useSignInSecurity() {
  return useQuery(signInSecurityQuery);
}

/** A fresh seed: its otpauth URI and QR code, shown until the first correct code completes the enrolment. */
export async function startAuthenticatorEnrolment(): Promise<AuthenticatorEnrolment> {
  const { data } = await apiClient.post<{ data: AuthenticatorEnrolment }>('/profile/authenticator', {}, { silent: true });
  return data.data;
}

export async function confirmAuthenticator(code: string): Promise<string[]> {
  const { data } = await apiClient.post<{ data: RecoveryCodes }>('/profile/authenticator/confirm', { code }, { silent: true });
  return data.data.recovery_codes;
}

/** Taking a factor away needs the step-up proof (password or app code); its dialog shows any refusal itself. */
export async function removeAuthenticator(proof: StepUpInput): Promise<void> {
  await apiClient.delete('/profile/authenticator', { data: proof, silent: true });
}

export async function regenerateRecoveryCodes(proof: StepUpInput): Promise<string[]> {
  const { data } = await apiClient.post<{ data: RecoveryCodes }>('/profile/recovery-codes', proof, { silent: true });
  return data.data.recovery_codes;
}

/** Registers this device's passkey (or a security key) under `name`: the server's options, the device's new key. */
export async function registerPasskey(name: string): Promise<void> {
  const { data: optionsJSON } = await apiClient.post<PublicKeyCredentialCreationOptionsJSON>(
    '/profile/passkeys/options',
    {},
    { silent: true },
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({ optionsJSON });
  await apiClient.post('/profile/passkeys', { name, credential }, { silent: true });
}

export async function removePasskey(id: string, proof: StepUpInput): Promise<void> {
  await apiClient.delete(`/profile/passkeys/${encodeURIComponent(id)}`, { data: proof, silent: true });
}
