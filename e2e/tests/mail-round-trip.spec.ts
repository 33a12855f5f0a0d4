/**
 * Issue 33, "Done when": an e-mail round trip through real mail servers (mail-servers.ts). An agent answers in the
 * browser → the mail goes out through the outbox by SMTP and arrives in the client's IMAP mailbox (Dovecot) → the
 * client answers it, as Outlook or Gmail would (Re: subject, In-Reply-To and References), by SMTP to the address it
 * came from, the intake mailbox → the server's IMAP poller files it on the same ticket → the agent's open page shows
 * it live. The client's mail is unsigned from a domain without SPF/DKIM/DMARC records, and the server runs its real
 * sender check with the default policy (MAIL_UNVERIFIED_POLICY=file): the answer is filed as the client's, marked
 * as an unverified sender — what a local test can honestly expect.
 */
import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures.ts';
import { expectSameDocument, markDocument } from './helpers.ts';
import { MAILBOXES, mailServersMissing } from './mail-servers.ts';
import { findMail, sendMail, waitForMail } from './mailbox.ts';
import { apiHeaders, signIn } from './session.ts';

interface OutboxRow {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  status: string;
  messageId: string | null;
}

const missing = mailServersMissing();
test.skip(!!missing, `the mail servers cannot run here: ${missing}`);
test.describe.configure({ mode: 'serial' });

const answerText = `Proszę sprawdzić kabel sieciowy przy drukarce (${Date.now()}).`;
/** The answer as the client's mailbox received it; the second test reads it. */
let received: ParsedMail | null = null;

test('an answer goes to the client by e-mail; their reply by e-mail shows on the open ticket live', async ({ page }) => {
  // Outbox, mailbox and poller each take a pass or two on a busy machine.
  test.slow();
  await signIn(page, 'agent@demo.test');
  const request = page.context().request;
  const companies = (await (await request.get('/api/admin/lookups/companies')).json()) as { data: { id: number; tag: string }[] };
  const acme = companies.data.find((company) => company.tag === 'ACME')!;
  const people = (await (await request.get(`/api/admin/lookups/companies/${acme.id}/people`)).json()) as {
    data: { id: number; email: string }[];
  };
  const client = people.data.find((person) => person.email === MAILBOXES.client)!;
  const subject = `Drukarka nie drukuje ${Date.now()}`;
  const created = await request.post('/api/admin/ticket', {
    data: { company_id: acme.id, subject, body: 'Zgłoszone telefonicznie.', requester_id: client.id },
    headers: await apiHeaders(request),
  });
  expect(created.status()).toBe(201);
  const ticket = ((await created.json()) as { data: { id: number; fullid: string } }).data;

  await page.goto(`/admin/ticket/show/${ticket.id}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.locator('html[data-realtime="subscribed"]')).toHaveCount(1);
  await markDocument(page);

  // The agent answers in the composer.
  const outbox = async () => ((await (await request.get('/dev/outbox')).json()) as { data: OutboxRow[] }).data;
  const before = Math.max(0, ...(await outbox()).map((row) => row.id));
  await page.getByLabel('Treść odpowiedzi').fill(answerText);
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click();
  await expect(page.getByText('Odpowiedź została dodana', { exact: true }).first()).toBeVisible();

  // The answer's mail to the client left through the outbox over SMTP…
  const answerMail = async () =>
    (await outbox()).find(
      (row) => row.id > before && row.channel === 'mail' && row.to === MAILBOXES.client && row.subject?.includes(ticket.fullid),
    );
  await expect.poll(async () => (await answerMail())?.status, { timeout: 30_000 }).toBe('sent');
  const messageId = (await answerMail())!.messageId!;
  expect(messageId).toMatch(/^<[^<>@\s]+@msp\.test>$/);

  // …and arrived in the client's mailbox, read over IMAP.
  const { mail } = await waitForMail(MAILBOXES.client, messageId, 30_000);
  received = mail;
  expect(mail.messageId).toBe(messageId);
  expect(mail.subject).toBe(`[${ticket.fullid}] ${subject}`);
  const replyTo = (mail.replyTo ?? mail.from)!.value[0]!.address!;
  expect(replyTo, 'answers go to the intake mailbox').toBe(MAILBOXES.intake);
  expect(mail.text?.trim()).toBeTruthy();

  // The client answers it as a mail client does: "Re:", threaded on the Message-ID, the original quoted.
  const replyText = `Kabel był odłączony, teraz drukuje. Dziękuję! (${Date.now()})`;
  const quoted = (mail.text ?? '')
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const replyId = await sendMail({
    from: `Celina Klient <${MAILBOXES.client}>`,
    to: replyTo,
    subject: `Re: ${mail.subject}`,
    inReplyTo: messageId,
    references: [messageId],
    text: `${replyText}\n\n${mail.date?.toUTCString() ?? ''}, Helpdesk napisał(a):\n${quoted}\n`,
  });

  // The poller files it on the same ticket and the agent's page shows it without a reload.
  const thread = page.getByTestId('thread');
  const answer = thread.locator('[data-kind="message"]').filter({ hasText: replyText });
  await expect(answer).toBeVisible({ timeout: 45_000 });
  await expectSameDocument(page);
  await expect(answer).toHaveAttribute('data-tone', 'client');
  // A person's answer, not automatic mail: a message (not a staff-only note marked automatic), marked unverified.
  await expect(thread.locator('[data-kind="note"]')).toHaveCount(0);
  await expect(page.getByTestId('note-automatic')).toHaveCount(0);
  await expect(answer.getByTestId('sender-verification')).toHaveAttribute('data-verdict', /^(none|unknown)$/);

  const detail = (await (await request.get(`/api/admin/ticket/${ticket.id}`)).json()) as {
    data: { messages: { body: string; origin: string; sender: { email: string } | null; mail_auth: string | null }[]; notes: unknown[] };
  };
  const filed = detail.data.messages.filter((m) => m.body.includes(replyText));
  expect(filed).toHaveLength(1);
  expect(filed[0]).toMatchObject({ origin: 'email', sender: { email: MAILBOXES.client } });
  expect(detail.data.notes).toHaveLength(0);
  // The poller flagged it read in the intake mailbox.
  expect((await findMail(MAILBOXES.intake, replyId))?.seen).toBe(true);
});

test("the answer's e-mail carries the answer's text", async () => {
  expect(received, 'the first test received the mail').not.toBeNull();
  expect(received!.text).toContain(answerText);
  // HTML with a plain-text alternative, the link to the ticket in the client's area.
  expect(received!.html).toContain(answerText);
  expect(received!.text).toMatch(/\/ticket\/show\/\d+/);
});
