/** One alert's text in a dialog. Opening it marks the log read for the company (the server does it on GET). */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@helpdesk/shared/ui';
import { formatDateTime } from '@helpdesk/shared/format';
import type { MonitoringLog } from '@helpdesk/shared/resources';
import { monitoringLogDetailQuery } from '../api/monitoring-log-api.ts';

const useStyles = makeStyles({
  meta: { display: 'block', color: tokens.colorNeutralForeground3, marginBottom: tokens.spacingVerticalS },
  body: { maxHeight: '50vh', overflowY: 'auto' },
});

export function LogDetailsDialog({ log, onClose, onRead }: { log: MonitoringLog; onClose: () => void; onRead: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const detail = useQuery(monitoringLogDetailQuery(log.id));
  const announced = useRef(false);
  useEffect(() => {
    if (detail.data && !log.read && !announced.current) {
      announced.current = true;
      onRead();
    }
  }, [detail.data, log.read, onRead]);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{log.title}</DialogTitle>
          <DialogContent>
            <Text size={200} className={styles.meta}>
              {[formatDateTime(log.received_at), log.sender, log.address, log.check].filter(Boolean).join(' · ')}
            </Text>
            {detail.data ? (
              <div className={styles.body} data-testid="monitoring-log-body">
                <SafeHtml html={detail.data.body} />
              </div>
            ) : detail.isError ? (
              <Text>{t('common.loadError')}</Text>
            ) : (
              <Spinner size="small" label={t('common.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('monitoring.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
