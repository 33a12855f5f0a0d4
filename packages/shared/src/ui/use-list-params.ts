/**
 * A list's state lives in the URL (`?filter=&search=&sort=&page=&per_page=`), so reload, back and shared links show
 * the same page. The shell's menu links set `filter`; defaults are left out of the URL. Each list names its filters
 * and sorts in a `ListParamsConfig`; the rules are the same for all.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pagination-bar.tsx';

export interface ListParamsConfig<F extends string, S extends string> {
  filters: readonly F[];
  defaultFilter: NoInfer<F>;
  /** The sortable keys: `key` sorts ascending, `-key` descending (server/API.md). */
  sortKeys: readonly string[];
  defaultSort: S;
}

export interface ListParams<F extends string = string, S extends string = string> {
  filter: F;
  search: string;
  sort: S;
  page: number;
  perPage: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function parseListParams<F extends string, S extends string>(
  search: URLSearchParams,
  config: ListParamsConfig<F, S>,
): ListParams<F, S> {
  const filter = search.get('filter');
  const sort = search.get('sort') ?? '';
  const perPage = positiveInt(search.get('per_page'), DEFAULT_PAGE_SIZE);
  return {
    filter: isOneOf(config.filters, filter) ? filter : config.defaultFilter,
    search: (search.get('search') ?? '').trim(),
    sort: isOneOf(config.sortKeys, sort.replace(/^-/, '')) ? (sort as S) : config.defaultSort,
    page: positiveInt(search.get('page'), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** Writes changes into the query string; a new filter, search, sort or page size starts again at page 1. */
export function applyListChanges<F extends string, S extends string>(
  current: URLSearchParams,
  changes: Partial<ListParams<F, S>>,
  config: ListParamsConfig<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | number | undefined, fallback: string | number) => {
    if (value === undefined) return;
    if (value === fallback || value === '') next.delete(name);
    else next.set(name, String(value));
  };
  if (changes.filter !== undefined) next.set('filter', changes.filter);
  set('search', changes.search?.trim(), '');
  set('sort', changes.sort, config.defaultSort);
  set('per_page', changes.perPage, DEFAULT_PAGE_SIZE);
  const restart = ['filter', 'search', 'sort', 'perPage'].some((k) => k in changes) && changes.page === undefined;
  if (restart) next.delete('page');
  else set('page', changes.page, 1);
  return next;
}

/** The list's params from the URL, and a setter that writes changes back (`replace` for typing in a search box). */
export function useListParams<F extends string, S extends string>(config: ListParamsConfig<F, S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, config), [searchParams, config]);
  const update = useCallback(
    (changes: Partial<ListParams<F, S>>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => applyListChanges(current, changes, config), { replace: options.replace }),
    [setSearchParams, config],
  );
  return [params, update] as const;
}
