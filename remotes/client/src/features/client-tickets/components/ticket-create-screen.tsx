/**
 * /ticket/create: a client reports a problem — subject, description, category, priority (low/normal/high), one of
 * their devices, colleagues in CC, attachments. The ticket is created first, then the files are uploaded to it; a
 * file that fails is named, the ticket stays.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths, toast } from '@helpdesk/shared';
import {
  CLIENT_TICKET_PRIORITIES,
  TICKET_CATEGORIES,
  clientTicketCreateSchema,
  type ClientTicketCreateInput,
} from '@helpdesk/shared/schemas';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { FilePicker, MultiSelectField, SelectField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { useCreateTicket } from '../api/ticket-actions.ts';
import { colleaguesQuery, devicesQuery } from '../api/ticket-choices.ts';

/** The form is the API's create body (`clientTicketCreateSchema`): its rules and messages are the server's. */
type TicketFormInput = z.input<typeof clientTicketCreateSchema>;
const EMPTY_TICKET_FORM: TicketFormInput = { subject: '', body: '', priority: 'normal', category: 'other', device_id: null, cc: [] };

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, maxWidth: '900px', boxSizing: 'border-box' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    // Long device names must not widen the cells.
    '& > *': { minWidth: 0 },
    '& select': { minWidth: 0, textOverflow: 'ellipsis' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalS },
});

export function TicketCreateScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const create = useCreateTicket();
  const colleagues = useQuery(colleaguesQuery()).data ?? [];
  const devices = useQuery(devicesQuery()).data ?? [];
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState(false);
  const form = useZodForm<TicketFormInput, ClientTicketCreateInput>(clientTicketCreateSchema, { defaultValues: EMPTY_TICKET_FORM });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(false);
    try {
      const { created, failed } = await create.mutateAsync({ body: values, files });
      toast.success(created.message ?? t('tickets.create.created'));
      if (failed.length) toast.warning(t('tickets.create.filesFailed', { names: failed.join(', ') }));
      navigate(paths.client.ticketShow(created.data.id));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(true);
    }
  });

  return (
    <ScreenFrame remote="client" name="ticket-create" title={t('screens.ticketCreate')}>
      <Card className={styles.card}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('screens.ticketCreate')}>
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t('tickets.create.failed')}</MessageBarBody>
            </MessageBar>
          )}
          <TextField control={form.control} name="subject" label={t('tickets.fields.subject')} required disabled={busy} />
          <TextareaField
            control={form.control}
            name="body"
            label={t('tickets.fields.body')}
            hint={t('tickets.create.bodyHint')}
            required
            disabled={busy}
          />
          <div className={styles.grid}>
            <SelectField
              control={form.control}
              name="category"
              label={t('tickets.fields.category')}
              disabled={busy}
              choices={TICKET_CATEGORIES.map((value) => ({ value, label: t(`shared:ticket.category.${value}`) }))}
            />
            <SelectField
              control={form.control}
              name="priority"
              label={t('tickets.fields.priority')}
              disabled={busy}
              choices={CLIENT_TICKET_PRIORITIES.map((value) => ({ value, label: t(`shared:ticket.priority.${value}`) }))}
            />
            <SelectField
              control={form.control}
              name="device_id"
              label={t('tickets.fields.device')}
              disabled={busy}
              emptyLabel={t('tickets.create.noDevice')}
              choices={devices.map((d) => ({
                value: d.id,
                label: `${d.name}${d.inventory_number ? ` (${d.inventory_number})` : ''}${d.shared ? ` · ${t('tickets.create.sharedDevice')}` : ''}`,
              }))}
            />
            <MultiSelectField
              control={form.control}
              name="cc"
              label={t('tickets.fields.cc')}
              placeholder={t('tickets.create.ccPlaceholder')}
              disabled={busy}
              choices={colleagues.map((c) => ({ value: c.id, label: c.name }))}
            />
          </div>
          <FilePicker files={files} onChange={setFiles} label={t('attachments.add')} disabled={busy} />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {t('tickets.create.submit')}
            </Button>
            <Button onClick={() => navigate(-1)} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </Card>
    </ScreenFrame>
  );
}
