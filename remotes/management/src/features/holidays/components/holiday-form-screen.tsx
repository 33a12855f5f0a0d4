/**
 * `/admin/holiday/create` and `/admin/holiday/edit/:id`: a holiday's name and date. The server's 422 field errors
 * (e.g. a day that has a holiday already) appear under their fields and the input stays.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { holidayBodySchema, type HolidayBody } from '@helpdesk/shared/schemas';
import { TextField } from '@helpdesk/shared/ui';
import { EditFormCard, useEditForm } from '@helpdesk/shared/remote';
import { holidayQuery, useSaveHoliday } from '../api/holidays-api.ts';

export function HolidayFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const editing = mode === 'edit';
  const validId = Number.isInteger(id) && id > 0;
  const save = useSaveHoliday(editing ? id : null);
  const loaded = useQuery({ ...holidayQuery(id), enabled: editing && validId });
  const { form, submit, failed } = useEditForm({
    schema: holidayBodySchema,
    empty: { name: '', date: '' },
    record: loaded.data,
    toForm: (h): HolidayBody => ({ name: h.name, date: h.date }),
    save: (values) => save.mutateAsync(values),
    message: (answer) => answer.message ?? t(editing ? 'holidays.updated' : 'holidays.created'),
    next: (_, values) => `${paths.staff.holiday.list()}?year=${values.date.slice(0, 4)}`,
  });
  const busy = form.formState.isSubmitting;
  const back = () => void navigate(paths.staff.holiday.list());

  const title = editing
    ? loaded.data
      ? t('holidays.editTitle', { name: loaded.data.name })
      : t('screens.holidayEdit')
    : t('screens.holidayCreate');
  return (
    <EditFormCard
      remote="management"
      name="holiday"
      title={title}
      record={editing ? loaded : undefined}
      invalid={!validId}
      texts={{
        editTitle: t('screens.holidayEdit'),
        missing: t('holidays.missing'),
        back: t('holidays.back'),
        loading: t('holidays.loading'),
        failed: t('holidays.failed'),
        submit: editing ? t('holidays.save') : t('holidays.create'),
        cancel: t('holidays.cancel'),
      }}
      failed={failed}
      busy={busy}
      maxWidth="600px"
      onSubmit={(event) => void submit(event)}
      onBack={back}
    >
      <TextField control={form.control} name="name" label={t('holidays.fields.name')} required disabled={busy} />
      <TextField control={form.control} name="date" type="date" label={t('holidays.fields.date')} required disabled={busy} />
    </EditFormCard>
  );
}

export const HolidayCreateScreen = () => <HolidayFormScreen mode="create" />;
export const HolidayEditScreen = () => <HolidayFormScreen mode="edit" />;
