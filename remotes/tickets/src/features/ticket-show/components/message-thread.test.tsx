import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@helpdesk/shared';
import { renderRoute } from '@helpdesk/shared/testing';
import type { TicketDetail, TicketMessage } from '@helpdesk/shared/resources';
import { prepareTexts, ticketDetail } from '../testing/ticket-show-fixtures.tsx';
import { MessageThread, threadItems } from './message-thread.tsx';

const message = (id: number, fields: Pick<TicketMessage, 'author' | 'origin' | 'sender'> & Partial<TicketMessage>): TicketMessage => ({
  id,
  body: `<p>Wiadomość ${id}</p>`,
  created_at: `2026-11-21T0${id - 200}:00:00.000Z`,
  attachments: [],
  ...fields,
});

/**
 * Messages nobody known wrote: e-mails of an unknown sender with a name and with an address only, a known client's
 * e-mail, a monitoring alert for a company without a monitoring account, and one nothing is known about.
 */
const ticket: TicketDetail = ticketDetail({
  notes: [],
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
const requests: [what: string, ticket: Partial<TicketDetail>, pl: string, en: string][] = [
  [
    'an unknown sender’s e-mail',
    { ...nobody, origin: 'email', sender: { name: 'Jan Nowak', email: 'jan@acme.pl' } },
    'Jan Nowak <jan@acme.pl> (e-mail)',
    'Jan Nowak <jan@acme.pl> (e-mail)',
  ],
  [
    'an unassigned e-mail an agent made a ticket, no requester found',
    { requester: null, created_by: agent, origin: 'email', sender: { name: null, email: 'anna@private.example' } },
    'anna@private.example (e-mail)',
    'anna@private.example (e-mail)',
  ],
  [
    'a known client’s e-mail',
    { origin: 'email', sender: { name: 'Celina K.', email: 'client@demo.test' } },
    'Celina Klient',
    'Celina Klient',
  ],
  [
    'a monitoring alert, no monitoring account',
    { ...nobody, origin: 'monitoring', sender: null },
    'System monitoringu',
    'Monitoring system',
  ],
  ['a reminder without an employee', { ...nobody, origin: 'reminder', sender: null }, 'Zaplanowane przypomnienie', 'Scheduled reminder'],
  [
    'an e-mail filed before senders were kept',
    { requester: null, created_by: agent, origin: 'email', sender: null },
    'E-mail (nadawca nieznany)',
    'E-mail (sender unknown)',
  ],
  [
    'an agent’s ticket without a requester',
    { requester: null, created_by: agent, origin: 'web', sender: null },
    'Artur Agent',
    'Artur Agent',
  ],
  ['nothing known', { ...nobody, origin: 'web', sender: null }, 'Nieznany autor', 'Unknown author'],
];

async function renderThread(lang: 'pl' | 'en', shown: TicketDetail) {
  await prepareTexts();
  await act(() => i18n.changeLanguage(lang));
  const view = await renderRoute([{ path: 'thread', Component: () => <MessageThread ticket={shown} /> }], '/thread');
  const thread = await screen.findByTestId('thread');
  return { view, entries: (kind: string) => Array.from(thread.querySelectorAll<HTMLElement>(`:scope > li[data-kind="${kind}"]`)) };
}

/** Renders the thread in `lang` and checks each message's card names `expected[i]` as its author. */
async function expectAuthors(lang: 'pl' | 'en', expected: string[]) {
  const { view, entries } = await renderThread(lang, ticket);
  const messages = entries('message');
  expect(messages).toHaveLength(expected.length);
  messages.forEach((entry, i) => expect(within(entry).getByText(expected[i]!)).toBeInTheDocument());
  view.unmount();
}

/** Renders each ticket of `requests` in `lang` and checks its description's card names the expected author. */
async function expectRequestAuthors(lang: 'pl' | 'en') {
  for (const [what, fields, pl, en] of requests) {
    const { view, entries } = await renderThread(lang, ticketDetail({ notes: [], messages: [], ...fields }));
    const [request] = entries('request');
    expect([what, within(request!).queryByText(lang === 'pl' ? pl : en)]).toEqual([what, expect.anything()]);
    view.unmount();
  }
}

describe('the ticket thread on the agent’s ticket page', () => {
  afterAll(() => act(() => i18n.changeLanguage('pl')));

  it('names the e-mail sender of a message nobody known wrote, or the monitoring system, in Polish', async () => {
    await expectAuthors('pl', [
      'Jan Nowak <jan@acme.pl> (e-mail)',
      'anna@acme.pl (e-mail)',
      'Celina Klient',
      'System monitoringu',
      'Nieznany autor',
    ]);
  });

  it('and in English', async () => {
    await expectAuthors('en', [
      'Jan Nowak <jan@acme.pl> (e-mail)',
      'anna@acme.pl (e-mail)',
      'Celina Klient',
      'Monitoring system',
      'Unknown author',
    ]);
  });

  it('names who or what opened the ticket on its description, in Polish', async () => {
    await expectRequestAuthors('pl');
  });

  it('and in English', async () => {
    await expectRequestAuthors('en');
  });

  /** Issue 33: an out-of-office reply the intake kept as a note names its sender and says it is automatic. */
  it.each([
    ['pl', 'Odpowiedź automatyczna', 'Celina Klient <client@demo.test> (e-mail)'],
    ['en', 'Automatic reply', 'Celina Klient <client@demo.test> (e-mail)'],
  ] as const)('marks an automatic e-mail kept as a note (%s)', async (lang, automatic, sender) => {
    const shown = ticketDetail({
      messages: [],
      notes: [
        {
          id: 1,
          body: '<p>Jestem na urlopie.</p>',
          author: null,
          mail_mark: 'automatic',
          sender: { name: 'Celina Klient', email: 'client@demo.test' },
          created_at: '2026-11-21T08:00:00.000Z',
        },
        { id: 2, body: '<p>Zadzwonić jutro.</p>', author: agent, created_at: '2026-11-21T09:00:00.000Z' },
      ],
    });
    const { view, entries } = await renderThread(lang, shown);
    const [auto, written] = entries('note');
    expect(within(auto!).getByText(automatic)).toBeInTheDocument();
    expect(within(auto!).getByText(sender)).toBeInTheDocument();
    expect(within(written!).queryByText(automatic)).not.toBeInTheDocument();
    expect(within(written!).getByText('Artur Agent')).toBeInTheDocument();
    view.unmount();
  });

  it('shows the description first, then the messages and notes interleaved by when they were written', () => {
    const web = { author: null, origin: 'web', sender: null } as const;
    const note = (id: number, created_at: string) => ({ id, body: `<p>Notatka ${id}</p>`, author: agent, created_at });
    const mixed = ticketDetail({
      messages: [message(203, web), message(201, web), message(209, { ...web, created_at: '2026-11-21T12:30:00.000Z' })],
      notes: [note(51, '2026-11-21T02:30:00.000Z'), note(50, '2026-11-20T23:59:59.000Z'), note(52, '2026-11-21T12:00:00.000Z')],
    });
    expect(threadItems(mixed).map((item) => item.key)).toEqual(['request', 'n50', 'm201', 'n51', 'm203', 'n52', 'm209']);
  });

  it('draws an alert nobody wrote as the system’s entry, and e-mails of people as the client side’s', async () => {
    const { view, entries } = await renderThread('pl', ticket);
    expect(entries('message').map((entry) => entry.getAttribute('data-tone'))).toEqual(['client', 'client', 'client', 'system', 'client']);
    view.unmount();
  });

  /** Issue 11 items 9 and 14: a forged e-mail, a verified one, one DNS could not check; a tracking pixel in one. */
  const checked = ticketDetail({
    notes: [],
    mail_auth: 'none',
    messages: [
      message(201, {
        author: null,
        origin: 'email',
        sender: { name: null, email: 'ceo@acme.pl' },
        mail_auth: 'fail',
        body: '<p>Przelew</p><img src="https://track.test/p.gif">',
      }),
      message(202, {
        author: null,
        origin: 'email',
        sender: { name: null, email: 'anna@acme.pl' },
        mail_auth: 'pass',
        body: '<p>Logo</p><img src="https://cdn.acme.pl/logo.png">',
      }),
      message(203, { author: null, origin: 'email', sender: { name: null, email: 'jan@acme.pl' }, mail_auth: 'unknown' }),
    ],
  });

  it.each([
    ['pl', 'Niezweryfikowany nadawca', 'Pokaż obrazy'],
    ['en', 'Unverified sender', 'Show images'],
  ] as const)('marks e-mails from an unverified sender and blocks remote images per message (%s)', async (lang, unverified, showImages) => {
    const { view, entries } = await renderThread(lang, checked);
    const [request] = entries('request');
    const [forged, verified, unchecked] = entries('message');
    expect(within(request!).getByText(unverified)).toBeInTheDocument();
    expect(within(forged!).getByRole('img', { name: unverified })).toHaveAttribute('data-verdict', 'fail');
    expect(within(verified!).queryByTestId('sender-verification')).toBeNull();
    expect(within(unchecked!).getByTestId('sender-verification')).toHaveAttribute('data-verdict', 'unknown');
    expect(within(unchecked!).queryByText(unverified)).toBeNull();

    // Each message with remote images has its own action; showing one message's images leaves the other's blocked.
    const pixel = forged!.querySelector('img')!;
    expect(pixel).not.toHaveAttribute('src');
    expect(within(verified!).getByRole('button', { name: showImages })).toBeInTheDocument();
    await userEvent.click(within(verified!).getByRole('button', { name: showImages }));
    expect(verified!.querySelector('img')).toHaveAttribute('src', 'https://cdn.acme.pl/logo.png');
    expect(forged!.querySelector('img')).not.toHaveAttribute('src');
    expect(within(forged!).getByRole('button', { name: showImages })).toBeInTheDocument();
    view.unmount();
  });
});
