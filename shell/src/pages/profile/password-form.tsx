/** Password change: current password, new password and its confirmation (POST /api/profile/change-password). */
import { useState } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Spinner, Subtitle1, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@helpdesk/shared/schemas';
import { TextField } from '@helpdesk/shared/ui';
import { changePassword } from './profile-api.ts';
import { useProfileStyles } from './profile-styles.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm({ temporary, onChanged }: { temporary: boolean; onChanged: () => unknown }) {
  const styles = useProfileStyles();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await changePassword(values);
      form.reset(EMPTY);
      toast.success(t('profile.passwordChanged'));
      await onChanged();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailed(true);
    }
  });

  return (
    <Card className={styles.card} aria-labelledby="profile-password-title">
      <Subtitle1 as="h2" id="profile-password-title">
        {t('profile.password')}
      </Subtitle1>
      {temporary && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('profile.temporaryPassword')}</MessageBarBody>
        </MessageBar>
      )}
      <Text>{t('profile.passwordIntro', { min: PASSWORD_MIN_LENGTH })}</Text>
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('profile.passwordError')}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          control={form.control}
          name="current_password"
          type="password"
          autoComplete="current-password"
          label={t('profile.currentPassword')}
          required
        />
        <div className={styles.row}>
          <TextField
            control={form.control}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('profile.newPassword')}
            required
          />
          <TextField
            control={form.control}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('profile.confirmPassword')}
            required
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner size="tiny" /> : t('profile.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
