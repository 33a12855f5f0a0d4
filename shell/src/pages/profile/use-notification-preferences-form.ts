/**
 * The notification switches being chosen on the profile: what is shown, toggling, back to the defaults, and saving.
 * A failed save keeps every choice, so Save can simply be pressed again.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatus, toast } from '@helpdesk/shared';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@helpdesk/shared/enums';
import type { NotificationPreferences } from '@helpdesk/shared/resources';
import type { NotificationChannels, NotificationPreferenceMatrix } from '@helpdesk/shared/schemas';
import { notificationPreferencesQuery, saveNotificationPreferences } from './notification-preferences-api.ts';

export type NotificationChannel = keyof NotificationChannels;

const same = (a: NotificationPreferenceMatrix, b: NotificationPreferenceMatrix, events: readonly NotificationEvent[]) =>
  events.every((event) => a[event]?.mail === b[event]?.mail && a[event]?.push === b[event]?.push);

export function useNotificationPreferencesForm(saved: NotificationPreferences) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<NotificationPreferenceMatrix>(saved.preferences);
  const [saving, setSaving] = useState(false);
  /** Null, or what went wrong with the last save (the server's 422 message when it gave one). */
  const [failure, setFailure] = useState<string | null>(null);
  // The server lists only the events that concern this person (a client has no mention or SLA warning).
  const events = NOTIFICATION_EVENTS.filter((event) => saved.preferences?.[event] !== undefined);

  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: boolean) =>
    setChosen((current) => ({ ...current, [event]: { ...current[event]!, [channel]: on } }));

  const restoreDefaults = () => setChosen(saved.defaults);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const next = await saveNotificationPreferences(chosen);
      queryClient.setQueryData(notificationPreferencesQuery.queryKey, next);
      setChosen(next.preferences);
      toast.success(t('notificationPreferences.saved'));
    } catch (error) {
      const reply = errorStatus(error) === 422 ? errorMessage(error) : undefined;
      setFailure(reply ? `${t('notificationPreferences.saveError')} ${reply}` : t('notificationPreferences.saveError'));
    } finally {
      setSaving(false);
    }
  };

  return {
    events,
    chosen,
    toggle,
    restoreDefaults,
    atDefaults: same(chosen, saved.defaults, events),
    save,
    saving,
    failure,
  };
}
