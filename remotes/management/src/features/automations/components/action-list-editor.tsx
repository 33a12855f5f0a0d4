/**
 * The rule's actions in the order they run: each row picks its kind (the macro actions and the rule-only ones) and
 * shows that kind's own field; rows are added, removed and moved up or down with buttons named for their row.
 */
import { Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery } from '@helpdesk/shared';
import {
  AUTOMATION_ACTION_KINDS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type AutomationActionKind,
} from '@helpdesk/shared/schemas';
import { SelectField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { automationTextModulesQuery } from '../api/automations-api.ts';
import { newAction, type AutomationForm, type AutomationFormOutput } from '../lib/automation-form-schema.ts';
import { KindRowsEditor } from '../../../components/kind-rows-editor.tsx';

type Form = UseFormReturn<AutomationForm, unknown, AutomationFormOutput>;

const ENUMS = { status: TICKET_STATUSES, priority: TICKET_PRIORITIES, category: TICKET_CATEGORIES, type: TICKET_TYPES } as const;

function ActionValue({ form, index, kind, busy }: { form: Form; index: number; kind: AutomationActionKind; busy: boolean }) {
  const { t } = useTranslation('management');
  const needsAgents = kind === 'set_assignee' || kind === 'notify_agent';
  const needsModules = kind === 'answer_with_text_module' || kind === 'mail_text_module_to_requester';
  const agents = useQuery({ ...agentChoicesQuery, enabled: needsAgents }).data ?? [];
  const modules = useQuery({ ...automationTextModulesQuery, enabled: needsModules }).data ?? [];
  const control = form.control;
  const label = (field: string) => t(`automations.actionFields.${field}`);
  const named = (group: keyof typeof ENUMS) => ENUMS[group].map((value) => ({ value, label: t(`shared:ticket.${group}.${value}`) }));
  switch (kind) {
    case 'set_status':
    case 'set_priority':
    case 'set_category':
    case 'set_type': {
      const group = kind.slice('set_'.length) as keyof typeof ENUMS;
      return (
        <SelectField
          control={control}
          name={`actions.${index}.${group}`}
          label={label(group)}
          required
          disabled={busy}
          choices={named(group)}
        />
      );
    }
    case 'set_assignee':
    case 'notify_agent': {
      const field = kind === 'set_assignee' ? 'assignee' : 'agent_id';
      return (
        <SelectField
          control={control}
          name={`actions.${index}.${field}`}
          label={label(field)}
          required
          disabled={busy}
          choices={agents.map((a) => ({ value: a.id, label: a.name }))}
        />
      );
    }
    case 'add_cc':
      return <TextField control={control} name={`actions.${index}.email`} label={label('email')} type="email" required disabled={busy} />;
    case 'answer_with_text_module':
    case 'mail_text_module_to_requester':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.text_module_id`}
          label={label('text_module_id')}
          required
          disabled={busy}
          choices={modules.map((m) => ({ value: m.id, label: `${m.name} (::${m.shortcut})` }))}
        />
      );
    case 'add_note':
      return <TextareaField control={control} name={`actions.${index}.body`} label={label('body')} rows={3} required disabled={busy} />;
    case 'notify_assignee':
    case 'notify_responsible':
    case 'notify_managers':
    case 'assign_round_robin':
      return <Text>{t('automations.noValue')}</Text>;
  }
}

export function ActionListEditor({ form, busy }: { form: Form; busy: boolean }) {
  const { t } = useTranslation('management');
  const actions = useFieldArray({ control: form.control, name: 'actions' });
  const kinds = useWatch({ control: form.control, name: 'actions' }) ?? [];
  const error = form.formState.errors.actions;
  return (
    <KindRowsEditor
      testId="automation-actions"
      rowTestId="automation-action"
      kinds={AUTOMATION_ACTION_KINDS}
      keys={actions.fields.map((row) => row.id)}
      kindAt={(index) => (kinds[index]?.action ?? actions.fields[index]!.action) as AutomationActionKind}
      value={(index, kind) => <ActionValue key={kind} form={form} index={index} kind={kind} busy={busy} />}
      onKind={(index, kind) => actions.update(index, newAction(kind))}
      onMove={actions.move}
      onRemove={actions.remove}
      onAdd={() => actions.append(newAction('set_assignee'))}
      texts={{
        legend: t('automations.actionsTitle'),
        empty: t('automations.noActions'),
        kind: (n) => t('automations.action', { n }),
        kindName: (kind) => t(`automations.kinds.${kind}`),
        moveUp: (n) => t('automations.actionMoveUp', { n }),
        moveDown: (n) => t('automations.actionMoveDown', { n }),
        remove: (n) => t('automations.removeAction', { n }),
        add: t('automations.addAction'),
      }}
      error={error?.message ?? error?.root?.message}
      busy={busy}
    />
  );
}
