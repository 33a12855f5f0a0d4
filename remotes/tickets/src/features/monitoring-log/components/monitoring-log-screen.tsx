/** `/admin/monitoring-log`: alerts with read state and links to their tickets, for the sidebar's company filter. */
import { useState } from 'react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Select,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyFilterAtom, paths, queryRoots } from '@helpdesk/shared';
import { SafeHtml } from '@helpdesk/shared/ui';
import { CompanyTag } from '../../shared/components/company-tag.tsx';
import { IntakePage, useIntakeRowStyles } from '../../shared/components/intake-page.tsx';
import { PagedList } from '../../shared/components/paged-list.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { MonitoringTokensButton } from './monitoring-tokens-dialog.tsx';
import { monitoringDetailQuery, monitoringListQuery, readAllMonitoring, setMonitoringRead, type MonitoringListParams } from '../api/monitoring-logs.ts';
import type { MonitoringLog } from '@helpdesk/shared/resources';

const useStyles = makeStyles({
  body: { maxHeight: '50vh', overflowY: 'auto' },
});

function LogDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const log = useQuery(monitoringDetailQuery(id)).data;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{log?.title ?? t('intake.loading')}</DialogTitle>
          <DialogContent>
            {log && (
              <>
                <p>
                  {log.company?.tag} · {log.address ?? '—'} · {log.check} · {formatDateTime(log.received_at)}
                </p>
                <SafeHtml className={styles.body} html={log.body} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('monitoringLog.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function MonitoringLogScreen() {
  const rows = useIntakeRowStyles();
  const { t } = useTranslation('tickets');
  const queryClient = useQueryClient();
  const company = useAtomValue(companyFilterAtom);
  const [params, setParams] = useState<Omit<MonitoringListParams, 'company'>>({ filter: 'all', status: '', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery(monitoringListQuery({ ...params, company }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: [queryRoots.counters] });
  const toggle = async (log: MonitoringLog) => {
    await setMonitoringRead(log.id, !log.read);
    await refresh();
  };
  const view = (log: MonitoringLog) => {
    setOpen(log.id);
    if (!log.read) void refresh();
  };

  return (
    <IntakePage
      title={t('screens.monitoringLog')}
      filters={
        <>
          <TabList selectedValue={params.filter} onTabSelect={(_, data) => setParams({ ...params, filter: data.value as MonitoringListParams['filter'], page: 1 })}>
            <Tab value="all">{t('monitoringLog.filters.all')}</Tab>
            <Tab value="unread">{t('monitoringLog.filters.unread')}</Tab>
          </TabList>
          <Select aria-label={t('monitoringLog.statusFilter')} value={params.status} onChange={(_, data) => setParams({ ...params, status: data.value as MonitoringListParams['status'], page: 1 })}>
            <option value="">{t('monitoringLog.anyStatus')}</option>
            <option value="problem">{t('monitoringLog.statuses.problem')}</option>
            <option value="ok">{t('monitoringLog.statuses.ok')}</option>
          </Select>
        </>
      }
      actions={
        <>
          <MonitoringTokensButton />
          <Button onClick={() => void readAllMonitoring(company).then(refresh)}>{t('monitoringLog.readAll')}</Button>
        </>
      }
    >
      <PagedList query={list} empty={t('monitoringLog.empty')} onPage={(page) => setParams({ ...params, page })}>
        <Table aria-label={t('screens.monitoringLog')} data-testid="monitoring-log-table">
          <TableHeader>
            <TableRow>
              {(['received', 'company', 'title', 'address', 'status', 'ticket', 'read'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`monitoringLog.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data?.data.map((log) => (
              <TableRow key={log.id} className={log.read ? undefined : rows.unread} data-testid="monitoring-log-row">
                <TableCell>{formatDateTime(log.received_at)}</TableCell>
                <TableCell>{log.company ? <CompanyTag tag={log.company.tag} name={log.company.short_name} /> : '—'}</TableCell>
                <TableCell>
                  <button type="button" className={rows.title} onClick={() => view(log)}>
                    {log.title}
                  </button>
                </TableCell>
                <TableCell>{log.address ?? '—'}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={log.status === 'ok' ? 'success' : 'danger'}>
                    {t(`monitoringLog.statuses.${log.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>{log.ticket ? <Link to={paths.staff.ticketShow(log.ticket.id)}>{log.ticket.fullid}</Link> : '—'}</TableCell>
                <TableCell>
                  <Button size="small" appearance="subtle" onClick={() => void toggle(log)}>
                    {log.read ? t('monitoringLog.markUnread') : t('monitoringLog.markRead')}
                  </Button>
                  {!log.read && <Badge color="brand">{t('monitoringLog.unread')}</Badge>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedList>
      {open !== null && <LogDetails id={open} onClose={() => setOpen(null)} />}
    </IntakePage>
  );
}
