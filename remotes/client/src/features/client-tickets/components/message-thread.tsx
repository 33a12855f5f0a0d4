/**
 * The public conversation in time order: the original request, then the agents' and clients' replies. A reply filed
 * from an e-mail of someone who is not a user names its sender ("Jan Nowak <jan@acme.pl> (e-mail)").
 */
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AttachmentList, SafeHtml, ThreadEntry, ThreadList } from '@helpdesk/shared/ui';
import { formatDateTime } from '../../shared/lib/format.ts';
import type { TicketDetail, TicketMessage } from '../api/ticket-types.ts';

/** Who wrote the message: the user, else the e-mail's sender, else nobody known. */
function useAuthorLabel() {
  const { t } = useTranslation('client');
  return ({ author, sender }: TicketMessage): string => {
    if (author) return author.name;
    if (sender) return sender.name ? t('tickets.thread.emailSender', { name: sender.name, email: sender.email }) : t('tickets.thread.emailAddress', { email: sender.email });
    return t('tickets.thread.unknownAuthor');
  };
}

export function MessageThread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('client');
  const authorOf = useAuthorLabel();
  const requester = ticket.requester?.name ?? ticket.created_by?.name ?? t('tickets.thread.unknownAuthor');
  return (
    <ThreadList label={t('tickets.thread.label')}>
      <ThreadEntry
        tone="request"
        author={requester}
        badge={<Badge appearance="tint">{t('tickets.thread.request')}</Badge>}
        at={ticket.created_at}
        time={formatDateTime(ticket.created_at)}
        data={{ 'data-kind': 'request' }}
      >
        <SafeHtml html={ticket.body} />
        <AttachmentList attachments={ticket.attachments} />
      </ThreadEntry>
      {ticket.messages.map((m) => (
        <ThreadEntry
          key={m.id}
          tone={m.author?.kind === 'agent' ? 'agent' : 'client'}
          author={authorOf(m)}
          badge={
            m.author && (
              <Badge appearance="tint" color={m.author.kind === 'agent' ? 'brand' : 'informative'}>
                {t(`tickets.thread.${m.author.kind}`)}
              </Badge>
            )
          }
          at={m.created_at}
          time={formatDateTime(m.created_at)}
          data={{ 'data-kind': 'message', 'data-author-kind': m.author?.kind ?? (m.sender ? 'email' : 'unknown') }}
        >
          <SafeHtml html={m.body} />
          <AttachmentList attachments={m.attachments} />
        </ThreadEntry>
      ))}
    </ThreadList>
  );
}
