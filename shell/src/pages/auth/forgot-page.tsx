import { paths } from '@helpdesk/shared';
import { useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { forgotPasswordSchema } from '@helpdesk/shared/schemas';
import { AuthCard, useFormStyles } from './auth-card.tsx';
import { requestPasswordReset } from '../../session/session-api.ts';
import { AppLink } from '../../app/app-link.tsx';

/** /forgot: asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPage() {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(false);
    try {
      setSent(await requestPasswordReset(email));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(true);
    }
  });

  return (
    <AuthCard title={t('pages.forgot')}>
      {sent && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{sent}</MessageBarBody>
        </MessageBar>
      )}
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('auth.resetLinkFailed')}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('auth.email')} required validationMessage={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="username" autoFocus {...form.register('email')} />
        </Field>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner size="tiny" /> : t('auth.sendResetLink')}
        </Button>
      </form>
      <AppLink to={paths.login()}>{t('auth.backToLogin')}</AppLink>
    </AuthCard>
  );
}
