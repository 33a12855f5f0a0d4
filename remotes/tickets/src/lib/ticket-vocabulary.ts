/**
 * The ticket enumerations (spec §4) in the order the screens list them. `@helpdesk/shared/schemas` holds the
 * canonical lists but loads zod (~33 KiB gzip), too heavy for the list, the remote's first route: these are
 * checked against its types instead, so adding or renaming a value there fails the type check here.
 */
import type {
  AdminTicketFilter,
  TicketCategory,
  TicketPriority,
  TicketStatus,
  TicketType,
  TIME_REPORT_KINDS,
} from '@helpdesk/shared/schemas';
import { DEFAULT_ADMIN_TICKET_FILTER, DEFAULT_TICKET_SORT, TICKET_SORT_KEYS, type TicketSortKey } from '@helpdesk/shared/enums';

/** Returns the list unchanged; compiles only when it names every member of `T` (and nothing else). */
const every =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : 'misses a value')) =>
    list;

export const ADMIN_FILTERS = every<AdminTicketFilter>()([
  'not-resolved',
  'new',
  'in-progress',
  'accident',
  'waiting',
  'monitoring',
  'all',
  'not-assigned',
  'assigned-to-me',
  'assigned-to-others',
  'resolved',
  'trashed',
]);
export const DEFAULT_FILTER: AdminTicketFilter = DEFAULT_ADMIN_TICKET_FILTER;

/** Statuses in workflow order (also the "add with status" choices of spec §4). */
export const STATUSES = every<TicketStatus>()(['new', 'in-progress', 'waiting-for-client', 'waiting-for-third-party', 'resolved']);
export const PRIORITIES = every<TicketPriority>()(['low', 'normal', 'high', 'critical']);
export const TYPES = every<TicketType>()(['accident', 'question', 'monitoring', 'order']);
export const CATEGORIES = every<TicketCategory>()([
  'other',
  'computer',
  'software',
  'servers',
  'network',
  'phones',
  'email',
  'security',
  'printers',
]);
export type SupportScope = (typeof TIME_REPORT_KINDS)[number];
export const SUPPORT_SCOPES = every<SupportScope>()(['it', 'admin', 'developer', 'specialist']);

/** `key` ascending, `-key` descending (server/API.md). */
export type TicketSort = TicketSortKey | `-${TicketSortKey}`;
/** The API's sort keys (from `@helpdesk/shared/enums`: no zod on the list's route). */
export const SORT_KEYS = TICKET_SORT_KEYS;
export const DEFAULT_SORT: TicketSort = DEFAULT_TICKET_SORT;

/** The enumerations the screens name; the ticket's are named in the shared namespace, support scope here. */
export type LabelGroup = 'status' | 'priority' | 'type' | 'category' | 'supportScope';

/** The translation key prefix of a group's values. */
export const labelKey = (group: LabelGroup) => (group === 'supportScope' ? 'common.supportScope' : `shared:ticket.${group}`);

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

export type { AdminTicketFilter, TicketCategory, TicketPriority, TicketSortKey, TicketStatus, TicketType };
