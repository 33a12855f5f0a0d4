/** English texts of the audit trail screen (namespace 'management', key 'auditLog'). */
import type { auditLogPl } from './pl.ts';

export const auditLogEn: Record<keyof typeof auditLogPl, string> = {
  kind: 'Record kind',
  anyKind: 'Any kind',
  recordId: 'Record ID',
  user: 'Who',
  anyUser: 'Any user',
  action: 'Action',
  anyAction: 'Any action',
  from: 'From',
  to: 'To',
  clear: 'Clear the filters',
  export: 'Export XLSX',
  exportCsv: 'Export CSV',
  loadFailed: 'Could not load the audit trail.',
  empty: 'No changes match the filters',
  total_none: 'No changes',
};
