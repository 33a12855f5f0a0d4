import {
  Badge,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Text,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { DatabaseRegular } from '@fluentui/react-icons/svg/database';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { PlugConnectedRegular } from '@fluentui/react-icons/svg/plug-connected';
import { ServerRegular } from '@fluentui/react-icons/svg/server';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@helpdesk/shared/format';
import { TableScroll } from '@helpdesk/shared/remote/table-scroll';
import { REMOTE_NAMES } from '@helpdesk/shared';
import { remoteEntry, remoteStatesAtom } from '../../federation/remote-registry.ts';
import { SHELL_VERSION } from '../../version.ts';
import { systemStatusQuery, useSystemStatus, type SystemStatus } from './control-center-api.ts';
import { DeploymentsSection } from './deployments-section.tsx';
import { OutboxCard } from './outbox-card.tsx';
import { Facts, StatusCard } from './status-card.tsx';
import { useHydrated } from '@helpdesk/shared/ui';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  entry: { wordBreak: 'break-all', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  sectionHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Mail fetching, real-time connections, database driver and server version, refreshed every 30 s. */
function SystemStatusSection() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { data, isPending, error, refetch, isFetching } = useSystemStatus();
  const when = (iso: string) => formatDateTime(iso);
  const queryClient = useQueryClient();
  // The outbox card's query is keyed under the status's: one refresh asks for both.
  const refreshAll = () => void queryClient.refetchQueries({ queryKey: systemStatusQuery.queryKey });
  const cards = (status: SystemStatus) => (
    <>
      <StatusCard icon={<MailRegular />} title={t('controlCenter.mail')}>
        <Badge appearance="filled" color={status.mail.working ? 'success' : 'danger'} data-testid="mail-status">
          {status.mail.working ? t('controlCenter.mailWorking') : t('controlCenter.mailStopped')}
        </Badge>
        <Text size={200} className={styles.muted}>
          {status.mail.last_fetched_at
            ? t('controlCenter.mailLastFetched', { when: when(status.mail.last_fetched_at) })
            : t('controlCenter.mailNever')}
        </Text>
      </StatusCard>
      <StatusCard icon={<PlugConnectedRegular />} title={t('controlCenter.realtime')}>
        <Facts
          rows={[
            [t('controlCenter.connections'), status.realtime.connections],
            [t('controlCenter.channels'), status.realtime.channels],
            [t('controlCenter.driver'), status.realtime.driver],
          ]}
        />
      </StatusCard>
      <StatusCard icon={<DatabaseRegular />} title={t('controlCenter.database')}>
        <Facts rows={[[t('controlCenter.driver'), status.database.driver]]} />
      </StatusCard>
      <StatusCard icon={<ServerRegular />} title={t('controlCenter.server')}>
        <Facts
          rows={[
            [t('controlCenter.serverVersion'), status.server.version],
            [t('controlCenter.shellVersion'), SHELL_VERSION],
          ]}
        />
        <Text size={200} className={styles.muted}>
          {t('controlCenter.startedAt', { when: when(status.server.started_at) })}
        </Text>
      </StatusCard>
    </>
  );
  return (
    <section aria-labelledby="system-status-title" aria-busy={isPending}>
      <div className={styles.sectionHeader}>
        <Subtitle1 as="h2" id="system-status-title">
          {t('controlCenter.system')}
        </Subtitle1>
        <Button icon={<ArrowClockwiseRegular />} onClick={refreshAll} disabled={isFetching}>
          {t('controlCenter.refresh')}
        </Button>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('controlCenter.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{t('actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {isPending && !error && (
        <Skeleton aria-label={t('loading')}>
          <SkeletonItem size={96} />
        </Skeleton>
      )}
      <div className={styles.grid}>
        {data && cards(data)}
        <OutboxCard />
      </div>
    </section>
  );
}

const INTENT = { idle: 'informative', loading: 'warning', loaded: 'success', failed: 'danger' } as const;

/** Admin control centre: system status, remote deployments, and which build of each remote runs in this browser. */
export function ControlCenterPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const states = useAtomValue(remoteStatesAtom);
  // This browser's own remotes: not known to a server render, so drawn once the page has hydrated.
  const hydrated = useHydrated();
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('pages.controlCenter')}</Title2>
      <SystemStatusSection />
      <DeploymentsSection />
      <Subtitle1 as="h2">{t('controlCenter.remotes')}</Subtitle1>
      <TableScroll label={t('controlCenter.remotes')}>
        <Table aria-label={t('controlCenter.remotes')} data-testid="remote-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('controlCenter.remote')}</TableHeaderCell>
              <TableHeaderCell>{t('controlCenter.status')}</TableHeaderCell>
              <TableHeaderCell>{t('controlCenter.version')}</TableHeaderCell>
              <TableHeaderCell>{t('controlCenter.entry')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {REMOTE_NAMES.map((remote) => {
              const state = (hydrated && states[remote]) || { status: 'idle' as const };
              return (
                <TableRow key={remote} data-remote={remote}>
                  <TableCell>{t(`remote.names.${remote}`)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={INTENT[state.status]}>
                      {t(`controlCenter.states.${state.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{state.status === 'loaded' ? state.version : '—'}</TableCell>
                  <TableCell className={styles.entry}>{(hydrated && remoteEntry(remote)) || '—'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
    </section>
  );
}
