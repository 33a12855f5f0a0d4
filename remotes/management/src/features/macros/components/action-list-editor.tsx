/**
 * The macro's actions in the order they apply: each row picks its kind and shows that kind's own field; rows are
 * added, removed and moved up or down with buttons (keyboard reachable, each named for its row).
 */
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery } from '@helpdesk/shared';
import {
  ASSIGNEE_ME,
  TICKET_ACTION_KINDS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketActionKind,
} from '@helpdesk/shared/schemas';
import { SelectField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { macroTextModulesQuery } from '../api/macros-api.ts';
import { newAction, type MacroForm, type MacroFormOutput } from '../lib/macro-form-schema.ts';
import { KindRowsEditor } from '../../../components/kind-rows-editor.tsx';

type Form = UseFormReturn<MacroForm, unknown, MacroFormOutput>;

function ActionField({ form, index, kind, busy }: { form: Form; index: number; kind: TicketActionKind; busy: boolean }) {
  const { t } = useTranslation('management');
  const agents = useQuery({ ...agentChoicesQuery, enabled: kind === 'set_assignee' }).data ?? [];
  const modules = useQuery({ ...macroTextModulesQuery, enabled: kind === 'answer_with_text_module' }).data ?? [];
  const control = form.control;
  const label = t(`macros.fields.${kind}`);
  const named = (group: 'status' | 'priority' | 'type' | 'category', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`shared:ticket.${group}.${value}`) }));
  switch (kind) {
    case 'set_status':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.status`}
          label={label}
          required
          disabled={busy}
          choices={named('status', TICKET_STATUSES)}
        />
      );
    case 'set_priority':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.priority`}
          label={label}
          required
          disabled={busy}
          choices={named('priority', TICKET_PRIORITIES)}
        />
      );
    case 'set_category':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.category`}
          label={label}
          required
          disabled={busy}
          choices={named('category', TICKET_CATEGORIES)}
        />
      );
    case 'set_type':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.type`}
          label={label}
          required
          disabled={busy}
          choices={named('type', TICKET_TYPES)}
        />
      );
    case 'set_assignee':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.assignee`}
          label={label}
          required
          disabled={busy}
          choices={[{ value: ASSIGNEE_ME, label: t('macros.me') }, ...agents.map((a) => ({ value: a.id, label: a.name }))]}
        />
      );
    case 'add_cc':
      return <TextField control={control} name={`actions.${index}.email`} label={label} type="email" required disabled={busy} />;
    case 'answer_with_text_module':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.text_module_id`}
          label={label}
          required
          disabled={busy}
          choices={modules.map((m) => ({ value: m.id, label: `${m.name} (::${m.shortcut})` }))}
        />
      );
    case 'add_note':
      return <TextareaField control={control} name={`actions.${index}.body`} label={label} rows={3} required disabled={busy} />;
  }
}

export function ActionListEditor({ form, busy }: { form: Form; busy: boolean }) {
  const { t } = useTranslation('management');
  const actions = useFieldArray({ control: form.control, name: 'actions' });
  const kinds = useWatch({ control: form.control, name: 'actions' }) ?? [];
  const error = form.formState.errors.actions;
  return (
    <KindRowsEditor
      testId="macro-actions"
      rowTestId="macro-action"
      kinds={TICKET_ACTION_KINDS}
      keys={actions.fields.map((row) => row.id)}
      kindAt={(index) => (kinds[index]?.action ?? actions.fields[index]!.action) as TicketActionKind}
      value={(index, kind) => <ActionField form={form} index={index} kind={kind} busy={busy} />}
      onKind={(index, kind) => actions.update(index, newAction(kind))}
      onMove={actions.move}
      onRemove={actions.remove}
      onAdd={() => actions.append(newAction('set_status'))}
      texts={{
        legend: t('macros.actionsTitle'),
        empty: t('macros.noActions'),
        kind: (n) => t('macros.kind', { n }),
        kindName: (kind) => t(`macros.kinds.${kind}`),
        moveUp: (n) => t('macros.moveUp', { n }),
        moveDown: (n) => t('macros.moveDown', { n }),
        remove: (n) => t('macros.remove', { n }),
        add: t('macros.addAction'),
      }}
      error={error?.message ?? error?.root?.message}
      busy={busy}
    />
  );
}
