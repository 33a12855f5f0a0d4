/**
 * The state every paged list screen keeps: its filters and page, the page's query, and the ListFrame's pagination.
 * A filter change goes back to the first page; a page change keeps the filters. The state is the screen's own (it
 * resets when the screen mounts again); a list whose state lives in the URL keeps its own reader of the URL.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

export interface ListScreen<Params extends { page: number }, Data, TError> {
  params: Params;
  /** The page's query, for ListFrame's `query`. */
  list: UseQueryResult<Data, TError>;
  /** Changes some filters and goes back to the first page. */
  filter: (changes: Partial<Params>) => void;
  /** Back to the first filters. */
  reset: () => void;
  /** Whether a filter differs from the first ones (the page aside). */
  filtered: boolean;
  /** For ListFrame's `pagination`. */
  pagination: { onPage: (page: number) => void; perPage?: number };
}

export function useListScreen<
  Params extends { page: number },
  QueryFnData,
  TError = DefaultError,
  Data = QueryFnData,
  Key extends QueryKey = QueryKey,
>(
  initial: Params,
  query: (params: Params) => UseQueryOptions<QueryFnData, TError, Data, Key>,
  options: { perPage?: number } = {},
): ListScreen<Params, Data, TError> {
  const [first] = useState(initial);
  const [params, setParams] = useState(first);
  const list = useQuery(query(params));
  const filter = useCallback((changes: Partial<Params>) => setParams((current) => ({ ...current, ...changes, page: 1 })), []);
  const reset = useCallback(() => setParams(first), [first]);
  const onPage = useCallback((page: number) => setParams((current) => ({ ...current, page })), []);
  const filtered = useMemo(() => JSON.stringify({ ...params, page: 1 }) !== JSON.stringify({ ...first, page: 1 }), [params, first]);
  const pagination = useMemo(
    () => (options.perPage === undefined ? { onPage } : { onPage, perPage: options.perPage }),
    [onPage, options.perPage],
  );
  return { params, list, filter, reset, filtered, pagination };
}
