/**
 * The ticket enumerations (spec §4) as the screens name them, read from `@helpdesk/shared/enums`: the lists are
 * data without zod (`@helpdesk/shared/schemas` loads it, ~33 KiB gzip, too heavy for the list, the remote's first
 * route), in the order the screens list them.
 */
import {
  ADMIN_TICKET_FILTERS,
  DEFAULT_ADMIN_TICKET_FILTER,
  DEFAULT_TICKET_SORT,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SORT_KEYS,
  TICKET_STATUSES,
  TICKET_TYPES,
  TIME_REPORT_KINDS,
  type AdminTicketFilter,
  type TicketCategory,
  type TicketPriority,
  type TicketSortKey,
  type TicketStatus,
  type TicketType,
} from '@helpdesk/shared/enums';

export const ADMIN_FILTERS = ADMIN_TICKET_FILTERS;
export const DEFAULT_FILTER: AdminTicketFilter = DEFAULT_ADMIN_TICKET_FILTER;

/** Statuses in workflow order (also the "add with status" choices of spec §4). */
export const STATUSES = TICKET_STATUSES;
export const PRIORITIES = TICKET_PRIORITIES;
export const TYPES = TICKET_TYPES;
export const CATEGORIES = TICKET_CATEGORIES;
export type SupportScope = (typeof TIME_REPORT_KINDS)[number];
export const SUPPORT_SCOPES = TIME_REPORT_KINDS;

/** `key` ascending, `-key` descending (server/API.md). */
export type TicketSort = TicketSortKey | `-${TicketSortKey}`;
/** The API's sort keys. */
export const SORT_KEYS = TICKET_SORT_KEYS;
export const DEFAULT_SORT: TicketSort = DEFAULT_TICKET_SORT;

/** The enumerations the screens name; the ticket's are named in the shared namespace, support scope here. */
export type LabelGroup = 'status' | 'priority' | 'type' | 'category' | 'supportScope';

/** The translation key prefix of a group's values. */
export const labelKey = (group: LabelGroup) => (group === 'supportScope' ? 'common.supportScope' : `shared:ticket.${group}`);

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

export type { AdminTicketFilter, TicketCategory, TicketPriority, TicketSortKey, TicketStatus, TicketType };
