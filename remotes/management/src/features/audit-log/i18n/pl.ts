/** Polish texts of the audit trail screen (namespace 'management', key 'auditLog'). */
export const auditLogPl = {
  kind: 'Rodzaj rekordu',
  anyKind: 'Każdy rodzaj',
  recordId: 'ID rekordu',
  user: 'Kto',
  anyUser: 'Każdy użytkownik',
  action: 'Akcja',
  anyAction: 'Każda akcja',
  from: 'Od',
  to: 'Do',
  clear: 'Wyczyść filtry',
  export: 'Eksport XLSX',
  exportCsv: 'Eksport CSV',
  loadFailed: 'Nie udało się wczytać dziennika zmian.',
  empty: 'Brak zmian spełniających kryteria',
  total_none: 'Brak zmian',
};
