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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyFilterAtom, paths } from '@helpdesk/shared';
import { SafeHtml } from '@helpdesk/shared/ui';
import { ListFrame, ListTabs } from '@helpdesk/shared/remote';
import { CompanyTag } from '../../shared/components/company-tag.tsx';
import { useIntakeRowStyles } from '../../shared/components/intake-page.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { MonitoringTokensButton } from './monitoring-tokens-dialog.tsx';
import {
  monitoringDetailQuery,
  monitoringListQuery,
  useMonitoringRead,
  useMonitoringSeen,
  type MonitoringListParams,
} from '../api/monitoring-logs.ts';
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
  const rowStyles = useIntakeRowStyles();
  const { t } = useTranslation('tickets');
  const company = useAtomValue(companyFilterAtom);
  const [params, setParams] = useState<Omit<MonitoringListParams, 'company'>>({ filter: 'all', status: '', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery(monitoringListQuery({ ...params, company }));
  const read = useMonitoringRead();
  const seen = useMonitoringSeen();
  const toggle = (log: MonitoringLog) => read.mutateAsync({ id: log.id, read: !log.read });
  const view = (log: MonitoringLog) => {
    setOpen(log.id);
    if (!log.read) void seen();
  };

  return (
    <ListFrame
      remote="tickets"
      name="monitoring-log"
      title={t('screens.monitoringLog')}
      query={list}
      empty={{ text: t('monitoringLog.empty') }}
      tabs={
        <ListTabs
          value={params.filter}
          options={['all', 'unread'] as const}
          label={(f) => t(`monitoringLog.filters.${f}`)}
          onChange={(filter) => setParams({ ...params, filter, page: 1 })}
        />
      }
      filters={
        <Select
          aria-label={t('monitoringLog.statusFilter')}
          value={params.status}
          onChange={(_, data) => setParams({ ...params, status: data.value as MonitoringListParams['status'], page: 1 })}
        >
          <option value="">{t('monitoringLog.anyStatus')}</option>
          <option value="problem">{t('monitoringLog.statuses.problem')}</option>
          <option value="ok">{t('monitoringLog.statuses.ok')}</option>
        </Select>
      }
      actions={
        <>
          <MonitoringTokensButton />
          <Button onClick={() => void read.mutateAsync({ all: company })}>{t('monitoringLog.readAll')}</Button>
        </>
      }
      pagination={{ onPage: (page) => setParams({ ...params, page }) }}
      table={(rows) => (
        <Table aria-label={t('screens.monitoringLog')} data-testid="monitoring-log-table">
          <TableHeader>
            <TableRow>
              {(['received', 'company', 'title', 'address', 'status', 'ticket', 'read'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`monitoringLog.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((log) => (
              <TableRow key={log.id} className={log.read ? undefined : rowStyles.unread} data-testid="monitoring-log-row">
                <TableCell>{formatDateTime(log.received_at)}</TableCell>
                <TableCell>{log.company ? <CompanyTag tag={log.company.tag} name={log.company.short_name} /> : '—'}</TableCell>
                <TableCell>
                  <button type="button" className={rowStyles.title} onClick={() => view(log)}>
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
      )}
    >
      {open !== null && <LogDetails id={open} onClose={() => setOpen(null)} />}
    </ListFrame>
  );
}
