/**
 * Planning a work on the ticket, or changing one: start day and time (the browser's zone), hours needed and
 * whether it is internal. Checked by the form's zod schema (messages in pl/en) before sending; the server's 422
 * messages land under the fields (its `start_time` under the day) and what was typed stays.
 */
import { formatNumber } from '@helpdesk/shared/format';
import { useEffect } from 'react';
import {
  Button,
  Caption1,
  Card,
  Checkbox,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrors } from '@helpdesk/shared';
import { useZodForm } from '@helpdesk/shared/forms';
import { PLANNED_WORK_HOURS_MAX, PLANNED_WORK_HOURS_MIN } from '@helpdesk/shared/schemas';
import type { PlannedWork } from '@helpdesk/shared/resources';
import { createPlannedWork, updatePlannedWork, usePlannedWorkMutation } from '../api/planned-works.ts';
import {
  plannedWorkFormSchema,
  plannedWorkFormValues,
  type PlannedWorkForm as Values,
  type PlannedWorkPayload,
} from '../lib/planned-work-form-schema.ts';

const useStyles = makeStyles({
  card: { rowGap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
});

/** Where the server's 422 fields show: the start time under the day. */
const FORM_FIELD: Record<string, keyof Values> = { start_time: 'date', hours: 'hours', internal: 'internal' };

export interface PlannedWorkFormProps {
  ticketId: number;
  /** The work being changed; none plans a new one. */
  work?: PlannedWork;
  onClose: () => void;
}

export function PlannedWorkForm({ ticketId, work, onClose }: PlannedWorkFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('tickets');
  const form = useZodForm(plannedWorkFormSchema, { defaultValues: plannedWorkFormValues(work) });
  const control = form.control as unknown as Control<Values>;
  const save = usePlannedWorkMutation(
    ticketId,
    (payload: PlannedWorkPayload) => (work ? updatePlannedWork(work.id, payload) : createPlannedWork(ticketId, payload)),
    onClose,
  );
  const { setFocus } = form;
  useEffect(() => setFocus('date'), [setFocus]);

  const submit = form.handleSubmit(async (payload) => {
    try {
      await save.mutateAsync(payload);
    } catch (error) {
      const errors = validationErrors(error);
      if (!errors) return;
      let first = true;
      for (const [field, messages] of Object.entries(errors)) {
        form.setError(FORM_FIELD[field] ?? 'root.server', { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
        first = false;
      }
    }
  });
  const title = work ? t('show.planned.editTitle') : t('show.planned.formTitle');
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <Card className={styles.card} data-testid="planned-work-form">
      <Subtitle2 as="h3" id={`planned-work-form-${work?.id ?? 'new'}`}>
        {title}
      </Subtitle2>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={`planned-work-form-${work?.id ?? 'new'}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !save.isPending) {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <div className={styles.grid}>
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <Field label={t('show.planned.fields.date')} required validationMessage={fieldState.error?.message}>
                <Input
                  ref={field.ref}
                  name={field.name}
                  type="date"
                  value={field.value ?? ''}
                  onChange={(_e, data) => field.onChange(data.value)}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="time"
            render={({ field, fieldState }) => (
              <Field label={t('show.planned.fields.time')} required validationMessage={fieldState.error?.message}>
                <Input
                  ref={field.ref}
                  name={field.name}
                  type="time"
                  step={300}
                  value={field.value ?? ''}
                  onChange={(_e, data) => field.onChange(data.value)}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="hours"
            render={({ field, fieldState }) => (
              <Field
                label={t('show.planned.fields.hours')}
                required
                validationMessage={fieldState.error?.message}
                hint={t('show.planned.hoursHint', {
                  min: formatNumber(PLANNED_WORK_HOURS_MIN, i18n.resolvedLanguage),
                  max: formatNumber(PLANNED_WORK_HOURS_MAX, i18n.resolvedLanguage),
                })}
              >
                <Input
                  ref={field.ref}
                  name={field.name}
                  type="number"
                  inputMode="decimal"
                  min={PLANNED_WORK_HOURS_MIN}
                  max={PLANNED_WORK_HOURS_MAX}
                  step={0.25}
                  value={field.value == null || Number.isNaN(field.value) ? '' : String(field.value)}
                  // null, not undefined: react-hook-form would show the default again for undefined.
                  onChange={(_e, data) => field.onChange(data.value === '' ? null : Number(data.value))}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="internal"
            render={({ field, fieldState }) => (
              <Field validationMessage={fieldState.error?.message} className={styles.wide}>
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  label={t('show.planned.fields.internal')}
                  checked={Boolean(field.value)}
                  onChange={(_e, data) => field.onChange(data.checked === true)}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
          {work && work.status !== 'waiting-for-accept' && (
            <Caption1 className={mergeClasses(styles.wide, styles.hint)}>{t('show.planned.backToWaiting')}</Caption1>
          )}
          {serverError && (
            <MessageBar intent="error" className={styles.wide}>
              <MessageBarBody>{serverError}</MessageBarBody>
            </MessageBar>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={save.isPending}>
            {work ? t('show.planned.save') : t('show.planned.create')}
          </Button>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('show.planned.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
