/** `/admin/monitoring-log`: alerts with read state and links to their tickets, for the sidebar's company filter. */
import { useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Select,
  makeStyles,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { companyFilterAtom, paths } from '@helpdesk/shared';
import { SafeHtml } from '@helpdesk/shared/ui';
import {
  LightTable,
  ListFrame,
  ListTabs,
  cachedText,
  companyTagColumn,
  useLightBadges,
  useLightButtons,
  useListScreen,
  type LightColumn,
} from '@helpdesk/shared/remote';
import { useIntakeRowStyles } from '../../../components/intake-page.tsx';
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

const rowProps = () => ({ 'data-testid': 'monitoring-log-row' });

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
  const {
    params,
    list,
    filter: change,
    pagination,
  } = useListScreen({ filter: 'all', status: '', page: 1 }, (p: Omit<MonitoringListParams, 'company'>) =>
    monitoringListQuery({ ...p, company }),
  );
  const [open, setOpen] = useState<number | null>(null);
  const read = useMonitoringRead();
  const seen = useMonitoringSeen();
  const toggle = (log: MonitoringLog) => read.mutateAsync({ id: log.id, read: !log.read });
  const view = (log: MonitoringLog) => {
    setOpen(log.id);
    if (!log.read) void seen();
  };
  const buttons = useLightButtons();
  const unreadBadge = useLightBadges().filled.brand;
  // The texts asked once per table (a status's name once per value), not per row.
  const texts = useMemo(
    () => ({
      markRead: t('monitoringLog.markRead'),
      markUnread: t('monitoringLog.markUnread'),
      unread: t('monitoringLog.unread'),
      status: cachedText((status: MonitoringLog['status']) => t(`monitoringLog.statuses.${status}`)),
    }),
    [t],
  );
  const column = (c: 'received' | 'company' | 'title' | 'address' | 'status' | 'ticket' | 'read') => t(`monitoringLog.columns.${c}`);
  const columns: LightColumn<MonitoringLog>[] = [
    { id: 'received', header: column('received'), cell: (log) => formatDateTime(log.received_at) },
    companyTagColumn(column('company'), (log) => log.company),
    {
      id: 'title',
      header: column('title'),
      cell: (log) => (
        <button type="button" className={rowStyles.title} onClick={() => view(log)}>
          {log.title}
        </button>
      ),
    },
    { id: 'address', header: column('address'), cell: (log) => log.address ?? '—' },
    {
      id: 'status',
      header: column('status'),
      cell: (log, kit) => kit.badge(log.status === 'ok' ? 'success' : 'danger', texts.status(log.status)),
    },
    {
      id: 'ticket',
      header: column('ticket'),
      cell: (log, kit) => (log.ticket ? kit.link(paths.staff.ticketShow(log.ticket.id), log.ticket.fullid) : '—'),
    },
    {
      id: 'read',
      header: column('read'),
      cell: (log) => (
        <>
          <button type="button" className={buttons.smallSubtle} onClick={() => void toggle(log)}>
            {log.read ? texts.markUnread : texts.markRead}
          </button>
          {!log.read && <span className={unreadBadge}>{texts.unread}</span>}
        </>
      ),
    },
  ];

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
          onChange={(filter) => change({ filter })}
        />
      }
      filters={
        <Select
          aria-label={t('monitoringLog.statusFilter')}
          value={params.status}
          onChange={(_, data) => change({ status: data.value as MonitoringListParams['status'] })}
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
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(log) => log.id}
          label={t('screens.monitoringLog')}
          data-testid="monitoring-log-table"
          rowProps={rowProps}
          rowClassName={(log) => (log.read ? undefined : rowStyles.unread)}
        />
      )}
    >
      {open !== null && <LogDetails id={open} onClose={() => setOpen(null)} />}
    </ListFrame>
  );
}
