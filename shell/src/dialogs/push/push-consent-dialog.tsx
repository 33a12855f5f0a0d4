/**
 * Asks once per browser whether to turn on push notifications ('Zgadzam się' / 'Nie teraz', spec §2) — only when the
 * server pushes (its /config.json names a VAPID key): a consent to nothing is not asked for.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { useDialogSettings } from '../browser-config.ts';
import { rememberConsent, shouldAskForPush, storedConsent, subscribeToPush } from './push-subscription.ts';

export function PushConsentDialog({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const settings = useDialogSettings();
  const [open, setOpen] = useState(shouldAskForPush);

  const pushOn = !!settings?.pushPublicKey;

  // Someone who agreed earlier: keep the subscription (and its saved token) current on each visit.
  useEffect(() => {
    if (!settings?.pushPublicKey || storedConsent() !== 'accepted') return;
    subscribeToPush(settings.pushPublicKey).catch((error: unknown) => console.warn('push subscription', error));
  }, [settings]);

  const accept = async () => {
    rememberConsent('accepted');
    setOpen(false);
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      toast.warning(t('dialogs.push.blocked'));
      return;
    }
    try {
      const outcome = await subscribeToPush(settings?.pushPublicKey ?? null);
      if (outcome === 'subscribed') toast.success(t('dialogs.push.enabled'));
    } catch (error) {
      console.warn('push subscription', error);
    }
  };

  const decline = () => {
    rememberConsent('declined');
    setOpen(false);
  };

  return (
    <Dialog open={open && allowed && pushOn} modalType="alert" onOpenChange={(_event, data) => !data.open && decline()}>
      <DialogSurface aria-describedby="push-consent-text">
        <DialogBody>
          <DialogTitle>{t('dialogs.push.title')}</DialogTitle>
          <DialogContent id="push-consent-text">{t('dialogs.push.text')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void accept()}>
              {t('dialogs.push.accept')}
            </Button>
            <Button appearance="secondary" onClick={decline}>
              {t('dialogs.push.decline')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
