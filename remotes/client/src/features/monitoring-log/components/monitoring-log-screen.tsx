/** /monitoring-log (permission monitoring-log): the company's monitoring alerts, newest first, unread ones marked. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@helpdesk/shared';
import { ScreenFrame } from '../../shared/components/screen-frame.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../shared/components/list-states.tsx';
import { DEFAULT_PAGE_SIZE, PaginationBar } from '../../shared/components/pagination-bar.tsx';
import { useIsMobile } from '../../shared/hooks/use-media-query.ts';
import { formatDateTime } from '../../shared/lib/format.ts';
import { isRead, monitoringLogQuery, type MonitoringLog } from '../api/monitoring-log-api.ts';

const useStyles = makeStyles({
  unread: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  card: { padding: tokens.spacingVerticalS, rowGap: tokens.spacingVerticalXXS },
  table: { overflowX: 'auto' },
  autoLayout: { tableLayout: 'auto' },
});

const ticketOf = (log: MonitoringLog) => log.ticket?.id ?? log.ticket_id ?? null;

export function MonitoringLogScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const mobile = useIsMobile();
  const [params, setParams] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const query = useQuery(monitoringLogQuery(params));
  const list = query.data;
  const rows = list?.data ?? [];
  const state = (log: MonitoringLog) => (
    <Badge appearance={isRead(log) ? 'outline' : 'filled'} color={isRead(log) ? 'informative' : 'brand'}>
      {t(isRead(log) ? 'monitoring.read' : 'monitoring.unread')}
    </Badge>
  );
  const ticket = (log: MonitoringLog) => {
    const id = ticketOf(log);
    return id ? <Link to={`/ticket/show/${id}`}>{log.ticket?.fullid ?? `#${id}`}</Link> : '—';
  };

  return (
    <ScreenFrame name="monitoring-log" title={t('screens.monitoringLog')} busy={query.isFetching}>
      {query.isError && !list ? (
        <ListError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isPending ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <ListEmpty text={t('monitoring.empty')} />
      ) : mobile ? (
        <ul className={styles.cards} aria-label={t('screens.monitoringLog')}>
          {rows.map((log) => (
            <li key={log.id}>
              <Card className={styles.card}>
                <Text className={isRead(log) ? undefined : styles.unread}>{log.title}</Text>
                <Text size={200}>{log.sender}</Text>
                <Text size={200} className={styles.muted}>
                  {formatDateTime(log.received_at)}
                </Text>
                {state(log)}
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.table}>
          <Table className={styles.autoLayout} size="small" aria-label={t('screens.monitoringLog')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('monitoring.columns.id')}</TableHeaderCell>
                <TableHeaderCell>{t('monitoring.columns.title')}</TableHeaderCell>
                <TableHeaderCell>{t('monitoring.columns.sender')}</TableHeaderCell>
                <TableHeaderCell>{t('monitoring.columns.received')}</TableHeaderCell>
                <TableHeaderCell>{t('monitoring.columns.ticket')}</TableHeaderCell>
                <TableHeaderCell>{t('monitoring.columns.state')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((log) => (
                <TableRow key={log.id} data-log-id={log.id}>
                  <TableCell>{log.id}</TableCell>
                  <TableCell className={isRead(log) ? undefined : styles.unread}>{log.title}</TableCell>
                  <TableCell>{log.sender}</TableCell>
                  <TableCell className={styles.muted}>{formatDateTime(log.received_at)}</TableCell>
                  <TableCell>{ticket(log)}</TableCell>
                  <TableCell>{state(log)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {list && <PaginationBar meta={list.meta} perPage={params.perPage} onPage={(page) => setParams((p) => ({ ...p, page }))} onPerPage={(perPage) => setParams({ page: 1, perPage })} />}
    </ScreenFrame>
  );
}
