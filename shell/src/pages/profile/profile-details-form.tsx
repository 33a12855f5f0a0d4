/** Names, phones and language of one's own profile. Whatever was typed stays in the form when saving fails. */
import { useState } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { profileUpdateSchema } from '@helpdesk/shared/schemas';
import { SelectField, TextField } from '@helpdesk/shared/ui';
import { saveProfile, type Profile, type ProfileFormInput } from './profile-api.ts';
import { useProfileStyles } from './profile-styles.ts';

const toForm = (profile: Profile): ProfileFormInput => ({
  firstname: profile.firstname,
  lastname: profile.lastname,
  email: profile.email,
  phone: profile.phone ?? '',
  direct_phone: profile.direct_phone ?? '',
  lang: profile.lang,
  current_password: '',
});

export interface ProfileDetailsFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => unknown;
}

export function ProfileDetailsForm({ profile, onSaved }: ProfileDetailsFormProps) {
  const styles = useProfileStyles();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const form = useZodForm(profileUpdateSchema, { defaultValues: toForm(profile) });
  const errors = form.formState.errors;
  const agent = profile.kind === 'agent';
  const smsNumberChanged = agent && (form.watch('direct_phone') ?? '').trim() !== (profile.direct_phone ?? '');
  // A new address takes effect once the link the server mails to it is opened.
  const emailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.handleSubmit(async ({ current_password, email, ...values }) => {
    setFailed(false);
    try {
      const saved = await saveProfile({
        ...values,
        ...(emailChanged ? { email } : {}),
        ...(smsNumberChanged || emailChanged ? { current_password } : {}),
      });
      form.reset(toForm(saved));
      toast.success(
        emailChanged && saved.pending_email ? t('profile.emailConfirmationSent', { email: saved.pending_email }) : t('profile.saved'),
      );
      await onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailed(true);
    }
  });

  return (
    <Card className={styles.card} aria-labelledby="profile-details-title">
      <Subtitle1 as="h2" id="profile-details-title">
        {t('profile.details')}
      </Subtitle1>
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('profile.saveError')}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <TextField control={form.control} name="firstname" label={t('profile.firstname')} required autoComplete="given-name" />
          <TextField control={form.control} name="lastname" label={t('profile.lastname')} required autoComplete="family-name" />
        </div>
        {profile.pending_email && (
          <MessageBar intent="info">
            <MessageBarBody>{t('profile.emailPending', { email: profile.pending_email })}</MessageBarBody>
          </MessageBar>
        )}
        <TextField
          control={form.control}
          name="email"
          type="email"
          autoComplete="email"
          label={t('profile.email')}
          hint={t('profile.emailHint')}
          required
        />
        <div className={styles.row}>
          {agent && (
            <TextField
              control={form.control}
              name="direct_phone"
              type="tel"
              autoComplete="tel"
              label={t('profile.smsPhone')}
              hint={t('profile.smsPhoneHint')}
            />
          )}
          <TextField
            control={form.control}
            name="phone"
            type="tel"
            autoComplete={agent ? 'off' : 'tel'}
            label={agent ? t('profile.clientPhone') : t('profile.phone')}
            hint={agent ? undefined : t('profile.phoneHint')}
          />
        </div>
        {(smsNumberChanged || emailChanged) && (
          <TextField
            control={form.control}
            name="current_password"
            type="password"
            autoComplete="current-password"
            label={emailChanged ? t('profile.currentPasswordForEmail') : t('profile.currentPasswordForPhone')}
            required
          />
        )}
        <SelectField
          control={form.control}
          name="lang"
          label={t('profile.language')}
          choices={[
            { value: 'pl', label: t('profile.languages.pl') },
            { value: 'en', label: t('profile.languages.en') },
          ]}
        />
        {errors.root?.server && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{errors.root.server.message}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner size="tiny" /> : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
