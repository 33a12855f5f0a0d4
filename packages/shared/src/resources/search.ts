/** The global search's answer (server/API.md "Search"). */
import { z } from 'zod';
import { SEARCH_TYPES } from '../schemas/enums.ts';
import { companyRefSchema, id } from './common.ts';

/** One thing found: what to show (title, a detail line) and where it belongs. */
export const searchHitSchema = z.strictObject({
  type: z.enum(SEARCH_TYPES),
  id,
  title: z.string(),
  /** A second line: the ticket's fullid and status, the device's serial, the person's e-mail… */
  detail: z.string(),
  company: companyRefSchema.nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.strictObject({
  type: z.enum(SEARCH_TYPES),
  /** Counted up to the cap and one more (SEARCH_GROUP_COUNT_CAP + 1 in the grouped answer); more means "over the cap". */
  total: z.number().int().nonnegative(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.strictObject({ q: z.string(), groups: z.array(searchGroupSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
