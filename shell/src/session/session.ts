/**
 * The logged-in user, kept in the query cache (one source of truth) and mirrored into the shared store so
 * remotes can read it without calling the server.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserAtom, store } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { fetchCurrentUser, logout as logoutCall } from './session-api.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user'] as const,
  queryFn: fetchCurrentUser,
  staleTime: Infinity,
  retry: false,
});

export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** Keeps the shared atom equal to the cached user, whoever changes the cache. */
export function mirrorCurrentUser(queryClient: QueryClient): () => void {
  const sync = () => store.set(currentUserAtom, queryClient.getQueryData(currentUserQuery.queryKey) ?? null);
  sync();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === JSON.stringify(currentUserQuery.queryKey)) sync();
  });
}

export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQuery).data ?? null;
}

/** Prefix of the console line an auth-initialisation failure leaves (spec §8: logged to the console). */
export const AUTH_INIT_ERROR_PREFIX = '[helpdesk] Auth initialisation failed:';

/**
 * Who is logged in when the app starts: null when nobody is, and null when asking failed — that failure is
 * logged to the console (spec §8), and the login page shows.
 */
export function fetchInitialUser(queryClient: QueryClient, fresh = false): Promise<CurrentUser | null> {
  return queryClient.fetchQuery(fresh ? { ...currentUserQuery, staleTime: 0 } : currentUserQuery).catch((error: unknown) => {
    console.error(AUTH_INIT_ERROR_PREFIX, error);
    return null;
  });
}

/** Reloads the user from the server (after login, code confirmation, profile changes). */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }), [queryClient]);
}

/** Ends the session on the server (best effort) and forgets everything cached for this user. */
export async function endSession(queryClient: QueryClient, callServer = true): Promise<void> {
  if (callServer) await logoutCall().catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  setCurrentUser(queryClient, null);
}
