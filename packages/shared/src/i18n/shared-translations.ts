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
  confirm: { cancel: 'Anuluj', delete: 'Usuń' },
  apiErrors: {
    server: 'Błąd komunikacji z serwerem',
    notFound: 'Nie odnaleziono żądanego zasobu',
    forbidden: 'Operacja niemożliwa do wykonania',
    invalid: 'Błędne dane!',
    tooManyRequests: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  },
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
  confirm: { cancel: 'Cancel', delete: 'Delete' },
  apiErrors: {
    server: 'Server communication error',
    notFound: 'The requested resource was not found',
    forbidden: 'The operation cannot be performed',
    invalid: 'Invalid data!',
    tooManyRequests: 'Too many requests. Try again in a moment.',
  },
};
