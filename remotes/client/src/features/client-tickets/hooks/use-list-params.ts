/**
 * The list's state lives in the URL (`?filter=&search=&sort=&page=&per_page=`), so reload, back and shared links show
 * the same page. The shell's menu links set `filter`; defaults are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLIENT_TICKET_FILTERS, TICKET_SORT_KEYS } from '@helpdesk/shared/schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/components/pagination-bar.tsx';
import type { ClientTicketFilter } from '../api/ticket-types.ts';

export const DEFAULT_FILTER: ClientTicketFilter = 'not-resolved';
export const DEFAULT_SORT = '-created_at';
/** The sorts the list offers (a subset of the API's). */
export const LIST_SORTS = ['-created_at', 'created_at', '-updated_at', 'subject', '-priority', 'status'] as const;

export interface ListParams {
  filter: ClientTicketFilter;
  search: string;
  sort: string;
  page: number;
  perPage: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function parseListParams(search: URLSearchParams): ListParams {
  const filter = search.get('filter');
  const sort = search.get('sort') ?? DEFAULT_SORT;
  const perPage = positiveInt(search.get('per_page'), DEFAULT_PAGE_SIZE);
  return {
    filter: isOneOf(CLIENT_TICKET_FILTERS, filter) ? filter : DEFAULT_FILTER,
    search: (search.get('search') ?? '').trim(),
    sort: isOneOf(TICKET_SORT_KEYS, sort.replace(/^-/, '')) ? sort : DEFAULT_SORT,
    page: positiveInt(search.get('page'), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** Writes changes into the query string; a new filter, search, sort or page size starts again at page 1. */
export function applyListChanges(current: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | number | undefined, fallback: string | number) => {
    if (value === undefined) return;
    if (value === fallback || value === '') next.delete(name);
    else next.set(name, String(value));
  };
  if (changes.filter !== undefined) next.set('filter', changes.filter);
  set('search', changes.search?.trim(), '');
  set('sort', changes.sort, DEFAULT_SORT);
  set('per_page', changes.perPage, DEFAULT_PAGE_SIZE);
  const restart = ['filter', 'search', 'sort', 'perPage'].some((k) => k in changes) && changes.page === undefined;
  if (restart) next.delete('page');
  else set('page', changes.page, 1);
  return next;
}

export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<ListParams>, options: { replace?: boolean } = {}) => setSearchParams((current) => applyListChanges(current, changes), { replace: options.replace }),
    [setSearchParams],
  );
  return [params, update] as const;
}
