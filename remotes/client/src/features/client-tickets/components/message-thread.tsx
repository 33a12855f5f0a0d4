/**
 * The public conversation in time order: the original request, then the agents' and clients' replies. An entry filed
 * from an e-mail of someone who is not a user names its sender ("Jan Nowak <jan@acme.pl> (e-mail)"); one the system
 * wrote for nobody names what did ("Monitoring system", "Scheduled reminder").
 */
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AttachmentList, SafeHtml, ThreadEntry, ThreadList, useThreadWriterTexts } from '@helpdesk/shared/ui';
import { formatDateTime } from '@helpdesk/shared/format';
import type { MailSender, TicketOrigin as Origin, ClientTicketDetail as TicketDetail } from '@helpdesk/shared/resources';

/** An entry's writer as the API gives it: the user (requester of the description), the e-mail's From, what filed it. */
interface Writer {
  user: { name: string; kind?: 'agent' | 'client' } | null;
  origin: Origin;
  sender: MailSender | null;
  /** The description only: who added the ticket, named when nothing else is known. */
  creator?: { name: string } | null;
}

/** The name an entry shows, and which of the rules gave it (`data-author-kind`). */
interface Author {
  kind: 'agent' | 'client' | 'requester' | 'email' | Exclude<Origin, 'web' | 'email'> | 'creator' | 'unknown';
  label: string;
}

/**
 * Who wrote the entry: the user, else the e-mail's sender, else what filed it (an e-mail, an alert, a reminder), else
 * — for the description — who added it, else nobody known. An agent who made an e-mail a ticket filed it, not wrote it.
 */
function useAuthor() {
  const writer = useThreadWriterTexts();
  return ({ user, origin, sender, creator }: Writer): Author => {
    if (user) return { kind: user.kind ?? 'requester', label: user.name };
    if (sender) return { kind: 'email', label: writer.sender(sender) };
    if (origin !== 'web') return { kind: origin, label: writer.origin(origin) };
    if (creator) return { kind: 'creator', label: creator.name };
    return { kind: 'unknown', label: writer.unknown() };
  };
}

export function MessageThread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('client');
  const authorOf = useAuthor();
  const request = authorOf({ user: ticket.requester, origin: ticket.origin, sender: ticket.sender, creator: ticket.created_by });
  return (
    <ThreadList label={t('tickets.thread.label')}>
      <ThreadEntry
        tone="request"
        author={request.label}
        badge={<Badge appearance="tint">{t('tickets.thread.request')}</Badge>}
        at={ticket.created_at}
        time={formatDateTime(ticket.created_at)}
        data={{ 'data-kind': 'request', 'data-author-kind': request.kind }}
      >
        <SafeHtml html={ticket.body} />
        <AttachmentList attachments={ticket.attachments} />
      </ThreadEntry>
      {ticket.messages.map((m) => {
        const author = authorOf({ user: m.author, origin: m.origin, sender: m.sender });
        return (
          <ThreadEntry
            key={m.id}
            tone={
              m.author?.kind === 'agent'
                ? 'agent'
                : author.kind === 'monitoring' || author.kind === 'reminder' || author.kind === 'automation'
                  ? 'system'
                  : 'client'
            }
            author={author.label}
            badge={
              m.author && (
                <Badge appearance="tint" color={m.author.kind === 'agent' ? 'brand' : 'informative'}>
                  {t(`tickets.thread.${m.author.kind}`)}
                </Badge>
              )
            }
            at={m.created_at}
            time={formatDateTime(m.created_at)}
            data={{ 'data-kind': 'message', 'data-author-kind': author.kind }}
          >
            <SafeHtml html={m.body} />
            <AttachmentList attachments={m.attachments} />
          </ThreadEntry>
        );
      })}
    </ThreadList>
  );
}
