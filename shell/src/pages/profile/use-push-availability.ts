/** Whether this browser can take push notifications here: supported, configured (a VAPID key), not blocked. */
import { useDialogSettings } from '../../dialogs/browser-config.ts';
import { pushSupported } from '../../dialogs/push/push-subscription.ts';

export type PushAvailability = 'available' | 'blocked' | 'unsupported' | 'not-configured';

export function usePushAvailability(): PushAvailability {
  const settings = useDialogSettings();
  if (!pushSupported()) return 'unsupported';
  if (!settings?.pushPublicKey) return 'not-configured';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}
