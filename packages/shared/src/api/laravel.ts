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

/** The From of a ticket or message filed from an e-mail of someone who is not a user (server/API.md "One ticket"). */
export interface MailSender {
  name: string | null;
  email: string;
}

/** What filed a ticket or wrote a message (server/API.md "One ticket"); messages are never `reminder`. */
export type TicketOrigin = 'web' | 'email' | 'monitoring' | 'reminder';
