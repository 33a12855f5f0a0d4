/** The public conversation in time order: the original request, then the agents' and clients' replies. */
import { Badge, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from '../../shared/components/attachment-list.tsx';
import { SafeHtml } from '@helpdesk/shared/ui';
import { formatDateTime } from '../../shared/lib/format.ts';
import type { TicketDetail } from '../api/ticket-types.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  agent: { borderLeft: `4px solid ${tokens.colorBrandStroke1}` },
  client: { borderLeft: `4px solid ${tokens.colorNeutralStroke1}` },
  request: { borderLeft: `4px solid ${tokens.colorPaletteBlueBorderActive}`, backgroundColor: tokens.colorNeutralBackground2 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  author: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
});

export function MessageThread({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const requester = ticket.requester?.name ?? ticket.created_by?.name ?? t('tickets.thread.unknownAuthor');
  return (
    <ol className={styles.list} aria-label={t('tickets.thread.label')} data-testid="thread">
      <li className={mergeClasses(styles.item, styles.request)} data-kind="request">
        <div className={styles.head}>
          <Text className={styles.author}>{requester}</Text>
          <Badge appearance="tint">{t('tickets.thread.request')}</Badge>
          <Text size={200} className={styles.time}>
            <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
          </Text>
        </div>
        <SafeHtml html={ticket.body} />
        <AttachmentList attachments={ticket.attachments} />
      </li>
      {ticket.messages.map((m) => (
        <li key={m.id} className={mergeClasses(styles.item, m.author?.kind === 'agent' ? styles.agent : styles.client)} data-kind="message" data-author-kind={m.author?.kind ?? 'unknown'}>
          <div className={styles.head}>
            <Text className={styles.author}>{m.author?.name ?? t('tickets.thread.unknownAuthor')}</Text>
            {m.author && (
              <Badge appearance="tint" color={m.author.kind === 'agent' ? 'brand' : 'informative'}>
                {t(`tickets.thread.${m.author.kind}`)}
              </Badge>
            )}
            <Text size={200} className={styles.time}>
              <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
            </Text>
          </div>
          <SafeHtml html={m.body} />
          <AttachmentList attachments={m.attachments} />
        </li>
      ))}
    </ol>
  );
}
