/**
 * The rule's conditions, all of which must hold: each row picks what it looks at and shows that condition's own value
 * (companies, values of a ticket field, domains, a text, a number of minutes, hours or per cent); rows are added and
 * removed with buttons named for their row.
 */
import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { companyChoicesQuery } from '@helpdesk/shared';
import {
  AUTOMATION_CONDITION_FIELDS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type AutomationConditionField,
} from '@helpdesk/shared/schemas';
import { MultiSelectField, TextField } from '@helpdesk/shared/ui';
import { newCondition, type AutomationForm, type AutomationFormOutput } from '../lib/automation-form-schema.ts';
import { KindRowsEditor } from '../../../components/kind-rows-editor.tsx';

type Form = UseFormReturn<AutomationForm, unknown, AutomationFormOutput>;

const ENUMS = { type: TICKET_TYPES, priority: TICKET_PRIORITIES, category: TICKET_CATEGORIES, status: TICKET_STATUSES } as const;

/** Domains typed as one comma-separated text; the form holds the list. */
function DomainsField({ form, index, busy }: { form: Form; index: number; busy: boolean }) {
  const { t } = useTranslation('management');
  return (
    <Controller
      control={form.control}
      name={`conditions.${index}.domains`}
      render={({ field, fieldState }) => (
        <DomainsInput field={field} error={fieldState.error} label={t('automations.values.domains')} busy={busy} />
      )}
    />
  );
}

function DomainsInput({
  field,
  error,
  label,
  busy,
}: {
  field: { value: unknown; onChange: (value: string[]) => void; onBlur: () => void; name: string };
  error?: { message?: string | undefined; [key: number]: { message?: string } | undefined } | undefined;
  label: string;
  busy: boolean;
}) {
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(', '));
  const itemError = Object.values(error ?? {}).find((e): e is { message: string } => typeof e === 'object' && !!e?.message)?.message;
  return (
    <Field label={label} required validationMessage={error?.message ?? itemError}>
      <Input
        name={field.name}
        value={text}
        disabled={busy}
        onChange={(_event, data) => {
          setText(data.value);
          field.onChange(
            data.value
              .split(/[,;\s]+/)
              .map((d) => d.trim())
              .filter(Boolean),
          );
        }}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

function ConditionValue({ form, index, field, busy }: { form: Form; index: number; field: AutomationConditionField; busy: boolean }) {
  const { t } = useTranslation('management');
  const companies = useQuery({ ...companyChoicesQuery, enabled: field === 'company' }).data ?? [];
  const control = form.control;
  switch (field) {
    case 'company':
      return (
        <MultiSelectField
          control={control}
          name={`conditions.${index}.companies`}
          label={t('automations.values.company')}
          required
          disabled={busy}
          choices={companies.map((c) => ({ value: c.id, label: c.name }))}
        />
      );
    case 'type':
    case 'priority':
    case 'category':
    case 'status':
      return (
        <MultiSelectField
          control={control}
          name={`conditions.${index}.values`}
          label={t('automations.values.values')}
          required
          disabled={busy}
          choices={ENUMS[field].map((value) => ({ value, label: t(`shared:ticket.${field}.${value}`) }))}
        />
      );
    case 'requester_domain':
      return <DomainsField form={form} index={index} busy={busy} />;
    case 'subject_contains':
    case 'body_contains':
      return (
        <TextField control={control} name={`conditions.${index}.text`} label={t('automations.values.text')} required disabled={busy} />
      );
    case 'unassigned_for':
      return (
        <TextField
          control={control}
          name={`conditions.${index}.minutes`}
          label={t('automations.values.minutes')}
          type="number"
          required
          disabled={busy}
        />
      );
    case 'waiting_for':
      return (
        <TextField
          control={control}
          name={`conditions.${index}.hours`}
          label={t('automations.values.hours')}
          type="number"
          required
          disabled={busy}
        />
      );
    case 'sla_first_response_elapsed':
    case 'sla_resolve_elapsed':
      return (
        <TextField
          control={control}
          name={`conditions.${index}.percent`}
          label={t('automations.values.percent')}
          type="number"
          required
          disabled={busy}
        />
      );
  }
}

export function ConditionListEditor({ form, busy }: { form: Form; busy: boolean }) {
  const { t } = useTranslation('management');
  const conditions = useFieldArray({ control: form.control, name: 'conditions' });
  const fields = useWatch({ control: form.control, name: 'conditions' }) ?? [];
  return (
    <KindRowsEditor
      testId="automation-conditions"
      rowTestId="automation-condition"
      kinds={AUTOMATION_CONDITION_FIELDS}
      keys={conditions.fields.map((row) => row.id)}
      kindAt={(index) => (fields[index]?.field ?? conditions.fields[index]!.field) as AutomationConditionField}
      value={(index, field) => <ConditionValue key={field} form={form} index={index} field={field} busy={busy} />}
      onKind={(index, field) => conditions.update(index, newCondition(field))}
      onRemove={conditions.remove}
      onAdd={() => conditions.append(newCondition('company'))}
      texts={{
        legend: t('automations.conditionsTitle'),
        empty: t('automations.noConditions'),
        kind: (n) => t('automations.condition', { n }),
        kindName: (field) => t(`automations.conditionFields.${field}`),
        remove: (n) => t('automations.removeCondition', { n }),
        add: t('automations.addCondition'),
      }}
      busy={busy}
    />
  );
}
