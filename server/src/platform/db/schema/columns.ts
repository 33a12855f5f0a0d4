/** Column helpers shared by the schema's area files. */
import { sql } from 'drizzle-orm';
import { customType, numeric, text, timestamp } from 'drizzle-orm/pg-core';

export const tz = { withTimezone: true } as const;
export const createdAt = () => timestamp(tz).notNull().defaultNow();
export const updatedAt = () => timestamp(tz).notNull().defaultNow();
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The global search's folded text (migration 0037): the given fields lower-cased and stripped of diacritics by the
 * database's `search_fold` ("Łódź" → "lodz"), stored and kept by the database on every write, so PGlite (no unaccent)
 * and PostgreSQL match alike and a search never folds a table's rows at read time.
 */
export const searchText = (...columns: string[]) =>
  text()
    .notNull()
    .generatedAlwaysAs(sql.raw(`search_fold(${columns.map((c) => `coalesce("${c}", '')`).join(` || ' ' || `)})`));
