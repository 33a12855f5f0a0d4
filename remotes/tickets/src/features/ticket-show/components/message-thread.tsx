/**
 * The conversation in time order: the original request, the replies of agents and clients, and the private notes
 * between them, each note unmistakably marked as internal. Bodies are sanitised HTML; attachments download.
 */
import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Attachment, TicketDetail } from '../api/ticket-detail.ts';
import { formatDateTime } from '../../shared/format.ts';
import { AttachmentList } from './attachment-list.tsx';
import { SafeHtml } from '@helpdesk/shared/ui';
import { TicketAttachmentUpload } from './ticket-attachment-upload.tsx';

type ThreadItem =
  | { kind: 'request'; key: string; at: string; author: string | null; body: string; attachments: Attachment[] }
  | { kind: 'message'; key: string; at: string; author: string | null; role: 'agent' | 'client' | null; body: string; attachments: Attachment[] }
  | { kind: 'note'; key: string; at: string; author: string | null; body: string };

export function threadItems(ticket: TicketDetail): ThreadItem[] {
  const items: ThreadItem[] = [
    ...ticket.messages.map((m): ThreadItem => ({ kind: 'message', key: `m${m.id}`, at: m.created_at, author: m.author?.name ?? null, role: m.author?.kind ?? null, body: m.body, attachments: m.attachments })),
    ...ticket.notes.map((n): ThreadItem => ({ kind: 'note', key: `n${n.id}`, at: n.created_at, author: n.author?.name ?? null, body: n.body })),
  ];
  items.sort((a, b) => a.at.localeCompare(b.at));
  const request: ThreadItem = {
    kind: 'request',
    key: 'request',
    at: ticket.created_at,
    author: ticket.requester?.name ?? ticket.created_by?.name ?? null,
    body: ticket.body,
    attachments: ticket.attachments,
  };
  return [request, ...items];
}

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
  note: {
    borderLeft: `4px solid ${tokens.colorPaletteYellowBorderActive}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px dashed ${tokens.colorPaletteYellowBorderActive}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  author: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
  noteHint: { color: tokens.colorNeutralForeground2, display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS },
});

export function MessageThread({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <ol className={styles.list} aria-label={t('show.thread.label')} data-testid="thread">
      {threadItems(ticket).map((item) => (
        <li
          key={item.key}
          className={mergeClasses(
            styles.item,
            item.kind === 'request' && styles.request,
            item.kind === 'note' && styles.note,
            item.kind === 'message' && (item.role === 'agent' ? styles.agent : styles.client),
          )}
          data-kind={item.kind}
        >
          <div className={styles.head}>
            <Text className={styles.author}>{item.author ?? t('show.thread.unknownAuthor')}</Text>
            {item.kind === 'request' && <Badge appearance="tint">{t('show.thread.request')}</Badge>}
            {item.kind === 'message' && item.role && (
              <Badge appearance="tint" color={item.role === 'agent' ? 'brand' : 'informative'}>
                {t(`show.thread.${item.role}`)}
              </Badge>
            )}
            {item.kind === 'note' && (
              <Badge appearance="filled" color="warning" icon={<LockClosedRegular />}>
                {t('show.note.badge')}
              </Badge>
            )}
            <Text size={200} className={styles.time}>
              <time dateTime={item.at}>{formatDateTime(item.at)}</time>
            </Text>
          </div>
          {item.kind === 'note' && (
            <Text size={200} className={styles.noteHint}>
              {t('show.note.hint')}
            </Text>
          )}
          <SafeHtml html={item.body} />
          {item.kind !== 'note' && <AttachmentList attachments={item.attachments} />}
          {item.kind === 'request' && !ticket.deleted_at && <TicketAttachmentUpload ticketId={ticket.id} />}
        </li>
      ))}
    </ol>
  );
}
