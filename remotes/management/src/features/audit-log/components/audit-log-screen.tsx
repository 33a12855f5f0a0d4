/** `/admin/audit-log` (admin): every administrative change, filtered by record, author, action and days; exported. */
import { useState } from 'react';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addTranslations, agentChoicesQuery } from '@helpdesk/shared';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS, type AuditAction, type AuditRecordKind } from '@helpdesk/shared/schemas';
import { AuditEntries, CsvDialectField, PaginationBar, useCsvDialect } from '@helpdesk/shared/ui';
import { auditExportUrl, auditLogQuery, NO_AUDIT_FILTERS, PER_PAGE, type AuditLogFilters } from '../api/audit-log.ts';
import { auditLogEn } from '../i18n/en.ts';
import { auditLogPl } from '../i18n/pl.ts';

// The texts come with the screen's chunk, not with the remote's first route.
addTranslations('management', { pl: { auditLog: auditLogPl }, en: { auditLog: auditLogEn } });

const useStyles = makeStyles({
  date: { maxWidth: '170px' },
  id: { maxWidth: '140px' },
  // Fluent's Input keeps a min-width wider than the field: it would run under the next filter.
  fill: { width: '100%', minWidth: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalS,
  },
});

export function AuditLogScreen() {
  const { t } = useTranslation('management');
  const { t: shared } = useTranslation('shared');
  const styles = useStyles();
  const [filters, setFilters] = useState<AuditLogFilters>(NO_AUDIT_FILTERS);
  const [dialect, setDialect] = useCsvDialect();
  const set = (change: Partial<AuditLogFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));
  const list = useQuery(auditLogQuery(filters));
  const agents = useQuery(agentChoicesQuery).data ?? [];
  const rows = list.data?.data ?? [];
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(NO_AUDIT_FILTERS);

  return (
    <ScreenFrame
      remote="management"
      name="audit-log"
      title={t('screens.auditLog')}
      query={list}
      isEmpty={rows.length === 0}
      errorText={t('auditLog.loadFailed')}
      empty={{
        text: t('auditLog.empty'),
        ...(filtered ? { action: <Button onClick={() => setFilters(NO_AUDIT_FILTERS)}>{t('auditLog.clear')}</Button> } : {}),
      }}
      actions={
        <span className={styles.actions}>
          <Button as="a" href={auditExportUrl(filters)} download icon={<ArrowDownloadRegular />}>
            {t('auditLog.export')}
          </Button>
          <Button as="a" href={auditExportUrl(filters, dialect)} download icon={<ArrowDownloadRegular />}>
            {t('auditLog.exportCsv')}
          </Button>
          <CsvDialectField value={dialect} onChange={setDialect} />
        </span>
      }
      filters={
        <>
          <Field label={t('auditLog.kind')}>
            <Select value={filters.record_kind} onChange={(_, d) => set({ record_kind: d.value as AuditRecordKind | '' })}>
              <option value="">{t('auditLog.anyKind')}</option>
              {AUDIT_RECORD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {shared(`audit.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('auditLog.recordId')} className={styles.id}>
            <Input className={styles.fill} value={filters.record_id} onChange={(_, d) => set({ record_id: d.value.trim() })} />
          </Field>
          <Field label={t('auditLog.user')}>
            <Select value={filters.user_id ?? ''} onChange={(_, d) => set({ user_id: d.value ? Number(d.value) : null })}>
              <option value="">{t('auditLog.anyUser')}</option>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('auditLog.action')}>
            <Select value={filters.action} onChange={(_, d) => set({ action: d.value as AuditAction | '' })}>
              <option value="">{t('auditLog.anyAction')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {shared(`audit.actions.${action}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('auditLog.from')} className={styles.date}>
            <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(_, d) => set({ from: d.value })} />
          </Field>
          <Field label={t('auditLog.to')} className={styles.date}>
            <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(_, d) => set({ to: d.value })} />
          </Field>
        </>
      }
    >
      <AuditEntries entries={rows} label={t('screens.auditLog')} />
      {list.data && (
        <PaginationBar
          meta={list.data.meta}
          perPage={PER_PAGE}
          onPage={(page) => setFilters((current) => ({ ...current, page }))}
          totalNone={t('auditLog.total_none')}
        />
      )}
    </ScreenFrame>
  );
}
