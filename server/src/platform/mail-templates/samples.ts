/**
 * One example of every template, for the dev script that writes them out (server/scripts/mail-samples.ts) and for
 * the tests that render every kind. Not used by the server.
 */
import type { MonthFigures } from '@helpdesk/shared/resources';
import {
  renderCompanyReport,
  renderEmailChangeConfirm,
  renderEmailChangeNotice,
  renderEmployeeExists,
  renderEvaluationInvite,
  renderHoursLimitAlert,
  renderPasswordReset,
  renderSlaWarning,
  renderTicketAssigned,
  renderTicketCreated,
  renderTicketNoteAdded,
  renderTicketReply,
  renderTicketStatusChanged,
  renderWelcome,
  type MailLang,
  type MailTicket,
  type MailTicketMessage,
  type RenderedMail,
} from './index';

const BASE_URL = 'https://helpdesk.example.com';

export const sampleTicket: MailTicket = {
  id: 412,
  fullid: 'ACME-12',
  subject: 'Drukarka w księgowości nie drukuje',
  status: 'in-progress',
  priority: 'high',
  company: 'ACME Sp. z o.o.',
  requester: 'Anna Nowak',
};

export const sampleReply: MailTicketMessage = {
  author: 'Piotr Kowalski',
  at: new Date('2026-11-28T10:05:00Z'),
  body:
    '<p>Dzień dobry,</p><p>wymieniliśmy toner i sterownik. Proszę sprawdzić:</p><ul><li>wydruk strony testowej,</li><li>skan do e-maila.</li></ul>' +
    '<p>Instrukcja: <a href="https://example.com/docs/printer" rel="noopener noreferrer nofollow" target="_blank">dokumentacja drukarki</a>.<br>Pozdrawiam<br>Piotr</p>',
  attachments: [
    { filename: 'raport-serwisowy.pdf', size: 248_320 },
    { filename: 'zdjęcie-tonera.jpg', size: 1_843_200 },
  ],
};

export const sampleEarlier: MailTicketMessage[] = [
  { author: 'Anna Nowak', at: new Date('2026-11-27T08:12:00Z'), body: 'Drukarka HP w pokoju 12 pokazuje błąd 49.<br>Restart nie pomógł.' },
  { author: 'Piotr Kowalski', at: new Date('2026-11-27T09:30:00Z'), body: '<p>Dziękujemy, przyjedziemy jutro rano.</p>' },
  { author: 'Anna Nowak', at: new Date('2026-11-27T10:02:00Z'), body: '<p>Dobrze, będę od 8:00. Tom &amp; Jerry też.</p>' },
  { author: 'Anna Nowak', at: new Date('2026-11-26T15:00:00Z'), body: '<p>Najstarsza wiadomość, której nie cytujemy.</p>' },
];

const figures: MonthFigures = {
  month: '2026-10',
  hours: {
    reported_minutes: 1900,
    charged_minutes: 1830,
    accepted_minutes: 1830,
    pending_minutes: 0,
    package_minutes: 2400,
    remaining_minutes: 570,
    over_minutes: 0,
    outside_contract_minutes: 60,
    per_kind: {
      it: {
        reported_minutes: 1500,
        charged_minutes: 1440,
        accepted_minutes: 1440,
        pending_minutes: 0,
        package_minutes: null,
        remaining_minutes: null,
        over_minutes: 0,
      },
      admin: {
        reported_minutes: 400,
        charged_minutes: 390,
        accepted_minutes: 390,
        pending_minutes: 0,
        package_minutes: null,
        remaining_minutes: null,
        over_minutes: 0,
      },
      developer: {
        reported_minutes: 0,
        charged_minutes: 0,
        accepted_minutes: 0,
        pending_minutes: 0,
        package_minutes: null,
        remaining_minutes: null,
        over_minutes: 0,
      },
      specialist: {
        reported_minutes: 0,
        charged_minutes: 0,
        accepted_minutes: 0,
        pending_minutes: 0,
        package_minutes: null,
        remaining_minutes: null,
        over_minutes: 0,
      },
    },
  },
  arrivals: { used: 3, accepted: 2, pending: 1, package: 4, remaining: 1, limit: 4 },
  tickets: { opened: 17, resolved: 15 },
  sla: { first_response: { met: 16, breached: 1, total: 17 }, resolution: { met: 14, breached: 1, total: 15 } },
};

/** Every template, by a file-friendly name. */
export const MAIL_SAMPLES: Record<string, (lang: MailLang) => RenderedMail> = {
  'ticket-reply-client': (lang) =>
    renderTicketReply(lang, { baseUrl: BASE_URL, audience: 'client', ticket: sampleTicket, reply: sampleReply, earlier: sampleEarlier }),
  'ticket-reply-staff': (lang) =>
    renderTicketReply(lang, { baseUrl: BASE_URL, audience: 'staff', ticket: sampleTicket, reply: sampleReply, earlier: sampleEarlier }),
  'ticket-created': (lang) =>
    renderTicketCreated(lang, {
      baseUrl: BASE_URL,
      audience: 'client',
      ticket: { ...sampleTicket, status: 'new' },
      recipientName: 'Anna Nowak',
      message: sampleEarlier[0],
    }),
  'ticket-assigned': (lang) =>
    renderTicketAssigned(lang, { baseUrl: BASE_URL, ticket: sampleTicket, assignedBy: 'Maria Wiśniewska', message: sampleEarlier[0] }),
  'ticket-status-changed': (lang) =>
    renderTicketStatusChanged(lang, {
      baseUrl: BASE_URL,
      audience: 'client',
      ticket: { ...sampleTicket, status: 'resolved' },
      previousStatus: 'in-progress',
      changedBy: 'Piotr Kowalski',
    }),
  'ticket-note-added': (lang) =>
    renderTicketNoteAdded(lang, {
      baseUrl: BASE_URL,
      ticket: sampleTicket,
      note: {
        author: 'Maria Wiśniewska',
        at: new Date('2026-11-28T11:00:00Z'),
        body: '<p>Klient ma drugą drukarkę na gwarancji — sprawdzić numer seryjny.</p>',
      },
    }),
  'ticket-note-mention': (lang) =>
    renderTicketNoteAdded(lang, {
      baseUrl: BASE_URL,
      ticket: sampleTicket,
      mentioned: true,
      note: {
        author: 'Maria Wiśniewska',
        at: new Date('2026-11-28T11:00:00Z'),
        body: '<p><span data-mention="7">@Piotr Kowalski</span> sprawdzisz numer seryjny drugiej drukarki?</p>',
      },
    }),
  'sla-warning': (lang) =>
    renderSlaWarning(lang, {
      baseUrl: BASE_URL,
      ticket: sampleTicket,
      deadline: 'response',
      dueAt: new Date('2026-11-28T11:30:00Z'),
      now: new Date('2026-11-28T11:05:00Z'),
      rule: 'Ostrzeżenie SLA: 80 % czasu na rozwiązanie',
    }),
  'password-reset': (lang) =>
    renderPasswordReset(lang, { recipientName: 'Anna Nowak', link: `${BASE_URL}/reset?token=abc&email=anna%40acme.pl`, validMinutes: 60 }),
  'welcome-client': (lang) =>
    renderWelcome(lang, {
      account: 'client',
      recipientName: 'Anna Nowak',
      email: 'anna@acme.pl',
      temporaryPassword: 'Xk7-pQ2-m9Z',
      loginUrl: `${BASE_URL}/login`,
      company: 'ACME Sp. z o.o.',
    }),
  'welcome-agent': (lang) =>
    renderWelcome(lang, {
      account: 'agent',
      recipientName: 'Piotr Kowalski',
      email: 'piotr@msp.pl',
      temporaryPassword: 'Xk7-pQ2-m9Z',
      loginUrl: `${BASE_URL}/login`,
      phone: '+48 600 100 200',
    }),
  'employee-exists': (lang) => renderEmployeeExists(lang, { inviter: 'Jan Nowak', company: 'ACME Sp. z o.o.', email: 'anna@acme.pl' }),
  'email-change-confirm': (lang) =>
    renderEmailChangeConfirm(lang, {
      recipientName: 'Anna Nowak',
      oldEmail: 'anna@acme.pl',
      newEmail: 'anna.nowak@acme.pl',
      link: `${BASE_URL}/email/confirm?token=abc`,
      validHours: 24,
    }),
  'email-change-notice': (lang) => renderEmailChangeNotice(lang, { recipientName: 'Anna Nowak', newEmail: 'anna.nowak@acme.pl' }),
  'company-report': (lang) =>
    renderCompanyReport(lang, {
      recipientName: 'Anna Nowak',
      company: 'ACME Sp. z o.o.',
      period: '2026-11',
      figures,
      reportUrl: `${BASE_URL}/company-report`,
    }),
  'hours-limit-alert': (lang) =>
    renderHoursLimitAlert(lang, {
      recipientName: 'Anna Nowak',
      company: 'ACME Sp. z o.o.',
      month: '2026-11',
      percent: 80,
      figures: [
        { label: 'hours', used: 1950, package: 2400, percent: 81.3, minutes: true },
        { label: 'admin', used: 500, package: 600, percent: 83.3, minutes: true },
        { label: 'visits', used: 4, package: 4, percent: 100, minutes: false },
      ],
      url: `${BASE_URL}/contract`,
    }),
  'evaluation-invite': (lang) =>
    renderEvaluationInvite(lang, {
      recipientName: 'Anna Nowak',
      ticket: { fullid: 'ACME-12', subject: sampleTicket.subject },
      link: `${BASE_URL}/evaluation?token=abc`,
      validDays: 14,
    }),
};
