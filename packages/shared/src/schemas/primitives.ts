/**
 * The building blocks of every request schema: ids within the database's int4 range, text without
 * control characters, dates in a range the calendar arithmetic can handle. Written once here; the module schemas use
 * them, so a big id, a NUL byte or the year 0 is a 422 naming the field, never a database error.
 */
import { z } from 'zod';
import { messageKey } from './messages.ts';
import { MONTH_PATTERN } from '../format/months.ts';

/** PostgreSQL's `integer` (int4) maximum: every id column and id parameter stays within it. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * A number typed or chosen in a form, or sent in a path or query ("12" or 12), checked by `schema`. A blank field or a
 * cleared choice (null) is a missing value, so it is "required" (or the default), never 0 with a "must be ≥ 0".
 */
export const typedNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    return typeof value === 'string' ? Number(value) : value;
  }, schema);

/** A record id in a path, query, form field or JSON body ("12" or 12). */
export const idSchema = typedNumber(z.number().int().positive().max(DB_INT_MAX));
export const optionalIdSchema = idSchema.nullable().optional();
/** `/…/:id` route parameters. */
export const idParamsSchema = z.object({ id: idSchema });

/** C0 control characters except tab, line feed and carriage return, and DEL: PostgreSQL refuses NUL in text. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlChars = (value: string): boolean => CONTROL_CHARS.test(value);

/** Any text a person types or a mail carries: refuses control characters; chain `.trim().min().max()` as needed. */
export const textSchema = z.string().refine((value) => !hasControlChars(value), messageKey('control_chars'));

/** A list's `search` parameter. */
export const searchSchema = textSchema.trim().max(200).optional();

/** The highest page a list answers (keeps OFFSET far from overflowing). */
export const PAGE_MAX = 1_000_000;
/** `page` and `per_page` of every paginated list (Laravel's names). */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

/** Calendar dates the product handles: the period arithmetic (yearly reminders, SLA, reports) stays valid inside. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2999;
/** A value in the wrong format passes here: the format check has said so already (one message per field). */
const yearInRange = (value: string) => {
  if (!/^\d{4}-/.test(value)) return true;
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
};
const dateRange = messageKey('date_range', { min: String(DATE_YEAR_MIN), max: String(DATE_YEAR_MAX) });

/** `YYYY-MM-DD` between 1900-01-01 and 2999-12-31. */
export const dateSchema = z.iso.date().refine(yearInRange, dateRange);
/** An ISO date-time with its offset, in the same year range. */
export const dateTimeSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return true;
  const year = new Date(time).getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}, dateRange);
/** `YYYY-MM`, in the same year range. */
export const monthSchema = z.string().regex(MONTH_PATTERN).refine(yearInRange, dateRange);
/** A time of day `hh:mm` (00:00–23:59): minutes added to it stay within one day's arithmetic. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A record's optimistic-lock version (JSON number), within int4 like the column. */
export const versionSchema = z.number().int().positive().max(DB_INT_MAX);

/** `/…/:companyId` route parameters. */
export const companyIdParamsSchema = z.object({ companyId: idSchema });
/** `?company_id=` narrowing a staff view (ticket counters, dashboard) to one company. */
export const companyFilterQuerySchema = z.object({ company_id: idSchema.optional() });
