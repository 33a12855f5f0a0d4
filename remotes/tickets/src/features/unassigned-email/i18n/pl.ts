/** Polish texts of the unassigned e-mails screen (key `unassignedEmail`). */
export const unassignedEmailPl = {
  priority: 'Priorytet',
  type: 'Typ',
  filters: { all: 'Wszystkie', unread: 'Nieprzeczytane' },
  columns: {
    id: 'ID',
    title: 'Tytuł',
    sender: 'Nadawca',
    address: 'Adres',
    reader: 'Przeczytał',
    received: 'Otrzymano',
    actions: 'Akcje',
  },
  open: 'Otwórz',
  markRead: 'Oznacz jako przeczytane',
  markUnread: 'Oznacz jako nieprzeczytane',
  unread: 'Nieprzeczytana',
  /** Why the intake kept the e-mail aside (`mail_mark`). */
  marks: {
    automatic: 'Wiadomość automatyczna',
    rate_limited: 'Limit wiadomości',
  },
  markHints: {
    automatic:
      'Autoodpowiedź, zwrot niedoręczonej poczty, potwierdzenie odczytu lub wiadomość z listy: nie utworzono zgłoszenia ani nikogo nie powiadomiono.',
    rate_limited: 'Od tego nadawcy lub do tego zgłoszenia przyszło w krótkim czasie zbyt wiele wiadomości: odłożono ją bez odpowiedzi.',
  },
  attachments: 'Załączniki',
  toTicket: 'Utwórz zgłoszenie',
  toTicketTitle: 'Zgłoszenie z wiadomości „{{title}}”',
  attach: 'Dołącz do zgłoszenia',
  attachTitle: 'Dołącz wiadomość do zgłoszenia',
  ticketId: 'Numer zgłoszenia (ID)',
  attached: 'Wiadomość dołączono do zgłoszenia {{fullid}}',
  deleteTitle: 'Usunąć wiadomość „{{title}}”?',
  deleteBody: 'Wiadomość i jej załączniki zostaną usunięte.',
  deleted: 'Wiadomość została usunięta',
  close: 'Zamknij',
  empty: 'Brak nieprzypisanych wiadomości.',
};
