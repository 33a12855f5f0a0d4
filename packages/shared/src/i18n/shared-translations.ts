/** Texts of the shared UI pieces (namespace 'shared'). */
export const sharedPl = {
  placeholder: {
    comingSoon: 'Ten ekran jest w budowie.',
    companyFilter: 'Filtr firmy: {{company}}',
    allCompanies: 'wszystkie firmy',
    servedBy: 'Dostarcza moduł: {{remote}} {{version}}',
  },
  loading: 'Ładowanie…',
  retry: 'Spróbuj ponownie',
} as const;

export const sharedEn: Record<keyof typeof sharedPl, unknown> = {
  placeholder: {
    comingSoon: 'This screen is under construction.',
    companyFilter: 'Company filter: {{company}}',
    allCompanies: 'all companies',
    servedBy: 'Served by module: {{remote}} {{version}}',
  },
  loading: 'Loading…',
  retry: 'Try again',
};
