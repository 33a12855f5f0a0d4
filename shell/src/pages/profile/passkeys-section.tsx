/** The profile's passkeys and security keys: the list (name, added, last used), add one on this device, remove one. */
import { useState } from 'react';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Subtitle2, Text } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { formatDateTime } from '@helpdesk/shared/format';
import type { Passkey } from '@helpdesk/shared/resources';
import { registerPasskey, removePasskey, signInSecurityQuery } from './sign-in-security-api.ts';
import { useProfileStyles } from './profile-styles.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

export function PasskeysSection({ passkeys, withAuthenticator }: { passkeys: Passkey[]; withAuthenticator: boolean }) {
  const styles = useProfileStyles();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: signInSecurityQuery.queryKey });

  const add = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await registerPasskey(name.trim() || t('signInSecurity.passkeyDefaultName'));
      setName('');
      toast.success(t('signInSecurity.passkeyAdded'));
      await refresh();
    } catch {
      // A cancelled browser prompt lands here too: the same advice.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="passkeys-title" className={styles.form}>
      <Subtitle2 as="h3" id="passkeys-title">
        {t('signInSecurity.passkeys')}
      </Subtitle2>
      <Body1>{t('signInSecurity.passkeysIntro')}</Body1>
      {passkeys.length > 0 && (
        <ul data-testid="passkey-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <Text weight="semibold">{passkey.name}</Text>{' '}
              <Text>
                {t('signInSecurity.passkeyAddedAt', { when: formatDateTime(passkey.created_at) })}
                {passkey.last_used_at && ` · ${t('signInSecurity.passkeyUsedAt', { when: formatDateTime(passkey.last_used_at) })}`}
              </Text>{' '}
              <StepUpDialog
                trigger={
                  // Named after its key: a list of "Remove key" buttons says nothing to a screen reader.
                  <Button appearance="subtle" aria-label={t('signInSecurity.passkeyRemoveNamed', { name: passkey.name })}>
                    {t('signInSecurity.passkeyRemove')}
                  </Button>
                }
                title={t('signInSecurity.passkeyRemoveTitle', { name: passkey.name })}
                confirmLabel={t('signInSecurity.passkeyRemove')}
                withAuthenticator={withAuthenticator}
                onConfirm={async (proof) => {
                  await removePasskey(passkey.id, proof);
                  await refresh();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('signInSecurity.passkeyFailed')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Field label={t('signInSecurity.passkeyName')}>
          <Input
            value={name}
            maxLength={100}
            placeholder={t('signInSecurity.passkeyDefaultName')}
            onChange={(_, data) => setName(data.value)}
          />
        </Field>
        <Button onClick={() => void add()} disabled={busy}>
          {t('signInSecurity.passkeyAdd')}
        </Button>
      </div>
    </section>
  );
}
