/**
 * The profile's two-step sign-in card (staff): set up an authenticator app (QR code and the otpauth address for manual
 * entry, finished by a first correct code), show the recovery codes once, make new ones, remove the app.
 */
import { useState } from 'react';
import { Body1, Button, Card, MessageBar, MessageBarBody, Spinner, Subtitle1, Text } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import type { AuthenticatorEnrolment } from '@helpdesk/shared/resources';
import type { StepUpInput } from '@helpdesk/shared/schemas';
import {
  regenerateRecoveryCodes,
  removeAuthenticator,
  signInSecurityQuery,
  startAuthenticatorEnrolment,
  useSignInSecurity,
} from './sign-in-security-api.ts';
import { useProfileStyles } from './profile-styles.ts';
import { EnrolmentView, RecoveryCodesView } from './authenticator-enrolment.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';

export function SignInSecurityCard() {
  const styles = useProfileStyles();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const security = useSignInSecurity();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: signInSecurityQuery.queryKey });

  const run = async (action: () => Promise<void>) => {
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    }
  };

  const start = () => run(async () => setEnrolment(await startAuthenticatorEnrolment()));
  // The step-up dialogs show their own refusals (a wrong password stays in the dialog).
  const regenerate = async (proof: StepUpInput) => {
    setRecoveryCodes(await regenerateRecoveryCodes(proof));
    await refresh();
  };
  const remove = async (proof: StepUpInput) => {
    await removeAuthenticator(proof);
    toast.success(t('signInSecurity.removed'));
    await refresh();
  };

  return (
    <Card className={styles.card} aria-labelledby="profile-sign-in-security-title">
      <Subtitle1 as="h2" id="profile-sign-in-security-title">
        {t('signInSecurity.title')}
      </Subtitle1>
      <Text>{t('signInSecurity.intro')}</Text>
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('signInSecurity.failed')}</MessageBarBody>
        </MessageBar>
      )}
      {security.isPending ? (
        <Spinner size="tiny" />
      ) : security.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('signInSecurity.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : recoveryCodes ? (
        <RecoveryCodesView codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : enrolment ? (
        <EnrolmentView
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={async (codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
            toast.success(t('signInSecurity.enrolled'));
            await refresh();
          }}
        />
      ) : security.data.authenticator === 'enabled' ? (
        <>
          <Body1>{t('signInSecurity.enabled', { count: security.data.recovery_codes_left })}</Body1>
          <div className={styles.actions}>
            <StepUpDialog
              trigger={<Button>{t('signInSecurity.regenerate')}</Button>}
              title={t('signInSecurity.regenerate')}
              body={t('signInSecurity.regenerateConfirm')}
              confirmLabel={t('signInSecurity.regenerate')}
              withAuthenticator
              onConfirm={regenerate}
            />
            <StepUpDialog
              trigger={<Button appearance="subtle">{t('signInSecurity.remove')}</Button>}
              title={t('signInSecurity.remove')}
              body={t('signInSecurity.removeConfirm')}
              confirmLabel={t('signInSecurity.remove')}
              withAuthenticator
              onConfirm={remove}
            />
          </div>
        </>
      ) : (
        <>
          <Body1>{t('signInSecurity.none')}</Body1>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => void start()}>
              {t('signInSecurity.setUp')}
            </Button>
          </div>
        </>
      )}
      {security.data && !enrolment && !recoveryCodes && (
        <PasskeysSection passkeys={security.data.passkeys} withAuthenticator={security.data.authenticator === 'enabled'} />
      )}
    </Card>
  );
}
