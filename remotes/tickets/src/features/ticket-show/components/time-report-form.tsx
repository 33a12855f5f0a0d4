/**
 * A new time report with every field of spec §3, validated by the server's own schema (messages in pl/en) and
 * with the server's 422 messages under the fields. Overtime or work outside the contract always needs acceptance.
 */
import {
  Button,
  Caption1,
  Card,
  Checkbox,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Select,
  Subtitle2,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, type KeyboardEvent } from 'react';
import { Controller, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, toast } from '@helpdesk/shared';
import { TIME_REPORT_STEP_MINUTES } from '@helpdesk/shared/constants';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { OVERTIME_PERCENTS } from '@helpdesk/shared/enums';
import { timeReportSchema, type TimeReportInput } from '@helpdesk/shared/schemas';
import { SUPPORT_SCOPES } from '../../../lib/ticket-vocabulary.ts';
import type { TicketDetail, TimeReport } from '@helpdesk/shared/resources';
import { addTimeReport, updateTimeReport, useTicketMutation } from '../api/ticket-actions.ts';
import { useTicketLabels } from '../hooks/use-ticket-labels.ts';
import { formatMinutes as minutesToHhMm } from '@helpdesk/shared/format';
import { currentQuarterHour, today } from '../lib/format.ts';

const useStyles = makeStyles({
  card: { rowGap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  wide: { gridColumn: '1 / -1' },
  flags: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  fieldset: { border: 'none', padding: 0, margin: 0, minWidth: 0 },
  legend: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
});

type Values = TimeReportInput;

export function defaultTimeReport(ticket: Pick<TicketDetail, 'support_scope'>): Values {
  return {
    day: today(),
    from_hour: currentQuarterHour(),
    kind: ticket.support_scope ?? 'it',
    minutes: 30,
    description: '',
    additional_works: false,
    overtime: 0,
    outside_contract: false,
    arrival: false,
    needs_accept: false,
  };
}

function BooleanField({
  control,
  name,
  label,
  disabled,
  forced,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  disabled?: boolean;
  forced?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          label={label}
          checked={forced || Boolean(field.value)}
          disabled={disabled || forced}
          onChange={(_event, data) => field.onChange(data.checked === true)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A report's own values, to correct it. */
const valuesOf = (r: TimeReport): Values => ({
  day: r.day,
  from_hour: r.from_hour,
  kind: r.kind,
  minutes: r.minutes,
  description: r.description,
  additional_works: r.additional_works,
  overtime: r.overtime,
  outside_contract: r.outside_contract,
  arrival: r.arrival,
  needs_accept: r.needs_accept,
});

/** What a stopped timer fills in (its day, start hour and duration); the agent adjusts and adds the rest. */
export type TimerDraftValues = Pick<Values, 'day' | 'from_hour' | 'minutes'>;

/**
 * A new report — blank or filled from a stopped timer's `draft` — or the correction of `report` (a rejected one
 * returns to the acceptance queue when saved).
 */
export function TimeReportForm({
  ticket,
  report,
  draft,
  onClose,
}: {
  ticket: TicketDetail;
  report?: TimeReport;
  draft?: TimerDraftValues;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { label } = useTicketLabels();
  const form = useZodForm(timeReportSchema, {
    defaultValues: report ? valuesOf(report) : { ...defaultTimeReport(ticket), ...draft },
  });
  const control = form.control as unknown as Control<Values>;
  const [overtime, outsideContract, minutes] = useWatch({ control, name: ['overtime', 'outside_contract', 'minutes'] });
  const forcedAccept = Number(overtime) > 0 || Boolean(outsideContract);

  const add = useTicketMutation(
    ticket.id,
    (values: Values) => (report ? updateTimeReport(ticket.id, report.id, values) : addTimeReport(ticket.id, values)),
    { onSuccess: onClose },
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ ...values, needs_accept: values.needs_accept || forcedAccept });
    } catch (error) {
      if (!applyServerErrors(form, error)) toast.error(errorMessage(error) ?? t('show.time.saveFailed'));
    }
  });
  // The form opens on its first field; Escape closes it like Cancel.
  const { setFocus } = form;
  useEffect(() => setFocus('day'), [setFocus]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || add.isPending) return;
    event.preventDefault();
    onClose();
  };
  const field = (name: keyof Values) =>
    t(
      `show.time.fields.${name === 'from_hour' ? 'fromHour' : name === 'additional_works' ? 'additionalWorks' : name === 'outside_contract' ? 'outsideContract' : name === 'needs_accept' ? 'needsAccept' : name}`,
    );

  return (
    <Card className={styles.card} data-testid="time-report-form" onKeyDown={onKeyDown}>
      <Subtitle2 as="h3">{report ? t('show.time.editTitle') : t('show.time.formTitle')}</Subtitle2>
      {report?.rejected_at && <Caption1 className={styles.hint}>{t('show.time.resubmitHint')}</Caption1>}
      {draft && !report && <Caption1 className={styles.hint}>{t('show.time.fromTimer')}</Caption1>}
      <form onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <Controller
            control={control}
            name="day"
            render={({ field: f, fieldState }) => (
              <Field label={field('day')} required validationMessage={fieldState.error?.message}>
                <Input
                  ref={f.ref}
                  name={f.name}
                  type="date"
                  value={f.value ?? ''}
                  onChange={(_e, data) => f.onChange(data.value)}
                  onBlur={f.onBlur}
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="from_hour"
            render={({ field: f, fieldState }) => (
              <Field label={field('from_hour')} required validationMessage={fieldState.error?.message}>
                <Input
                  ref={f.ref}
                  name={f.name}
                  type="time"
                  step={TIME_REPORT_STEP_MINUTES * 60}
                  value={f.value ?? ''}
                  onChange={(_e, data) => f.onChange(data.value)}
                  onBlur={f.onBlur}
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="kind"
            render={({ field: f, fieldState }) => (
              <Field label={field('kind')} required validationMessage={fieldState.error?.message}>
                <Select ref={f.ref} name={f.name} value={f.value} onChange={(_e, data) => f.onChange(data.value)} onBlur={f.onBlur}>
                  {SUPPORT_SCOPES.map((kind) => (
                    <option key={kind} value={kind}>
                      {label('supportScope', kind)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <Controller
            control={control}
            name="minutes"
            render={({ field: f, fieldState }) => (
              <Field
                label={field('minutes')}
                required
                validationMessage={fieldState.error?.message}
                hint={
                  Number.isFinite(minutes) && Number(minutes) > 0
                    ? t('show.time.minutesHint', { hhmm: minutesToHhMm(Number(minutes)) })
                    : undefined
                }
              >
                <Input
                  ref={f.ref}
                  name={f.name}
                  type="number"
                  min={1}
                  max={1440}
                  step={TIME_REPORT_STEP_MINUTES}
                  value={f.value == null || Number.isNaN(f.value) ? '' : String(f.value)}
                  // null, not undefined: react-hook-form would show the default again for undefined.
                  onChange={(_e, data) => f.onChange(data.value === '' ? null : Number(data.value))}
                  onBlur={f.onBlur}
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="overtime"
            render={({ field: f, fieldState }) => (
              <Field label={field('overtime')} validationMessage={fieldState.error?.message}>
                <Select
                  ref={f.ref}
                  name={f.name}
                  value={String(f.value)}
                  onChange={(_e, data) => f.onChange(Number(data.value))}
                  onBlur={f.onBlur}
                >
                  {OVERTIME_PERCENTS.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate === 0 ? t('show.time.overtimeNone') : t('show.time.overtimeRate', { rate })}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <Controller
            control={control}
            name="description"
            render={({ field: f, fieldState }) => (
              <Field className={styles.wide} label={field('description')} validationMessage={fieldState.error?.message}>
                <Textarea
                  ref={f.ref}
                  name={f.name}
                  rows={2}
                  resize="vertical"
                  value={f.value ?? ''}
                  onChange={(_e, data) => f.onChange(data.value)}
                  onBlur={f.onBlur}
                />
              </Field>
            )}
          />
          <fieldset className={mergeClasses(styles.wide, styles.flags, styles.fieldset)}>
            <legend className={styles.legend}>{t('show.time.fields.flags')}</legend>
            <BooleanField control={control} name="additional_works" label={field('additional_works')} />
            <BooleanField control={control} name="outside_contract" label={field('outside_contract')} />
            <BooleanField control={control} name="arrival" label={field('arrival')} />
            <BooleanField control={control} name="needs_accept" label={field('needs_accept')} forced={forcedAccept} />
          </fieldset>
          {forcedAccept && <Caption1 className={mergeClasses(styles.wide, styles.hint)}>{t('show.time.needsAcceptForced')}</Caption1>}
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={add.isPending}>
            {report ? t('show.time.saveEdit') : t('show.time.save')}
          </Button>
          <Button onClick={onClose} disabled={add.isPending}>
            {t('show.time.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
