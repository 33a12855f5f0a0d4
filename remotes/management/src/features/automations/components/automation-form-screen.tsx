/**
 * `/admin/automations/create` and `/admin/automations/edit/:id`: name, when it runs (every N minutes on a schedule),
 * the conditions, the ordered actions, whether it is on — and a dry run of the conditions on the open tickets. The
 * server's 422 (a company, agent or text module that is gone) appears under the row's field.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { AUTOMATION_TRIGGERS } from '@helpdesk/shared/schemas';
import { SelectField, SwitchField, TextField } from '@helpdesk/shared/ui';
import { EditFormCard, useEditForm } from '@helpdesk/shared/remote';
import { automationQuery, useSaveAutomation } from '../api/automations-api.ts';
import { automationFormSchema, emptyRule, toForm } from '../lib/automation-form-schema.ts';
import { ActionListEditor } from './action-list-editor.tsx';
import { AutomationRuns } from './automation-runs.tsx';
import { ConditionListEditor } from './condition-list-editor.tsx';
import { DryRunPanel } from './dry-run-panel.tsx';

export function AutomationFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const editing = mode === 'edit';
  const validId = Number.isInteger(id) && id > 0;
  const save = useSaveAutomation(editing ? id : null);
  const loaded = useQuery({ ...automationQuery(id), enabled: editing && validId });
  const { form, submit, failed } = useEditForm({
    schema: automationFormSchema,
    empty: emptyRule,
    record: loaded.data,
    toForm,
    // A rule run on events has no schedule: the server stores none.
    save: (values) => save.mutateAsync({ ...values, every_minutes: values.trigger === 'scheduled' ? values.every_minutes : null }),
    message: (answer) => answer.message ?? t(editing ? 'automations.updated' : 'automations.created'),
    next: () => paths.staff.automation.list(),
    // Rows are added and retyped by buttons: their fields are checked on save (and the dry run), not as they appear.
    mode: 'onSubmit',
  });
  const trigger = useWatch({ control: form.control, name: 'trigger' });
  const busy = form.formState.isSubmitting;
  const title = editing
    ? loaded.data
      ? t('automations.editTitle', { name: loaded.data.name })
      : t('screens.automationEdit')
    : t('screens.automationCreate');
  return (
    <EditFormCard
      remote="management"
      name="automation"
      title={title}
      record={editing ? loaded : undefined}
      invalid={editing && !validId}
      texts={{
        editTitle: t('screens.automationEdit'),
        missing: t('automations.missing'),
        back: t('automations.back'),
        loading: t('automations.loading'),
        failed: t('automations.failed'),
        submit: editing ? t('automations.save') : t('automations.create'),
        cancel: t('automations.cancel'),
      }}
      failed={failed}
      busy={busy}
      maxWidth="960px"
      onSubmit={(event) => void submit(event)}
      onBack={() => void navigate(paths.staff.automation.list())}
      after={editing && loaded.data ? <AutomationRuns ruleId={id} maxWidth="960px" /> : undefined}
    >
      <TextField control={form.control} name="name" label={t('automations.fields.name')} required disabled={busy} />
      <SelectField
        control={form.control}
        name="trigger"
        label={t('automations.fields.trigger')}
        required
        disabled={busy}
        choices={AUTOMATION_TRIGGERS.map((value) => ({ value, label: t(`automations.triggers.${value}`) }))}
      />
      {trigger === 'scheduled' && (
        <TextField
          control={form.control}
          name="every_minutes"
          label={t('automations.fields.every_minutes')}
          type="number"
          required
          disabled={busy}
        />
      )}
      <ConditionListEditor form={form} busy={busy} />
      <DryRunPanel form={form} busy={busy} />
      <ActionListEditor form={form} busy={busy} />
      <SwitchField control={form.control} name="active" label={t('automations.fields.active')} disabled={busy} />
    </EditFormCard>
  );
}

export const AutomationCreateScreen = () => <AutomationFormScreen mode="create" />;
export const AutomationEditScreen = () => <AutomationFormScreen mode="edit" />;
