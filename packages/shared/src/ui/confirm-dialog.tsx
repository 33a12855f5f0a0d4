/**
 * Deletes and archives ask first (spec §5). Wraps the trigger button; the action runs only on confirmation.
 */
import { useState, type ReactElement } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  trigger: ReactElement;
  title: string;
  body?: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
}

export function ConfirmDialog({ trigger, title, body, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('shared');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="alert">
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {body && <DialogContent>{body}</DialogContent>}
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('confirm.cancel')}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy}>
              {confirmLabel ?? t('confirm.delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
