/**
 * /monitoring-log (permission monitoring-log): the company's monitoring alerts, newest first. New (unread) ones
 * stand out; each can be opened (which reads it), marked read or unread, and "mark all read" clears the lot. The
 * menu's unread counter follows every change without a reload.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, MailReadRegular, MailUnreadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { cachedText, LightTable, ListFrame, ListTabs, useLightBadges, useLightButtons, type LightColumn } from '@helpdesk/shared/remote';
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
});

const rowProps = (log: MonitoringLog) => ({ 'data-testid': 'monitoring-log-row', 'data-log-id': log.id, 'data-read': log.read });

export function MonitoringLogScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const { params, query, setFilter, setPage, setPerPage, toggle, readAll, openedUnread } = useMonitoringLog();
  const [open, setOpen] = useState<MonitoringLog | null>(null);
  const badges = useLightBadges();
  const buttons = useLightButtons();

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

  // The table's rows: plain elements with classes made once, the texts asked once per table.
  const pending = toggle.isPending ? toggle.variables?.id : undefined;
  const columns = useMemo<LightColumn<MonitoringLog>[]>(() => {
    const statusText = cachedText((value: MonitoringLog['status']) => t(`monitoring.statuses.${value}`));
    const texts = { unread: t('monitoring.unread'), markRead: t('monitoring.markRead'), markUnread: t('monitoring.markUnread') };
    const icons = {
      read: <MailUnreadRegular className={buttons.icon} aria-hidden />,
      unread: <MailReadRegular className={buttons.icon} aria-hidden />,
    };
    const header = (c: 'received' | 'title' | 'address' | 'status' | 'sender' | 'ticket' | 'state') => t(`monitoring.columns.${c}`);
    return [
      {
        id: 'received',
        header: header('received'),
        cell: (log) => <span className={styles.muted}>{formatDateTime(log.received_at)}</span>,
      },
      { id: 'title', header: header('title'), cell: title },
      { id: 'address', header: header('address'), cell: (log) => log.address ?? '—' },
      {
        id: 'status',
        header: header('status'),
        cell: (log, kit) => kit.badge(log.status === 'ok' ? 'success' : 'danger', statusText(log.status)),
      },
      { id: 'sender', header: header('sender'), cell: (log) => log.sender },
      {
        id: 'ticket',
        header: header('ticket'),
        cell: (log, kit) => (log.ticket ? kit.link(paths.client.ticketShow(log.ticket.id), log.ticket.fullid) : '—'),
      },
      {
        id: 'state',
        header: header('state'),
        cell: (log) => {
          const action = log.read ? texts.markUnread : texts.markRead;
          return (
            <span className={styles.state}>
              {!log.read && <span className={badges.filled.brand}>{texts.unread}</span>}
              <button
                type="button"
                className={buttons.smallSubtleWithIcon}
                aria-label={`${action}: ${log.title}`}
                disabled={pending === log.id}
                onClick={() => toggle.mutate(log)}
              >
                {log.read ? icons.read : icons.unread}
                {action}
              </button>
            </span>
          );
        },
      },
    ];
    // `title` draws with the styles and the state setter only; `toggle.mutate` is the same function every render.
  }, [t, badges, buttons, styles, pending]);

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
        <LightTable rows={rows} columns={columns} rowKey={(log) => log.id} label={t('screens.monitoringLog')} rowProps={rowProps} />
      )}
      pagination={{ perPage: params.perPage, onPage: setPage, onPerPage: setPerPage }}
    >
      {open && <LogDetailsDialog log={open} onClose={() => setOpen(null)} onRead={openedUnread} />}
    </ListFrame>
  );
}
