/**
 * `/admin/client/create` and `/admin/client/edit/:id`: a client person's data (spec §3) in a company the agent may
 * see. The server's 422 field errors appear under their fields and the input stays.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import type { ClientPerson } from '@helpdesk/shared/resources';
import { clientBodySchema, type ClientFormInput } from '@helpdesk/shared/schemas';
import { PersonFields, personFormValues, SelectField } from '@helpdesk/shared/ui';
import { EditFormCard, useEditForm } from '@helpdesk/shared/remote';
import { companiesLookup } from '../../../api/lookups.ts';
import { clientQuery, useSaveClient } from '../api/clients-api.ts';

const EMPTY: ClientFormInput = {
  firstname: '',
  lastname: '',
  email: '',
  additional_email: '',
  job_position: '',
  phone: '',
  role: 'client',
  city: '',
  lang: 'pl',
  company_id: 0,
};

const formValuesOf = (p: ClientPerson): ClientFormInput => ({ ...personFormValues(p), company_id: p.company.id });

export function ClientFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const editing = mode === 'edit';
  const validId = Number.isInteger(id) && id > 0;
  const save = useSaveClient(editing ? id : null);
  const loaded = useQuery({ ...clientQuery(id), enabled: editing && validId });
  const companies = useQuery(companiesLookup());
  const { form, submit, failed } = useEditForm({
    schema: clientBodySchema,
    empty: EMPTY,
    record: loaded.data,
    toForm: formValuesOf,
    save: (values) => save.mutateAsync(values),
    message: (answer) => answer.message ?? t(editing ? 'clients.updated' : 'clients.created'),
    next: () => paths.staff.client.list(),
  });
  const busy = form.formState.isSubmitting;

  const title = editing
    ? loaded.data
      ? t('clients.editTitle', { name: loaded.data.name })
      : t('screens.clientEdit')
    : t('screens.clientCreate');
  const companyChoices = (companies.data ?? []).map((c) => ({ value: c.id, label: `${c.tag} — ${c.name}` }));
  const deleted = !!loaded.data?.deleted_at;
  return (
    <EditFormCard
      remote="management"
      name="client"
      title={title}
      record={editing ? loaded : undefined}
      invalid={!validId}
      texts={{
        editTitle: t('screens.clientEdit'),
        missing: t('clients.missing'),
        back: t('clients.back'),
        loading: t('clients.loading'),
        failed: t('clients.failed'),
        submit: editing ? t('clients.save') : t('clients.create'),
        cancel: t('clients.cancel'),
      }}
      failed={failed}
      busy={busy}
      locked={deleted}
      maxWidth="900px"
      onSubmit={(event) => void submit(event)}
      onBack={() => void navigate(paths.staff.client.list())}
    >
      {!editing && (
        <MessageBar intent="info">
          <MessageBarBody>{t('clients.passwordInfo')}</MessageBarBody>
        </MessageBar>
      )}
      {deleted && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('clients.deletedInfo')}</MessageBarBody>
        </MessageBar>
      )}
      <PersonFields
        control={form.control}
        disabled={busy || deleted}
        label={(field) => t(`clients.fields.${field}`)}
        roleLabel={(role) => t(`clients.roles.${role}`)}
        langLabel={(lang) => t(`clients.langs.${lang}`)}
        afterEmails={
          <SelectField
            control={form.control}
            name="company_id"
            label={t('clients.fields.company')}
            required
            disabled={busy || deleted}
            choices={companyChoices}
          />
        }
      />
    </EditFormCard>
  );
}

export const ClientCreateScreen = () => <ClientFormScreen mode="create" />;
export const ClientEditScreen = () => <ClientFormScreen mode="edit" />;
