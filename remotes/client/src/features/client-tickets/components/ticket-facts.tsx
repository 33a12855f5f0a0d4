/** The ticket's facts beside the thread: status, priority, category, people, device, dates. */
import type { ReactNode } from 'react';
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ColourLabel } from '../../../components/colour-label.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { useThreadWriterTexts } from '@helpdesk/shared/ui';
import type { ClientTicketDetail as TicketDetail } from '@helpdesk/shared/resources';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const writer = useThreadWriterTexts();
  const facts: [string, ReactNode][] = [
    [t('tickets.fields.status'), <ColourLabel key="s" colour={ticket.status_color} label={t(`shared:ticket.status.${ticket.status}`)} />],
    [
      t('tickets.fields.priority'),
      <ColourLabel key="p" colour={ticket.priority_color} label={t(`shared:ticket.priority.${ticket.priority}`)} />,
    ],
    [t('tickets.fields.category'), t(`shared:ticket.category.${ticket.category}`)],
    [t('tickets.fields.type'), t(`shared:ticket.type.${ticket.type}`)],
    // No requester (an e-mail from someone who is not a user): the e-mail's sender stands in.
    [t('tickets.fields.requester'), ticket.requester?.name ?? (ticket.sender ? writer.sender(ticket.sender) : '—')],
    [t('tickets.fields.assignee'), ticket.assignee?.name ?? t('tickets.unassigned')],
    [t('tickets.fields.cc'), ticket.cc.length ? ticket.cc.map((p) => p.name).join(', ') : '—'],
    [
      t('tickets.fields.device'),
      ticket.device ? `${ticket.device.name}${ticket.device.inventory_number ? ` (${ticket.device.inventory_number})` : ''}` : '—',
    ],
    [t('tickets.fields.project'), ticket.project?.name ?? '—'],
    [t('tickets.fields.created'), formatDateTime(ticket.created_at)],
    [t('tickets.fields.updated'), formatDateTime(ticket.updated_at)],
    [t('tickets.fields.resolved'), formatDateTime(ticket.resolved_at)],
  ];
  return (
    <Card className={styles.card}>
      <dl className={styles.list} data-testid="ticket-facts">
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>
              <Text size={200}>{term}</Text>
            </dt>
            <dd className={styles.value} data-fact={term}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
