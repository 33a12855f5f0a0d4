/** `/admin/reminder/create` and `/admin/reminder/edit/:id`: title, company, optional employee, ticket text, day, period, active. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { companyChoicesQuery, companyPeopleQuery, paths, renderNow } from '@helpdesk/shared';
import { REMINDER_PERIODS } from '@helpdesk/shared/enums';
import { businessDate } from '@helpdesk/shared/months';
import { useEditForm } from '@helpdesk/shared/remote';
import { SelectField, SwitchField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { IntakeFormPage } from '../../../components/intake-page.tsx';
import { reminderQuery, useSaveReminder } from '../api/reminders.ts';
import type { Reminder } from '@helpdesk/shared/resources';
import { reminderFormSchema, type ReminderForm } from '../lib/reminder-form-schema.ts';

/** A new reminder: for today in the business calendar, the reminders' (the render's today, so a server-rendered form hydrates as sent and a long-running process does not keep its start date). */
const emptyReminder = (): ReminderForm => ({
  title: '',
  company_id: undefined as unknown as number,
  user_id: null,
  description: '',
  day: businessDate(new Date(renderNow())),
  active: true,
  period: 'once',
});

const toForm = (r: Reminder): ReminderForm => ({
  title: r.title,
  company_id: r.company.id,
  user_id: r.employee?.id ?? null,
  description: r.description,
  day: r.day,
  active: r.active,
  period: r.period as ReminderForm['period'],
});

export function ReminderFormScreen() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...reminderQuery(id ?? 0), enabled: id !== null });
  const save = useSaveReminder(id);
  const [empty] = useState(emptyReminder);
  const { form, submit } = useEditForm({
    schema: reminderFormSchema,
    empty,
    record: existing.data,
    toForm,
    save: (values) => save.mutateAsync(values),
    next: () => paths.staff.reminder.list(),
  });
  const companyId = form.watch('company_id');
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const people = useQuery({ ...companyPeopleQuery(companyId ?? 0), enabled: !!companyId }).data ?? [];

  return (
    <IntakeFormPage
      title={id ? t('screens.reminderEdit') : t('screens.reminderCreate')}
      name="reminder-form"
      item={id !== null ? existing : undefined}
      onSubmit={(event) => void submit(event)}
      submitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      back={{ label: t('reminder.back'), onClick: () => void navigate(paths.staff.reminder.list()) }}
    >
      <TextField control={form.control} name="title" label={t('reminder.fields.title')} required />
      <SelectField
        control={form.control}
        name="company_id"
        label={t('reminder.fields.company_id')}
        required
        choices={companies.map((c) => ({ value: c.id, label: `${c.tag} — ${c.name}` }))}
        onPicked={() => form.setValue('user_id', null)}
      />
      <SelectField
        control={form.control}
        name="user_id"
        label={t('reminder.fields.user_id')}
        emptyLabel={t('intake.none')}
        choices={people.map((p) => ({ value: p.id, label: `${p.name} <${p.email}>` }))}
      />
      <TextareaField control={form.control} name="description" label={t('reminder.fields.description')} rows={6} />
      <TextField control={form.control} name="day" label={t('reminder.fields.day')} type="date" required />
      <SelectField
        control={form.control}
        name="period"
        label={t('reminder.fields.period')}
        required
        choices={REMINDER_PERIODS.map((p) => ({ value: p, label: t(`reminder.periods.${p}`) }))}
      />
      <SwitchField control={form.control} name="active" label={t('reminder.fields.active')} />
    </IntakeFormPage>
  );
}
