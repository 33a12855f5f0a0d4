/**
 * The ticket enumerations' names (@helpdesk/shared/enums), once for every app: in the 'shared' namespace under
 * `ticket` (`t('shared:ticket.status.new')`). They travel with `@helpdesk/shared/ui` (texts.ts), which every screen
 * that names a ticket's status loads, so the shell's first screen does not carry them.
 */
export const ticketLabelsPl = {
  status: {
    new: 'Nowe',
    'in-progress': 'W trakcie',
    'waiting-for-client': 'Oczekuje na klienta',
    'waiting-for-third-party': 'Oczekuje na stronę trzecią',
    resolved: 'Rozwiązane',
  },
  priority: { low: 'Niski', normal: 'Normalny', high: 'Wysoki', critical: 'Krytyczny' },
  type: { accident: 'Awaria', question: 'Pytanie', monitoring: 'Monitoring', order: 'Zamówienie' },
  category: {
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
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const ticketLabelsEn: Texts<typeof ticketLabelsPl> = {
  status: {
    new: 'New',
    'in-progress': 'In progress',
    'waiting-for-client': 'Waiting for client',
    'waiting-for-third-party': 'Waiting for third party',
    resolved: 'Resolved',
  },
  priority: { low: 'Low', normal: 'Normal', high: 'High', critical: 'Critical' },
  type: { accident: 'Accident', question: 'Question', monitoring: 'Monitoring', order: 'Order' },
  category: {
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
};
