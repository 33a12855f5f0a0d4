/** One unassigned e-mail, opened: its body sanitised again in the browser (SafeHtml) and its attachments. */
import { useEffect } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, queryRoots } from '@helpdesk/shared';
import { SafeHtml, SenderVerificationMark } from '@helpdesk/shared/ui';
import { formatDateTime } from '@helpdesk/shared/format';
import { unassignedDetailQuery } from '../api/unassigned-emails.ts';
import { MailMarkBadge } from './mail-mark-badge.tsx';

const useStyles = makeStyles({
  meta: { color: tokens.colorNeutralForeground3 },
  body: { marginTop: tokens.spacingVerticalM, maxHeight: '50vh', overflowY: 'auto' },
  files: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM },
});

/** Attachments are served as downloads behind the session: fetched through the API client, saved as a blob. */
async function download(url: string, filename: string) {
  const { data } = await apiClient.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  const href = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(href);
}

export function UnassignedEmailView({
  id,
  onClose,
  onTicket,
  onAttach,
}: {
  id: number;
  onClose: () => void;
  onTicket: () => void;
  onAttach: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const queryClient = useQueryClient();
  const detail = useQuery(unassignedDetailQuery(id));
  // Opening marks it read on the server: the unread counter and the list follow.
  useEffect(() => {
    if (detail.isSuccess) void queryClient.invalidateQueries({ queryKey: [queryRoots.counters], refetchType: 'active' });
  }, [detail.isSuccess, queryClient]);
  const email = detail.data;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{email?.title ?? t('intake.loading')}</DialogTitle>
          <DialogContent>
            {detail.isLoading && <Spinner />}
            {detail.isError && <Text role="alert">{t('intake.error')}</Text>}
            {email && (
              <>
                <Text className={styles.meta}>
                  {email.sender} &lt;{email.address}&gt; · {formatDateTime(email.received_at)}
                </Text>
                <SenderVerificationMark verdict={email.mail_auth} />
                <MailMarkBadge mark={email.mail_mark} />
                {/* Sanitised on the server and again here: only the allow-listed HTML reaches the page. */}
                <SafeHtml className={styles.body} data-testid="unassigned-email-body" html={email.body} />
                {email.attachments.length > 0 && (
                  <div className={styles.files}>
                    <Text weight="semibold">{t('unassignedEmail.attachments')}:</Text>
                    {email.attachments.map((f) => (
                      <Link key={f.index} as="button" onClick={() => void download(f.url, f.filename)}>
                        {f.filename}
                      </Link>
                    ))}
                  </div>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onTicket} disabled={!email}>
              {t('unassignedEmail.toTicket')}
            </Button>
            <Button onClick={onAttach} disabled={!email}>
              {t('unassignedEmail.attach')}
            </Button>
            <Button appearance="secondary" onClick={onClose}>
              {t('unassignedEmail.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
