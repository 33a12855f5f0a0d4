/**
 * The conversation in time order: the original request, the replies of agents and clients, and the private notes
 * between them, each note unmistakably marked as internal. Bodies are sanitised HTML; attachments download. An entry
 * filed from an e-mail of someone who is not a user names its sender ("Jan Nowak <jan@acme.pl> (e-mail)"); one the
 * system wrote for nobody names what did ("Monitoring system", "Scheduled reminder").
 */
import { Badge, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Attachment, MailSender as MessageSender, TicketOrigin as Origin, TicketDetail } from '@helpdesk/shared/resources';
import { formatDateTime } from '@helpdesk/shared/format';
import type { MailAuthVerdict } from '@helpdesk/shared/schemas';
import {
  AttachmentList,
  SafeHtml,
  SenderVerificationMark,
  ThreadEntry,
  ThreadList,
  useThreadWriterTexts,
  type ThreadTone,
} from '@helpdesk/shared/ui';
import type { MessageDeliveriesView } from '../hooks/use-message-deliveries.ts';
import { DeliveryLines } from './delivery-lines.tsx';
import { TicketAttachmentUpload } from './ticket-attachment-upload.tsx';
import { isReadOnly } from '../lib/read-only.ts';

/** What wrote an entry when no user is named: an e-mail's From, else what filed it. */
interface Filed {
  origin: Origin;
  sender: MessageSender | null;
  /** Whether the e-mail's sender passed SPF/DKIM/DMARC. */
  mailAuth: MailAuthVerdict | null;
}

/** `author` is the user who wrote the entry — for the request, its requester; `creator` who added the ticket. */
type ThreadItem =
  | ({
      kind: 'request';
      key: string;
      at: string;
      author: string | null;
      creator: string | null;
      body: string;
      attachments: Attachment[];
    } & Filed)
  | ({
      kind: 'message';
      key: string;
      id: number;
      at: string;
      author: string | null;
      role: 'agent' | 'client' | null;
      body: string;
      attachments: Attachment[];
    } & Filed)
  | {
      kind: 'note';
      key: string;
      at: string;
      author: string | null;
      body: string;
      /** An automatic e-mail (out-of-office reply, bounce) the intake kept as a note, and its From. */
      automatic: boolean;
      sender: MessageSender | null;
    };

export function threadItems(ticket: TicketDetail): ThreadItem[] {
  const items: ThreadItem[] = [
    ...ticket.messages.map((m): ThreadItem => ({
      kind: 'message',
      key: `m${m.id}`,
      id: m.id,
      at: m.created_at,
      author: m.author?.name ?? null,
      role: m.author?.kind ?? null,
      origin: m.origin,
      sender: m.sender,
      mailAuth: m.mail_auth ?? null,
      body: m.body,
      attachments: m.attachments,
    })),
    ...ticket.notes.map((n): ThreadItem => ({
      kind: 'note',
      key: `n${n.id}`,
      at: n.created_at,
      author: n.author?.name ?? null,
      body: n.body,
      automatic: n.mail_mark === 'automatic',
      sender: n.sender ?? null,
    })),
  ];
  // The server's ISO instants (one format) order as their characters do; localeCompare would make the page's first
  // collator (ICU's data, milliseconds) in the ticket page's first render.
  items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const request: ThreadItem = {
    kind: 'request',
    key: 'request',
    at: ticket.created_at,
    author: ticket.requester?.name ?? null,
    creator: ticket.created_by?.name ?? null,
    origin: ticket.origin,
    sender: ticket.sender,
    mailAuth: ticket.mail_auth ?? null,
    body: ticket.body,
    attachments: ticket.attachments,
  };
  return [request, ...items];
}

const useStyles = makeStyles({
  noteHint: { color: tokens.colorNeutralForeground2, display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS },
  /** A colleague mentioned in a note (`<span data-mention>`, lib/mentions.ts). */
  mentions: {
    '& span[data-mention]': {
      backgroundColor: tokens.colorBrandBackground2,
      color: tokens.colorBrandForeground2,
      borderRadius: tokens.borderRadiusSmall,
      padding: `0 ${tokens.spacingHorizontalXXS}`,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
});

function ItemBadge({ item }: { item: ThreadItem }) {
  const { t } = useTranslation('tickets');
  if (item.kind === 'request') return <Badge appearance="tint">{t('show.thread.request')}</Badge>;
  if (item.kind === 'note') {
    return (
      <>
        <Badge appearance="filled" color="warning" icon={<LockClosedRegular />}>
          {t('show.note.badge')}
        </Badge>
        {item.automatic && (
          <Badge appearance="tint" color="informative" data-testid="note-automatic">
            {t('show.note.automatic')}
          </Badge>
        )}
      </>
    );
  }
  if (!item.role) return null;
  return (
    <Badge appearance="tint" color={item.role === 'agent' ? 'brand' : 'informative'}>
      {t(`show.thread.${item.role}`)}
    </Badge>
  );
}

/**
 * Who wrote the entry: the user, else the e-mail's sender, else what filed it (an e-mail, an alert, a reminder), else
 * — for the request — who added it, else nobody known. An agent who made an e-mail a ticket filed it, not wrote it.
 */
function useAuthorLabel() {
  const writer = useThreadWriterTexts();
  return (item: ThreadItem): string => {
    if (item.author) return item.author;
    if (item.kind === 'note') return item.sender ? writer.sender(item.sender) : writer.unknown();
    const { sender, origin } = item;
    if (sender) return writer.sender(sender);
    if (origin !== 'web') return writer.origin(origin);
    if (item.kind === 'request' && item.creator) return item.creator;
    return writer.unknown();
  };
}

/** A message nobody wrote and no e-mail brought (a monitoring alert) is the system's, not the client's. */
function toneOf(item: ThreadItem): ThreadTone {
  if (item.kind !== 'message') return item.kind;
  if (item.role === 'agent') return 'agent';
  return !item.role && !item.sender && item.origin !== 'web' && item.origin !== 'email' ? 'system' : 'client';
}

/** `deliveries`: what became of each mailed message (staff); without it the thread shows none. */
export function MessageThread({ ticket, deliveries }: { ticket: TicketDetail; deliveries?: MessageDeliveriesView }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const authorOf = useAuthorLabel();
  return (
    <>
      {deliveries?.failedToLoad && (
        <MessageBar intent="warning" data-testid="delivery-load-error">
          <MessageBarBody>{t('show.delivery.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={deliveries.reload}>{t('common.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <ThreadList label={t('show.thread.label')}>
        {threadItems(ticket).map((item) => (
          <ThreadEntry
            key={item.key}
            tone={toneOf(item)}
            author={authorOf(item)}
            badge={
              <>
                <ItemBadge item={item} />
                {item.kind !== 'note' && <SenderVerificationMark verdict={item.mailAuth} />}
              </>
            }
            at={item.at}
            time={formatDateTime(item.at)}
            data={{ 'data-kind': item.kind, 'data-tone': toneOf(item) }}
          >
            {item.kind === 'note' && (
              <Text size={200} className={styles.noteHint}>
                {t(item.automatic ? 'show.note.automaticHint' : 'show.note.hint')}
              </Text>
            )}
            {item.kind === 'note' ? (
              <div className={styles.mentions}>
                <SafeHtml html={item.body} />
              </div>
            ) : (
              <SafeHtml html={item.body} />
            )}
            {item.kind !== 'note' && <AttachmentList attachments={item.attachments} />}
            {item.kind === 'request' && !isReadOnly(ticket) && <TicketAttachmentUpload ticketId={ticket.id} />}
            {item.kind === 'message' && deliveries && (
              <DeliveryLines deliveries={deliveries.of(item.id)} onRetry={deliveries.retry} retrying={deliveries.retrying} />
            )}
          </ThreadEntry>
        ))}
      </ThreadList>
    </>
  );
}
