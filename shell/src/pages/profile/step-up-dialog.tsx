/**
 * The confirmation before a sign-in factor goes (the authenticator app, a passkey) or the recovery codes are replaced:
 * the account's password, or a fresh code from the app when the account has one. The server checks it (step-up); a
 * wrong one comes back under its field, a throttled one as the alert above the form.
 */
import { useState, type ReactElement } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatus } from '@helpdesk/shared';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { STEP_UP_PROOFS, stepUpSchema, type StepUpInput, type StepUpProof } from '@helpdesk/shared/schemas';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  // The radios wrap on a phone rather than push the dialog wider than the screen.
  proofs: { flexWrap: 'wrap' },
});

const EMPTY: StepUpInput = { proof: 'password', password: '', code: '' };

export interface StepUpDialogProps {
  trigger: ReactElement;
  title: string;
  body?: string;
  confirmLabel: string;
  /** Offer the app's code beside the password. */
  withAuthenticator: boolean;
  /** Runs the change with the proof; a 422 puts the server's message under its field and keeps the dialog open. */
  onConfirm: (proof: StepUpInput) => Promise<void>;
}

export function StepUpDialog({ trigger, title, body, confirmLabel, withAuthenticator, onConfirm }: StepUpDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(stepUpSchema, { defaultValues: EMPTY });
  const proof = form.watch('proof') ?? 'password';

  const openChange = (next: boolean) => {
    setOpen(next);
    // Nothing typed outlives the dialog.
    if (!next) {
      form.reset(EMPTY);
      setAlert(null);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onConfirm(values.proof === 'authenticator' ? { proof: 'authenticator', code: values.code } : { password: values.password });
      openChange(false);
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      setAlert((errorStatus(error) === 429 ? errorMessage(error) : undefined) ?? t('signInSecurity.failed'));
    }
  });

  const choose = (next: StepUpProof) => {
    form.reset({ ...EMPTY, proof: next });
    setAlert(null);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => openChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {body && <Body1>{body}</Body1>}
              <Body1>{t(withAuthenticator ? 'signInSecurity.stepUpIntro' : 'signInSecurity.stepUpIntroPassword')}</Body1>
              {alert && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{alert}</MessageBarBody>
                </MessageBar>
              )}
              {withAuthenticator && (
                <Field label={t('signInSecurity.stepUpProof')}>
                  <RadioGroup
                    className={styles.proofs}
                    layout="horizontal"
                    value={proof}
                    onChange={(_, data) => choose(data.value as StepUpProof)}
                  >
                    {STEP_UP_PROOFS.map((value) => (
                      <Radio key={value} value={value} label={t(`signInSecurity.stepUpProofs.${value}`)} />
                    ))}
                  </RadioGroup>
                </Field>
              )}
              {proof === 'authenticator' ? (
                <Field label={t('signInSecurity.stepUpCode')} required validationMessage={form.formState.errors.code?.message}>
                  <Input key="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
                </Field>
              ) : (
                <Field label={t('signInSecurity.stepUpPassword')} required validationMessage={form.formState.errors.password?.message}>
                  <Input key="password" type="password" autoComplete="current-password" {...form.register('password')} />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">{t('signInSecurity.cancel')}</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? <Spinner size="tiny" /> : confirmLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
