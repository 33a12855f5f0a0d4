import { paths } from '@helpdesk/shared';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { errorMessage, errorStatus } from '@helpdesk/shared';
import { twoFactorCodeSchema, type SignInFactor } from '@helpdesk/shared/schemas';
import { AuthCard, useFormStyles } from './auth-card.tsx';
import { resendTwoFactorCode, verifyTwoFactorCode } from '../../session/session-api.ts';
import { signInWithPasskey, twoFactorDeliveryQuery, useTwoFactorDelivery, useTwoFactorMethods } from '../../session/two-factor-api.ts';
import { CodeDeliveryNotice } from './code-delivery-notice.tsx';
import { FactorEnrolment } from './factor-enrolment.tsx';
import { endSession, useCurrentUser, useRefreshUser } from '../../session/session.ts';
import { homeFor, safeRedirect } from '../../session/access.ts';

/** What the code screen says for each factor; the SMS code's texts follow where it went (SMS, or e-mail without a phone). */
const TEXTS = {
  sms: { title: 'pages.code', help: 'auth.codeHelp' },
  authenticator: { title: 'auth.titles.authenticator', help: 'auth.authenticatorHelp' },
  recovery: { title: 'auth.titles.recovery', help: 'auth.recoveryHelp' },
  passkey: { title: 'auth.titles.passkey', help: 'auth.passkeyHelp' },
} as const satisfies Record<SignInFactor, { title: string; help: string }>;
const MAIL_TEXTS = { title: 'pages.codeMail', help: 'auth.codeHelpMail' } as const;

/**
 * /code: the code an agent confirms after the password (where it went and whether it went, resend, logout). The SMS
 * code is the default; an agent with an authenticator app may choose it or one of its recovery codes instead.
 */
export function CodePage() {
  const { t } = useTranslation();
  const styles = useFormStyles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const [resending, setResending] = useState(false);
  const [method, setMethod] = useState<SignInFactor>('sms');
  // Only the first field takes the focus: refocusing on every choice would pull the arrow keys out of the factor radios.
  const [chosen, setChosen] = useState(false);
  const form = useZodForm(twoFactorCodeSchema, { defaultValues: { code: '', method: 'sms' } });
  const [confirming, setConfirming] = useState(false);
  const enrolling = user?.data.sign_in_factor_enrolment === true;
  const delivery = useTwoFactorDelivery(!confirming && !enrolling);
  const methods = useTwoFactorMethods(!confirming && !enrolling).data?.methods ?? ['sms'];

  if (user?.data.is_two_factor_authenticated) return <Navigate to={redirect ?? homeFor(user)} replace />;

  const choose = (next: SignInFactor) => {
    setMethod(next);
    setChosen(true);
    form.reset({ code: '', method: next === 'passkey' ? undefined : next });
    setNotice(null);
  };

  const usePasskey = async () => {
    setNotice(null);
    setConfirming(true);
    try {
      await signInWithPasskey();
      const next = await refreshUser();
      if (next) navigate(redirect ?? homeFor(next), { replace: true });
    } catch (error) {
      setConfirming(false);
      // A cancelled or refused browser prompt, or the server's refusal: the same advice either way (but a 429 says when).
      setNotice({ intent: 'error', text: (errorStatus(error) === 429 ? errorMessage(error) : undefined) ?? t('auth.passkeyFailed') });
    }
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setNotice(null);
    setConfirming(true);
    await queryClient.cancelQueries({ queryKey: twoFactorDeliveryQuery.queryKey });
    try {
      if (method !== 'passkey') await verifyTwoFactorCode(code, method);
      const next = await refreshUser();
      // Held by the admins' policy: this page goes on to set up the app (and keeps the redirect for afterwards).
      if (next?.data.sign_in_factor_enrolment) setConfirming(false);
      else if (next) navigate(redirect ?? homeFor(next), { replace: true });
    } catch (error) {
      setConfirming(false);
      if (!applyServerErrors(form, error)) setNotice({ intent: 'error', text: t('auth.failed') });
    }
  });

  const resend = async () => {
    setResending(true);
    setNotice(null);
    try {
      await resendTwoFactorCode();
      setNotice({ intent: 'success', text: t('auth.codeSent') });
      // The new code's delivery is polled afresh; focus goes where the new code is typed (the button may be gone).
      await queryClient.invalidateQueries({ queryKey: twoFactorDeliveryQuery.queryKey });
      form.setFocus('code');
    } catch (error) {
      const cooldown = errorStatus(error) === 429 ? errorMessage(error) : undefined;
      setNotice({ intent: 'error', text: cooldown ?? t('auth.smsFailed') });
    } finally {
      setResending(false);
    }
  };

  const logout = async () => {
    await endSession(queryClient);
    navigate(paths.login(), { replace: true });
  };

  if (enrolling) {
    return (
      <AuthCard title={t('signInSecurity.title')}>
        <FactorEnrolment
          onDone={async () => {
            const next = await refreshUser();
            if (next) navigate(redirect ?? homeFor(next), { replace: true });
          }}
        />
        <div className={styles.row}>
          <Button appearance="subtle" onClick={() => void logout()}>
            {t('auth.logout')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const codeLabel =
    method === 'authenticator'
      ? t('auth.authenticatorCode')
      : method === 'recovery'
        ? t('auth.recoveryCode')
        : t(delivery.data?.channel === 'mail' ? 'auth.codeMail' : 'auth.code');

  const texts = method === 'sms' && delivery.data?.channel === 'mail' ? MAIL_TEXTS : TEXTS[method];

  return (
    <AuthCard title={t(texts.title)}>
      {methods.length > 1 && (
        <Field label={t('auth.factor')}>
          <RadioGroup
            className={styles.factors}
            value={method}
            onChange={(_, data) => choose(data.value as SignInFactor)}
            layout="horizontal"
          >
            {methods.map((factor) => (
              <Radio key={factor} value={factor} label={t(`auth.factors.${factor}`)} />
            ))}
          </RadioGroup>
        </Field>
      )}
      <Body1>{t(texts.help)}</Body1>
      {method === 'sms' && (
        <CodeDeliveryNotice delivery={delivery.data} error={delivery.error} resending={resending} onResend={() => void resend()} />
      )}
      {notice && (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {method === 'passkey' ? (
        <Button appearance="primary" onClick={() => void usePasskey()} disabled={confirming}>
          {confirming ? <Spinner size="tiny" /> : t('auth.usePasskey')}
        </Button>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={codeLabel} required validationMessage={form.formState.errors.code?.message}>
            <Input
              key={method}
              inputMode={method === 'recovery' ? 'text' : 'numeric'}
              autoComplete={method === 'recovery' ? 'off' : 'one-time-code'}
              maxLength={method === 'recovery' ? 11 : 6}
              autoFocus={!chosen}
              {...form.register('code')}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner size="tiny" /> : t('auth.confirm')}
          </Button>
        </form>
      )}
      <div className={styles.row}>
        {method === 'sms' && (
          <Button appearance="subtle" onClick={() => void resend()} disabled={resending}>
            {t('auth.resend')}
          </Button>
        )}
        <Button appearance="subtle" onClick={() => void logout()}>
          {t('auth.logout')}
        </Button>
      </div>
    </AuthCard>
  );
}
