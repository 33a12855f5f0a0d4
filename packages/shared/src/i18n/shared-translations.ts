/** Texts of the shared UI pieces (namespace 'shared'); the enumerations' names are the vocabulary's. */
import { VOCABULARY } from '../vocabulary/vocabulary.ts';

export const sharedPl = {
  /** The ticket enumerations' names (@helpdesk/shared/enums), for every app. */
  ticket: {
    status: VOCABULARY.pl.ticketStatus,
    priority: VOCABULARY.pl.ticketPriority,
    type: VOCABULARY.pl.ticketType,
    category: VOCABULARY.pl.ticketCategory,
  },
  placeholder: {
    comingSoon: 'Ten ekran jest w budowie.',
    companyFilter: 'Filtr firmy: {{company}}',
    allCompanies: 'wszystkie firmy',
    servedBy: 'Dostarcza moduł: {{remote}} {{version}}',
  },
  loading: 'Ładowanie…',
  retry: 'Spróbuj ponownie',
  confirm: { cancel: 'Anuluj', delete: 'Usuń' },
  /** The CSV dialect picker of the export menus and buttons (ui/csv-dialect-field.tsx). */
  csvDialect: {
    label: 'Format CSV',
    pl: 'Polski (średnik, przecinek dziesiętny)',
    en: 'Angielski (przecinek, kropka dziesiętna)',
  },
  apiErrors: {
    server: 'Błąd komunikacji z serwerem',
    serverWithId: 'Błąd komunikacji z serwerem (identyfikator zgłoszenia: {{id}})',
    notFound: 'Nie odnaleziono żądanego zasobu',
    forbidden: 'Operacja niemożliwa do wykonania',
    invalid: 'Błędne dane!',
    tooManyRequests: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  },
  /** Lists and pages (packages/shared/src/ui: list states, pagination bar). */
  list: {
    loading: 'Wczytywanie…',
    loadError: 'Nie udało się wczytać danych.',
  },
  pagination: {
    label: 'Stronicowanie',
    total: '{{from}}–{{to}} z {{total}}',
    totalNone: 'Brak pozycji',
    pageSize: 'Na stronie',
    page: 'Strona {{page}} z {{pages}}',
    first: 'Pierwsza strona',
    previous: 'Poprzednia strona',
    next: 'Następna strona',
    last: 'Ostatnia strona',
  },
  /** Who wrote a thread entry when no known user did (@helpdesk/shared/ui useThreadWriterTexts). */
  writer: {
    unknown: 'Nieznany autor',
    emailSender: '{{name}} <{{email}}> (e-mail)',
    emailAddress: '{{email}} (e-mail)',
    // What filed an entry nobody known wrote (server/API.md "One ticket", origin).
    origin: {
      email: 'E-mail (nadawca nieznany)',
      monitoring: 'System monitoringu',
      reminder: 'Zaplanowane przypomnienie',
      automation: 'Reguła automatyzacji',
    },
  },
  /** Message bodies (SafeHtml) and where an e-mail came from (SenderVerification). */
  message: {
    imagesBlocked: 'Obrazy z zewnętrznych serwerów są zablokowane.',
    showImages: 'Pokaż obrazy',
    unverifiedSender: 'Niezweryfikowany nadawca',
    unverifiedSenderHint: 'Wiadomość nie przeszła weryfikacji SPF/DKIM/DMARC: nadawca mógł zostać podszyty.',
    unknownSenderCheck: 'Nie udało się zweryfikować nadawcy (SPF/DKIM/DMARC).',
  },
  /** Choosing files to attach and listing attached ones (the API's limits, @helpdesk/shared/schemas attachments.ts). */
  attachments: {
    label: 'Załączniki',
    download: 'Pobierz {{name}} ({{size}})',
    chosen: 'Wybrane pliki',
    remove: 'Usuń {{name}}',
    limits: 'Pliki do {{max}} MB: {{types}}',
    type: '{{name}}: niedozwolony typ pliku',
    tooLarge: '{{name}}: plik jest za duży (maksymalnie {{max}} MB)',
  },
  /** How an import read its CSV, and the choice of another encoding (@helpdesk/shared/ui ImportSourceField). */
  importSource: {
    encoding: 'Kodowanie znaków',
    detected: 'wykryte',
    hint: 'Jeśli polskie litery wyglądają źle, wybierz inne kodowanie — plik zostanie odczytany ponownie.',
    separator: 'Separator kolumn: {{name}}',
    encodings: {
      'utf-8': 'UTF-8',
      'utf-16le': 'UTF-16 LE',
      'utf-16be': 'UTF-16 BE',
      'windows-1250': 'Windows-1250 (Excel po polsku)',
      'iso-8859-2': 'ISO-8859-2',
    },
    separators: { semicolon: 'średnik (;)', comma: 'przecinek (,)', tab: 'tabulator' },
  },
  /** The rating of a solved ticket (spec §4): the client's ticket page and the public evaluation page. */
  /** The audit trail's entries (@helpdesk/shared/ui AuditEntries, AuditHistory): the History tabs and /admin/audit-log. */
  audit: {
    history: 'Historia',
    details: 'Dane',
    tabs: 'Dane i historia zmian',
    empty: 'Brak zapisanych zmian',
    loadError: 'Nie udało się wczytać historii zmian.',
    columns: { at: 'Kiedy', user: 'Kto', ip: 'IP', record: 'Rekord', changes: 'Zmiany' },
    noFields: 'bez zmian pól',
    none: '(brak)',
    system: 'System',
    kinds: {
      company: 'Firma',
      'company-pricing': 'Cennik firmy',
      'agent-cost': 'Koszt agenta',
      user: 'Użytkownik',
      'allowed-ip': 'Dozwolony adres IP',
      holiday: 'Święto',
      'remote-deployment': 'Wdrożenie modułu',
      'invoicing-month': 'Miesiąc fakturowania',
      settings: 'Ustawienia',
      'text-module': 'Moduł tekstowy',
      macro: 'Makro',
      automation: 'Reguła automatyzacji',
    },
    actions: {
      created: 'Utworzenie',
      updated: 'Zmiana',
      deleted: 'Usunięcie',
      restored: 'Przywrócenie',
      approved: 'Zatwierdzenie',
      reopened: 'Ponowne otwarcie',
    },
  },
  evaluation: {
    title: 'Ocena obsługi',
    rating: 'Ocena',
    pickRating: 'Wybierz ocenę',
    reason: 'Co poszło nie tak?',
    comment: 'Komentarz (opcjonalnie)',
    submit: 'Wyślij ocenę',
    stars_one: '{{count}} gwiazdka',
    stars_few: '{{count}} gwiazdki',
    stars_many: '{{count}} gwiazdek',
    stars_other: '{{count}} gwiazdki',
    reasonRequired: 'Wybierz powód niskiej oceny',
    reasons: VOCABULARY.pl.evaluationReason,
  },
  /** Used and its accepted part (the consumption module's figures): the client's balance and report, the staff report. */
  consumption: {
    accepted: 'W tym zaakceptowane {{accepted}} · czeka na akceptację {{pending}}',
    explain: {
      hours:
        'Wykorzystano: zgłoszony czas, który nie został odrzucony (zaokrąglony według zasad rozliczania czasu) — tyle zostanie rozliczone po akceptacji. Zaakceptowane: tylko czas już zaakceptowany.',
      visits:
        'Wykorzystano: przyjazdy ze zgłoszonego czasu, który nie został odrzucony — tyle zostanie rozliczone po akceptacji. Zaakceptowane: tylko przyjazdy już zaakceptowane.',
    },
    explainLabel: 'Co oznaczają te liczby',
  },
} as const;

/** The Polish file's keys, every one of them, with English texts. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const sharedEn: Texts<typeof sharedPl> = {
  ticket: {
    status: VOCABULARY.en.ticketStatus,
    priority: VOCABULARY.en.ticketPriority,
    type: VOCABULARY.en.ticketType,
    category: VOCABULARY.en.ticketCategory,
  },
  placeholder: {
    comingSoon: 'This screen is under construction.',
    companyFilter: 'Company filter: {{company}}',
    allCompanies: 'all companies',
    servedBy: 'Served by module: {{remote}} {{version}}',
  },
  loading: 'Loading…',
  retry: 'Try again',
  confirm: { cancel: 'Cancel', delete: 'Delete' },
  csvDialect: {
    label: 'CSV format',
    pl: 'Polish (semicolon, decimal comma)',
    en: 'English (comma, decimal point)',
  },
  apiErrors: {
    server: 'Server communication error',
    serverWithId: 'Server communication error (request id: {{id}})',
    notFound: 'The requested resource was not found',
    forbidden: 'The operation cannot be performed',
    invalid: 'Invalid data!',
    tooManyRequests: 'Too many requests. Try again in a moment.',
  },
  list: {
    loading: 'Loading…',
    loadError: 'Could not load the data.',
  },
  pagination: {
    label: 'Pagination',
    total: '{{from}}–{{to}} of {{total}}',
    totalNone: 'Nothing here',
    pageSize: 'Per page',
    page: 'Page {{page}} of {{pages}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  writer: {
    unknown: 'Unknown author',
    emailSender: '{{name}} <{{email}}> (e-mail)',
    emailAddress: '{{email}} (e-mail)',
    origin: {
      email: 'E-mail (sender unknown)',
      monitoring: 'Monitoring system',
      reminder: 'Scheduled reminder',
      automation: 'Automation rule',
    },
  },
  message: {
    imagesBlocked: 'Images from other servers are blocked.',
    showImages: 'Show images',
    unverifiedSender: 'Unverified sender',
    unverifiedSenderHint: 'The message failed SPF/DKIM/DMARC verification: the sender may be forged.',
    unknownSenderCheck: 'The sender could not be verified (SPF/DKIM/DMARC).',
  },
  attachments: {
    label: 'Attachments',
    download: 'Download {{name}} ({{size}})',
    chosen: 'Chosen files',
    remove: 'Remove {{name}}',
    limits: 'Files up to {{max}} MB: {{types}}',
    type: '{{name}}: this file type is not allowed',
    tooLarge: '{{name}}: the file is too large (at most {{max}} MB)',
  },
  importSource: {
    encoding: 'Character encoding',
    detected: 'detected',
    hint: 'If Polish letters look wrong, choose another encoding — the file is read again.',
    separator: 'Column separator: {{name}}',
    encodings: {
      'utf-8': 'UTF-8',
      'utf-16le': 'UTF-16 LE',
      'utf-16be': 'UTF-16 BE',
      'windows-1250': 'Windows-1250 (Polish Excel)',
      'iso-8859-2': 'ISO-8859-2',
    },
    separators: { semicolon: 'semicolon (;)', comma: 'comma (,)', tab: 'tab' },
  },
  audit: {
    history: 'History',
    details: 'Details',
    tabs: 'Details and history of changes',
    empty: 'No changes recorded',
    loadError: 'Could not load the history of changes.',
    columns: { at: 'When', user: 'Who', ip: 'IP', record: 'Record', changes: 'Changes' },
    noFields: 'no field changed',
    none: '(none)',
    system: 'System',
    kinds: {
      company: 'Company',
      'company-pricing': 'Company pricing',
      'agent-cost': 'Agent cost',
      user: 'User',
      'allowed-ip': 'Allowed IP address',
      holiday: 'Holiday',
      'remote-deployment': 'Remote deployment',
      'invoicing-month': 'Invoicing month',
      settings: 'Settings',
      'text-module': 'Text module',
      macro: 'Macro',
      automation: 'Automation rule',
    },
    actions: {
      created: 'Created',
      updated: 'Changed',
      deleted: 'Deleted',
      restored: 'Restored',
      approved: 'Approved',
      reopened: 'Reopened',
    },
  },
  evaluation: {
    title: 'Rate our service',
    rating: 'Rating',
    pickRating: 'Choose a rating',
    reason: 'What went wrong?',
    comment: 'Comment (optional)',
    submit: 'Send rating',
    stars_one: '{{count}} star',
    stars_few: '{{count}} stars',
    stars_many: '{{count}} stars',
    stars_other: '{{count}} stars',
    reasonRequired: 'Choose the reason for the low rating',
    reasons: VOCABULARY.en.evaluationReason,
  },
  consumption: {
    accepted: 'Of which accepted {{accepted}} · waiting for acceptance {{pending}}',
    explain: {
      hours:
        'Used: reported time that is not rejected (rounded by the time rules) — what will be billed once accepted. Accepted: only the time already accepted.',
      visits:
        'Used: arrivals on reported time that is not rejected — what will be billed once accepted. Accepted: only the arrivals already accepted.',
    },
    explainLabel: 'What these figures mean',
  },
};
