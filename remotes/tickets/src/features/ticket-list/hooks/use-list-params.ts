/** The staff ticket list keeps its state in the URL (@helpdesk/shared/ui useListParams): these filters and sorts. */
import { useListParams, type ListParamsConfig } from '@helpdesk/shared/ui';
import {
  ADMIN_FILTERS,
  DEFAULT_FILTER,
  DEFAULT_SORT,
  SORT_KEYS,
  type AdminTicketFilter,
  type TicketSort,
} from '../../../lib/ticket-vocabulary.ts';

export const TICKET_LIST: ListParamsConfig<AdminTicketFilter, TicketSort> = {
  filters: ADMIN_FILTERS,
  defaultFilter: DEFAULT_FILTER,
  sortKeys: SORT_KEYS,
  defaultSort: DEFAULT_SORT,
};

export const useTicketListParams = () => useListParams(TICKET_LIST);
