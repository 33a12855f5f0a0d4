/**
 * The list's state lives in the URL (`?filter=&search=&sort=&page=&per_page=`), so reload, back and shared links
 * show the same page. The shell's menu links set `filter`; defaults are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_FILTERS, DEFAULT_FILTER, DEFAULT_SORT, SORT_KEYS, isOneOf, type AdminTicketFilter, type TicketSort } from '../../shared/ticket-vocabulary.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListParams {
  filter: AdminTicketFilter;
  search: string;
  sort: TicketSort;
  page: number;
  perPage: number;
}

export function parseSort(value: string | null): TicketSort {
  if (!value) return DEFAULT_SORT;
  const key = value.startsWith('-') ? value.slice(1) : value;
  return isOneOf(SORT_KEYS, key) ? (value as TicketSort) : DEFAULT_SORT;
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function parseListParams(search: URLSearchParams): ListParams {
  const filter = search.get('filter');
  const perPage = positiveInt(search.get('per_page'), DEFAULT_PAGE_SIZE);
  return {
    filter: isOneOf(ADMIN_FILTERS, filter) ? filter : DEFAULT_FILTER,
    search: (search.get('search') ?? '').trim(),
    sort: parseSort(search.get('sort')),
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
    (changes: Partial<ListParams>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => applyListChanges(current, changes), { replace: options.replace }),
    [setSearchParams],
  );
  return [params, update] as const;
}
