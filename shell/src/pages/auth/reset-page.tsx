import { paths } from '@helpdesk/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@helpdesk/shared/schemas';
import { AuthCard, useFormStyles } from './auth-card.tsx';
import { resetPassword } from '../../session/session-api.ts';
import { AppLink } from '../../app/app-link.tsx';

/** /reset?token=…&email=…: sets a new password (with confirmation) from the e-mailed link. */
export function ResetPage() {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { token: params.get('token') ?? '', email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(false);
    try {
      setDone(await resetPassword(values));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(true);
    }
  });

  return (
    <AuthCard title={t('pages.reset')}>
      {done ? (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{done}</MessageBarBody>
          </MessageBar>
          <AppLink to={paths.login()}>{t('auth.backToLogin')}</AppLink>
        </>
      ) : (
        <>
          {(failure || errors.token) && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{errors.token?.message ?? t('auth.passwordNotSet')}</MessageBarBody>
            </MessageBar>
          )}
          <form className={styles.form} onSubmit={submit} noValidate>
            <Field label={t('auth.email')} required validationMessage={errors.email?.message}>
              <Input type="email" autoComplete="username" {...form.register('email')} />
            </Field>
            <Field
              label={t('auth.newPassword')}
              required
              hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              validationMessage={errors.password?.message}
            >
              <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
            </Field>
            <Field label={t('auth.confirmPassword')} required validationMessage={errors.password_confirmation?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
            </Field>
            <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Spinner size="tiny" /> : t('auth.setPassword')}
            </Button>
          </form>
          <AppLink to={paths.login()}>{t('auth.backToLogin')}</AppLink>
        </>
      )}
    </AuthCard>
  );
}
