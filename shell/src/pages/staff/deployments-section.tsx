import {
  Badge,
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, toast } from '@helpdesk/shared';
import { formatDateTime, formatPercent } from '@helpdesk/shared/format';
import { TableScroll } from '@helpdesk/shared/remote/table-scroll';
import type { RemoteDeployment, RemoteDeploymentEvent } from '@helpdesk/shared/resources';
import { remoteDeploymentsQuery, rollbackRemoteDeployment } from './control-center-api.ts';
import { remoteVersionManifestPath } from '@helpdesk/shared/remote-names';
import { clearOverride, setOverride } from '../../federation/local-override.ts';
import { overrideDecision } from '../../app/startup.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  muted: { color: tokens.colorNeutralForeground3 },
  /** A line of figures under a cell's value (Fluent's Text is inline even as a paragraph). */
  note: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Each remote's deployed version (remote, version, built at, commit, manifest health, canary) and the change history. */
export function DeploymentsSection() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery(remoteDeploymentsQuery);
  const rollback = useMutation({
    mutationFn: (remote: RemoteDeployment['remote']) => rollbackRemoteDeployment(remote),
    onSuccess: (event) => {
      toast.success(
        t('controlCenter.rolledBack', { remote: t(`remote.names.${event.remote}`), version: event.version ?? t('controlCenter.builtIn') }),
      );
      void queryClient.invalidateQueries({ queryKey: remoteDeploymentsQuery.queryKey });
    },
    onError: (failure) => toast.error(t('controlCenter.rollbackError', { message: errorMessage(failure) ?? '' })),
  });
  const versionName = (version: string | null) => version ?? t('controlCenter.builtIn');
  const errorRate = ({ loads, errors }: { loads: number; errors: number }) =>
    t('controlCenter.errorRate', { errors, loads, percent: formatPercent(loads > 0 ? (errors / loads) * 100 : 0, i18n.language) });
  const history: RemoteDeploymentEvent[] = (data ?? []).flatMap((row) => row.history).sort((a, b) => b.id - a.id);

  return (
    <section className={styles.root} aria-labelledby="deployments-title" aria-busy={isPending} data-testid="deployments">
      <Subtitle1 as="h2" id="deployments-title">
        {t('controlCenter.deployments')}
      </Subtitle1>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('controlCenter.deploymentsError')}</MessageBarBody>
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
      {data && (
        <>
          {/* Seven columns do not fit a phone: the table keeps its columns' widths and scrolls sideways in its box. */}
          <TableScroll label={t('controlCenter.deploymentsTable')}>
            <Table aria-label={t('controlCenter.deployments')} data-testid="deployment-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('controlCenter.remote')}</TableHeaderCell>
                  <TableHeaderCell>{t('controlCenter.deployedVersion')}</TableHeaderCell>
                  <TableHeaderCell>{t('controlCenter.builtAt')}</TableHeaderCell>
                  <TableHeaderCell>{t('controlCenter.commit')}</TableHeaderCell>
                  <TableHeaderCell>{t('controlCenter.manifest')}</TableHeaderCell>
                  <TableHeaderCell>{t('controlCenter.canary')}</TableHeaderCell>
                  <TableHeaderCell>{t('controlCenter.rollback')}</TableHeaderCell>
                  <TableHeaderCell>{t('controlCenter.tryHere')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((row) => {
                  const name = t(`remote.names.${row.remote}`);
                  return (
                    <TableRow key={row.remote} data-remote={row.remote}>
                      <TableCell>{name}</TableCell>
                      <TableCell data-testid="deployed-version">{row.active?.version ?? t('controlCenter.builtIn')}</TableCell>
                      <TableCell>{row.active?.built_at ? formatDateTime(row.active.built_at) : '—'}</TableCell>
                      <TableCell className={styles.mono}>{row.active?.commit ?? '—'}</TableCell>
                      <TableCell>
                        <Badge
                          appearance="tint"
                          color={row.manifest_healthy ? 'success' : 'danger'}
                          title={
                            row.missing_files.length
                              ? t('controlCenter.missingFiles', { files: row.missing_files.join(', ') })
                              : row.manifest_url
                          }
                        >
                          {row.manifest_healthy ? t('controlCenter.manifestOk') : t('controlCenter.manifestFailing')}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        {row.canary ? (
                          <>
                            {t('controlCenter.canaryShare', { version: row.canary.version.version, percent: row.canary.percent })}
                            {!row.canary.healthy && (
                              <>
                                {' '}
                                <Badge appearance="tint" color="danger">
                                  {t('controlCenter.missingFiles', { files: row.canary.missing_files.join(', ') })}
                                </Badge>
                              </>
                            )}
                            <Text as="p" size={200} className={styles.note} data-testid="canary-health">
                              {t('controlCenter.canaryHealth', {
                                minutes: row.canary.health.window_minutes,
                                canary: errorRate(row.canary.health.canary),
                                stable: errorRate(row.canary.health.stable),
                              })}
                            </Text>
                          </>
                        ) : (
                          t('controlCenter.canaryNone')
                        )}
                      </TableCell>
                      <TableCell>
                        {(row.active || row.canary) && (
                          <Button
                            size="small"
                            aria-label={t('controlCenter.rollbackLabel', { remote: name })}
                            disabled={rollback.isPending}
                            onClick={() => rollback.mutate(row.remote)}
                          >
                            {t('controlCenter.rollback')}
                          </Button>
                        )}
                      </TableCell>
                      <TableCell>
                        <TryVersionMenu deployment={row} name={name} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroll>
          <Subtitle2 as="h3">{t('controlCenter.history')}</Subtitle2>
          {history.length === 0 ? (
            <Text className={styles.muted}>{t('controlCenter.historyEmpty')}</Text>
          ) : (
            <TableScroll label={t('controlCenter.history')}>
              <Table aria-label={t('controlCenter.history')} data-testid="deployment-history" size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('controlCenter.when')}</TableHeaderCell>
                    <TableHeaderCell>{t('controlCenter.remote')}</TableHeaderCell>
                    <TableHeaderCell>{t('controlCenter.change')}</TableHeaderCell>
                    <TableHeaderCell>{t('controlCenter.version')}</TableHeaderCell>
                    <TableHeaderCell>{t('controlCenter.actor')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {history.map((event) => (
                    <TableRow key={event.id} data-action={event.action} data-remote={event.remote}>
                      <TableCell>{formatDateTime(event.created_at)}</TableCell>
                      <TableCell>{t(`remote.names.${event.remote}`)}</TableCell>
                      <TableCell>
                        {t(`controlCenter.actions.${event.action}`)}
                        {event.action === 'canary' && event.canary_percent ? ` (${event.canary_percent}%)` : ''}
                        {event.reason && (
                          <Text as="p" size={200} className={styles.note} data-testid="withdrawal-reason">
                            {t('controlCenter.canaryWithdrawn', {
                              minutes: event.reason.window_minutes,
                              canary: errorRate({ loads: event.reason.canary_loads, errors: event.reason.canary_errors }),
                              stable: errorRate({ loads: event.reason.stable_loads, errors: event.reason.stable_errors }),
                              margin: event.reason.margin_percent,
                            })}
                          </Text>
                        )}
                      </TableCell>
                      <TableCell>
                        {t('controlCenter.versionChange', { from: versionName(event.previous_version), to: versionName(event.version) })}
                      </TableCell>
                      <TableCell>{event.actor}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Runs another published version (or the canary) of one remote in this browser only — the Module Federation DevTools
 * idea inside the product: the choice is a local override of this deployment's own files, named by the banner with a
 * reset; nobody else's page changes. The override survives reloads until it is reset here or in the banner.
 */
function TryVersionMenu({ deployment, name }: { deployment: RemoteDeployment; name: string }) {
  const { t } = useTranslation();
  const tried = overrideDecision().applied.find((override) => override.remote === deployment.remote);
  const switchTo = (version: string | null) => {
    if (version === null) clearOverride(deployment.remote);
    else setOverride(deployment.remote, remoteVersionManifestPath(deployment.remote, version));
    window.location.reload();
  };
  const versions = [...deployment.versions].sort((a, b) => b.published_at.localeCompare(a.published_at));
  if (versions.length === 0 && !tried) return <Text>—</Text>;
  const current = (version: string) => tried?.url.endsWith(remoteVersionManifestPath(deployment.remote, version));
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton size="small" aria-label={t('controlCenter.tryHereLabel', { remote: name })}>
          {tried ? t('controlCenter.tryingHere') : t('controlCenter.tryHereButton')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {versions.map((version) => (
            <MenuItem key={version.version} disabled={current(version.version)} onClick={() => switchTo(version.version)}>
              {version.version === deployment.canary?.version.version
                ? t('controlCenter.tryCanary', { version: version.version })
                : version.version === deployment.active?.version
                  ? t('controlCenter.tryActive', { version: version.version })
                  : version.version}
            </MenuItem>
          ))}
          {tried && <MenuItem onClick={() => switchTo(null)}>{t('controlCenter.tryStop')}</MenuItem>}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
