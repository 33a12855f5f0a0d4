/** Make a ticket of an unassigned e-mail (for a chosen company), or add it to an existing ticket. */
import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { companyChoicesQuery, paths, toast } from '@helpdesk/shared';
import { TICKET_PRIORITIES, TICKET_TYPES } from '@helpdesk/shared/enums';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { SelectField, TextField } from '@helpdesk/shared/ui';
import { useAttachUnassigned, useUnassignedToTicket } from '../api/unassigned-emails.ts';
import type { UnassignedEmail } from '@helpdesk/shared/resources';
import { attachFormSchema, toTicketFormSchema, type AttachForm, type ToTicketForm } from '../lib/unassigned-email-forms.ts';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM } });

function FormDialog({
  title,
  busy,
  onClose,
  onSubmit,
  submitLabel,
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('tickets');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('intake.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

export function ToTicketDialog({ email, onClose }: { email: UnassignedEmail; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const toTicket = useUnassignedToTicket(email.id);
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const form = useZodForm(toTicketFormSchema, {
    defaultValues: { company_id: undefined as unknown as number, priority: 'normal', type: 'question' } satisfies ToTicketForm,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await toTicket.mutateAsync(values);
      toast.success(result.message);
      onClose();
      await navigate(paths.staff.ticketShow(result.data.ticket.id));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormDialog
      title={t('unassignedEmail.toTicketTitle', { title: email.title })}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('unassignedEmail.toTicket')}
    >
      <div className={styles.fields}>
        <SelectField
          control={form.control}
          name="company_id"
          label={t('intake.company')}
          required
          choices={companies.map((c) => ({ value: c.id, label: `${c.tag} — ${c.name}` }))}
        />
        <SelectField
          control={form.control}
          name="priority"
          label={t('unassignedEmail.priority')}
          choices={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`shared:ticket.priority.${p}`) }))}
        />
        <SelectField
          control={form.control}
          name="type"
          label={t('unassignedEmail.type')}
          choices={TICKET_TYPES.map((p) => ({ value: p, label: t(`shared:ticket.type.${p}`) }))}
        />
      </div>
    </FormDialog>
  );
}

export function AttachDialog({ email, onClose }: { email: UnassignedEmail; onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const attach = useAttachUnassigned(email.id);
  const form = useZodForm(attachFormSchema, { defaultValues: { ticket_id: undefined as unknown as number } satisfies AttachForm });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await attach.mutateAsync(values.ticket_id);
      toast.success(t('unassignedEmail.attached', { fullid: result.data.ticket.fullid }));
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormDialog
      title={t('unassignedEmail.attachTitle')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('unassignedEmail.attach')}
    >
      <TextField control={form.control} name="ticket_id" label={t('unassignedEmail.ticketId')} type="number" required />
    </FormDialog>
  );
}
