/**
 * The shared QueryClient for route loaders (the remote kit's `prefetchLoader`), which start a screen's first query as soon as the URL is known — in parallel with the screen's lazy
 * chunk, never after its component mounted — into the one QueryClient the shell provides. A loader never waits for
 * the data (the screen shows its own loading state) and never fails the navigation.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { requestScope } from './request-scope.ts';

let client: QueryClient | null = null;

/** The shell hands its QueryClient over at start. */
export function provideQueryClient(queryClient: QueryClient | null): void {
  client = queryClient;
}

// Any query's options: the loaders do not care what a screen's data is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** Starts these queries now (each once; fresh cached data is not fetched again). */
export function prefetchQueries(queries: readonly (AnyQuery | null | undefined)[]): void {
  // A server render's request has its own client (request-scope.ts).
  const target = requestScope()?.queryClient ?? client;
  if (!target) return;
  for (const query of queries) if (query) void target.prefetchQuery(query);
}
