/** The ticket list as cards, below the spec's 991.98 px breakpoint. */
import { Link } from 'react-router-dom';
import { Caption1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ColourLabel } from '../../../components/colour-label.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketRow } from '@helpdesk/shared/resources';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  card: { rowGap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalS },
  top: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  number: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', fontWeight: tokens.fontWeightSemibold },
  subject: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  date: { marginLeft: 'auto', color: tokens.colorNeutralForeground3 },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'center',
  },
});

export function TicketCards({ rows, showRequester }: { rows: TicketRow[]; showRequester: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  return (
    <ul className={styles.list} aria-label={t('tickets.list.label')}>
      {rows.map((row) => {
        const href = paths.client.ticketShow(row.id);
        return (
          <li key={row.id} data-ticket-id={row.id}>
            <Card className={styles.card}>
              <div className={styles.top}>
                <Link className={styles.number} to={href}>
                  {row.fullid}
                </Link>
                <Caption1 className={styles.date}>{formatDateTime(row.created_at)}</Caption1>
              </div>
              <Link className={styles.subject} to={href}>
                {row.subject}
              </Link>
              <div className={styles.meta}>
                <ColourLabel colour={row.status_color} label={t(`shared:ticket.status.${row.status}`)} />
                <ColourLabel colour={row.priority_color} label={t(`shared:ticket.priority.${row.priority}`)} />
              </div>
              <div className={styles.meta}>
                {showRequester && (
                  <Text size={200}>
                    {t('tickets.columns.requester')}: {row.requester?.name ?? '—'}
                  </Text>
                )}
                <Text size={200}>
                  {t('tickets.columns.assignee')}: {row.assignee?.name ?? t('tickets.unassigned')}
                </Text>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
