import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::int[])`: a list of integer ids as one parameter. Drizzle's `inArray` sends one parameter per id,
 * and the embedded database describes, serialises and binds each: a page of 20 tickets' rows took 5.0 ms p50 that way
 * and 2.8 ms this way (the same plan, an index scan on the ids). Same rows on PostgreSQL and PGlite; an empty list
 * matches nothing.
 */
export function idIn(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
