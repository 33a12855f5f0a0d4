/**
 * The client's reply with attachments. A reply to a ticket waiting for the client (or resolved) puts it back to work
 * (the server does it); the box says so. The text stays if sending fails.
 */
import { useState } from 'react';
import { Button, Card, Field, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatus, toast } from '@helpdesk/shared';
import { FilePicker } from '@helpdesk/shared/ui';
import { replyToTicket, uploadAll } from '../api/ticket-actions.ts';
import type { ClientTicketDetail as TicketDetail } from '@helpdesk/shared/resources';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

export function ReplyBox({ ticket, onSent }: { ticket: TicketDetail; onSent: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reopens = ticket.status === 'resolved' || ticket.status === 'waiting-for-client';

  const send = async () => {
    if (!body.trim()) {
      setError(t('common.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await replyToTicket(ticket.id, body, ticket.version, files.length);
      const failed = await uploadAll(ticket.id, files, answer.message_id);
      toast.success(answer.message ?? t('tickets.reply.sent'));
      if (failed.length) toast.warning(t('tickets.create.filesFailed', { names: failed.join(', ') }));
      setBody('');
      setFiles([]);
      onSent();
    } catch (failure) {
      // 409: someone answered meanwhile; the page reloads the thread and the text stays to be sent again.
      if (errorStatus(failure) === 409) {
        toast.warning(errorMessage(failure) ?? t('tickets.reply.conflict'));
        onSent();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card}>
      <Field
        label={t('tickets.reply.label')}
        validationMessage={error ?? undefined}
        hint={reopens ? t('tickets.reply.reopens') : undefined}
      >
        <Textarea value={body} onChange={(_, data) => setBody(data.value)} resize="vertical" rows={5} disabled={busy} />
      </Field>
      <FilePicker files={files} onChange={setFiles} label={t('attachments.add')} disabled={busy} />
      <div className={styles.actions}>
        <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <SendRegular />} onClick={() => void send()} disabled={busy}>
          {t('tickets.reply.send')}
        </Button>
        <Text size={200} className={styles.hint}>
          {t('tickets.reply.publicHint')}
        </Text>
      </div>
    </Card>
  );
}
