/** The global search (issue 36 item 5): `GET /api/admin/search?q=` and its "see all" pages. */
import { z } from 'zod';
import { textSchema, pageQueryShape } from './primitives.ts';
import { SEARCH_TYPES } from './enums.ts';
import { SEARCH_MIN_LENGTH } from '../constants.ts';

export const searchQuerySchema = z.object({
  q: textSchema.trim().min(SEARCH_MIN_LENGTH).max(100),
  /** One group, paged (the "see all" page); without it the grouped answer. */
  type: z.enum(SEARCH_TYPES).optional(),
  ...pageQueryShape,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
