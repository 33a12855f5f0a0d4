/** Stars, the low-rating reasons (spec §4) and a comment; the reasons appear once the rating is low. */
import { Controller } from 'react-hook-form';
import { Button, Field, Radio, RadioGroup, Rating, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EVALUATION_REASONS, evaluationSchema, isLowRating, RATING_MAX, type EvaluationFormInput, type EvaluationInput } from '@helpdesk/shared/schemas';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, alignItems: 'stretch' },
  submit: { alignSelf: 'flex-start' },
});

export interface EvaluationFormProps {
  onSubmit: (values: EvaluationInput) => Promise<void>;
}

export function EvaluationForm({ onSubmit }: EvaluationFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const form = useZodForm<EvaluationFormInput, EvaluationInput>(evaluationSchema, { defaultValues: { rating: 0, reason: null, comment: '' } });
  const rating = form.watch('rating');
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event).catch(() => {})} noValidate aria-label={t('evaluation.title')}>
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <Field label={t('evaluation.rating')} required validationMessage={fieldState.error ? t('evaluation.pickRating') : undefined}>
            <Rating
              max={RATING_MAX}
              size="extra-large"
              value={field.value}
              onChange={(_event, data) => {
                field.onChange(data.value);
                if (!isLowRating(data.value)) form.setValue('reason', null);
              }}
              itemLabel={(value) => t('shared:evaluation.stars', { count: value })}
            />
          </Field>
        )}
      />
      {isLowRating(rating) && (
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Field label={t('evaluation.reason')} required validationMessage={fieldState.error ? t('shared:evaluation.reasonRequired') : undefined}>
              <RadioGroup value={field.value ?? ''} onChange={(_event, data) => field.onChange(data.value)} aria-label={t('evaluation.reason')}>
                {EVALUATION_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={t(`shared:evaluation.reasons.${reason}`)} />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="comment"
        render={({ field, fieldState }) => (
          <Field label={t('evaluation.comment')} validationMessage={fieldState.error?.message}>
            <Textarea value={field.value ?? ''} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} resize="vertical" rows={3} />
          </Field>
        )}
      />
      <Button className={styles.submit} type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {t('evaluation.submit')}
      </Button>
    </form>
  );
}
