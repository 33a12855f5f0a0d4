/** Macros (server/API.md "Macros"). */
import { z } from 'zod';
import { MACRO_APPLY_RESULTS, ticketActionSchema } from '../schemas/macros.ts';
import { id, instant } from './common.ts';

export const macroSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  actions: z.array(ticketActionSchema),
  active: z.boolean(),
  created_at: instant,
  updated_at: instant,
});
export type Macro = z.infer<typeof macroSchema>;

/**
 * One ticket of a bulk apply: `applied` (with the new version), `conflict` (it moved on since the list showed it),
 * `not_found` (outside the caller's scope or gone), `invalid` (an action refused, `message` says why).
 */
export const macroTicketResultSchema = z.strictObject({
  id,
  fullid: z.string().nullable(),
  result: z.enum(MACRO_APPLY_RESULTS),
  version: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type MacroTicketResult = z.infer<typeof macroTicketResultSchema>;
