/**
 * The client's ticket lists keep their state in the URL (@helpdesk/shared/ui useListParams): these filters and sorts.
 */
import { CLIENT_TICKET_FILTERS } from '@helpdesk/shared/enums';
import type { TICKET_SORT_KEYS } from '@helpdesk/shared/schemas';
import { useListParams, type ListParamsConfig } from '@helpdesk/shared/ui';
import type { ClientTicketFilter } from '../api/ticket-types.ts';

/** The sorts the list offers (a subset of the API's). */
export const LIST_SORTS = ['-created_at', 'created_at', '-updated_at', 'subject', '-priority', 'status'] as const;

type TicketSortKey = (typeof TICKET_SORT_KEYS)[number];

/** Returns the list unchanged; compiles only when it names every member of `T` (and nothing else). */
const every =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : 'misses a value')) =>
    list;

/**
 * The API's sort keys a URL may hold. `@helpdesk/shared/schemas` exports them beside its zod schemas, and importing
 * the value there brings zod (~24 KiB gzip) onto the list, the remote's first route: this copy is checked against
 * its type instead, so a key added or renamed there fails the type check here.
 */
export const SORT_KEYS = every<TicketSortKey>()(['id', 'fullid', 'subject', 'status', 'priority', 'created_at', 'updated_at', 'resolve_due_at']);

export const CLIENT_TICKET_LIST: ListParamsConfig<ClientTicketFilter, string> = {
  filters: CLIENT_TICKET_FILTERS,
  defaultFilter: 'not-resolved',
  sortKeys: SORT_KEYS,
  defaultSort: '-created_at',
};

export const useClientTicketListParams = () => useListParams(CLIENT_TICKET_LIST);
