/** The live contract balance: company scope (staff per assignment, clients only their company and only VIPs) and figures from the consumption module. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { contractBalanceSchema } from '@helpdesk/shared/resources';
import { companies, companyAgents, companyPricings, tickets, timeReports, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { REPORT_TIME_ZONE } from '../../platform/months';
import { companyMonth } from './calculation';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const month = today.slice(0, 7);

describe('contract balance', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  let acme = 0;
  let other = 0;
  let ticketId = 0;

  before(async () => {
    server = await startServer({ tickets: 10 });
    for (const who of ['client', 'vip', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    acme = (await db.select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME')))[0]!.id;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const [company] = await db
      .insert(companies)
      .values({ name: 'Saldo Sp. z o.o.', shortName: 'Saldo', tag: 'SAL', expectedHours: 10 })
      .returning({ id: companies.id });
    other = company!.id;
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'SAL-1',
        subject: 'Serwer',
        type: 'incident',
        companyId: other,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    ticketId = ticket!.id;
    // 10 h and 2 visits a month.
    await db
      .insert(companyPricings)
      .values({ companyId: other, packageHours: 10, packagePrice: 1000, overtimePrice: 100, packageVisits: 2, validFrom: '2020-01-01' });
    await db.insert(timeReports).values([
      // 90 min → one day's rounding to whole hours: 120 charged.
      { ticketId, agentId: agent!.id, day: `${month}-01`, fromHour: '08:00', kind: 'it', minutes: 90 },
      { ticketId, agentId: agent!.id, day: today, fromHour: '12:00', kind: 'admin', minutes: 60, arrival: true },
      // Outside the contract and rejected: neither counts against the package; waiting for acceptance counts as used.
      {
        ticketId,
        agentId: agent!.id,
        day: today,
        fromHour: '13:00',
        kind: 'it',
        minutes: 300,
        outsideContract: true,
        needsAccept: true,
        acceptedAt: new Date(),
      },
      { ticketId, agentId: agent!.id, day: today, fromHour: '14:00', kind: 'it', minutes: 120, needsAccept: true },
      { ticketId, agentId: agent!.id, day: today, fromHour: '15:00', kind: 'it', minutes: 600, rejectedAt: new Date() },
    ]);
  });
  after(async () => {
    await server.close();
  });

  it('shows a client only its own company, and only to a VIP', async () => {
    const vip = await as.vip!.get('/api/client/contract-balance');
    assert.equal(vip.status, 200, JSON.stringify(vip.body));
    contractBalanceSchema.parse(vip.body.data);
    assert.equal(vip.body.data.company_id, acme);
    assert.equal((await as.client!.get('/api/client/contract-balance')).status, 403);
    for (const who of ['client', 'vip']) assert.equal((await as[who]!.get(`/api/admin/companies/${other}/balance`)).status, 403, who);
  });

  it('shows an agent only its assigned companies; admins and managers any', async () => {
    assert.equal((await as.agent!.get(`/api/admin/companies/${acme}/balance`)).status, 200);
    assert.equal((await as.agent!.get(`/api/admin/companies/${other}/balance`)).status, 403);
    for (const who of ['admin', 'manager']) assert.equal((await as[who]!.get(`/api/admin/companies/${other}/balance`)).status, 200, who);
    assert.equal((await as.admin!.get('/api/admin/companies/999999/balance')).status, 404);
    // The VIP and the staff see the same figures of the VIP's company.
    assert.deepEqual(
      (await as.admin!.get(`/api/admin/companies/${acme}/balance`)).body,
      (await as.vip!.get('/api/client/contract-balance')).body,
    );
  });

  it('counts the charged contract time not rejected (the accepted part beside it) and visits against the package, amber from 80 %, red from 100 %', async () => {
    const first = await as.admin!.get(`/api/admin/companies/${other}/balance`);
    assert.equal(first.status, 200);
    const b = contractBalanceSchema.parse(first.body.data);
    assert.equal(b.month, month);
    assert.deepEqual(b.hours, { package: 600, used: 300, accepted: 180, pending: 120, left: 300, percent: 50, level: 'ok' });
    assert.deepEqual(b.visits, { package: 2, used: 1, accepted: 1, pending: 0, left: 1, percent: 50, level: 'ok' });
    assert.deepEqual(
      b.per_kind.map((k) => [k.kind, k.used, k.package]),
      [
        ['it', 240, null],
        ['admin', 60, null],
      ],
    );
    assert.equal(b.burn_down.at(-1)!.day, today);
    assert.equal(b.burn_down.at(-1)!.left, 300);
    assert.equal(b.burn_down[0]!.left, today === `${month}-01` ? 300 : 600 - 120);

    await server.database.db.insert(companyAgents).values({
      companyId: other,
      agentId: (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test')))[0]!.id,
    });
    const added = await as.agent!.post(`/api/admin/ticket/${ticketId}/time-reports`, {
      day: today,
      from_hour: '16:00',
      kind: 'it',
      minutes: 180,
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const amber = contractBalanceSchema.parse((await as.agent!.get(`/api/admin/companies/${other}/balance`)).body.data);
    assert.deepEqual(amber.hours, { package: 600, used: 480, accepted: 360, pending: 120, left: 120, percent: 80, level: 'warning' });

    await as.agent!.post(`/api/admin/ticket/${ticketId}/time-reports`, {
      day: today,
      from_hour: '20:00',
      kind: 'it',
      minutes: 180,
      arrival: true,
    });
    await as.agent!.post(`/api/admin/ticket/${ticketId}/time-reports`, {
      day: today,
      from_hour: '23:00',
      kind: 'it',
      minutes: 30,
      arrival: true,
    });
    const red = contractBalanceSchema.parse((await as.agent!.get(`/api/admin/companies/${other}/balance`)).body.data);
    assert.equal(red.hours.level, 'exceeded');
    assert.equal(red.hours.left, 0);
    assert.equal(red.used_up_on, today);
    assert.equal(red.runs_out_on, null, 'no projected day once used up');

    assert.deepEqual(red.visits, { package: 2, used: 3, accepted: 3, pending: 0, left: 0, percent: 150, level: 'exceeded' });

    // The same figures as the finance calculation on the same reports: used over every report not rejected, accepted
    // over the accepted ones.
    const db = server.database.db;
    const rows = await db.select().from(timeReports).where(eq(timeReports.ticketId, ticketId));
    const calcOf = (counted: typeof rows) =>
      companyMonth({
        month,
        contract: {
          charging_model: 'universal',
          hours: { package_minutes: 600, per_kind: null },
          arrivals: { package: null, limit: null },
        },
        pricings: [
          {
            id: 1,
            validFrom: '2020-01-01',
            packageHours: 10,
            packagePrice: 100000,
            overtimePrice: 10000,
            packageVisits: 2,
            extraVisitPrice: 0,
            hoursNoLimit: false,
            arrivalsNoLimit: false,
          },
        ],
        reports: counted,
      });
    const used = calcOf(rows.filter((r) => !r.rejectedAt));
    const accepted = calcOf(rows.filter((r) => !r.rejectedAt && (!r.needsAccept || r.acceptedAt)));
    assert.equal(red.hours.used, used.charged_minutes);
    assert.equal(red.hours.accepted, accepted.charged_minutes);
    assert.equal(red.visits.used, used.arrivals.used);
  });

  it('warns the VIPs and the responsible agent with the hours-limit e-mail as soon as a time report passes 80 % and 100 %', async () => {
    const db = server.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const [company] = await db
      .insert(companies)
      .values({
        name: 'Limit Sp. z o.o.',
        shortName: 'Limit',
        tag: 'LIM',
        expectedHours: 5,
        reportHoursLimit: true,
        reportVipOnly: true,
        responsibleAgentId: agent!.id,
      })
      .returning({ id: companies.id });
    // The package of the finance calculation: 5 h a month from the pricing in force.
    await db.insert(companyPricings).values({
      companyId: company!.id,
      packageHours: 5,
      packagePrice: 500,
      overtimePrice: 100,
      packageVisits: 1,
      validFrom: '2020-01-01',
    });
    await db.insert(users).values([
      {
        kind: 'client',
        firstname: 'Sara',
        lastname: 'Limit',
        email: 'sara@limit.test',
        passwordHash: 'x',
        role: 'client-vip',
        companyId: company!.id,
      },
      {
        kind: 'client',
        firstname: 'Szymon',
        lastname: 'Limit',
        email: 'szymon@limit.test',
        passwordHash: 'x',
        role: 'client',
        companyId: company!.id,
      },
    ]);
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'LIM-1',
        subject: 'Sieć',
        type: 'incident',
        companyId: company!.id,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    const warnings = async (percent: number) =>
      (await server.app.ctx.messenger.outbox())
        .filter((m) => m.channel === 'mail' && (m.subject ?? '').startsWith('Firma Limit Sp. z o.o.') && m.subject!.includes(`${percent}%`))
        .map((m) => m.to)
        .sort();
    const add = (from_hour: string, minutes: number) =>
      as.admin!.post(`/api/admin/ticket/${ticket!.id}/time-reports`, { day: today, from_hour, kind: 'it', minutes });
    assert.equal((await add('08:00', 180)).status, 201);
    assert.deepEqual(await warnings(80), []);
    assert.equal((await add('11:00', 60)).status, 201);
    assert.deepEqual(await warnings(80), ['agent@demo.test', 'sara@limit.test']);
    assert.equal((await add('12:00', 60)).status, 201);
    assert.deepEqual(await warnings(100), ['agent@demo.test', 'sara@limit.test']);
    assert.equal((await add('13:00', 60)).status, 201);
    assert.deepEqual(await warnings(80), ['agent@demo.test', 'sara@limit.test'], 'each warning once a month');
    assert.deepEqual(await warnings(100), ['agent@demo.test', 'sara@limit.test'], 'each warning once a month');
  });
});
