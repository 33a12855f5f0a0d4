/** `/api/admin/audit-log…` (server/API.md "Audit trail"): the admin's filtered, paged read and its export. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import { AUDIT_LOG_ROOT } from '@helpdesk/shared/constants';
import type { AuditEntry, Paginated } from '@helpdesk/shared/resources';
import type { AuditAction, AuditRecordKind, CsvDialect } from '@helpdesk/shared/schemas';

export const PER_PAGE = 20;

export interface AuditLogFilters {
  record_kind: AuditRecordKind | '';
  record_id: string;
  user_id: number | null;
  action: AuditAction | '';
  from: string;
  to: string;
  page: number;
}

export const NO_AUDIT_FILTERS: AuditLogFilters = { record_kind: '', record_id: '', user_id: null, action: '', from: '', to: '', page: 1 };

/** The filters as the query string has them: the empty ones left out. */
function filterParams(filters: AuditLogFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const key of ['record_kind', 'record_id', 'user_id', 'action', 'from', 'to'] as const) {
    const value = filters[key];
    if (value !== null && value !== '') params[key] = value;
  }
  return params;
}

export const auditLogQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: [AUDIT_LOG_ROOT, 'list', filters] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<AuditEntry>>('/admin/audit-log', {
          params: { ...filterParams(filters), page: filters.page, per_page: PER_PAGE },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** The export of what the filters select: the browser downloads the file itself (XLSX, or CSV in a dialect). */
export const auditExportUrl = (filters: AuditLogFilters, csv?: CsvDialect): string => {
  const query = new URLSearchParams(Object.entries(filterParams(filters)).map(([k, v]): [string, string] => [k, String(v)]));
  query.set('format', csv ? 'csv' : 'xlsx');
  if (csv) query.set('dialect', csv);
  return `/api/admin/audit-log/export?${query.toString()}`;
};
