/** The macro form: the server's body rules (`macroBodySchema`), with every field present as the form holds it. */
import type { z } from 'zod';
import { ASSIGNEE_ME, macroBodySchema, type TicketActionInput, type TicketActionKind } from '@helpdesk/shared/schemas';

const { shape } = macroBodySchema;

export const macroFormSchema = macroBodySchema.extend({
  description: shape.description.unwrap(),
  active: shape.active.unwrap(),
});
export type MacroForm = z.input<typeof macroFormSchema>;
export type MacroFormOutput = z.output<typeof macroFormSchema>;

/** A new action of a kind, with its field at a first value (what choosing the kind in a row puts there). */
export function newAction(kind: TicketActionKind): TicketActionInput {
  switch (kind) {
    case 'set_status':
      return { action: kind, status: 'in-progress' };
    case 'set_priority':
      return { action: kind, priority: 'normal' };
    case 'set_category':
      return { action: kind, category: 'other' };
    case 'set_type':
      return { action: kind, type: 'question' };
    case 'set_assignee':
      return { action: kind, assignee: ASSIGNEE_ME };
    case 'add_cc':
      return { action: kind, email: '' };
    case 'answer_with_text_module':
      // No module chosen yet: the picker starts empty and the schema answers "required" for it.
      return { action: kind, text_module_id: null as unknown as number };
    case 'add_note':
      return { action: kind, body: '' };
  }
}
