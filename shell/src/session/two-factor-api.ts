/**
 * The sign-in code's delivery (GET /api/two-factor/status): where the code went and whether it went. Polled while the
 * message waits in the outbox; the answer `sent` or `failed` ends the polling until a resend asks again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { TwoFactorDelivery, TwoFactorMethods } from '@helpdesk/shared/resources';

/** How often the code screen asks while the code waits to go out. */
export const CODE_DELIVERY_POLL_MS = 2_500;

export async function fetchTwoFactorDelivery(signal?: AbortSignal): Promise<TwoFactorDelivery> {
  const { data } = await apiClient.get<TwoFactorDelivery>('/two-factor/status', { silent: true, signal });
  return data;
}

/** Not under 'session': a logout forgets it with the rest of the user's data. */
export const twoFactorDeliveryQuery = queryOptions({
  queryKey: ['two-factor', 'delivery'] as const,
  queryFn: ({ signal }) => fetchTwoFactorDelivery(signal),
  retry: false,
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.status === 'waiting' ? CODE_DELIVERY_POLL_MS : false),
});

/**
 * `enabled: false` while the code is being confirmed: a correct code gives the session a new id, and a poll still
 * carrying the old one would come back 401 and sign the user out.
 */
export function useTwoFactorDelivery(enabled = true) {
  return useQuery({ ...twoFactorDeliveryQuery, enabled });
}

export async function fetchTwoFactorMethods(signal?: AbortSignal): Promise<TwoFactorMethods> {
  const { data } = await apiClient.get<TwoFactorMethods>('/two-factor/methods', { silent: true, signal });
  return data;
}

/** The factors this sign-in may use; SMS alone until the answer comes (it is the default either way). */
export const twoFactorMethodsQuery = queryOptions({
  queryKey: ['two-factor', 'methods'] as const,
  queryFn: ({ signal }) => fetchTwoFactorMethods(signal),
  retry: false,
  staleTime: Infinity,
});

export function useTwoFactorMethods(enabled = true) {
  return useQuery({ ...twoFactorMethodsQuery, enabled });
}

/** Confirms the sign-in with a passkey or security key: the server's challenge, signed on the device. */
export async function signInWithPasskey(): Promise<void> {
  const { data: optionsJSON } = await apiClient.post<PublicKeyCredentialRequestOptionsJSON>(
    '/two-factor/passkey/options',
    {},
    { silent: true },
  );
  // Loaded only by those who use it.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON });
  await apiClient.post('/two-factor/passkey', { credential }, { silent: true });
}
