/** The global search (issue 36 item 5): `GET /api/admin/search?q=` and its "see all" pages. */
import { z } from 'zod';
import { textSchema, pageQueryShape } from './primitives.ts';

/** What the search finds, in the order its groups are shown. */
export const SEARCH_TYPES = ['tickets', 'companies', 'devices', 'people', 'projects'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Fewer letters would match most of the database: the box waits for two. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per group in the grouped answer (the top bar's panel); "see all" pages through the rest. */
export const SEARCH_GROUP_LIMIT = 5;
/** Totals are counted up to this many ("1000+"): an exact count of a common prefix over every ticket is not worth it. */
export const SEARCH_COUNT_CAP = 1000;

export const searchQuerySchema = z.object({
  q: textSchema.trim().min(SEARCH_MIN_LENGTH).max(100),
  /** One group, paged (the "see all" page); without it the grouped answer. */
  type: z.enum(SEARCH_TYPES).optional(),
  ...pageQueryShape,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
