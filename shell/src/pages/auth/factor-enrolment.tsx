/**
 * The code screen's second part when the admins' policy holds a sign-in (the SMS code was right, but this admin or
 * manager has no stronger factor): set up the authenticator app (recovery codes shown once) or add a passkey, then go on.
 */
import { useState } from 'react';
import { Body1, Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuthenticatorEnrolment } from '@helpdesk/shared/resources';
import { EnrolmentView, RecoveryCodesView } from '../profile/authenticator-enrolment.tsx';
import { registerPasskey, startAuthenticatorEnrolment } from '../profile/sign-in-security-api.ts';

export function FactorEnrolment({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    setFailed(false);
    try {
      setEnrolment(await startAuthenticatorEnrolment());
    } catch {
      setFailed(true);
    }
  };

  // A passkey is as good for the policy, and completes the sign-in without recovery codes to note down.
  const addPasskey = async () => {
    setFailed(false);
    try {
      await registerPasskey(t('signInSecurity.passkeyDefaultName'));
      await onDone();
    } catch {
      setFailed(true);
    }
  };

  if (codes) return <RecoveryCodesView codes={codes} onDone={() => void onDone()} />;
  if (enrolment)
    return <EnrolmentView enrolment={enrolment} onCancel={() => setEnrolment(null)} onConfirmed={async (next) => setCodes(next)} />;
  return (
    <>
      <MessageBar intent="warning">
        <MessageBarBody>{t('auth.enrolRequired')}</MessageBarBody>
      </MessageBar>
      <Body1>{t('signInSecurity.intro')}</Body1>
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('signInSecurity.failed')}</MessageBarBody>
        </MessageBar>
      )}
      <Button appearance="primary" onClick={() => void start()}>
        {t('signInSecurity.setUp')}
      </Button>
      <Button onClick={() => void addPasskey()}>{t('signInSecurity.passkeyAdd')}</Button>
    </>
  );
}
