/** The text module form: the server's body rules (`textModuleBodySchema`); the company picker holds a number or null. */
import { z } from 'zod';
import { textModuleBodySchema } from '@helpdesk/shared/schemas';

const { shape } = textModuleBodySchema;

export const textModuleFormSchema = textModuleBodySchema.extend({
  company_id: z.number().int().positive().nullable(),
  category: shape.category.unwrap(),
});
export type TextModuleForm = z.input<typeof textModuleFormSchema>;
