/** The ticket list as a table (from the spec's 991.98 px breakpoint up). */
import { Link } from 'react-router-dom';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ColourLabel } from '../../shared/components/colour-label.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketRow } from '@helpdesk/shared/resources';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  number: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  subject: { color: tokens.colorNeutralForeground1, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

export function TicketTable({ rows, showRequester }: { rows: TicketRow[]; showRequester: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  return (
    <Table className={styles.table} aria-label={t('tickets.list.label')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('tickets.columns.number')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.subject')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.status')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.priority')}</TableHeaderCell>
          {showRequester && <TableHeaderCell>{t('tickets.columns.requester')}</TableHeaderCell>}
          <TableHeaderCell>{t('tickets.columns.assignee')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.created')}</TableHeaderCell>
          <TableHeaderCell>{t('tickets.columns.updated')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const href = paths.client.ticketShow(row.id);
          return (
            <TableRow key={row.id} data-ticket-id={row.id}>
              <TableCell>
                <Link className={styles.number} to={href}>
                  {row.fullid}
                </Link>
              </TableCell>
              <TableCell>
                <Link className={styles.subject} to={href}>
                  {row.subject}
                </Link>
              </TableCell>
              <TableCell>
                <ColourLabel colour={row.status_color} label={t(`shared:ticket.status.${row.status}`)} />
              </TableCell>
              <TableCell>
                <ColourLabel colour={row.priority_color} label={t(`shared:ticket.priority.${row.priority}`)} />
              </TableCell>
              {showRequester && <TableCell>{row.requester?.name ?? '—'}</TableCell>}
              <TableCell>{row.assignee?.name ?? t('tickets.unassigned')}</TableCell>
              <TableCell className={styles.muted}>{formatDateTime(row.created_at)}</TableCell>
              <TableCell className={styles.muted}>{formatDateTime(row.updated_at)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
