/** Adds files to the ticket itself (not to a message): each checked against the limits, then uploaded at once. */
import { useRef, useState } from 'react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { ATTACHMENT_ACCEPT, useAttachmentCheck } from '@helpdesk/shared/ui';
import { refreshAfterChange, uploadAttachment } from '../api/ticket-actions.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: tokens.spacingVerticalXXS },
  hidden: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function TicketAttachmentUpload({ ticketId }: { ticketId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const queryClient = useQueryClient();
  const check = useAttachmentCheck();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (files: FileList | null) => {
    const { accepted, refused } = check(files);
    if (input.current) input.current.value = '';
    setBusy(true);
    try {
      for (const file of accepted) {
        try {
          const result = await uploadAttachment(ticketId, file);
          toast.success(result.message);
        } catch {
          // The shell already said why (422 type/size, 5xx).
        }
      }
    } finally {
      setBusy(false);
      setProblems(refused);
      refreshAfterChange(queryClient, ticketId);
    }
  };

  return (
    <div className={styles.root}>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-label={t('show.thread.addAttachment')}
        tabIndex={-1}
        onChange={(event) => void upload(event.target.files)}
      />
      <Button size="small" appearance="subtle" icon={<AttachRegular />} disabled={busy} onClick={() => input.current?.click()}>
        {t('show.thread.addAttachment')}
      </Button>
      {problems.map((problem) => (
        <Text key={problem} size={200} className={styles.error} role="alert">
          {problem}
        </Text>
      ))}
    </div>
  );
}
