import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  renderCompanyReport,
  renderEmployeeExists,
  renderEvaluationInvite,
  renderHoursLimitAlert,
  renderTicketNoteAdded,
  renderTicketReply,
  renderTicketStatusChanged,
  renderWelcome,
  type RenderedMail,
} from './index';
import { MAIL_SAMPLES, sampleEarlier, sampleReply, sampleTicket } from './samples';

const LANGS = ['pl', 'en'] as const;
const HOSTILE = '<script>alert("x")</script> & Co';
const BASE_URL = 'https://helpdesk.example.com';

/** A readable text part: no tags, no entities. */
function assertReadableText(text: string, where: string) {
  assert.doesNotMatch(text, /<\/?(p|br|div|span|a|ul|li|table|td|tr|strong|img)\b[^>]*>/i, `${where}: a tag in the text part`);
  assert.doesNotMatch(text, /&(amp|lt|gt|quot|nbsp|#\d+|#x[0-9a-f]+);/i, `${where}: an entity in the text part`);
}

/** The hostile value is escaped in HTML and intact in the subject and text. */
function assertEscaped(mail: RenderedMail, where: string, inSubject = false) {
  assert.ok(!mail.html.includes('<script>'), `${where}: <script> left in HTML`);
  assert.ok(mail.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co'), `${where}: not escaped in HTML`);
  assert.ok(mail.text.includes(HOSTILE), `${where}: not intact in text`);
  if (inSubject) assert.ok(mail.subject.includes(HOSTILE), `${where}: not intact in the subject`);
}

describe('every template', () => {
  for (const [name, render] of Object.entries(MAIL_SAMPLES))
    for (const lang of LANGS)
      it(`${name} renders in ${lang}`, () => {
        const mail = render(lang);
        assert.ok(mail.subject.length > 0 && !/[\r\n]/.test(mail.subject));
        assert.match(mail.html, /^<!DOCTYPE html>/);
        assert.ok(mail.html.includes(`<html lang="${lang}"`));
        assert.ok(mail.html.includes('max-width:600px'));
        assert.ok(mail.html.includes('#0f6cbd'), 'the primary colour');
        assert.ok(mail.text.includes('\n-- \n'), 'the footer as a signature');
        assertReadableText(mail.text, `${name}.${lang}`);
      });

  it('Polish and English differ', () => {
    for (const [name, render] of Object.entries(MAIL_SAMPLES)) assert.notEqual(render('pl').text, render('en').text, name);
  });
});

describe('escaping', () => {
  for (const lang of LANGS) {
    it(`ticket mails: a subject, an author and a file name (${lang})`, () => {
      const ticket = { ...sampleTicket, subject: HOSTILE, requester: HOSTILE };
      const reply = { ...sampleReply, author: HOSTILE, attachments: [{ filename: HOSTILE, size: 10 }] };
      const mail = renderTicketReply(lang, { baseUrl: BASE_URL, audience: 'staff', ticket, reply, earlier: sampleEarlier });
      assertEscaped(mail, 'reply', true);
      assert.equal(mail.subject, `[ACME-12] ${HOSTILE}`);
      assertEscaped(
        renderTicketStatusChanged(lang, { baseUrl: BASE_URL, audience: 'client', ticket, previousStatus: 'new', changedBy: HOSTILE }),
        'status',
      );
      assertEscaped(renderTicketNoteAdded(lang, { baseUrl: BASE_URL, ticket, note: { ...sampleReply, author: HOSTILE } }), 'note', true);
    });

    it(`account, company and evaluation mails (${lang})`, () => {
      const welcome = renderWelcome(lang, {
        account: 'client',
        recipientName: HOSTILE,
        email: 'a@b.pl',
        temporaryPassword: HOSTILE,
        loginUrl: `${BASE_URL}/login`,
        company: HOSTILE,
      });
      assertEscaped(welcome, 'welcome');
      assertEscaped(renderEmployeeExists(lang, { inviter: HOSTILE, company: 'ACME', email: 'a@b.pl' }), 'employee exists');
      const report = MAIL_SAMPLES['company-report']!(lang);
      assert.ok(report.text.includes('16 / 17'));
      assertEscaped(
        renderHoursLimitAlert(lang, {
          company: HOSTILE,
          month: '2026-11',
          percent: 100,
          figures: [{ label: 'hours', used: 2400, package: 2400, percent: 100, minutes: true }],
        }),
        'hours limit',
        true,
      );
      assertEscaped(
        renderEvaluationInvite(lang, {
          ticket: { fullid: 'ACME-12', subject: HOSTILE },
          link: `${BASE_URL}/evaluation?token=a&b=c`,
          validDays: 14,
        }),
        'invite',
      );
    });
  }

  it('a link is an attribute: its & is escaped in HTML, kept in text; a javascript: link is no link', () => {
    const mail = renderEvaluationInvite('pl', {
      ticket: { fullid: 'ACME-12', subject: 's' },
      link: `${BASE_URL}/evaluation?token=a&b=c`,
      validDays: 14,
    });
    assert.ok(mail.html.includes('href="https://helpdesk.example.com/evaluation?token=a&amp;b=c"'));
    assert.ok(mail.text.includes('https://helpdesk.example.com/evaluation?token=a&b=c'));
    const bad = renderEvaluationInvite('pl', { ticket: { fullid: 'ACME-12', subject: 's' }, link: 'javascript:alert(1)', validDays: 14 });
    assert.ok(!bad.html.includes('href="javascript:'));
  });

  it('a company report names its company escaped', () => {
    const sample = renderCompanyReport('en', {
      company: HOSTILE,
      period: '2026-11',
      figures: {
        month: '2026-10',
        hours: {
          reported_minutes: 0,
          charged_minutes: 90,
          accepted_minutes: 90,
          pending_minutes: 0,
          package_minutes: null,
          remaining_minutes: null,
          over_minutes: 0,
          outside_contract_minutes: 0,
          per_kind: {
            it: {
              reported_minutes: 0,
              charged_minutes: 0,
              accepted_minutes: 0,
              pending_minutes: 0,
              package_minutes: null,
              remaining_minutes: null,
              over_minutes: 0,
            },
            admin: {
              reported_minutes: 0,
              charged_minutes: 0,
              accepted_minutes: 0,
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
        arrivals: { used: 0, accepted: 0, pending: 0, package: null, remaining: null, limit: null },
        tickets: { opened: 1, resolved: 0 },
        sla: { first_response: { met: 0, breached: 0, total: 0 }, resolution: { met: 0, breached: 0, total: 0 } },
      },
    });
    assertEscaped(sample, 'company report', true);
    assert.ok(sample.text.includes('Charged time: 01:30 of none in the package'));
    assert.ok(sample.text.includes('October 2026'));
  });

  it('a package warning shows the balance’s own percentages, names the staff type, and links where the use is seen', () => {
    const alert = renderHoursLimitAlert('en', {
      recipientName: 'Anna Nowak',
      company: 'ACME',
      month: '2026-11',
      percent: 80,
      figures: [
        { label: 'admin', used: 500, package: 600, percent: 83.3, minutes: true },
        { label: 'visits', used: 4, package: 5, percent: 80, minutes: false },
      ],
      url: `${BASE_URL}/contract`,
    });
    assert.equal(alert.subject, 'ACME: 80% of the package used');
    assert.ok(alert.text.includes('Administration: 08:20 of 10:00 (83.3%)'), alert.text);
    assert.ok(alert.text.includes('Visits: 4 of 5 (80%)'));
    assert.ok(alert.text.includes(`See the package use:\n${BASE_URL}/contract`));
    assert.ok(alert.html.includes(`href="${BASE_URL}/contract"`));
    const noLink = renderHoursLimitAlert('pl', { company: 'ACME', month: '2026-11', percent: 100, figures: [] });
    assert.ok(!noLink.text.includes('Zobacz wykorzystanie pakietu'));
  });
});

describe('the reply', () => {
  const client = renderTicketReply('pl', {
    baseUrl: `${BASE_URL}/`,
    audience: 'client',
    ticket: sampleTicket,
    reply: sampleReply,
    earlier: sampleEarlier,
  });
  const staff = renderTicketReply('en', {
    baseUrl: BASE_URL,
    audience: 'staff',
    ticket: sampleTicket,
    reply: sampleReply,
    earlier: sampleEarlier,
  });

  it('threads by its subject', () => {
    assert.equal(client.subject, '[ACME-12] Drukarka w księgowości nie drukuje');
    assert.equal(staff.subject, client.subject);
  });

  it('carries the answer: author, time in Warsaw, the text with its list and link, the files', () => {
    for (const part of [client.text, client.html]) {
      assert.ok(part.includes('Piotr Kowalski'));
      assert.ok(part.includes('28 listopada 2026 11:05'), 'Europe/Warsaw, CET');
      assert.ok(part.includes('raport-serwisowy.pdf') && part.includes('242.5 KB'));
    }
    assert.ok(client.text.includes('wymieniliśmy toner i sterownik.'));
    assert.ok(client.text.includes(' - wydruk strony testowej,\n - skan do e-maila.'));
    assert.ok(client.text.includes('dokumentacja drukarki (https://example.com/docs/printer)'));
    assert.ok(client.text.includes('Pozdrawiam\nPiotr'), 'line breaks kept');
    assert.ok(client.html.includes('<li>wydruk strony testowej,</li>'));
    assert.ok(staff.text.includes('28 November 2026 at 11:05'));
  });

  it('links a file too large to attach and says why, in text and HTML; an attached file gets neither', () => {
    const url = 'https://helpdesk.example.com/api/client/ticket/412/attachments/9';
    const reply = {
      ...sampleReply,
      attachments: [
        { filename: 'log.txt', size: 120 },
        { filename: 'obraz-dysku.zip', size: 9_000_000, url },
      ],
    };
    const linked = renderTicketReply('pl', { baseUrl: 'https://helpdesk.example.com', audience: 'client', ticket: sampleTicket, reply });
    assert.ok(linked.text.includes(`obraz-dysku.zip (8.6 MB): ${url}`), linked.text);
    assert.ok(linked.text.includes(' - log.txt (120 B)\n'));
    assert.ok(linked.html.includes(`href="${url}"`));
    for (const part of [linked.text, linked.html]) assert.ok(part.includes('Pliki z linkiem są za duże, by dołączyć je do tej wiadomości'));
    const attached = renderTicketReply('pl', {
      baseUrl: 'https://helpdesk.example.com',
      audience: 'client',
      ticket: sampleTicket,
      reply: { ...reply, attachments: [reply.attachments[0]!] },
    });
    assert.ok(!attached.text.includes('Pliki z linkiem'));
    assert.ok(!attached.html.includes('/attachments/'));
  });

  it('links to the ticket in the recipient’s area', () => {
    assert.ok(client.text.includes('https://helpdesk.example.com/ticket/show/412'));
    assert.ok(client.html.includes('href="https://helpdesk.example.com/ticket/show/412"'));
    assert.ok(staff.text.includes('https://helpdesk.example.com/admin/ticket/show/412'));
    assert.ok(!staff.text.includes('https://helpdesk.example.com/ticket/show/412'));
  });

  it('names the number, the subject and the status', () => {
    assert.ok(client.text.includes('Numer zgłoszenia: ACME-12'));
    assert.ok(client.text.includes('Status: W trakcie'));
    assert.ok(staff.text.includes('Status: In progress'));
    assert.ok(staff.text.includes('Company: ACME Sp. z o.o.'));
    assert.ok(!client.text.includes('ACME Sp. z o.o.'), 'a client mail names no staff facts');
  });

  it('quotes the three newest earlier messages, newest first, readable', () => {
    const history = client.text.slice(client.text.indexOf('Wcześniejsze wiadomości'));
    const order = ['Tom & Jerry', 'przyjedziemy jutro rano', 'Restart nie pomógł.'].map((s) => history.indexOf(s));
    assert.ok(order.every((at) => at > 0));
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
    );
    assert.ok(history.includes('> Drukarka HP w pokoju 12 pokazuje błąd 49.\n> Restart nie pomógł.'));
    assert.ok(!client.text.includes('Najstarsza wiadomość'));
    assert.ok(!client.html.includes('Najstarsza wiadomość'));
    assert.ok(!client.html.includes('&amp;amp;'), 'a stored escaped body is not escaped twice');
  });

  it('tells clients to answer by replying and staff to answer in the app', () => {
    assert.ok(client.text.includes('Odpowiedz na tę wiadomość, aby dodać odpowiedź do zgłoszenia [ACME-12].'));
    assert.ok(staff.text.includes('answer in the app'));
    assert.ok(!staff.text.includes('Reply to this message'));
  });
});

describe('message bodies', () => {
  const withBody = (body: string) =>
    renderTicketReply('en', {
      baseUrl: BASE_URL,
      audience: 'client',
      ticket: sampleTicket,
      reply: { ...sampleReply, body, attachments: [] },
    });

  it('are cleaned once more: no script, no handlers, no javascript: links', () => {
    const mail = withBody(
      '<p onclick="x()">Hi <img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a></p>',
    );
    assert.doesNotMatch(mail.html, /onerror|onclick|<script|javascript:/i);
    assert.ok(mail.text.includes('Hi go'));
  });

  it('link a remote image the app keeps blocked instead of showing it', () => {
    const mail = withBody('<p>Look: <img data-remote-src="https://cdn.example.com/a.png" alt="screen"></p>');
    assert.ok(mail.html.includes('<a href="https://cdn.example.com/a.png"'));
    assert.ok(!mail.html.includes('src="https://cdn.example.com/a.png"'));
    assert.ok(mail.text.includes('Look: [screen] (https://cdn.example.com/a.png)'));
  });

  it('keep quotes and tables readable in text', () => {
    const mail = withBody('<blockquote><p>old words</p></blockquote><table><tr><td>IP</td><td>10.0.0.1</td></tr></table>');
    assert.match(mail.text, /> old words/);
    assert.match(mail.text, /IP\s+10\.0\.0\.1/);
  });
});

describe('status changes', () => {
  it('ask a client to reply when resolved; staff get no such hint', () => {
    const ticket = { ...sampleTicket, status: 'resolved' as const };
    const client = renderTicketStatusChanged('pl', { baseUrl: BASE_URL, audience: 'client', ticket, previousStatus: 'in-progress' });
    const staff = renderTicketStatusChanged('pl', { baseUrl: BASE_URL, audience: 'staff', ticket, previousStatus: 'in-progress' });
    assert.ok(client.text.includes('Status zgłoszenia zmienił się z „W trakcie” na „Rozwiązane”.'));
    assert.ok(client.text.includes('zgłoszenie wróci do realizacji'));
    assert.ok(!staff.text.includes('zgłoszenie wróci do realizacji'));
  });

  it('write summer times in Warsaw (CEST)', () => {
    const mail = renderTicketNoteAdded('pl', {
      baseUrl: BASE_URL,
      ticket: sampleTicket,
      note: { ...sampleReply, at: new Date('2026-07-01T10:00:00Z') },
    });
    assert.ok(mail.text.includes('1 lipca 2026 12:00'));
  });
});
