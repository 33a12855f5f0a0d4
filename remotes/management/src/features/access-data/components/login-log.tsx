/** The login log: date, IP, user, device/browser (parsed by the server from the user agent), result; filters and pages. */
import { useState } from 'react';
import {
  Badge,
  Button,
  Field,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@helpdesk/shared/format';
import { frameState } from '@helpdesk/shared/remote';
import type { LoginLogEntry } from '@helpdesk/shared/resources';
import { PaginationBar, useIsMobile, useSearchText } from '@helpdesk/shared/ui';
import { agentChoicesQuery } from '@helpdesk/shared';
import { loginLogQuery, NO_LOG_FILTERS, PER_PAGE, type LoginLogFilters } from '../api/access-data.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  date: { maxWidth: '170px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const RESULTS = ['all', 'success', 'failure'] as const;

export function LoginLog({ seesAll }: { seesAll: boolean }) {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const mobile = useIsMobile();
  const [filters, setFilters] = useState<LoginLogFilters>(NO_LOG_FILTERS);
  const set = (change: Partial<LoginLogFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));
  const [searchText, setSearchText] = useSearchText(filters.search, (value) => set({ search: value }));
  const list = useQuery(loginLogQuery(filters));
  const agents = useQuery({ ...agentChoicesQuery, enabled: seesAll }).data ?? [];
  const rows = list.data?.data ?? [];
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(NO_LOG_FILTERS);
  const state = frameState({
    query: list,
    isEmpty: rows.length === 0,
    errorText: t('accessData.logFailed'),
    empty: {
      text: t('accessData.logEmpty'),
      ...(filtered ? { action: <Button onClick={() => setFilters(NO_LOG_FILTERS)}>{t('accessData.clear')}</Button> } : {}),
    },
  });

  const who = (e: LoginLogEntry) => e.user?.name ?? e.email;
  const device = (e: LoginLogEntry) => [e.browser, e.os, e.device].filter(Boolean).join(' · ') || t('accessData.unknown');
  const result = (e: LoginLogEntry) => (
    <>
      <Badge appearance="tint" color={e.success ? 'success' : 'danger'}>
        {e.success ? t('accessData.success') : t('accessData.failure')}
      </Badge>
      {!e.success && e.reason && <span className={styles.muted}> {t(`accessData.reasons.${e.reason}`, { defaultValue: e.reason })}</span>}
    </>
  );

  return (
    <section className={styles.section} aria-labelledby="login-log-title" aria-busy={list.isFetching}>
      <h2 id="login-log-title">{t('accessData.logTitle')}</h2>
      <div className={styles.filters}>
        <Input
          aria-label={t('accessData.search')}
          placeholder={t('accessData.search')}
          value={searchText}
          onChange={(_, d) => setSearchText(d.value)}
        />
        <Select
          aria-label={t('accessData.result')}
          value={filters.result}
          onChange={(_, d) => set({ result: d.value as LoginLogFilters['result'] })}
        >
          {RESULTS.map((r) => (
            <option key={r} value={r}>
              {t(`accessData.results.${r}`)}
            </option>
          ))}
        </Select>
        {seesAll && (
          <Select
            aria-label={t('accessData.userFilter')}
            value={filters.user_id ?? ''}
            onChange={(_, d) => set({ user_id: d.value ? Number(d.value) : null })}
          >
            <option value="">{t('accessData.anyUser')}</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        )}
        <Field label={t('accessData.from')} className={styles.date}>
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(_, d) => set({ from: d.value })} />
        </Field>
        <Field label={t('accessData.to')} className={styles.date}>
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(_, d) => set({ to: d.value })} />
        </Field>
      </div>
      {state ?? (
        <>
          {mobile ? (
            rows.map((e) => (
              <div key={e.id} className={styles.card} data-testid="login-log-row">
                <div>
                  {result(e)} {formatDateTime(e.created_at)}
                </div>
                <div>
                  {who(e)} · {e.ip}
                </div>
                <div className={styles.muted}>{device(e)}</div>
              </div>
            ))
          ) : (
            <Table aria-label={t('accessData.logTitle')} data-testid="login-log-table">
              <TableHeader>
                <TableRow>
                  {(['date', 'ip', 'user', 'device', 'result'] as const).map((c) => (
                    <TableHeaderCell key={c}>{t(`accessData.logColumns.${c}`)}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((e) => (
                  <TableRow key={e.id} data-testid="login-log-row">
                    <TableCell>{formatDateTime(e.created_at)}</TableCell>
                    <TableCell>{e.ip}</TableCell>
                    <TableCell>{who(e)}</TableCell>
                    <TableCell title={e.user_agent}>{device(e)}</TableCell>
                    <TableCell>{result(e)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {list.data && (
            <PaginationBar
              meta={list.data.meta}
              perPage={PER_PAGE}
              onPage={(page) => setFilters((current) => ({ ...current, page }))}
              totalNone={t('accessData.total_none')}
            />
          )}
        </>
      )}
    </section>
  );
}
