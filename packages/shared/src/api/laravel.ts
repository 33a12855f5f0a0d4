/** Laravel's answer shapes (ARCHITECTURE §3): what every list and resource call of every app reads. */
export interface Paginated<T> {
  data: T[];
  links: { first: string | null; last: string | null; prev: string | null; next: string | null };
  meta: { current_page: number; from: number | null; to: number | null; last_page: number; path: string; per_page: number; total: number };
}

/** A single resource: `{data: …}`, with the server's message after a change. */
export interface Resource<T> {
  data: T;
  message?: string;
}
