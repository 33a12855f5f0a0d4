/** The ticket row's texts, looked up once per value and language, not per row; the SLA badge colours. */
import { cachedText } from '@helpdesk/shared/remote';
import type { TFunction } from 'i18next';
import type { MailSender } from '@helpdesk/shared';
import type { SlaState, TicketRow } from '@helpdesk/shared/resources';
import { isUnverifiedSender } from '@helpdesk/shared/enums';

/** The badge colour of an SLA state (as SlaCell shows it). */
export const SLA_BADGE: Record<SlaState, 'informative' | 'danger' | 'warning' | 'success' | 'subtle'> = {
  due: 'informative',
  breached: 'danger',
  paused: 'warning',
  met: 'success',
  none: 'subtle',
};

/** A text with values put in: the translation is asked once, with a marker where each value goes. */
function template(count: number, text: (...markers: string[]) => string): (...values: string[]) => string {
  const markers = Array.from({ length: count }, (_, i) => `\u0000${i}\u0000`);
  // Literal text and value numbers alternate: [text, 0, text, 1, text…].
  const parts = text(...markers).split(/\u0000(\d+)\u0000/);
  return (...values) => {
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) out += (values[Number(parts[i])] ?? '') + parts[i + 1]!;
    return out;
  };
}

/** Whether a row shows the sender's verification mark: an e-mail whose sender is unverified or not yet checked. */
export const showsSenderMark = (row: Pick<TicketRow, 'mail_auth'>) => row.mail_auth === 'unknown' || isUnverifiedSender(row.mail_auth);

export interface RowTexts {
  createdAt: string;
  /** The cards' "Requester" and "Assignee" labels. */
  requester: string;
  assignee: string;
  noRequester: string;
  unassigned: string;
  selectRow: (fullid: string) => string;
  status: (status: TicketRow['status']) => string;
  priority: (priority: TicketRow['priority']) => string;
  origin: (origin: TicketRow['origin']) => string;
  slaClock: (which: 'firstResponse' | 'resolution') => string;
  slaState: (state: SlaState) => string;
  deadline: (date: string) => string;
  /** An e-mail's sender where the ticket has no requester ("Jan Nowak <jan@acme.pl> (e-mail)"). */
  sender: (sender: MailSender) => string;
}

/** The row's texts in the current language (make them again when the language changes: `t` changes then). */
export function rowTexts(t: TFunction<'tickets'>): RowTexts {
  // The thread's writer texts (useThreadWriterTexts), in the shared namespace.
  const emailSender = template(2, (name, email) => t('shared:writer.emailSender', { name, email }));
  const emailAddress = template(1, (email) => t('shared:writer.emailAddress', { email }));
  return {
    createdAt: t('list.columns.created_at'),
    requester: t('list.columns.requester'),
    assignee: t('list.columns.assignee'),
    noRequester: t('list.noRequester'),
    unassigned: t('list.unassigned'),
    selectRow: template(1, (fullid) => t('list.selectRow', { fullid })),
    status: cachedText((status) => t(`shared:ticket.status.${status}`)),
    priority: cachedText((priority) => t(`shared:ticket.priority.${priority}`)),
    origin: cachedText((origin) => t(`list.origin.${origin}`)),
    slaClock: cachedText((which) => t(`common.sla.${which}`)),
    slaState: cachedText((state) => t(`common.sla.${state}`)),
    deadline: template(1, (date) => t('common.sla.deadline', { date })),
    sender: (sender) => (sender.name ? emailSender(sender.name, sender.email) : emailAddress(sender.email)),
  };
}
