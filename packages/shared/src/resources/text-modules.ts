/** Text modules (server/API.md "Text modules"). */
import { z } from 'zod';
import { TEXT_MODULE_LANGUAGES } from '../schemas/text-modules.ts';
import { companyRefSchema, id, instant } from './common.ts';

export const textModuleSchema = z.strictObject({
  id,
  name: z.string(),
  shortcut: z.string(),
  body: z.string(),
  language: z.enum(TEXT_MODULE_LANGUAGES),
  /** Null: global. */
  company: companyRefSchema.nullable(),
  category: z.string(),
  created_at: instant,
  updated_at: instant,
});
export type TextModule = z.infer<typeof textModuleSchema>;

/** A module filled in for one ticket: the text the composer inserts. */
export const renderedTextModuleSchema = z.strictObject({ id, body: z.string() });
export type RenderedTextModule = z.infer<typeof renderedTextModuleSchema>;
