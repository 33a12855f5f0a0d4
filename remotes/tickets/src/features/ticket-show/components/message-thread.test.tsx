import { act, screen, within } from '@testing-library/react';
import { i18n } from '@helpdesk/shared';
import { renderRoute } from '@helpdesk/shared/testing';
import type { TicketDetail, TicketMessage } from '../api/ticket-detail.ts';
import { prepareTexts, ticketDetail } from '../testing/ticket-show-fixtures.tsx';
import { MessageThread } from './message-thread.tsx';

const message = (id: number, fields: Pick<TicketMessage, 'author' | 'sender'>): TicketMessage => ({
  id,
  body: `<p>Wiadomość ${id}</p>`,
  created_at: `2026-11-21T0${id - 200}:00:00.000Z`,
  attachments: [],
  ...fields,
});

/** Replies filed from e-mails: an unknown sender with a name, one with an address only, a known client, and nobody. */
const ticket: TicketDetail = ticketDetail({
  notes: [],
  messages: [
    message(201, { author: null, sender: { name: 'Jan Nowak', email: 'jan@acme.pl' } }),
    message(202, { author: null, sender: { name: null, email: 'anna@acme.pl' } }),
    message(203, { author: { id: 17, name: 'Celina Klient', kind: 'client' }, sender: { name: 'Celina K.', email: 'client@demo.test' } }),
    message(204, { author: null, sender: null }),
  ],
});

/** Renders the thread in `lang` and checks each e-mail reply's card names `expected[i]` as its author. */
async function expectAuthors(lang: 'pl' | 'en', expected: string[]) {
  await prepareTexts();
  await act(() => i18n.changeLanguage(lang));
  const view = await renderRoute([{ path: 'thread', Component: () => <MessageThread ticket={ticket} /> }], '/thread');
  const thread = await screen.findByTestId('thread');
  const entries = Array.from(thread.querySelectorAll<HTMLElement>(':scope > li[data-kind="message"]'));
  expect(entries).toHaveLength(expected.length);
  entries.forEach((entry, i) => expect(within(entry).getByText(expected[i]!)).toBeInTheDocument());
  view.unmount();
}

describe('the ticket thread on the agent’s ticket page', () => {
  afterAll(() => act(() => i18n.changeLanguage('pl')));

  it('names the e-mail sender of a message nobody known wrote, in Polish', async () => {
    await expectAuthors('pl', ['Jan Nowak <jan@acme.pl> (e-mail)', 'anna@acme.pl (e-mail)', 'Celina Klient', 'Nieznany autor']);
  });

  it('and in English', async () => {
    await expectAuthors('en', ['Jan Nowak <jan@acme.pl> (e-mail)', 'anna@acme.pl (e-mail)', 'Celina Klient', 'Unknown author']);
  });
});
