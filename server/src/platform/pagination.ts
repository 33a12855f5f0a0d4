/** One page of a list in Laravel's LengthAwarePaginator shape (`data`, `links`, `meta`), as every list answers. */
import type { Paginated } from '@helpdesk/shared/resources';

export interface PageRequest {
  page: number;
  perPage: number;
  sort: string;
  /** Base path and query of the list, for the pagination links. */
  path: string;
  query: Record<string, string | number | undefined>;
}

function pageUrl(request: PageRequest, page: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(request.query)) if (v !== undefined && v !== '' && k !== 'page') params.set(k, String(v));
  params.set('page', String(page));
  return `${request.path}?${params}`;
}

/** Laravel's LengthAwarePaginator shape (the shared `Paginated`). */
export function paginate<T>(rows: T[], total: number, request: PageRequest): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const from = rows.length ? (request.page - 1) * request.perPage + 1 : null;
  return {
    data: rows,
    links: {
      first: pageUrl(request, 1),
      last: pageUrl(request, lastPage),
      prev: request.page > 1 ? pageUrl(request, request.page - 1) : null,
      next: request.page < lastPage ? pageUrl(request, request.page + 1) : null,
    },
    meta: {
      current_page: request.page,
      from,
      last_page: lastPage,
      path: request.path,
      per_page: request.perPage,
      to: from === null ? null : from + rows.length - 1,
      total,
    },
  };
}
