/**
 * The first screen's API request, derived from a page URL alone, so the page's first script can send it before any
 * screen code has loaded (the server names it in the boot data; the API client adopts the answer, see
 * `adoptEarlyRequest`). Only URLs whose request the URL fully decides get one: a list whose company filter is not in
 * the URL (the user's remembered choice lives in the browser) gets none and loads as usual.
 * Each entry must build exactly the request its screen's query sends (same path, same parameters in any order).
 */
import { ADMIN_TICKET_FILTERS, DEFAULT_ADMIN_TICKET_FILTER, DEFAULT_TICKET_SORT, TICKET_SORT_KEYS } from '../schemas/enums.ts';
import { COMPANY_PARAM, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const oneOf = (values: readonly string[], value: string | null) => (value !== null && values.includes(value) ? value : undefined);

/** The URL's company filter as API parameters; null when the URL does not decide it. */
function companyParams(search: URLSearchParams): Record<string, string> | null {
  const value = search.get(COMPANY_PARAM)?.trim();
  if (value === 'all') return {};
  return value && /^\d+$/.test(value) && Number(value) > 0 ? { company_id: String(Number(value)) } : null;
}

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** API paths (under the API base) the page at `pathname?search` asks first; empty when none is known. */
export function earlyApiRequests(pathname: string, search: string): string[] {
  const params = new URLSearchParams(search);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin/ticket') {
    const company = companyParams(params);
    if (!company) return [];
    const perPage = positiveInt(params.get('per_page'), DEFAULT_PAGE_SIZE);
    const text = (params.get('search') ?? '').trim();
    return [
      query('/admin/ticket', {
        filter: oneOf(ADMIN_TICKET_FILTERS, params.get('filter')) ?? DEFAULT_ADMIN_TICKET_FILTER,
        ...company,
        ...(text ? { search: text } : {}),
        sort: oneOf(TICKET_SORT_KEYS, (params.get('sort') ?? '').replace(/^-/, '')) ? params.get('sort')! : DEFAULT_TICKET_SORT,
        page: String(positiveInt(params.get('page'), 1)),
        per_page: String((PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE),
      }),
    ];
  }
  const show = /^\/admin\/ticket\/show\/(\d+)$/.exec(path);
  if (show && Number(show[1]) > 0) return [`/admin/ticket/${Number(show[1])}`];
  if (path === '/admin') {
    const company = companyParams(params);
    if (!company) return [];
    return [Object.keys(company).length ? query('/admin/dashboard', company) : '/admin/dashboard'];
  }
  return [];
}

export { requestKey } from './request-key.ts';
