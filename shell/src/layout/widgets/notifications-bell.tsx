import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Body1,
  Button,
  Caption1,
  CounterBadge,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@helpdesk/shared/format';
import { apiClient, NOTIFICATIONS_LIST_MAX_HEIGHT_PX, NOTIFICATIONS_MARK_READ_DELAY_MS } from '@helpdesk/shared';
import { notificationsQuery, type AppNotification } from '../api/layout-queries.ts';
import { notificationLink } from '@helpdesk/shared/notification-link';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxHeight: `${NOTIFICATIONS_LIST_MAX_HEIGHT_PX}px`,
    overflowY: 'auto',
    width: '320px',
  },
  item: {
    display: 'block',
    width: '100%',
    textAlign: 'start',
    padding: tokens.spacingHorizontalS,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  unread: { fontWeight: tokens.fontWeightSemibold, borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
});

/**
 * The notifications bell (spec §2, §4): unread badge; opening it marks everything read on the server and, 2 s
 * later, locally; items lead to their ticket. A failed fetch or mark-read is only logged (spec §8).
 */
export function NotificationsBell({ staff }: { staff: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: notifications = [] } = useQuery(notificationsQuery);
  const unread = notifications.filter((n) => n.read_at === null).length;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Controlled: following an item closes the list, or it would stay open over the ticket it led to.
  const [open, setOpen] = useState(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const markAllRead = () => {
    if (unread === 0) return;
    apiClient.post('/profile/read-notifications', {}, { silent: true }).catch((error: unknown) => console.error(error));
    timer.current = setTimeout(() => {
      const now = new Date().toISOString();
      queryClient.setQueryData<AppNotification[]>(notificationsQuery.queryKey, (list) =>
        list?.map((n) => (n.read_at ? n : { ...n, read_at: now })),
      );
    }, NOTIFICATIONS_MARK_READ_DELAY_MS);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) markAllRead();
      }}
      positioning="below-end"
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        {/* The name carries the badge's number: a visible label must be part of the accessible name (WCAG 2.5.3). */}
        <Tooltip content={unread > 0 ? `${t('layout.notifications')}: ${unread}` : t('layout.notifications')} relationship="label">
          <Button appearance="transparent" style={{ color: 'inherit' }} icon={<AlertRegular />} data-testid="notifications-bell">
            {unread > 0 && <CounterBadge count={unread} size="small" color="danger" data-testid="notifications-unread" />}
          </Button>
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('layout.notifications')}>
        {notifications.length === 0 ? (
          <Body1>{t('layout.noNotifications')}</Body1>
        ) : (
          <ul className={styles.list} data-testid="notifications-list">
            {notifications.map((n) => {
              const href = notificationLink({ ...n.data, type: n.data.type ?? n.type }, staff);
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    className={mergeClasses(styles.item, n.read_at === null && styles.unread)}
                    onClick={() => {
                      setOpen(false);
                      if (href) void navigate(href);
                    }}
                  >
                    <Body1 block>{n.data.title ?? n.data.message ?? n.data.text}</Body1>
                    {n.data.title && (n.data.message ?? n.data.text) && <Caption1 block>{n.data.message ?? n.data.text}</Caption1>}
                    <Caption1>{formatDateTime(n.created_at)}</Caption1>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverSurface>
    </Popover>
  );
}
