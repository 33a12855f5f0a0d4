/** Adding or editing an internal-time entry in a dialog, validated by the server's schema (messages in pl/en). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { INTERNAL_TIME_CATEGORIES } from '@helpdesk/shared/enums';
import { formatMinutes } from '@helpdesk/shared/format';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import type { InternalTime } from '@helpdesk/shared/resources';
import { internalTimeBodySchema, type InternalTimeBody } from '@helpdesk/shared/schemas';
import { SelectField, TextField, TextareaField } from '@helpdesk/shared/ui';
import { useSaveInternalTime } from '../api/internal-time.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

type FormValues = {
  day: string;
  from_hour: string;
  minutes: number | '';
  category: InternalTimeBody['category'];
  description: string;
  agent_id?: number | null;
};

export interface InternalTimeFormProps {
  entry: InternalTime | null;
  /** Today, `YYYY-MM-DD`: a new entry's day. */
  today: string;
  /** Agents to log time for (admins and managers); none for an agent logging its own. */
  agents: readonly { id: number; name: string }[];
  onClose: () => void;
}

export function InternalTimeForm({ entry, today, agents, onClose }: InternalTimeFormProps) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const save = useSaveInternalTime(entry?.id ?? null);
  const form = useZodForm<FormValues, InternalTimeBody>(internalTimeBodySchema as never, {
    defaultValues: entry
      ? {
          day: entry.day,
          from_hour: entry.from_hour,
          minutes: entry.minutes,
          category: entry.category,
          description: entry.description,
          ...(agents.length ? { agent_id: entry.agent?.id ?? null } : {}),
        }
      : { day: today, from_hour: '08:00', minutes: 60, category: 'meeting', description: '', ...(agents.length ? { agent_id: null } : {}) },
  });
  const minutes = useWatch({ control: form.control, name: 'minutes' });
  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(values.agent_id ? {} : { agent_id: undefined }) };
    try {
      const { message } = await save.mutateAsync(body);
      toast.success(message);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form as never, error)) toast.error(t('internalTime.error'));
    }
  });
  const title = entry ? t('internalTime.editTitle') : t('internalTime.addTitle');
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {agents.length > 0 && (
                <SelectField
                  control={form.control}
                  name="agent_id"
                  label={t('internalTime.fields.agent_id')}
                  emptyLabel={t('internalTime.me')}
                  choices={agents.map((a) => ({ value: a.id, label: a.name }))}
                />
              )}
              <TextField control={form.control} name="day" label={t('internalTime.fields.day')} type="date" required />
              <TextField control={form.control} name="from_hour" label={t('internalTime.fields.from_hour')} type="time" required />
              <TextField
                control={form.control}
                name="minutes"
                label={t('internalTime.fields.minutes')}
                type="number"
                required
                hint={
                  typeof minutes === 'number' && minutes > 0 ? t('internalTime.minutesHint', { hhmm: formatMinutes(minutes) }) : undefined
                }
              />
              <SelectField
                control={form.control}
                name="category"
                label={t('internalTime.fields.category')}
                required
                choices={INTERNAL_TIME_CATEGORIES.map((c) => ({ value: c, label: t(`internalTime.categories.${c}`) }))}
              />
              <TextareaField control={form.control} name="description" label={t('internalTime.fields.description')} rows={3} />
              {form.formState.errors.root?.server?.message && <Text role="alert">{form.formState.errors.root.server.message}</Text>}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
                {t('internalTime.save')}
              </Button>
              <Button onClick={onClose}>{t('internalTime.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
