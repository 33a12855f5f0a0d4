/**
 * The product's enumerations (spec §4) named in Polish and English, once, as plain data: the server's exports and
 * mails read them here, the apps through i18next (the 'shared' namespace and the remotes' texts take these objects).
 * Typed against the value lists, so a value added to an enumeration fails the type check until it is named.
 * No i18next, no zod: the server and the lightest first route can import it.
 */
import type { Locale } from '../constants.ts';
import type { AGENT_JOB_POSITIONS, AGENT_ROLES, CLIENT_ROLES } from '../permissions.ts';
import type {
  ADMIN_TICKET_FILTERS,
  CHARGING_MODELS,
  DEVICE_STATES,
  DEVICE_TYPES,
  EVALUATION_REASONS,
  INTERNAL_TIME_CATEGORIES,
  LEAVE_TYPES,
  PLANNED_WORK_STATUSES,
  PROJECT_STATES,
  REMINDER_PERIODS,
  REPORT_FREQUENCIES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  TIME_REPORT_KINDS,
} from '../schemas/enums.ts';

/** A name for every value of an enumeration. */
type Names<T extends readonly string[]> = Readonly<Record<T[number], string>>;

export interface Vocabulary {
  ticketStatus: Names<typeof TICKET_STATUSES>;
  ticketPriority: Names<typeof TICKET_PRIORITIES>;
  ticketType: Names<typeof TICKET_TYPES>;
  ticketCategory: Names<typeof TICKET_CATEGORIES>;
  /** The ticket lists' views (the staff list's; the client lists show some of them). */
  ticketFilter: Names<typeof ADMIN_TICKET_FILTERS>;
  /** The kind of work a time report is charged as (the staff type; "support scope" on the ticket). */
  timeReportKind: Names<typeof TIME_REPORT_KINDS>;
  /** An agent's type (job position). */
  agentType: Names<typeof AGENT_JOB_POSITIONS>;
  agentRole: Names<typeof AGENT_ROLES>;
  clientRole: Names<typeof CLIENT_ROLES>;
  language: Names<readonly Locale[]>;
  deviceType: Names<typeof DEVICE_TYPES>;
  deviceState: Names<typeof DEVICE_STATES>;
  projectState: Names<typeof PROJECT_STATES>;
  plannedWorkStatus: Names<typeof PLANNED_WORK_STATUSES>;
  leaveType: Names<typeof LEAVE_TYPES>;
  reminderPeriod: Names<typeof REMINDER_PERIODS>;
  internalTimeCategory: Names<typeof INTERNAL_TIME_CATEGORIES>;
  evaluationReason: Names<typeof EVALUATION_REASONS>;
  reportFrequency: Names<typeof REPORT_FREQUENCIES>;
  chargingModel: Names<typeof CHARGING_MODELS>;
}

const pl: Vocabulary = {
  ticketStatus: {
    new: 'Nowe',
    'in-progress': 'W trakcie',
    'waiting-for-client': 'Oczekuje na klienta',
    'waiting-for-third-party': 'Oczekuje na stronę trzecią',
    resolved: 'Rozwiązane',
  },
  ticketPriority: { low: 'Niski', normal: 'Normalny', high: 'Wysoki', critical: 'Krytyczny' },
  ticketType: { accident: 'Awaria', question: 'Pytanie', monitoring: 'Monitoring', order: 'Zamówienie' },
  ticketCategory: {
    other: 'Inne',
    computer: 'Komputer',
    software: 'Oprogramowanie',
    servers: 'Serwery',
    network: 'Sieć',
    phones: 'Telefony',
    email: 'Poczta e-mail',
    security: 'Bezpieczeństwo',
    printers: 'Drukarki',
  },
  ticketFilter: {
    'not-resolved': 'Nierozwiązane',
    new: 'Nowe',
    'in-progress': 'W trakcie',
    accident: 'Awarie',
    waiting: 'Oczekujące',
    monitoring: 'Monitoring',
    all: 'Wszystkie',
    'not-assigned': 'Nieprzypisane',
    'assigned-to-me': 'Przypisane do mnie',
    'assigned-to-others': 'Przypisane do innych',
    resolved: 'Rozwiązane',
    trashed: 'Kosz',
  },
  timeReportKind: { it: 'IT', admin: 'Administracja', developer: 'Programista', specialist: 'Specjalista' },
  agentType: { admin: 'Administrator', support: 'Wsparcie', developer: 'Programista', specialist: 'Specjalista' },
  agentRole: { admin: 'Administrator', manager: 'Menedżer', agent: 'Agent' },
  clientRole: { client: 'Klient', 'client-vip': 'Klient VIP', monitoring: 'Monitoring' },
  language: { pl: 'Polski', en: 'Angielski' },
  deviceType: {
    other: 'Inne',
    laptop: 'Laptop',
    workstation: 'Stacja robocza',
    server: 'Serwer',
    switch: 'Switch',
    router: 'Router',
    printer: 'Drukarka',
    phone: 'Telefon',
    tablet: 'Tablet',
  },
  deviceState: {
    ok: 'Sprawne',
    crashed: 'Awaria',
    sold: 'Sprzedane',
    disposed: 'Zutylizowane',
    stolen: 'Skradzione',
    lost: 'Zgubione',
    serviced: 'W serwisie',
  },
  projectState: { new: 'Nowy', 'in-progress': 'W trakcie', stopped: 'Wstrzymany', finished: 'Zakończony' },
  plannedWorkStatus: { 'waiting-for-accept': 'Czeka na akceptację', accepted: 'Zaakceptowana', rejected: 'Odrzucona' },
  leaveType: {
    health: 'Zwolnienie (L4)',
    free: 'Urlop wypoczynkowy',
    occasional: 'Okolicznościowy / inny',
    holiday: 'Urlop świąteczny',
    remote: 'Praca zdalna',
  },
  reminderPeriod: {
    once: 'Jednorazowo',
    weekly: 'Co tydzień',
    'every-2-weeks': 'Co 2 tygodnie',
    'every-3-weeks': 'Co 3 tygodnie',
    monthly: 'Co miesiąc',
    yearly: 'Co rok',
  },
  internalTimeCategory: {
    meeting: 'Spotkanie',
    arrival: 'Przyjazd',
    learning: 'Nauka',
    'fix-mistakes': 'Poprawa błędów',
    offers: 'Oferty',
    others: 'Inne',
  },
  evaluationReason: {
    'too-long-resolving-time': 'Zbyt długi czas rozwiązania',
    'too-few-visits': 'Zbyt mało wizyt',
    'visit-needed': 'Potrzebna była wizyta',
    'communication-problem': 'Problem z komunikacją',
    'too-low-competence': 'Zbyt niskie kompetencje',
    other: 'Inny powód',
  },
  reportFrequency: { never: 'Nigdy', daily: 'Codziennie', weekly: 'Co tydzień', monthly: 'Co miesiąc' },
  chargingModel: { universal: 'Uniwersalny', split: 'Podzielony na typ pracownika', 'no-limit': 'Bez limitu', limited: 'Limitowany' },
};

const en: Vocabulary = {
  ticketStatus: {
    new: 'New',
    'in-progress': 'In progress',
    'waiting-for-client': 'Waiting for client',
    'waiting-for-third-party': 'Waiting for third party',
    resolved: 'Resolved',
  },
  ticketPriority: { low: 'Low', normal: 'Normal', high: 'High', critical: 'Critical' },
  ticketType: { accident: 'Accident', question: 'Question', monitoring: 'Monitoring', order: 'Order' },
  ticketCategory: {
    other: 'Other',
    computer: 'Computer',
    software: 'Software',
    servers: 'Servers',
    network: 'Network',
    phones: 'Phones',
    email: 'E-mail',
    security: 'Security',
    printers: 'Printers',
  },
  ticketFilter: {
    'not-resolved': 'Not resolved',
    new: 'New',
    'in-progress': 'In progress',
    accident: 'Accidents',
    waiting: 'Waiting',
    monitoring: 'Monitoring',
    all: 'All',
    'not-assigned': 'Not assigned',
    'assigned-to-me': 'Assigned to me',
    'assigned-to-others': 'Assigned to others',
    resolved: 'Resolved',
    trashed: 'Trash',
  },
  timeReportKind: { it: 'IT', admin: 'Administration', developer: 'Developer', specialist: 'Specialist' },
  agentType: { admin: 'Administrator', support: 'Support', developer: 'Developer', specialist: 'Specialist' },
  agentRole: { admin: 'Administrator', manager: 'Manager', agent: 'Agent' },
  clientRole: { client: 'Client', 'client-vip': 'VIP client', monitoring: 'Monitoring' },
  language: { pl: 'Polish', en: 'English' },
  deviceType: {
    other: 'Other',
    laptop: 'Laptop',
    workstation: 'Workstation',
    server: 'Server',
    switch: 'Switch',
    router: 'Router',
    printer: 'Printer',
    phone: 'Phone',
    tablet: 'Tablet',
  },
  deviceState: {
    ok: 'OK',
    crashed: 'Crashed',
    sold: 'Sold',
    disposed: 'Disposed',
    stolen: 'Stolen',
    lost: 'Lost',
    serviced: 'In service',
  },
  projectState: { new: 'New', 'in-progress': 'In progress', stopped: 'Stopped', finished: 'Finished' },
  plannedWorkStatus: { 'waiting-for-accept': 'Waiting for acceptance', accepted: 'Accepted', rejected: 'Rejected' },
  leaveType: {
    health: 'Sick leave (L4)',
    free: 'Annual leave',
    occasional: 'Occasional / other',
    holiday: 'Holiday leave',
    remote: 'Remote work',
  },
  reminderPeriod: {
    once: 'Once',
    weekly: 'Weekly',
    'every-2-weeks': 'Every 2 weeks',
    'every-3-weeks': 'Every 3 weeks',
    monthly: 'Monthly',
    yearly: 'Yearly',
  },
  internalTimeCategory: {
    meeting: 'Meeting',
    arrival: 'Arrival',
    learning: 'Learning',
    'fix-mistakes': 'Fixing mistakes',
    offers: 'Offers',
    others: 'Others',
  },
  evaluationReason: {
    'too-long-resolving-time': 'Too long resolving time',
    'too-few-visits': 'Too few visits',
    'visit-needed': 'A visit was needed',
    'communication-problem': 'Communication problem',
    'too-low-competence': 'Too low competence',
    other: 'Other',
  },
  reportFrequency: { never: 'Never', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  chargingModel: { universal: 'Universal', split: 'Split by staff type', 'no-limit': 'No limit', limited: 'Limited' },
};

export const VOCABULARY: Readonly<Record<Locale, Vocabulary>> = { pl, en };

export type VocabularyGroup = keyof Vocabulary;

/** A value's name in `lang`; a value the list does not know (an old row, a newer server) shows as it is. */
export function nameOf<G extends VocabularyGroup>(lang: Locale, group: G, value: string): string {
  const names: Readonly<Record<string, string>> = VOCABULARY[lang][group];
  return Object.hasOwn(names, value) ? names[value]! : value;
}

/**
 * The value named so in either language (case-insensitive), or the text itself lower-cased: a spreadsheet exported
 * with names reads back as the values.
 */
export function valueOfName<G extends VocabularyGroup>(group: G, name: string): string {
  const wanted = name.trim().toLowerCase();
  for (const names of Object.values(VOCABULARY) as Vocabulary[]) {
    const found = Object.entries(names[group] as Readonly<Record<string, string>>).find(([, n]) => n.toLowerCase() === wanted);
    if (found) return found[0];
  }
  return wanted;
}

/** The names of some of a group's values, for a screen that offers fewer than all (the client ticket views). */
export function namesOf<G extends VocabularyGroup, K extends keyof Vocabulary[G] & string>(
  lang: Locale,
  group: G,
  values: readonly K[],
): Readonly<Record<K, string>> {
  const names = VOCABULARY[lang][group] as Readonly<Record<K, string>>;
  return Object.fromEntries(values.map((value) => [value, names[value]])) as Record<K, string>;
}
