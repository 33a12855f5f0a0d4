import { act, screen, within } from '@testing-library/react';
import { addTranslations, i18n, initI18n } from '@helpdesk/shared';
import { renderRoute } from '@helpdesk/shared/testing';
import { en } from '../../../i18n/en.ts';
import { pl } from '../../../i18n/pl.ts';
import type { ClientTicketDetail as TicketDetail, TicketMessage } from '@helpdesk/shared/resources';
import { ticketDetail } from '../testing/ticket-fixtures.ts';
import { MessageThread } from './message-thread.tsx';

const message = (id: number, fields: Pick<TicketMessage, 'author' | 'origin' | 'sender'>): TicketMessage => ({
  id,
  body: `<p>Wiadomość ${id}</p>`,
  created_at: `2026-11-21T0${id - 200}:00:00.000Z`,
  attachments: [],
  ...fields,
});

/**
 * Replies: e-mails of an unknown sender with a name and with an address only, a known client's e-mail, a monitoring
 * alert for a company without a monitoring account, and one nothing is known about.
 */
const ticket = ticketDetail({
  messages: [
    message(201, { author: null, origin: 'email', sender: { name: 'Jan Nowak', email: 'jan@acme.pl' } }),
    message(202, { author: null, origin: 'email', sender: { name: null, email: 'anna@acme.pl' } }),
    message(203, {
      author: { id: 17, name: 'Celina Klient', kind: 'client' },
      origin: 'email',
      sender: { name: 'Celina K.', email: 'client@demo.test' },
    }),
    message(204, { author: null, origin: 'monitoring', sender: null }),
    message(205, { author: null, origin: 'web', sender: null }),
  ],
});

const agent = { id: 5, name: 'Artur Agent' };
const nobody = { requester: null, created_by: null } as const;

/** The description's entry: who opened the ticket, or what did (the API's requester, sender, origin, created_by). */
const requests: [ticket: Partial<TicketDetail>, kind: string, pl: string, en: string][] = [
  [
    { ...nobody, origin: 'email', sender: { name: 'Jan Nowak', email: 'jan@acme.pl' } },
    'email',
    'Jan Nowak <jan@acme.pl> (e-mail)',
    'Jan Nowak <jan@acme.pl> (e-mail)',
  ],
  // An unassigned e-mail an agent made a ticket, no requester found: the sender, not the agent.
  [
    { requester: null, created_by: agent, origin: 'email', sender: { name: null, email: 'anna@private.example' } },
    'email',
    'anna@private.example (e-mail)',
    'anna@private.example (e-mail)',
  ],
  [{ origin: 'email', sender: { name: 'Celina K.', email: 'client@demo.test' } }, 'requester', 'Celina Klient', 'Celina Klient'],
  [{ ...nobody, origin: 'monitoring', sender: null }, 'monitoring', 'System monitoringu', 'Monitoring system'],
  [{ ...nobody, origin: 'reminder', sender: null }, 'reminder', 'Zaplanowane przypomnienie', 'Scheduled reminder'],
  // Filed from an e-mail before senders were kept.
  [{ requester: null, created_by: agent, origin: 'email', sender: null }, 'email', 'E-mail (nadawca nieznany)', 'E-mail (sender unknown)'],
  [{ requester: null, created_by: agent, origin: 'web', sender: null }, 'creator', 'Artur Agent', 'Artur Agent'],
  [{ ...nobody, origin: 'web', sender: null }, 'unknown', 'Nieznany autor', 'Unknown author'],
];

async function renderThread(lang: 'pl' | 'en', shown: TicketDetail) {
  await act(() => i18n.changeLanguage(lang));
  const view = await renderRoute([{ path: 'thread', Component: () => <MessageThread ticket={shown} /> }], '/thread');
  const thread = await screen.findByTestId('thread');
  return { view, entries: (kind: string) => Array.from(thread.querySelectorAll<HTMLElement>(`:scope > li[data-kind="${kind}"]`)) };
}

/** Renders the thread in `lang` and checks each reply's card: its author text and author kind. */
async function expectAuthors(lang: 'pl' | 'en', expected: [string, string][]) {
  const { view, entries } = await renderThread(lang, ticket);
  const messages = entries('message');
  expect(messages.map((entry) => entry.getAttribute('data-author-kind'))).toEqual(expected.map(([, kind]) => kind));
  messages.forEach((entry, i) => expect(within(entry).getByText(expected[i]![0])).toBeInTheDocument());
  view.unmount();
}

/** Renders each ticket of `requests` in `lang` and checks its description's card: author text and kind. */
async function expectRequestAuthors(lang: 'pl' | 'en') {
  for (const [fields, kind, pl, en] of requests) {
    const { view, entries } = await renderThread(lang, ticketDetail({ messages: [], ...fields }));
    const [request] = entries('request');
    expect(request!.getAttribute('data-author-kind')).toBe(kind);
    expect(within(request!).getByText(lang === 'pl' ? pl : en)).toBeInTheDocument();
    view.unmount();
  }
}

describe('the ticket thread on the client’s ticket page', () => {
  beforeAll(async () => {
    await initI18n();
    addTranslations('client', { pl, en });
  });
  afterAll(() => act(() => i18n.changeLanguage('pl')));

  it('names the e-mail sender of a reply nobody known wrote, or the monitoring system, in Polish', async () => {
    await expectAuthors('pl', [
      ['Jan Nowak <jan@acme.pl> (e-mail)', 'email'],
      ['anna@acme.pl (e-mail)', 'email'],
      ['Celina Klient', 'client'],
      ['System monitoringu', 'monitoring'],
      ['Nieznany autor', 'unknown'],
    ]);
  });

  it('and in English', async () => {
    await expectAuthors('en', [
      ['Jan Nowak <jan@acme.pl> (e-mail)', 'email'],
      ['anna@acme.pl (e-mail)', 'email'],
      ['Celina Klient', 'client'],
      ['Monitoring system', 'monitoring'],
      ['Unknown author', 'unknown'],
    ]);
  });

  it('names who or what opened the ticket on its description, in Polish', async () => {
    await expectRequestAuthors('pl');
  });

  it('and in English', async () => {
    await expectRequestAuthors('en');
  });
});
