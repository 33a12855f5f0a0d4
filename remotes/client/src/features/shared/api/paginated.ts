/** Laravel's paginator (ARCHITECTURE §3), the shape of every list this remote reads. */
export interface Paginated<T> {
  data: T[];
  links: { first: string | null; last: string | null; prev: string | null; next: string | null };
  meta: { current_page: number; from: number | null; to: number | null; last_page: number; path: string; per_page: number; total: number };
}

/** A single resource: `{data: …}`. */
export interface Resource<T> {
  data: T;
  message?: string;
}
