import { Badge, Body1Strong, Caption1, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMinutes, textColourOn } from '@helpdesk/shared/format';
import { AppLink } from '../../app/app-link.tsx';
import { agentSummaryQuery, notReportedHoursQuery, type SummaryTicket } from '../api/layout-queries.ts';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  hours: { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  hoursBox: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    flexDirection: 'column',
  },
  big: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  ticket: { display: 'flex', flexDirection: 'column', rowGap: '2px', paddingLeft: tokens.spacingHorizontalS, borderLeft: '4px solid' },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS, alignItems: 'center' },
  state: { color: tokens.colorNeutralForeground2 },
});

function TicketList({ tickets, empty }: { tickets: SummaryTicket[]; empty: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (tickets.length === 0) return <Caption1 block>{empty}</Caption1>;
  return (
    <ul className={styles.list}>
      {tickets.map((ticket) => (
        <li key={ticket.id} className={styles.ticket} style={{ borderLeftColor: ticket.priority_color }}>
          <AppLink to={paths.staff.ticketShow(ticket.id)}>{ticket.subject}</AppLink>
          <span className={styles.meta}>
            <Badge
              size="small"
              appearance="filled"
              style={{ backgroundColor: ticket.status_color, color: textColourOn(ticket.status_color) }}
            >
              {ticket.fullid ?? `#${ticket.id}`}
            </Badge>
            <Badge size="small" appearance="outline">
              {ticket.company.tag}
            </Badge>
            <Caption1>{ticket.requester.name}</Caption1>
          </span>
          {/* The colours (priority border, status badge) said in words too: colour is never the only signal. */}
          <Caption1 className={styles.state} data-testid="summary-ticket-state">
            {t('a11y.ticketState', {
              status: t(`shared:ticket.status.${ticket.status}`),
              priority: t(`shared:ticket.priority.${ticket.priority}`),
            })}
          </Caption1>
        </li>
      ))}
    </ul>
  );
}

/** The right summary panel (spec §2): my hours today and yesterday, waiting tickets, tickets without time. */
export function SummaryPanel() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(agentSummaryQuery);
  const missing = (useQuery(notReportedHoursQuery).data ?? []).filter((day) => day.missing_minutes > 0);
  if (isPending) return <Spinner size="small" label={t('loading')} style={{ padding: 24 }} />;
  if (isError || !data) return <Caption1 style={{ padding: 16 }}>{t('layout.summaryUnavailable')}</Caption1>;
  return (
    <div className={styles.panel} data-testid="summary-panel">
      <div className={styles.hours}>
        <div className={styles.hoursBox}>
          <Caption1>{t('layout.hoursToday')}</Caption1>
          <span className={styles.big} data-testid="hours-today">
            {formatMinutes(data.todayTimes)}
          </span>
        </div>
        <div className={styles.hoursBox}>
          <Caption1>{t('layout.hoursYesterday')}</Caption1>
          <span className={styles.big}>{formatMinutes(data.yesterdayTimes)}</span>
        </div>
      </div>
      {missing.length > 0 && (
        <section>
          <Subtitle2 as="h2" block>
            {t('layout.notReportedHours')}
          </Subtitle2>
          <ul className={styles.list}>
            {missing.slice(0, 5).map((day) => (
              <li key={day.date}>
                <Body1Strong>{formatDate(day.date)}</Body1Strong>{' '}
                <Caption1>{t('layout.missing', { time: formatMinutes(day.missing_minutes) })}</Caption1>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <Subtitle2 as="h2" block>
          {t('layout.waitingTickets')}
        </Subtitle2>
        <TicketList tickets={data.waitingTickets} empty={t('layout.noWaitingTickets')} />
      </section>
      <section>
        <Subtitle2 as="h2" block>
          {t('layout.ticketsWithoutTime')}
        </Subtitle2>
        <TicketList tickets={data.ticketsWithoutTime} empty={t('layout.noTicketsWithoutTime')} />
      </section>
    </div>
  );
}
