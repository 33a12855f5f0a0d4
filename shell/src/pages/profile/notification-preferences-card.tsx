/**
 * "Powiadomienia / Notifications" on one's own profile: per event, an e-mail and a push switch, saved together. The
 * Push column is disabled, with the reason, where this browser cannot take push or the server has no push key.
 */
import {
  Body1,
  Button,
  Caption1,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@helpdesk/shared/resources';
import { Notice } from '../../app/notice.tsx';
import { useNotificationPreferences } from './notification-preferences-api.ts';
import { useProfileStyles } from './profile-styles.ts';
import { usePushAvailability, type PushAvailability } from './use-push-availability.ts';
import { useNotificationPreferencesForm, type NotificationChannel } from './use-notification-preferences-form.ts';

const useStyles = makeStyles({
  channel: { width: '84px' },
  channelHeading: { justifyContent: 'center' },
  // Centred as a flex box: an inherited text-align would shift the switch's knob out of its track.
  switch: { display: 'flex', justifyContent: 'center' },
  event: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  // Two buttons side by side on a phone would squeeze their labels onto two lines each.
  actions: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalS },
});

const PUSH_NOTES: Partial<Record<PushAvailability, { intent: 'info' | 'warning'; text: string }>> = {
  unsupported: { intent: 'info', text: 'notificationPreferences.pushUnsupported' },
  'not-configured': { intent: 'info', text: 'notificationPreferences.pushNotConfigured' },
  blocked: { intent: 'warning', text: 'notificationPreferences.pushBlocked' },
};

export function NotificationPreferencesCard({ kind }: { kind: 'agent' | 'client' }) {
  const styles = useProfileStyles();
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useNotificationPreferences();
  return (
    <Card className={styles.card} aria-labelledby="notification-preferences-title">
      <Subtitle1 as="h2" id="notification-preferences-title">
        {t('notificationPreferences.title')}
      </Subtitle1>
      <Body1>{t('notificationPreferences.intro')}</Body1>
      {isPending && <Spinner size="small" />}
      {error && (
        <Notice intent="error" actions={<Button onClick={() => void refetch()}>{t('actions.retry')}</Button>}>
          {t('notificationPreferences.loadError')}
        </Notice>
      )}
      {data && <NotificationPreferencesForm saved={data} kind={kind} />}
    </Card>
  );
}

function NotificationPreferencesForm({ saved, kind }: { saved: NotificationPreferences; kind: 'agent' | 'client' }) {
  const profileStyles = useProfileStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const form = useNotificationPreferencesForm(saved);
  const push = usePushAvailability();
  const pushNote = PUSH_NOTES[push];
  const pushDisabled = push === 'unsupported' || push === 'not-configured';
  const channelName: Record<NotificationChannel, string> = {
    mail: t('notificationPreferences.mail'),
    push: t('notificationPreferences.push'),
  };

  return (
    <form
      className={profileStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      {pushNote && (
        <MessageBar intent={pushNote.intent} id="notification-push-note">
          <MessageBarBody>{t(pushNote.text)}</MessageBarBody>
        </MessageBar>
      )}
      <Table size="small" aria-labelledby="notification-preferences-title">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('notificationPreferences.event')}</TableHeaderCell>
            <TableHeaderCell className={styles.channel} button={{ className: styles.channelHeading }}>
              {channelName.mail}
            </TableHeaderCell>
            <TableHeaderCell className={styles.channel} button={{ className: styles.channelHeading }}>
              {channelName.push}
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {form.events.map((event) => {
            const name = t(`notificationPreferences.events.${event}`);
            const hint = kind === 'client' && event === 'ticket_created' ? t('notificationPreferences.eventHints.ticket_created') : null;
            return (
              <TableRow key={event} data-event={event}>
                <TableCell>
                  <span className={styles.event}>
                    <span>{name}</span>
                    {hint && <Caption1 className={styles.hint}>{hint}</Caption1>}
                  </span>
                </TableCell>
                {(['mail', 'push'] as const).map((channel) => (
                  <TableCell key={channel}>
                    <Switch
                      className={styles.switch}
                      checked={form.chosen[event]?.[channel] ?? false}
                      disabled={channel === 'push' && pushDisabled}
                      aria-label={t('notificationPreferences.switchLabel', { event: name, channel: channelName[channel] })}
                      aria-describedby={channel === 'push' && pushNote ? 'notification-push-note' : undefined}
                      onChange={(_event, data) => form.toggle(event, channel, data.checked)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {form.failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={mergeClasses(profileStyles.actions, styles.actions)}>
        <Button type="submit" appearance="primary" disabled={form.saving}>
          {form.saving ? <Spinner size="tiny" /> : t('notificationPreferences.save')}
        </Button>
        <Button type="button" disabled={form.saving || form.atDefaults} onClick={form.restoreDefaults}>
          {t('notificationPreferences.restoreDefaults')}
        </Button>
      </div>
    </form>
  );
}
