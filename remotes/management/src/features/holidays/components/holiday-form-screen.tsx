/**
 * `/admin/holiday/create` and `/admin/holiday/edit/:id`: a holiday's name and date. The server's 422 field errors
 * (e.g. a day that has a holiday already) appear under their fields and the input stays.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { holidayBodySchema, type HolidayBody } from '@helpdesk/shared/schemas';
import { TextField } from '@helpdesk/shared/ui';
import { ScreenFrame, useEditForm } from '@helpdesk/shared/remote';
import { holidayQuery, useSaveHoliday } from '../api/holidays-api.ts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, maxWidth: '600px', boxSizing: 'border-box' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

export function HolidayFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const styles = useStyles();
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

  if (editing && (loaded.isError || !validId)) {
    return (
      <ScreenFrame remote="management" name="holiday-edit" title={t('screens.holidayEdit')}>
        <MessageBar intent="warning" data-testid="holiday-missing">
          <MessageBarBody>{t('holidays.missing')}</MessageBarBody>
        </MessageBar>
        <Button onClick={back}>{t('holidays.back')}</Button>
      </ScreenFrame>
    );
  }
  const title = editing
    ? loaded.data
      ? t('holidays.editTitle', { name: loaded.data.name })
      : t('screens.holidayEdit')
    : t('screens.holidayCreate');
  return (
    <ScreenFrame remote="management" name={editing ? 'holiday-edit' : 'holiday-create'} title={title} busy={loaded.isFetching}>
      {editing && loaded.isPending ? (
        <Spinner label={t('holidays.loading')} />
      ) : (
        <Card className={styles.card}>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
            {failed && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t('holidays.failed')}</MessageBarBody>
              </MessageBar>
            )}
            <TextField control={form.control} name="name" label={t('holidays.fields.name')} required disabled={busy} />
            <TextField control={form.control} name="date" type="date" label={t('holidays.fields.date')} required disabled={busy} />
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {editing ? t('holidays.save') : t('holidays.create')}
              </Button>
              <Button onClick={back} disabled={busy}>
                {t('holidays.cancel')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </ScreenFrame>
  );
}

export const HolidayCreateScreen = () => <HolidayFormScreen mode="create" />;
export const HolidayEditScreen = () => <HolidayFormScreen mode="edit" />;
