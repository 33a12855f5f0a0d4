/** The project's tickets: number, subject, status, priority, dates and (for a VIP) the time reported on each. */
import { Link } from 'react-router-dom';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ColourLabel } from '../../../components/colour-label.tsx';
import { formatDateTime, formatMinutes } from '@helpdesk/shared/format';
import type { ProjectTicket } from '@helpdesk/shared/resources';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  number: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

export function ProjectTickets({ tickets }: { tickets: ProjectTicket[] }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const withTime = tickets.some((ticket) => ticket.minutes !== undefined);
  return (
    <Table size="small" aria-label={t('projects.tickets')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('tickets.columns.number')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.subject')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.status')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.priority')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.created')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.fields.resolved')}</TableHeaderCell>
          {withTime && <TableHeaderCell>{t('projects.fields.time')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket.id} data-ticket-id={ticket.id}>
            <TableCell>
              <Link className={styles.number} to={paths.client.ticketShow(ticket.id)}>
                {ticket.fullid}
              </Link>
            </TableCell>
            <TableCell>
              <Link to={paths.client.ticketShow(ticket.id)}>{ticket.subject}</Link>
            </TableCell>
            <TableCell>
              <ColourLabel colour={ticket.status_color} label={t(`shared:ticket.status.${ticket.status}`)} />
            </TableCell>
            <TableCell>
              <ColourLabel colour={ticket.priority_color} label={t(`shared:ticket.priority.${ticket.priority}`)} />
            </TableCell>
            <TableCell className={styles.muted}>{formatDateTime(ticket.created_at)}</TableCell>
            <TableCell className={styles.muted}>{formatDateTime(ticket.resolved_at)}</TableCell>
            {withTime && <TableCell>{formatMinutes(ticket.minutes)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
