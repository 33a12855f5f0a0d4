/**
 * The audit trail's entries (server/API.md "Audit trail"): who, when, from which IP, the record, and each changed
 * field's value before → after. `AuditEntries` draws a page of them (a table, cards on a phone); `AuditHistory` is
 * the History tab of one record (a company, its pricing, an agent), fetching and paging its entries.
 */
import { useState } from 'react';
import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage } from '@helpdesk/shared';
import { AUDIT_LOG_ROOT } from '../constants.ts';
import { formatDateTime } from '../format/format.ts';
import type { AuditEntry } from '../resources/audit-log.ts';
import type { Paginated } from '../resources/common.ts';
import type { AuditRecordKind } from '../schemas/audit-log.ts';
import { ListEmpty, ListError, ListSkeleton } from './list-states.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { useIsMobile } from './use-media-query.ts';

const useStyles = makeStyles({
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  field: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** A value as the reader sees it: text as is, nothing as "(none)", lists and objects as compact JSON. */
function shown(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function AuditEntries({ entries, label }: { entries: readonly AuditEntry[]; label: string }) {
  const { t } = useTranslation('shared');
  const styles = useStyles();
  const mobile = useIsMobile();
  const none = t('audit.none');
  const record = (e: AuditEntry) => (
    <>
      <Badge appearance="tint">{t(`audit.actions.${e.action}`)}</Badge> {t(`audit.kinds.${e.record_kind}`)}: {e.label}
    </>
  );
  const changes = (e: AuditEntry) =>
    e.changes.length ? (
      // The stored field names and values, quoted as the database held them: not UI text (translate="no").
      <ul className={styles.changes} translate="no">
        {e.changes.map((c) => (
          <li key={c.field}>
            <span className={styles.field}>{c.field}</span>: {shown(c.before, none)} → {shown(c.after, none)}
          </li>
        ))}
      </ul>
    ) : (
      <span className={styles.muted}>{t('audit.noFields')}</span>
    );
  const who = (e: AuditEntry) => e.user.name || t('audit.system');

  if (mobile) {
    return (
      <div role="list" aria-label={label}>
        {entries.map((e) => (
          <div key={e.id} role="listitem" className={styles.card} data-testid="audit-entry">
            <div>{record(e)}</div>
            <div className={styles.muted}>
              {formatDateTime(e.at)} · {who(e)}
              {e.ip ? ` · ${e.ip}` : ''}
            </div>
            {changes(e)}
          </div>
        ))}
      </div>
    );
  }
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {(['at', 'user', 'ip', 'record', 'changes'] as const).map((c) => (
            <TableHeaderCell key={c}>{t(`audit.columns.${c}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e.id} data-testid="audit-entry">
            <TableCell>{formatDateTime(e.at)}</TableCell>
            <TableCell>{who(e)}</TableCell>
            <TableCell>{e.ip ?? ''}</TableCell>
            <TableCell>{record(e)}</TableCell>
            <TableCell>{changes(e)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const AUDIT_HISTORY_PER_PAGE = 20;

/** One record's entries, newest first: `kinds` the record kinds kept under `recordId` (a company: it, its pricing, its months). */
export const auditHistoryQuery = (kinds: readonly AuditRecordKind[], recordId: number | string, page: number) => ({
  queryKey: [AUDIT_LOG_ROOT, 'history', kinds.join(','), String(recordId), page] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await apiClient.get<Paginated<AuditEntry>>('/admin/audit-log', {
        params: { record_kind: kinds.join(','), record_id: String(recordId), page, per_page: AUDIT_HISTORY_PER_PAGE },
        signal,
        silent: true,
      })
    ).data,
  placeholderData: keepPreviousData,
});

export function AuditHistory({ kinds, recordId }: { kinds: readonly AuditRecordKind[]; recordId: number | string }) {
  const { t } = useTranslation('shared');
  const [page, setPage] = useState(1);
  const history = useQuery(auditHistoryQuery(kinds, recordId, page));
  if (history.isError && !history.data) {
    return (
      <ListError
        text={t('audit.loadError')}
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (!history.data) return <ListSkeleton rows={3} />;
  if (!history.data.data.length) return <ListEmpty text={t('audit.empty')} />;
  return (
    <div aria-busy={history.isFetching || undefined}>
      <AuditEntries entries={history.data.data} label={t('audit.history')} />
      <PaginationBar meta={history.data.meta} onPage={setPage} />
    </div>
  );
}
