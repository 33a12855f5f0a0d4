/** Asks again when the server says a change would keep the asking admin out (409 `lockout`), with its explanation. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface LockoutDialogProps {
  /** The server's explanation; the dialog is open while it is set. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function LockoutDialog({ message, onConfirm, onCancel }: LockoutDialogProps) {
  const { t } = useTranslation('management');
  return (
    <Dialog open={message !== null} onOpenChange={(_, data) => !data.open && onCancel()} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('accessData.lockoutTitle')}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {t('accessData.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {t('accessData.lockoutConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
