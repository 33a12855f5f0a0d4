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
  /** The rating of a solved ticket (spec §4): the client's ticket page and the public evaluation page. */
  evaluation: {
    stars_one: '{{count}} gwiazdka',
    stars_few: '{{count}} gwiazdki',
    stars_many: '{{count}} gwiazdek',
    stars_other: '{{count}} gwiazdki',
    reasonRequired: 'Wybierz powód niskiej oceny',
    reasons: {
      'too-long-resolving-time': 'Zbyt długi czas rozwiązania',
      'too-few-visits': 'Zbyt mało wizyt',
      'visit-needed': 'Potrzebna była wizyta',
      'communication-problem': 'Problem z komunikacją',
      'too-low-competence': 'Zbyt niskie kompetencje',
      other: 'Inny powód',
    },
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
  evaluation: {
    stars_one: '{{count}} star',
    stars_few: '{{count}} stars',
    stars_many: '{{count}} stars',
    stars_other: '{{count}} stars',
    reasonRequired: 'Choose the reason for the low rating',
    reasons: {
      'too-long-resolving-time': 'Too long resolving time',
      'too-few-visits': 'Too few visits',
      'visit-needed': 'A visit was needed',
      'communication-problem': 'Communication problem',
      'too-low-competence': 'Too low competence',
      other: 'Other',
    },
  },
};
