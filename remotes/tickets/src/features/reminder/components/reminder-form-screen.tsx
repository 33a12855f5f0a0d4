/** `/admin/reminder/create` and `/admin/reminder/edit/:id`: title, company, optional employee, ticket text, day, period, active. */
import { useEffect } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@helpdesk/shared';
import { REMINDER_PERIODS } from '@helpdesk/shared/enums';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import dayjs from 'dayjs';
import { SelectField, SwitchField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { companiesLookup, companyPeopleLookup } from '../../shared/api/lookups.ts';
import { reminderQuery, remindersRoot, saveReminder, type Reminder } from '../api/reminders.ts';
import { reminderFormSchema, type ReminderForm } from '../reminder-form-schema.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, maxWidth: '720px' },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

const EMPTY: ReminderForm = { title: '', company_id: undefined as unknown as number, user_id: null, description: '', day: dayjs().format('YYYY-MM-DD'), active: true, period: 'once' };

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
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...reminderQuery(id ?? 0), enabled: id !== null });
  const form = useZodForm(reminderFormSchema, { defaultValues: EMPTY });
  useEffect(() => {
    if (existing.data) form.reset(toForm(existing.data));
  }, [existing.data, form]);
  const companyId = form.watch('company_id');
  const companies = useQuery(companiesLookup()).data ?? [];
  const people = useQuery({ ...companyPeopleLookup(companyId ?? 0), enabled: !!companyId }).data ?? [];

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await saveReminder(id, values);
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: [remindersRoot] });
      await navigate('/admin/reminder');
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  if (id !== null && existing.isLoading) return <Spinner label={t('intake.loading')} />;
  if (id !== null && existing.isError) return <Text role="alert">{t('intake.notFound')}</Text>;
  return (
    <section className={styles.root}>
      <h1>{id ? t('screens.reminderEdit') : t('screens.reminderCreate')}</h1>
      <form className={styles.root} onSubmit={(event) => void submit(event)} noValidate>
        <TextField control={form.control} name="title" label={t('reminder.fields.title')} required />
        <SelectField
          control={form.control}
          name="company_id"
          label={t('reminder.fields.company_id')}
          required
          choices={companies.map((c) => ({ value: c.id, label: `${c.tag} — ${c.name}` }))}
          onPicked={() => form.setValue('user_id', null)}
        />
        <SelectField control={form.control} name="user_id" label={t('reminder.fields.user_id')} emptyLabel={t('intake.none')} choices={people.map((p) => ({ value: p.id, label: `${p.name} <${p.email}>` }))} />
        <TextareaField control={form.control} name="description" label={t('reminder.fields.description')} rows={6} />
        <TextField control={form.control} name="day" label={t('reminder.fields.day')} type="date" required />
        <SelectField control={form.control} name="period" label={t('reminder.fields.period')} required choices={REMINDER_PERIODS.map((p) => ({ value: p, label: t(`reminder.periods.${p}`) }))} />
        <SwitchField control={form.control} name="active" label={t('reminder.fields.active')} />
        {form.formState.errors.root?.server && <Text role="alert">{form.formState.errors.root.server.message}</Text>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {t('intake.save')}
          </Button>
          <Button onClick={() => void navigate('/admin/reminder')}>{t('reminder.back')}</Button>
        </div>
      </form>
    </section>
  );
}
