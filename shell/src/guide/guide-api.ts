/**
 * Fetches the build's guide database once per page load (its URL is content-hashed, so it never goes stale)
 * and answers guide queries from it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideDatabase, GuideDocument } from './guide-document.ts';
import { GUIDE_DATABASE_URL } from './guide-database-url.ts';

export async function fetchGuideDatabase(url: string = GUIDE_DATABASE_URL): Promise<GuideDatabase> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const database = (await response.json()) as GuideDatabase;
  if (database.version !== 1 || !Array.isArray(database.documents)) throw new Error(`${url}: not a guide database`);
  return database;
}

export const guideDatabaseQuery = queryOptions({
  queryKey: ['guide', 'database'] as const,
  queryFn: () => fetchGuideDatabase(),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** All documents (every language); query them with `queryGuide`. */
export function useGuideDocuments(): {
  documents: GuideDocument[] | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
} {
  const { data, isPending, error, refetch } = useQuery(guideDatabaseQuery);
  return { documents: data?.documents, isPending, error, refetch: () => void refetch() };
}
