/** The 80 % / 100 % package warning: from the live contract balance (the finance calculation), once per threshold and company-month. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  companyAgents,
  companyMailRuns,
  companyPricings,
  notifications,
  outbox,
  tickets,
  users,
} from '../../platform/db/schema';
import type { StoredMail } from '../../platform/outbound/outbox';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { REPORT_TIME_ZONE } from '../../platform/months';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const month = today.slice(0, 7);

describe('contract balance warning at 80 % and 100 %', () => {
  let server: TestServer;
  let agent: Client;
  let companyId = 0;
  let ticketId = 0;
  let agentId = 0;
  let vipId = 0;

  before(async () => {
    server = await startServer({ tickets: 5 });
    agent = await login(server.base, 'agent@demo.test');
    const db = server.database.db;
    agentId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test')))[0]!.id;
    // No hours package in the company's own limits: only the finance pricing (10 h a month) sets the package.
    const [company] = await db
      .insert(companies)
      .values({
        name: 'Limit Sp. z o.o.',
        shortName: 'Limit',
        tag: 'LIM',
        expectedHours: 0,
        reportHoursLimit: true,
        reportFrequency: 'never',
        responsibleAgentId: agentId,
      })
      .returning({ id: companies.id });
    companyId = company!.id;
    await db.insert(companyAgents).values({ companyId, agentId });
    await db
      .insert(companyPricings)
      .values({ companyId, packageHours: 10, packagePrice: 1000, overtimePrice: 100, packageVisits: 5, validFrom: '2020-01-01' });
    const [vip] = await db
      .insert(users)
      .values({
        kind: 'client',
        firstname: 'Vera',
        lastname: 'Vip',
        email: 'vera@limit.test',
        passwordHash: 'x',
        role: 'client-vip',
        companyId,
        lang: 'en',
      })
      .returning({ id: users.id });
    vipId = vip!.id;
    await db.insert(users).values({
      kind: 'client',
      firstname: 'Cezary',
      lastname: 'Klient',
      email: 'cezary@limit.test',
      passwordHash: 'x',
      role: 'client',
      companyId,
    });
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'LIM-1',
        subject: 'Serwer',
        type: 'incident',
        companyId,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    ticketId = ticket!.id;
  });
  after(async () => server.close());

  const report = async (fromHour: string, minutes: number) => {
    const res = await agent.post(`/api/admin/ticket/${ticketId}/time-reports`, { day: today, from_hour: fromHour, kind: 'it', minutes });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  };
  const claims = async () =>
    (
      await server.database.db
        .select({ kind: companyMailRuns.kind, period: companyMailRuns.period, recipients: companyMailRuns.recipients })
        .from(companyMailRuns)
        .where(eq(companyMailRuns.companyId, companyId))
    ).sort((a, b) => a.kind.localeCompare(b.kind));
  /** The warnings queued, as stored for the transport: subject, text and HTML parts, headers. */
  const mails = async () =>
    (await server.database.db.select().from(outbox).where(eq(outbox.channel, 'mail')))
      .map((row) => row.payload as StoredMail)
      .filter((m) => /(pakietu|package used)/.test(m.subject) && /Limit/.test(m.subject));
  const bells = async (userId: number) =>
    server.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'App\\Notifications\\HoursLimit')));

  it('stays quiet below 80 % of the package', async () => {
    await report('08:00', 420);
    assert.deepEqual(await claims(), []);
    assert.equal((await mails()).length, 0);
  });

  it('passing 80 % warns once: the e-mail to the company’s people and the responsible agent, the bell to the agent and the VIPs', async () => {
    await report('15:00', 60);
    assert.deepEqual(await claims(), [{ kind: 'hours-80', period: month, recipients: 3 }]);
    const sent = await mails();
    assert.deepEqual(sent.map((m) => m.to).sort(), ['agent@demo.test', 'cezary@limit.test', 'vera@limit.test']);
    // Each in its recipient's language, in the common layout (HTML and text), marked automatic, with the balance's
    // figures (8 h of the 10 h package) and a link to where the recipient sees the package's use.
    const vera = sent.find((m) => m.to === 'vera@limit.test')!;
    assert.equal(vera.subject, 'Limit Sp. z o.o.: 80% of the package used');
    assert.match(vera.text, /^Hello Vera Vip,$/m);
    assert.match(vera.text, /Limit Sp\. z o\.o\. has used 80% of its package this month \(\w+ \d{4}\):/);
    assert.match(vera.text, /^Hours: 08:00 of 10:00 \(80%\)$/m);
    assert.doesNotMatch(vera.text, /Visits:/, 'only the packages that reached the threshold');
    assert.match(vera.text, /^See the package use:\nhttp:\/\/[^/]+\/contract$/m);
    assert.match(vera.html!, /<html lang="en"/);
    assert.match(vera.html!, /08:00 of 10:00 \(80%\)/);
    assert.match(vera.html!, /href="http:\/\/[^"]+\/contract"/);
    assert.equal(vera.headers?.['Auto-Submitted'], 'auto-generated');
    const cezary = sent.find((m) => m.to === 'cezary@limit.test')!;
    assert.equal(cezary.subject, 'Firma Limit Sp. z o.o.: wykorzystano 80% pakietu');
    assert.match(cezary.text, /^Godziny: 08:00 z 10:00 \(80%\)$/m);
    assert.match(cezary.html!, /<html lang="pl"/);
    assert.doesNotMatch(cezary.text, /http/, 'an ordinary client cannot open the contract balance: no link');
    const staff = sent.find((m) => m.to === 'agent@demo.test')!;
    assert.ok(
      staff.text.includes(`/admin/company-report?report_company=${companyId}&from=${month}&to=${month}`),
      'the responsible agent gets the staff company report of the month',
    );
    const [agentBell] = await bells(agentId);
    // The responsible agent reads Polish: the package named in Polish, never the code word "hours" (issue #37).
    assert.match(
      String((agentBell!.data as { message: string }).message),
      /Firma Limit Sp\. z o\.o\. wykorzystała 80% pakietu w miesiącu \d{4}-\d{2}: Godziny 08:00 \/ 10:00 \(80%\)/,
    );
    const [vipBell] = await bells(vipId);
    assert.match(
      String((vipBell!.data as { message: string }).message),
      /Limit Sp\. z o\.o\. has used 80% of its package in \d{4}-\d{2}: Hours 08:00 \/ 10:00 \(80%\)/,
    );
  });

  it('a further report under 100 % sends no second 80 % warning', async () => {
    await report('16:00', 60);
    assert.deepEqual(await claims(), [{ kind: 'hours-80', period: month, recipients: 3 }]);
    assert.equal((await mails()).length, 3);
    assert.equal((await bells(agentId)).length, 1);
    assert.equal((await bells(vipId)).length, 1);
  });

  it('passing 100 % sends the 100 % warning once', async () => {
    await report('17:00', 120);
    const all = await claims();
    assert.deepEqual(
      all.map((c) => [c.kind, c.recipients]),
      [
        ['hours-100', 3],
        ['hours-80', 3],
      ],
    );
    const hundred = (await mails()).filter((m) => /100%/.test(m.subject));
    assert.equal(hundred.length, 3);
    const vera = hundred.find((m) => m.to === 'vera@limit.test')!;
    assert.equal(vera.subject, 'Limit Sp. z o.o.: 100% of the package used');
    assert.match(vera.text, /^Hours: 11:00 of 10:00 \(110%\)$/m);
    assert.match(vera.html!, /11:00 of 10:00 \(110%\)/);
    assert.equal((await bells(vipId)).length, 2);
    await report('18:00', 60);
    assert.equal((await mails()).length, 6, 'no repeat above 100 %');
    assert.equal((await bells(agentId)).length, 2);
  });
});
