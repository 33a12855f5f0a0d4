/** The spec's business constants and limits (product spec §9), named once. */

export const DEFAULT_LOCALE = 'pl';
export const FALLBACK_LOCALE = 'en';
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Chance that an admin navigation refreshes the not-reported-hours list. */
export const NOT_REPORTED_HOURS_REFRESH_CHANCE = 0.7;
/** Minimum delay of a data fetch, so fast responses do not flash loading states. */
export const DATA_FETCH_MIN_DELAY_MS = 200;

export const ACTIVE_AGENTS_POLL_MS = 10_000;
export const ACTIVE_AGENT_WINDOWS_MIN = [5, 15] as const;

export const DRAFT_SUBJECT_LENGTH = 7;
export const PLANNED_WORK_SUBJECT_LENGTH = 12;
export const PLANNED_WORK_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

export const NOTIFICATIONS_MARK_READ_DELAY_MS = 2_000;
export const NOTIFICATIONS_LIST_MAX_HEIGHT_PX = 230;

export const TOAST_TIMEOUT_MS = 2_600;
export const EVENT_TOAST_TIMEOUT_MS = 8_000;

export const OVERTIME_RATES = [0.5, 1, 1.5] as const;

/**
 * The time-report form's step for the start hour and the duration: a stopped timer's draft starts on it (rounded
 * down) and lasts a whole number of it (rounded to the nearest, at least one step).
 */
export const TIME_REPORT_STEP_MINUTES = 5;

/**
 * A month's package (hours in total or a staff type's, or visits): used from this percent it warns (amber, the
 * hours-limit e-mail and bell), from the limit it is exceeded (red, the second e-mail).
 */
export const PACKAGE_WARNING_PERCENT = 80;
export const PACKAGE_LIMIT_PERCENT = 100;

/** Agent time scope in minutes per day: incidentally, 4 h, 8 h. */
export const AGENT_TIME_SCOPES = [0, 240, 480] as const;
/**
 * Agents keep a time scope, not hours: a working day (Monday–Friday, not a public holiday) runs from this hour of
 * Poland's clock for the scope's minutes (480: 08:00–16:00), the office hours of a company's default business hours.
 */
export const AGENT_WORKDAY_START = '08:00';

export const COMPANY_TAG_MIN = 3;
export const COMPANY_TAG_MAX = 4;
export const COMPETENCY_MIN = 0;
export const COMPETENCY_MAX = 3;
export const DEFAULT_COMPANY_SELECTION = 1;

export const FINANCE_MENU_TITLE_ID = 179;
export const FINANCE_MENU_ITEM_IDS = [180, 181, 182, 183, 184, 185] as const;

/** A failed chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const PINNED_TICKETS_MENU_STORAGE_KEY = 'helpdesk.pinnedTicketsMenu';
export const AUTH_COOKIE_PREFIX = 'auth.';
export const LOADING_BAR_MAX = 100;

export const LAYOUT = {
  sidebarWidthPx: 250,
  sidebarCollapsedWidthPx: 70,
  sidebarSmallWidthPx: 160,
  topBarHeightPx: 70,
  rightPanelWidthPx: 370,
  boxedMaxWidthPx: 1300,
  mobileBreakpointPx: 991.98,
} as const;

/** Media query matching the spec's mobile breakpoint. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileBreakpointPx}px)`;

/**
 * Id of the `<script type="application/json">` block the server may put into the shell's HTML: what the boot would
 * otherwise fetch (`{ config?, remotes?, user? }` — config.json, remotes.json and /api/user's answer, null when
 * nobody is signed in). A back end that leaves it out gets those three requests, made in parallel.
 */
export const BOOT_DATA_ELEMENT_ID = 'helpdesk-boot';

/** A list's page sizes and the default one (the pagination bar, and the page's early request). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The staff company filter's query parameter (routes/company-param.ts). */
export const COMPANY_PARAM = 'company';

/**
 * The company the staff company report shows: a parameter of its own, so opening the report for a company leaves the
 * sidebar's company filter (`COMPANY_PARAM`) as the user set it.
 */
export const REPORT_COMPANY_PARAM = 'report_company';

/**
 * The query-key root of the audit trail's reads: a save on a page showing a History invalidates it. Bundled with each
 * remote (not the shell's `queryRoots`) so a remote built with it runs under an older shell, and kept out of
 * `@helpdesk/shared/ui` so a list that only refreshes it does not load the History component.
 */
export const AUDIT_LOG_ROOT = 'audit-log';

// ---- the global search (issue 36 item 5)
/** Fewer letters would match most of the database: the box waits for two, the server refuses fewer. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per group in the grouped answer (the top bar's panel); "see all" pages through the rest. */
export const SEARCH_GROUP_LIMIT = 5;
/**
 * One group's page (`type=`, the results page's tab) counts its total up to this many and one more ("1000+"): an exact
 * count of a common prefix over every ticket is not worth it.
 */
export const SEARCH_COUNT_CAP = 1000;
/**
 * The grouped answer (the top bar's panel while typing, the results page's overview) counts each group up to this many
 * and one more ("100+"): at 500 000 tickets, reading a common prefix's tickets to the 1 001st match took 18–245 ms, to
 * the 101st 1–17 ms (bench/history/search.md).
 */
export const SEARCH_GROUP_COUNT_CAP = 100;
/** The typing pause after which the top bar's box searches. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 200;
/** Hits per page of the "see all" page. */
export const SEARCH_PAGE_SIZE = 20;
