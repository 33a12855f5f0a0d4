/**
 * `/admin/macros/create` and `/admin/macros/edit/:id`: name, description, the ordered actions and whether agents are
 * offered it. The server's 422 (an agent or a text module that is gone) appears under the action's field.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import type { Macro } from '@helpdesk/shared/resources';
import { SwitchField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { EditFormCard, useEditForm } from '@helpdesk/shared/remote';
import { macroQuery, useSaveMacro } from '../api/macros-api.ts';
import { macroFormSchema, newAction, type MacroForm } from '../lib/macro-form-schema.ts';
import { ActionListEditor } from './action-list-editor.tsx';

const toForm = (m: Macro): MacroForm => ({ name: m.name, description: m.description, actions: m.actions, active: m.active });

export function MacroFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const editing = mode === 'edit';
  const validId = Number.isInteger(id) && id > 0;
  const save = useSaveMacro(editing ? id : null);
  const loaded = useQuery({ ...macroQuery(id), enabled: editing && validId });
  const { form, submit, failed } = useEditForm({
    schema: macroFormSchema,
    empty: { name: '', description: '', actions: [newAction('set_status')], active: true },
    record: loaded.data,
    toForm,
    save: (values) => save.mutateAsync(values),
    message: (answer) => answer.message ?? t(editing ? 'macros.updated' : 'macros.created'),
    next: () => paths.staff.macro.list(),
  });
  const busy = form.formState.isSubmitting;
  const title = editing
    ? loaded.data
      ? t('macros.editTitle', { name: loaded.data.name })
      : t('screens.macroEdit')
    : t('screens.macroCreate');
  return (
    <EditFormCard
      remote="management"
      name="macro"
      title={title}
      record={editing ? loaded : undefined}
      invalid={editing && !validId}
      texts={{
        editTitle: t('screens.macroEdit'),
        missing: t('macros.missing'),
        back: t('macros.back'),
        loading: t('macros.loading'),
        failed: t('macros.failed'),
        submit: editing ? t('macros.save') : t('macros.create'),
        cancel: t('macros.cancel'),
      }}
      failed={failed}
      busy={busy}
      maxWidth="900px"
      onSubmit={(event) => void submit(event)}
      onBack={() => void navigate(paths.staff.macro.list())}
    >
      <TextField control={form.control} name="name" label={t('macros.fields.name')} required disabled={busy} />
      <TextareaField control={form.control} name="description" label={t('macros.fields.description')} rows={2} disabled={busy} />
      <ActionListEditor form={form} busy={busy} />
      <SwitchField control={form.control} name="active" label={t('macros.fields.active')} disabled={busy} />
    </EditFormCard>
  );
}

export const MacroCreateScreen = () => <MacroFormScreen mode="create" />;
export const MacroEditScreen = () => <MacroFormScreen mode="edit" />;
