/**
 * Setting up the authenticator app (QR code and otpauth address, finished by a first correct code) and showing its
 * recovery codes once: on the profile, and on the code screen when the sign-in policy holds a sign-in for it.
 */
import { useState } from 'react';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { authenticatorConfirmSchema } from '@helpdesk/shared/schemas';
import type { AuthenticatorEnrolment } from '@helpdesk/shared/resources';
import { confirmAuthenticator } from './sign-in-security-api.ts';
import { useProfileStyles } from './profile-styles.ts';

const useStyles = makeStyles({
  qr: { width: '200px', height: '200px' },
  uri: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    columnGap: tokens.spacingHorizontalXXL,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
  },
});

export function EnrolmentView({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: AuthenticatorEnrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => Promise<void>;
}) {
  const styles = useProfileStyles();
  const own = useStyles();
  const { t } = useTranslation();
  const form = useZodForm(authenticatorConfirmSchema, { defaultValues: { code: '' } });
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async ({ code }) => {
    setFailed(false);
    try {
      await onConfirmed(await confirmAuthenticator(code));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailed(true);
    }
  });
  return (
    <>
      <Body1>{t('signInSecurity.scan')}</Body1>
      <img className={own.qr} src={enrolment.qr_code} alt={t('signInSecurity.qrAlt')} />
      <Field label={t('signInSecurity.manualEntry')}>
        <Text className={own.uri} data-testid="authenticator-uri">
          {enrolment.uri}
        </Text>
      </Field>
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('signInSecurity.failed')}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('signInSecurity.code')} required validationMessage={form.formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner size="tiny" /> : t('signInSecurity.finish')}
          </Button>
          <Button appearance="subtle" onClick={onCancel}>
            {t('signInSecurity.cancel')}
          </Button>
        </div>
      </form>
    </>
  );
}

export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const own = useStyles();
  const styles = useProfileStyles();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recovery-codes-title">
      <Subtitle1 as="h3" id="recovery-codes-title">
        {t('signInSecurity.recoveryTitle')}
      </Subtitle1>
      <MessageBar intent="warning">
        <MessageBarBody>{t('signInSecurity.recoveryIntro')}</MessageBarBody>
      </MessageBar>
      <ul className={own.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onDone}>
          {t('signInSecurity.recoveryDone')}
        </Button>
      </div>
    </section>
  );
}
