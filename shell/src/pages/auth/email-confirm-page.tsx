import { paths } from '@helpdesk/shared';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { validationErrors } from '@helpdesk/shared';
import { AuthCard } from './auth-card.tsx';
import { confirmEmail } from '../../session/session-api.ts';
import { AppLink } from '../../app/app-link.tsx';

/**
 * /email/confirm?token=…: the link mailed to a new e-mail address. Opening it makes the address the account's own
 * (no login needed). A query, not an effect, so the single-use token is sent once even when React mounts twice.
 */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const refused = confirmation.isError ? (validationErrors(confirmation.error)?.token?.[0] ?? t('auth.emailConfirmFailed')) : null;

  return (
    <AuthCard title={t('pages.emailConfirm')}>
      {!token || refused ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{refused ?? t('auth.emailConfirmNoToken')}</MessageBarBody>
        </MessageBar>
      ) : confirmation.isSuccess ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{confirmation.data}</MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label={t('auth.emailConfirming')} />
      )}
      <AppLink to={paths.login()}>{t('auth.backToLogin')}</AppLink>
    </AuthCard>
  );
}
