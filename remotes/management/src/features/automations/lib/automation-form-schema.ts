/** The rule form: the server's body rules (`automationBodySchema`); new condition and action rows at a first value. */
import type { z } from 'zod';
import { automationBodySchema, type AutomationActionKind, type AutomationConditionField } from '@helpdesk/shared/schemas';
import type { AutomationRule as AutomationRuleResource } from '@helpdesk/shared/resources';

export const automationFormSchema = automationBodySchema;
export type AutomationForm = z.input<typeof automationFormSchema>;
export type AutomationFormOutput = z.output<typeof automationFormSchema>;
type ConditionInput = NonNullable<AutomationForm['conditions']>[number];
type ActionInput = AutomationForm['actions'][number];

/** A picker that starts empty: the schema answers "required" until something is chosen. */
const unchosen = null as unknown as number;

export function newCondition(field: AutomationConditionField): ConditionInput {
  switch (field) {
    case 'company':
      return { field, companies: [] };
    case 'type':
    case 'priority':
    case 'category':
    case 'status':
      return { field, values: [] };
    case 'requester_domain':
      return { field, domains: [] };
    case 'subject_contains':
    case 'body_contains':
      return { field, text: '' };
    case 'unassigned_for':
      return { field, minutes: 30 };
    case 'waiting_for':
      return { field, hours: 24 };
    case 'sla_first_response_elapsed':
    case 'sla_resolve_elapsed':
      return { field, percent: 80 };
  }
}

export function newAction(kind: AutomationActionKind): ActionInput {
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
      return { action: kind, assignee: unchosen };
    case 'add_cc':
      return { action: kind, email: '' };
    case 'answer_with_text_module':
    case 'mail_text_module_to_requester':
      return { action: kind, text_module_id: unchosen };
    case 'add_note':
      return { action: kind, body: '' };
    case 'notify_agent':
      return { action: kind, agent_id: unchosen };
    case 'notify_assignee':
    case 'notify_responsible':
    case 'notify_managers':
    case 'assign_round_robin':
      return { action: kind };
  }
}

export const toForm = (r: AutomationRuleResource): AutomationForm => ({
  name: r.name,
  trigger: r.trigger,
  every_minutes: r.every_minutes,
  conditions: r.conditions,
  actions: r.actions,
  active: r.active,
});

export const emptyRule: AutomationForm = {
  name: '',
  trigger: 'created',
  every_minutes: null,
  conditions: [],
  actions: [newAction('set_assignee')],
  active: true,
};
