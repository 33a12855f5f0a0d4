/**
 * The client's ticket lists keep their state in the URL (@helpdesk/shared/ui useListParams): these filters and sorts.
 */
import { CLIENT_TICKET_FILTERS, TICKET_SORT_KEYS } from '@helpdesk/shared/enums';
import { useListParams, type ListParamsConfig } from '@helpdesk/shared/ui';
import type { ClientTicketFilter } from '@helpdesk/shared/enums';

/** The sorts the list offers (a subset of the API's). */
export const LIST_SORTS = ['-created_at', 'created_at', '-updated_at', 'subject', '-priority', 'status'] as const;

export const CLIENT_TICKET_LIST: ListParamsConfig<ClientTicketFilter, string> = {
  filters: CLIENT_TICKET_FILTERS,
  defaultFilter: 'not-resolved',
  sortKeys: TICKET_SORT_KEYS,
  defaultSort: '-created_at',
};

export const useClientTicketListParams = () => useListParams(CLIENT_TICKET_LIST);
