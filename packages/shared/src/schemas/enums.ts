/** The product's enumerations (spec §4), as data. */

/** In workflow order: the order the screens list them in and the lists sort by (`sort=status`). */
export const TICKET_STATUSES = ['new', 'in-progress', 'waiting-for-client', 'waiting-for-third-party', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const WAITING_STATUSES = ['waiting-for-client', 'waiting-for-third-party'] as const satisfies readonly TicketStatus[];
/** Statuses of a ticket still to be worked on: an agent's load (the assignee pickers' "7 open"). Listed, not derived, so a later closing status is not counted as open. */
export const OPEN_TICKET_STATUSES = [
  'new',
  'in-progress',
  'waiting-for-client',
  'waiting-for-third-party',
] as const satisfies readonly TicketStatus[];

export const TICKET_TYPES = ['accident', 'question', 'monitoring', 'order'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'critical'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** The priorities a client may choose when reporting a ticket. */
export const CLIENT_TICKET_PRIORITIES = ['low', 'normal', 'high'] as const satisfies readonly TicketPriority[];

export const TICKET_CATEGORIES = [
  'other',
  'computer',
  'software',
  'servers',
  'network',
  'phones',
  'email',
  'security',
  'printers',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Sort keys of the ticket lists; `-` in front sorts descending (`sort=-created_at`, the default). */
export const TICKET_SORT_KEYS = ['id', 'fullid', 'subject', 'status', 'priority', 'created_at', 'updated_at', 'resolve_due_at'] as const;
export type TicketSortKey = (typeof TICKET_SORT_KEYS)[number];

/** List filters of the staff ticket list (spec §2), in menu order. */
export const ADMIN_TICKET_FILTERS = [
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
] as const;
export type AdminTicketFilter = (typeof ADMIN_TICKET_FILTERS)[number];
/** The staff ticket list's filter and sort when its URL names none (the screen and the page's early request). */
export const DEFAULT_ADMIN_TICKET_FILTER: AdminTicketFilter = 'not-resolved';
export const DEFAULT_TICKET_SORT: `-${TicketSortKey}` = '-created_at';

/** List filters of the client ticket lists (own and company tickets). */
export const CLIENT_TICKET_FILTERS = ['not-resolved', 'new', 'in-progress', 'all', 'resolved', 'trashed'] as const;
export type ClientTicketFilter = (typeof CLIENT_TICKET_FILTERS)[number];

/** Filters that carry a badge in the staff ticket menu. */
export const MENU_BADGE_FILTERS = ['new', 'accident', 'not-assigned'] as const satisfies readonly AdminTicketFilter[];

export const PROJECT_STATES = ['new', 'in-progress', 'stopped', 'finished'] as const;
export const DEVICE_STATES = ['ok', 'crashed', 'sold', 'disposed', 'stolen', 'lost', 'serviced'] as const;
export const DEVICE_TYPES = ['other', 'laptop', 'workstation', 'server', 'switch', 'router', 'printer', 'phone', 'tablet'] as const;
export const PLANNED_WORK_STATUSES = ['waiting-for-accept', 'accepted', 'rejected'] as const;
export const LEAVE_TYPES = ['health', 'free', 'occasional', 'holiday', 'remote'] as const;
export const REMINDER_PERIODS = ['once', 'weekly', 'every-2-weeks', 'every-3-weeks', 'monthly', 'yearly'] as const;
export const INTERNAL_TIME_CATEGORIES = ['meeting', 'arrival', 'learning', 'fix-mistakes', 'offers', 'others'] as const;
export const EVALUATION_REASONS = [
  'too-long-resolving-time',
  'too-few-visits',
  'visit-needed',
  'communication-problem',
  'too-low-competence',
  'other',
] as const;
export const REPORT_FREQUENCIES = ['never', 'daily', 'weekly', 'monthly'] as const;
export const CHARGING_MODELS = ['universal', 'split', 'no-limit', 'limited'] as const;
/** How a company's contract renews at its end: not at all, every month, every year. */
export const CONTRACT_RENEWALS = ['none', 'monthly', 'yearly'] as const;
/** Orders of the company list (`sort`; a leading minus = descending). */
export const COMPANY_SORTS = ['name', '-name', 'tag', '-tag', 'open_tickets', '-open_tickets', 'created_at', '-created_at'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
/** Kinds of work in a time report (the staff type the time is charged as). */
export const TIME_REPORT_KINDS = ['it', 'admin', 'developer', 'specialist'] as const;
/** The daily report's columns of reported time: each kind, then internal time. */
export const DAILY_KINDS = [...TIME_REPORT_KINDS, 'internal'] as const;
/** A CSV's dialect: Polish (`;` and a decimal comma, what Polish Excel expects) or English (`,` and a point). */
export const CSV_DIALECTS = ['pl', 'en'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];
export const OVERTIME_PERCENTS = [0, 50, 100, 150] as const;
export const COMPETENCY_AREAS = [
  'linux',
  'windows',
  'o365',
  'cybersec',
  'network',
  'hardware',
  'voip',
  'erp',
  'email',
  'eng',
  'virtual',
  'fortigate',
  'nas',
  'backup',
  'ad',
  'azure',
  'monitoring',
  'apple',
] as const;

/** Colours the UI uses for priorities and statuses (also sent by the API in summaries). */
export const PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: '#6c757d',
  normal: '#0d6efd',
  high: '#fd7e14',
  critical: '#dc3545',
};
export const STATUS_COLORS: Record<TicketStatus, string> = {
  new: '#0dcaf0',
  'in-progress': '#0d6efd',
  resolved: '#198754',
  'waiting-for-client': '#ffc107',
  'waiting-for-third-party': '#6f42c1',
};

/**
 * Whether an e-mail's sender passed SPF/DKIM/DMARC when it came in: `pass`, `fail` (a check
 * failed or the domain's DMARC policy refused it), `none` (nothing the sender's domain publishes vouches for it),
 * `unknown` (DNS did not answer in time). `fail` and `none` are an unverified sender.
 */
export const MAIL_AUTH_VERDICTS = ['pass', 'fail', 'none', 'unknown'] as const;
export type MailAuthVerdict = (typeof MAIL_AUTH_VERDICTS)[number];
export const isUnverifiedSender = (verdict: MailAuthVerdict | null | undefined): boolean => verdict === 'fail' || verdict === 'none';

/**
 * Why mail intake kept an e-mail aside instead of filing it as a client's answer (issue 33): `automatic` — an
 * out-of-office reply, a bounce, a read receipt or list mail; `rate_limited` — more mail from one address or to one
 * ticket than a person writes. Neither answers, notifies nor opens a ticket.
 */
export const MAIL_MARKS = ['automatic', 'rate_limited'] as const;
export type MailMark = (typeof MAIL_MARKS)[number];

/** The staff client list's tabs. */
export const CLIENT_LIST_STATES = ['active', 'deleted'] as const;
export type ClientListState = (typeof CLIENT_LIST_STATES)[number];

// ---- employee spreadsheet import (server/API.md "Employee import")
/** The fields a spreadsheet column can fill, in the template's order. */
export const IMPORT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'additional_email',
  'job_position',
  'phone',
  'role',
  'city',
  'lang',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Without these a row cannot become a person. */
export const IMPORT_REQUIRED_FIELDS: readonly ImportField[] = ['firstname', 'lastname', 'email'];
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_MB = 10;
export const IMPORT_MAX_ROWS = 10_000;
/** Defaults of the server's IMPORT_MAX_UNPACKED_MB and IMPORT_MAX_CELLS: a zip's entries unpacked, a sheet's cells. */
export const IMPORT_MAX_UNPACKED_MB = 100;
export const IMPORT_MAX_CELLS = 500_000;
export const IMPORT_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;
export const IMPORT_ROW_STATUSES = ['new', 'update', 'unchanged', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
/** The text encodings a CSV import reads (detected, or chosen in the preview): what Polish offices' Excel and LibreOffice write. */
export const IMPORT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1250', 'iso-8859-2'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
/** The CSV field separators an import recognises, by name. */
export const IMPORT_SEPARATORS = ['semicolon', 'comma', 'tab'] as const;
export type ImportSeparator = (typeof IMPORT_SEPARATORS)[number];

/** Why a time report waits for the admin: overtime, work outside the contract, an arrival. */
export const TIME_ACCEPT_REASONS = ['overtime', 'outside-contract', 'arrival'] as const;
export type TimeAcceptReason = (typeof TIME_ACCEPT_REASONS)[number];
/** Which reports the acceptance list shows: waiting (the queue), rejected (waiting for the agent), accepted, or all. */
export const TIME_ACCEPT_STATUSES = ['pending', 'rejected', 'accepted', 'all'] as const;
export type TimeAcceptStatus = (typeof TIME_ACCEPT_STATUSES)[number];

/** Layout modes of the page frame (spec §2, §9): the sidebar's width and the content's width; the first is the default. */
export const SIDEBAR_MODES = ['default', 'collapsed', 'small'] as const;
export type SidebarMode = (typeof SIDEBAR_MODES)[number];
export const LAYOUT_WIDTHS = ['fluid', 'boxed'] as const;
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];

/**
 * The events a person chooses how to be told about (issue #33): per event, e-mail and push switches on the profile.
 * The bell (database notification) is not optional, nor are account mails (password reset, 2FA code, e-mail change,
 * welcome): they are not here. In the order the profile lists them.
 */
export const NOTIFICATION_EVENTS = [
  'ticket_created',
  'ticket_answered',
  'ticket_assigned',
  'ticket_status_changed',
  'note_mention',
  'sla_warning',
  'automation_notice',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/** The outbox (server/API.md "Deliveries"): how a message travels, and where it is on its way. */
export const OUTBOX_CHANNELS = ['mail', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** `queued`: waiting for its (next) attempt; `sending`: an attempt in flight; `failed`: given up, a person may retry. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What the global search finds (issue 36 item 5), in the order its groups are shown. */
export const SEARCH_TYPES = ['tickets', 'companies', 'devices', 'people', 'projects'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
