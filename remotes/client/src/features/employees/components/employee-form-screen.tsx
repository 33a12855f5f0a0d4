/**
 * /client/create and /client/edit/:id (client-vip): the employee's data (spec §3). Adding is an invitation: a new
 * address receives a temporary password by e-mail from the server; the form says so.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { employeeSchema, type Employee, type EmployeeFormInput } from '@helpdesk/shared/schemas';
import { PersonFields, personFormValues } from '@helpdesk/shared/ui';
import { EditFormCard, useEditForm } from '@helpdesk/shared/remote';
import { employeeQuery, useSaveEmployee } from '../api/employees-api.ts';

/** The form is the API's body (`employeeSchema`): empty optional fields are sent as none. */
const EMPTY_EMPLOYEE: EmployeeFormInput = {
  firstname: '',
  lastname: '',
  email: '',
  additional_email: '',
  job_position: '',
  phone: '',
  role: 'client',
  city: '',
  lang: 'pl',
};

const formValuesOf = (e: Employee): EmployeeFormInput => personFormValues(e);

export function EmployeeFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const editing = mode === 'edit';
  const save = useSaveEmployee(editing ? id : null);
  const loaded = useQuery({ ...employeeQuery(id), enabled: editing && Number.isInteger(id) && id > 0 });
  const { form, submit, failed } = useEditForm({
    schema: employeeSchema,
    empty: EMPTY_EMPLOYEE,
    record: loaded.data,
    toForm: formValuesOf,
    save: (values) => save.mutateAsync(values),
    message: (answer, values) => {
      // A new address takes effect once the link the server mails to it is opened: say where it went.
      const emailChanged = editing && !!loaded.data && values.email.toLowerCase() !== loaded.data.email.toLowerCase();
      const pending = emailChanged && 'pending_email' in answer.data ? answer.data.pending_email : null;
      const done = editing ? t('employees.updated') : t('employees.invited', { email: answer.data.email });
      return pending ? t('employees.confirmationSent', { email: pending }) : (answer.message ?? done);
    },
    next: () => paths.client.employeeList(),
  });
  const busy = form.formState.isSubmitting;

  const title = editing
    ? loaded.data
      ? t('employees.editTitle', { name: loaded.data.name })
      : t('screens.employeeEdit')
    : t('screens.employeeCreate');
  return (
    <EditFormCard
      remote="client"
      name="employee"
      title={title}
      record={editing ? loaded : undefined}
      invalid={!(Number.isInteger(id) && id > 0)}
      texts={{
        editTitle: t('screens.employeeEdit'),
        missing: t('employees.missing'),
        back: t('employees.back'),
        loading: t('common.loading'),
        failed: t('employees.failed'),
        submit: editing ? t('common.save') : t('employees.create'),
        cancel: t('common.cancel'),
      }}
      failed={failed}
      busy={busy}
      maxWidth="900px"
      onSubmit={(event) => void submit(event)}
      onBack={() => void navigate(paths.client.employeeList())}
    >
      {!editing && (
        <MessageBar intent="info">
          <MessageBarBody>{t('employees.passwordInfo')}</MessageBarBody>
        </MessageBar>
      )}
      {editing && loaded.data?.pending_email && (
        <MessageBar intent="info">
          <MessageBarBody>{t('employees.emailPending', { email: loaded.data.pending_email })}</MessageBarBody>
        </MessageBar>
      )}
      <PersonFields
        control={form.control}
        disabled={busy}
        label={(field) => t(`employees.fields.${field}`)}
        roleLabel={(role) => t(`vocabulary.role.${role}`)}
        langLabel={(lang) => t(`vocabulary.lang.${lang}`)}
        emailHint={editing ? t('employees.emailHint') : undefined}
      />
    </EditFormCard>
  );
}

export const EmployeeCreateScreen = () => <EmployeeFormScreen mode="create" />;
export const EmployeeEditScreen = () => <EmployeeFormScreen mode="edit" />;
