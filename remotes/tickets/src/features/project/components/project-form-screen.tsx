/** `/admin/project/create` and `/admin/project/edit/:id`: name, company, manager, deadline, hours, description, state. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { agentChoicesQuery, companyChoicesQuery, paths } from '@helpdesk/shared';
import { PROJECT_STATES } from '@helpdesk/shared/enums';
import { useEditForm } from '@helpdesk/shared/remote';
import { SelectField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { IntakeFormPage } from '../../../components/intake-page.tsx';
import { projectQuery, useSaveProject } from '../api/projects.ts';
import type { Project } from '@helpdesk/shared/resources';
import { projectFormSchema, type ProjectForm } from '../lib/project-form-schema.ts';

const EMPTY: ProjectForm = {
  name: '',
  company_id: undefined as unknown as number,
  manager_id: null,
  deadline: '',
  hours: 0,
  description: '',
  state: 'new',
};

const toForm = (p: Project): ProjectForm => ({
  name: p.name,
  company_id: p.company.id,
  manager_id: p.manager?.id ?? null,
  deadline: p.deadline ?? '',
  hours: p.hours,
  description: p.description ?? '',
  state: p.state,
});

export function ProjectFormScreen() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...projectQuery(id ?? 0), enabled: id !== null });
  const save = useSaveProject(id);
  const { form, submit } = useEditForm({
    schema: projectFormSchema,
    empty: EMPTY,
    record: existing.data,
    toForm,
    save: (values) => save.mutateAsync(values),
    next: ({ data }) => paths.staff.project.show(data.id),
  });
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const agents = useQuery(agentChoicesQuery).data ?? [];

  return (
    <IntakeFormPage
      title={id ? t('screens.projectEdit') : t('screens.projectCreate')}
      name="project-form"
      item={id !== null ? existing : undefined}
      onSubmit={(event) => void submit(event)}
      submitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      back={{ label: t('project.back'), onClick: () => void navigate(paths.staff.project.list()) }}
    >
      <TextField control={form.control} name="name" label={t('project.fields.name')} required />
      <SelectField
        control={form.control}
        name="company_id"
        label={t('project.fields.company_id')}
        required
        choices={companies.map((c) => ({ value: c.id, label: `${c.tag} — ${c.name}` }))}
      />
      <SelectField
        control={form.control}
        name="manager_id"
        label={t('project.fields.manager_id')}
        emptyLabel={t('intake.none')}
        choices={agents.map((a) => ({ value: a.id, label: a.name }))}
      />
      <TextField control={form.control} name="deadline" label={t('project.fields.deadline')} type="date" />
      <TextField control={form.control} name="hours" label={t('project.fields.hours')} type="number" />
      <SelectField
        control={form.control}
        name="state"
        label={t('project.fields.state')}
        required
        choices={PROJECT_STATES.map((s) => ({ value: s, label: t(`project.states.${s}`) }))}
      />
      <TextareaField control={form.control} name="description" label={t('project.fields.description')} rows={6} />
    </IntakeFormPage>
  );
}
