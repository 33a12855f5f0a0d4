import { paths } from '@helpdesk/shared';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Checkbox, Field, Input, Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { errorMessage, errorStatus } from '@helpdesk/shared';
import { loginSchema } from '@helpdesk/shared/schemas';
import { AuthCard, useFormStyles } from './auth-card.tsx';
import { login } from '../../session/session-api.ts';
import { endSession, useCurrentUser, useRefreshUser } from '../../session/session.ts';
import { homeFor, safeRedirect } from '../../session/access.ts';
import { REMOTE_SUPPORT_URL } from '../../app/links.ts';
import { AppLink } from '../../app/app-link.tsx';

/**
 * /login: signs in, and also serves logout (`?logout`) and the auth callback (a logged-in visitor is sent on to
 * `redirect` or home). `redirect` is honoured after login, for local paths only.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const loggingOut = params.has('logout');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(loginSchema, {
    defaultValues: { email: '', password: '', remember: false },
  });

  useEffect(() => {
    if (loggingOut) void endSession(queryClient).then(() => navigate(paths.login(), { replace: true }));
  }, [loggingOut, navigate, queryClient]);

  if (loggingOut) return <Spinner label={t('auth.loggingOut')} style={{ padding: 48 }} />;
  if (user) return <Navigate to={redirect ?? homeFor(user)} replace />;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { twoFactor } = await login(values);
      const next = await refreshUser();
      if (twoFactor) {
        navigate(paths.code(redirect ?? undefined), { replace: true });
      } else if (next) {
        navigate(redirect ?? homeFor(next), { replace: true });
      }
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      const status = errorStatus(error);
      setFailure(status === 429 || status === 403 ? (errorMessage(error) ?? t('auth.failed')) : t('auth.failed'));
    }
  });

  return (
    <AuthCard title={t('pages.login')}>
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('auth.email')} required validationMessage={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="username" autoFocus {...form.register('email')} />
        </Field>
        <Field label={t('auth.password')} required validationMessage={form.formState.errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className={styles.row}>
          <Controller
            control={form.control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                label={t('auth.remember')}
                checked={field.value === true}
                onChange={(_, data) => field.onChange(data.checked === true)}
              />
            )}
          />
          <AppLink to={paths.forgot()}>{t('auth.forgotLink')}</AppLink>
        </div>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner size="tiny" /> : t('auth.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link href={REMOTE_SUPPORT_URL} target="_blank" rel="noopener noreferrer">
          {t('auth.remoteSupport')}
        </Link>
        <AppLink to={paths.help()}>{t('pages.help')}</AppLink>
      </div>
    </AuthCard>
  );
}
