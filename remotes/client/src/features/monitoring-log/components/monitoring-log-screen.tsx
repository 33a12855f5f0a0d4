/**
 * /monitoring-log (permission monitoring-log): the company's monitoring alerts, newest first. New (unread) ones
 * stand out; each can be opened (which reads it), marked read or unread, and "mark all read" clears the lot. The
 * menu's unread counter follows every change without a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, MailReadRegular, MailUnreadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { ListFrame, ListTabs } from '@helpdesk/shared/remote';
import { formatDateTime } from '@helpdesk/shared/format';
import type { MonitoringLog } from '@helpdesk/shared/resources';
import type { MonitoringFilter } from '../api/monitoring-log-api.ts';
import { useMonitoringLog } from '../hooks/use-monitoring-log.ts';
import { LogDetailsDialog } from './log-details-dialog.tsx';

const FILTERS: readonly MonitoringFilter[] = ['all', 'unread'];

const useStyles = makeStyles({
  unread: { fontWeight: tokens.fontWeightSemibold },
  title: {
    textAlign: 'left',
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
    color: tokens.colorBrandForegroundLink,
    overflowWrap: 'anywhere',
    ':hover': { textDecorationLine: 'underline' },
  },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  state: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  card: { padding: tokens.spacingVerticalS, rowGap: tokens.spacingVerticalXXS },
  cardTop: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  autoLayout: { tableLayout: 'auto' },
});

export function MonitoringLogScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const { params, query, setFilter, setPage, setPerPage, toggle, readAll, openedUnread } = useMonitoringLog();
  const [open, setOpen] = useState<MonitoringLog | null>(null);

  const title = (log: MonitoringLog) => (
    <button type="button" className={mergeClasses(styles.title, !log.read && styles.unread)} onClick={() => setOpen(log)}>
      {log.title}
    </button>
  );
  const status = (log: MonitoringLog) => (
    <Badge appearance="tint" color={log.status === 'ok' ? 'success' : 'danger'}>
      {t(`monitoring.statuses.${log.status}`)}
    </Badge>
  );
  const ticket = (log: MonitoringLog) => (log.ticket ? <Link to={paths.client.ticketShow(log.ticket.id)}>{log.ticket.fullid}</Link> : '—');
  const state = (log: MonitoringLog) => (
    <span className={styles.state}>
      {!log.read && (
        <Badge appearance="filled" color="brand">
          {t('monitoring.unread')}
        </Badge>
      )}
      <Button
        size="small"
        appearance="subtle"
        icon={log.read ? <MailUnreadRegular /> : <MailReadRegular />}
        aria-label={`${t(log.read ? 'monitoring.markUnread' : 'monitoring.markRead')}: ${log.title}`}
        disabled={toggle.isPending && toggle.variables?.id === log.id}
        onClick={() => toggle.mutate(log)}
      >
        {t(log.read ? 'monitoring.markUnread' : 'monitoring.markRead')}
      </Button>
    </span>
  );

  return (
    <ListFrame
      remote="client"
      name="monitoring-log"
      title={t('screens.monitoringLog')}
      actions={
        <Button icon={<CheckmarkCircleRegular />} onClick={() => readAll.mutate()} disabled={readAll.isPending}>
          {t('monitoring.readAll')}
        </Button>
      }
      tabs={
        <ListTabs
          value={params.filter}
          options={FILTERS}
          label={(filter) => t(`monitoring.filters.${filter}`)}
          onChange={setFilter}
          aria-label={t('monitoring.filtersLabel')}
          size="small"
        />
      }
      query={query}
      empty={{ text: t(params.filter === 'unread' ? 'monitoring.emptyUnread' : 'monitoring.empty') }}
      cards={(rows) => (
        <ul className={styles.cards} aria-label={t('screens.monitoringLog')}>
          {rows.map((log) => (
            <li key={log.id} data-testid="monitoring-log-row" data-log-id={log.id} data-read={log.read}>
              <Card className={styles.card}>
                <div className={styles.cardTop}>
                  {title(log)}
                  {status(log)}
                </div>
                <Text size={200} className={styles.muted}>
                  {formatDateTime(log.received_at)} · {log.sender}
                  {log.address ? ` · ${log.address}` : ''}
                </Text>
                {log.ticket && <Text size={200}>{ticket(log)}</Text>}
                {state(log)}
              </Card>
            </li>
          ))}
        </ul>
      )}
      table={(rows) => (
        <Table className={styles.autoLayout} size="small" aria-label={t('screens.monitoringLog')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('monitoring.columns.received')}</TableHeaderCell>
              <TableHeaderCell>{t('monitoring.columns.title')}</TableHeaderCell>
              <TableHeaderCell>{t('monitoring.columns.address')}</TableHeaderCell>
              <TableHeaderCell>{t('monitoring.columns.status')}</TableHeaderCell>
              <TableHeaderCell>{t('monitoring.columns.sender')}</TableHeaderCell>
              <TableHeaderCell>{t('monitoring.columns.ticket')}</TableHeaderCell>
              <TableHeaderCell>{t('monitoring.columns.state')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((log) => (
              <TableRow key={log.id} data-testid="monitoring-log-row" data-log-id={log.id} data-read={log.read}>
                <TableCell className={styles.muted}>{formatDateTime(log.received_at)}</TableCell>
                <TableCell>{title(log)}</TableCell>
                <TableCell>{log.address ?? '—'}</TableCell>
                <TableCell>{status(log)}</TableCell>
                <TableCell>{log.sender}</TableCell>
                <TableCell>{ticket(log)}</TableCell>
                <TableCell>{state(log)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      pagination={{ perPage: params.perPage, onPage: setPage, onPerPage: setPerPage }}
    >
      {open && <LogDetailsDialog log={open} onClose={() => setOpen(null)} onRead={openedUnread} />}
    </ListFrame>
  );
}
