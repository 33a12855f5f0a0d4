import { act, screen, within } from '@testing-library/react';
import { addTranslations, i18n, initI18n } from '@helpdesk/shared';
import { renderRoute } from '@helpdesk/shared/testing';
import { en } from '../../../i18n/en.ts';
import { pl } from '../../../i18n/pl.ts';
import type { TicketMessage } from '../api/ticket-types.ts';
import { ticketDetail } from '../testing/ticket-fixtures.ts';
import { MessageThread } from './message-thread.tsx';

const message = (id: number, fields: Pick<TicketMessage, 'author' | 'sender'>): TicketMessage => ({
  id,
  body: `<p>Wiadomość ${id}</p>`,
  created_at: `2026-11-21T0${id - 200}:00:00.000Z`,
  attachments: [],
  ...fields,
});

/** Replies filed from e-mails: an unknown sender with a name, one with an address only, a known client, and nobody. */
const ticket = ticketDetail({
  messages: [
    message(201, { author: null, sender: { name: 'Jan Nowak', email: 'jan@acme.pl' } }),
    message(202, { author: null, sender: { name: null, email: 'anna@acme.pl' } }),
    message(203, { author: { id: 17, name: 'Celina Klient', kind: 'client' }, sender: { name: 'Celina K.', email: 'client@demo.test' } }),
    message(204, { author: null, sender: null }),
  ],
});

/** Renders the thread in `lang` and checks each reply's card: its author text and author kind. */
async function expectAuthors(lang: 'pl' | 'en', expected: [string, string][]) {
  await act(() => i18n.changeLanguage(lang));
  const view = await renderRoute([{ path: 'thread', Component: () => <MessageThread ticket={ticket} /> }], '/thread');
  const thread = await screen.findByTestId('thread');
  const entries = Array.from(thread.querySelectorAll<HTMLElement>(':scope > li[data-kind="message"]'));
  expect(entries.map((entry) => entry.getAttribute('data-author-kind'))).toEqual(expected.map(([, kind]) => kind));
  entries.forEach((entry, i) => expect(within(entry).getByText(expected[i]![0])).toBeInTheDocument());
  view.unmount();
}

describe('the ticket thread on the client’s ticket page', () => {
  beforeAll(async () => {
    await initI18n();
    addTranslations('client', { pl, en });
  });
  afterAll(() => act(() => i18n.changeLanguage('pl')));

  it('names the e-mail sender of a reply nobody known wrote, in Polish', async () => {
    await expectAuthors('pl', [
      ['Jan Nowak <jan@acme.pl> (e-mail)', 'email'],
      ['anna@acme.pl (e-mail)', 'email'],
      ['Celina Klient', 'client'],
      ['Nieznany autor', 'unknown'],
    ]);
  });

  it('and in English', async () => {
    await expectAuthors('en', [
      ['Jan Nowak <jan@acme.pl> (e-mail)', 'email'],
      ['anna@acme.pl (e-mail)', 'email'],
      ['Celina Klient', 'client'],
      ['Unknown author', 'unknown'],
    ]);
  });
});
