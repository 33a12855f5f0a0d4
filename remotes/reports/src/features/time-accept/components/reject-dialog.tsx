/** The reason of a rejection (spec §5: required), for one or many reports; the server's message shows under the field. */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface RejectDialogProps {
  count: number;
  /** Resolves to the field's error message, or null once rejected. */
  onReject: (reason: string) => Promise<string | null>;
  onClose: () => void;
}

export function RejectDialog({ count, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('reports');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const failed = await onReject(reason);
    setBusy(false);
    if (failed) setError(failed);
    else onClose();
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{t('timeAccept.rejectTitle', { count })}</DialogTitle>
            <DialogContent>
              <Field label={t('timeAccept.rejectReason')} required hint={t('timeAccept.rejectHint')} validationMessage={error ?? undefined}>
                <Textarea name="reason" value={reason} rows={3} resize="vertical" onChange={(_, data) => setReason(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t('timeAccept.reject')}
              </Button>
              <Button onClick={onClose} disabled={busy}>
                {t('timeAccept.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
