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
  /** The button that opens it; without one the dialog is controlled by `open` and `onOpenChange`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  body?: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
}

export function ConfirmDialog({ trigger, title, body, confirmLabel, onConfirm, ...controlled }: ConfirmDialogProps) {
  const { t } = useTranslation('shared');
  const [openHere, setOpenHere] = useState(false);
  const open = controlled.open ?? openHere;
  const setOpen = (value: boolean) => {
    setOpenHere(value);
    controlled.onOpenChange?.(value);
  };
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
  const surface = (
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
  );
  return trigger ? (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="alert">
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {surface}
    </Dialog>
  ) : (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="alert">
      {surface}
    </Dialog>
  );
}
