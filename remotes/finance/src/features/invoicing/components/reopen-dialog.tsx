/**
 * Reopening a closed month (admin): the reason is required and kept in the month's history; the month's time reports
 * can change again and its stored figures are voided until it is approved anew.
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorMessage, toast, validationErrors } from '@helpdesk/shared';
import { useFinanceMutation } from '../../../api/finance.ts';
import { reopenMonth } from '../api/invoicing.ts';

export function ReopenDialog({ companyId, name, month }: { companyId: number; name: string; month: string }) {
  const { t } = useTranslation('finance');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reopen = useFinanceMutation(reopenMonth);
  const submit = async () => {
    setError(null);
    try {
      toast.success((await reopen.mutateAsync({ companyId, month, reason })).message);
      setOpen(false);
      setReason('');
    } catch (failure) {
      const fields = validationErrors(failure);
      setError(fields?.reason?.[0] ?? fields?.month?.[0] ?? errorMessage(failure) ?? t('common.loadFailed'));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="modal">
      <DialogTrigger disableButtonEnhancement>
        <Button size="small">{t('invoicing.reopen.button')}</Button>
      </DialogTrigger>
      <DialogSurface aria-describedby={undefined}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{t('invoicing.reopen.title', { name, month })}</DialogTitle>
            <DialogContent>
              <Text as="p">{t('invoicing.reopen.body')}</Text>
              <Field label={t('invoicing.reopen.reason')} required validationMessage={error ?? undefined}>
                <Textarea name="reason" value={reason} rows={3} resize="vertical" onChange={(_, d) => setReason(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">{t('invoicing.cancel')}</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary" disabled={reopen.isPending}>
                {t('invoicing.reopen.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
