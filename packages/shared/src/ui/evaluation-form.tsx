/**
 * The rating of a solved ticket (spec §4): stars, one of the reasons once the rating is low, and a comment. The client's
 * ticket page and the public page of the resolution e-mail's link both use it; the rules are the server's
 * (@helpdesk/shared/schemas evaluation.ts), a 422 lands under its field.
 */
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Field, Radio, RadioGroup, Rating, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../forms/use-zod-form.ts';
import { EVALUATION_REASONS } from '../schemas/enums.ts';
import {
  EVALUATION_COMMENT_MAX,
  evaluationSchema,
  isLowRating,
  RATING_MAX,
  type EvaluationFormInput,
  type EvaluationInput,
} from '../schemas/evaluation.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, alignItems: 'stretch' },
  submit: { alignSelf: 'flex-start' },
});

export interface EvaluationFormProps {
  /** Rejects to keep the form as it is: a 422 is shown under its fields, anything else is the caller's to say. */
  onSubmit: (values: EvaluationInput) => Promise<void>;
  /** Shown at the top of the form (what is being rated, why the last try failed). */
  children?: ReactNode;
}

export function EvaluationForm({ onSubmit, children }: EvaluationFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  const form = useZodForm<EvaluationFormInput, EvaluationInput>(evaluationSchema, {
    defaultValues: { rating: 0, reason: null, comment: '' },
  });
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
      {children}
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
              itemLabel={(value) => t('evaluation.stars', { count: value })}
            />
          </Field>
        )}
      />
      {isLowRating(rating) && (
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Field
              label={t('evaluation.reason')}
              required
              validationMessage={fieldState.error ? t('evaluation.reasonRequired') : undefined}
            >
              <RadioGroup
                value={field.value ?? ''}
                onChange={(_event, data) => field.onChange(data.value)}
                aria-label={t('evaluation.reason')}
              >
                {EVALUATION_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={t(`evaluation.reasons.${reason}`)} />
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
            <Textarea
              value={field.value ?? ''}
              onChange={(_event, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              resize="vertical"
              rows={3}
              maxLength={EVALUATION_COMMENT_MAX}
            />
          </Field>
        )}
      />
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {t('evaluation.submit')}
      </Button>
    </form>
  );
}
