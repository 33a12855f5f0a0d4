/**
 * `/admin/text-modules/create` and `/admin/text-modules/edit/:id`: name, shortcut, text with placeholders, language,
 * company (none: global) and category. The server's 422 (an unknown placeholder, named) appears under its field and
 * the input stays.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyChoicesQuery, paths } from '@helpdesk/shared';
import { TEXT_MODULE_LANGUAGES, TEXT_MODULE_PLACEHOLDERS } from '@helpdesk/shared/schemas';
import type { TextModule } from '@helpdesk/shared/resources';
import { SelectField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { EditFormCard, useEditForm } from '@helpdesk/shared/remote';
import { textModuleQuery, useSaveTextModule } from '../api/text-modules-api.ts';
import { textModuleFormSchema, type TextModuleForm } from '../lib/text-module-form-schema.ts';

const PLACEHOLDER_LIST = TEXT_MODULE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

const toForm = (m: TextModule): TextModuleForm => ({
  name: m.name,
  shortcut: m.shortcut,
  body: m.body,
  language: m.language,
  company_id: m.company?.id ?? null,
  category: m.category,
});

export function TextModuleFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { t, i18n } = useTranslation('management');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const editing = mode === 'edit';
  const validId = Number.isInteger(id) && id > 0;
  const save = useSaveTextModule(editing ? id : null);
  const loaded = useQuery({ ...textModuleQuery(id), enabled: editing && validId });
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const { form, submit, failed } = useEditForm({
    schema: textModuleFormSchema,
    empty: { name: '', shortcut: '', body: '', language: i18n.language === 'en' ? 'en' : 'pl', company_id: null, category: '' },
    record: loaded.data,
    toForm,
    save: (values) => save.mutateAsync(values),
    message: (answer) => answer.message ?? t(editing ? 'textModules.updated' : 'textModules.created'),
    next: () => paths.staff.textModule.list(),
  });
  const busy = form.formState.isSubmitting;
  const title = editing
    ? loaded.data
      ? t('textModules.editTitle', { name: loaded.data.name })
      : t('screens.textModuleEdit')
    : t('screens.textModuleCreate');
  return (
    <EditFormCard
      remote="management"
      name="text-module"
      title={title}
      record={editing ? loaded : undefined}
      invalid={editing && !validId}
      texts={{
        editTitle: t('screens.textModuleEdit'),
        missing: t('textModules.missing'),
        back: t('textModules.back'),
        loading: t('textModules.loading'),
        failed: t('textModules.failed'),
        submit: editing ? t('textModules.save') : t('textModules.create'),
        cancel: t('textModules.cancel'),
      }}
      failed={failed}
      busy={busy}
      maxWidth="760px"
      onSubmit={(event) => void submit(event)}
      onBack={() => void navigate(paths.staff.textModule.list())}
    >
      <TextField control={form.control} name="name" label={t('textModules.fields.name')} required disabled={busy} />
      <TextField control={form.control} name="shortcut" label={t('textModules.fields.shortcut')} required disabled={busy} />
      <TextareaField
        control={form.control}
        name="body"
        label={t('textModules.fields.body')}
        hint={t('textModules.placeholders', { list: PLACEHOLDER_LIST, interpolation: { escapeValue: false } })}
        rows={8}
        required
        disabled={busy}
      />
      <SelectField
        control={form.control}
        name="language"
        label={t('textModules.fields.language')}
        required
        disabled={busy}
        choices={TEXT_MODULE_LANGUAGES.map((lang) => ({ value: lang, label: t(`textModules.languages.${lang}`) }))}
      />
      <SelectField
        control={form.control}
        name="company_id"
        label={t('textModules.fields.company_id')}
        emptyLabel={t('textModules.global')}
        disabled={busy}
        choices={companies.map((c) => ({ value: c.id, label: `${c.tag} — ${c.name}` }))}
      />
      <TextField control={form.control} name="category" label={t('textModules.fields.category')} disabled={busy} />
    </EditFormCard>
  );
}

export const TextModuleCreateScreen = () => <TextModuleFormScreen mode="create" />;
export const TextModuleEditScreen = () => <TextModuleFormScreen mode="edit" />;
