/**
 * Contracts with terms (issue #34 item 7): the company's contract period, renewal, carry-over cap and alert levels are
 * validated and stored by the company form's endpoint; carry-over feeds the consumption module's package; the alert
 * levels colour the balance and trigger the hours-limit e-mail; the balance says which month it shows and never
 * projects a run-out day in the past; the invoice bills the package the consumption shows (carried hours included) and
 * a month outside the contract period has no package.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  companyDetailSchema,
  companyProfitDetailSchema,
  companyProfitabilitySchema,
  companyReportSchema,
  companyRowSchema,
  contractBalanceSchema,
  invoiceDetailSchema,
  invoiceMonthSchema,
} from '@helpdesk/shared/resources';
import { companies, companyPricings, outbox, tickets, timeReports, users } from '../../platform/db/schema';
import type { StoredMail } from '../../platform/outbound/outbox';
import { addMonths, REPORT_TIME_ZONE } from '../../platform/months';
import { companyBody } from '../../test/company-body';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { hoursLimitCheck } from '../company-mails';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const month = today.slice(0, 7);
const previous = addMonths(month, -1);

const body = (over: Record<string, unknown> = {}) =>
  companyBody({
    name: 'Warunki Sp. z o.o.',
    short_name: 'Warunki',
    tag: 'WAR',
    domains: ['warunki.test'],
    report_frequency: 'never',
    expected_hours: 10,
    ...over,
  });

describe('contract terms', () => {
  let server: TestServer;
  let admin: Client;
  let companyId = 0;

  before(async () => {
    server = await startServer({ tickets: 5 });
    admin = await login(server.base, 'admin@demo.test');
  });
  after(async () => server.close());

  it('refuses bad terms with 422 and field messages in the user’s language', async () => {
    const bad = await admin.post(
      '/api/admin/company',
      body({ contract_start: '2026-06-01', contract_end: '2026-05-31', carry_over_cap_hours: -1, alert_warning_percent: 0 }),
    );
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.errors.carry_over_cap_hours, ['Pole musi być większe lub równe 0']);
    assert.ok(bad.body.errors.alert_warning_percent, JSON.stringify(bad.body));
    const order = await admin.post(
      '/api/admin/company',
      body({ contract_start: '2026-06-01', contract_end: '2026-06-01', alert_warning_percent: 90, alert_limit_percent: 90 }),
    );
    assert.equal(order.status, 422);
    assert.deepEqual(order.body.errors.contract_end, ['Koniec umowy musi być późniejszy niż jej początek']);
    assert.deepEqual(order.body.errors.alert_limit_percent, ['Drugi próg alertu musi być wyższy niż pierwszy']);
    const above = await admin.post('/api/admin/company', body({ alert_limit_percent: 101 }));
    assert.ok(above.body.errors.alert_limit_percent, JSON.stringify(above.body));
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.email, 'admin@demo.test'));
    const english = await admin.post('/api/admin/company', body({ alert_warning_percent: 95, alert_limit_percent: 90 }));
    assert.deepEqual(english.body.errors.alert_limit_percent, ['The second alert level must be higher than the first']);
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.email, 'admin@demo.test'));
  });

  it('stores the terms and answers them on the company', async () => {
    const created = await admin.post(
      '/api/admin/company',
      body({
        contract_start: `${previous}-01`,
        contract_end: `${month}-28`,
        contract_renewal: 'yearly',
        carry_over_cap_hours: 3,
        alert_warning_percent: 50,
        alert_limit_percent: 90,
      }),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    companyId = created.body.data.id;
    const detail = companyDetailSchema.parse((await admin.get(`/api/admin/company/${companyId}`)).body.data);
    assert.deepEqual(
      [detail.contract_start, detail.contract_end, detail.contract_renewal, detail.carry_over_cap_hours],
      [`${previous}-01`, `${month}-28`, 'yearly', 3],
    );
    assert.deepEqual([detail.alert_warning_percent, detail.alert_limit_percent], [50, 90]);
    // Defaults for a company saved without terms.
    const plain = await admin.post('/api/admin/company', body({ tag: 'WARX', name: 'Bez warunków', short_name: 'Bez' }));
    const d = companyDetailSchema.parse((await admin.get(`/api/admin/company/${plain.body.data.id}`)).body.data);
    assert.deepEqual(
      [d.contract_start, d.contract_end, d.contract_renewal, d.carry_over_cap_hours, d.alert_warning_percent, d.alert_limit_percent],
      [null, null, 'none', null, 80, 100],
    );
  });

  it('carries the previous month’s unused hours up to the cap into the package, and colours by the company’s levels', async () => {
    const db = server.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    await db
      .insert(companyPricings)
      .values({ companyId, packageHours: 10, packagePrice: 1000, overtimePrice: 100, validFrom: '2020-01-01' });
    // The responsible agent gets the hours-limit e-mail.
    await db.update(companies).set({ responsibleAgentId: agent!.id }).where(eq(companies.id, companyId));
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'WAR-1',
        subject: 'Sieć',
        type: 'incident',
        companyId,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    const r = { ticketId: ticket!.id, agentId: agent!.id, kind: 'it', fromHour: '08:00' };
    // Last month 5 h of 10 used: 5 h unused, 3 h (the cap) carried. This month 6 h used of 13.
    await db.insert(timeReports).values([
      { ...r, day: `${previous}-10`, minutes: 300 },
      { ...r, day: `${month}-01`, minutes: 360 },
    ]);
    const b = contractBalanceSchema.parse((await admin.get(`/api/admin/companies/${companyId}/balance`)).body.data);
    assert.equal(b.month, month);
    assert.deepEqual(b.terms, {
      start: `${previous}-01`,
      end: `${month}-28`,
      renewal: 'yearly',
      carry_over_cap_hours: 3,
      carried_over: 180,
      alert_levels: [50, 90],
    });
    assert.deepEqual(b.hours, { package: 780, used: 360, accepted: 360, pending: 0, left: 420, percent: 46.2, level: 'ok' });
    // The company report shows the same package.
    const report = companyReportSchema.parse(
      (await admin.get(`/api/admin/company-report/${companyId}?from=${previous}&to=${month}`)).body.data,
    );
    assert.deepEqual(
      report.months.map((m) => [m.month, m.hours.package_minutes, m.hours.charged_minutes]),
      [
        // The previous month is the contract's first: nothing carried into it.
        [previous, 600, 300],
        [month, 780, 360],
      ],
    );

    // 50 % (the company's first level) is amber and sends the first warning at 50 %.
    await db.insert(timeReports).values({ ...r, day: `${month}-01`, fromHour: '15:00', minutes: 60 });
    const amber = contractBalanceSchema.parse((await admin.get(`/api/admin/companies/${companyId}/balance`)).body.data);
    assert.equal(amber.hours.level, 'warning');
    const sent = await hoursLimitCheck(server.app.ctx, companyId);
    assert.equal(sent?.kind, 'hours-80');
    const mails = (await db.select().from(outbox).where(eq(outbox.channel, 'mail')))
      .map((row) => row.payload as StoredMail)
      .filter((m) => m.subject.includes('Warunki'));
    assert.ok(mails.length > 0);
    assert.ok(
      mails.every((m) => m.subject === 'Firma Warunki Sp. z o.o.: wykorzystano 50% pakietu'),
      mails.map((m) => m.subject).join(),
    );
    assert.match(mails[0]!.text, /^Godziny: 07:00 z 13:00 \(53,8%\)$/m);
  });

  it('never projects a run-out day in the past: a used-up package says when it was used up', async () => {
    const db = server.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const [ticket] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.fullid, 'WAR-1'));
    await db
      .insert(timeReports)
      .values({ ticketId: ticket!.id, agentId: agent!.id, kind: 'it', fromHour: '16:00', day: `${month}-01`, minutes: 600 });
    const b = contractBalanceSchema.parse((await admin.get(`/api/admin/companies/${companyId}/balance`)).body.data);
    assert.equal(b.hours.level, 'exceeded');
    assert.equal(b.runs_out_on, null);
    assert.equal(b.used_up_on, `${month}-01`);
    // Another company still within its package at a pace: the projected day is after today.
    const acme = (await db.select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME')))[0]!.id;
    const other = contractBalanceSchema.parse((await admin.get(`/api/admin/companies/${acme}/balance`)).body.data);
    if (other.runs_out_on !== null) assert.ok(other.runs_out_on > today, other.runs_out_on);
    if (other.used_up_on !== null) assert.ok(other.used_up_on <= today, other.used_up_on);
    // Past the company's second level (90 %, not 100 %) the second e-mail names that level.
    assert.equal((await hoursLimitCheck(server.app.ctx, companyId))?.kind, 'hours-100');
    const subjects = (await db.select().from(outbox).where(eq(outbox.channel, 'mail')))
      .map((row) => (row.payload as StoredMail).subject)
      .filter((subject) => subject.includes('Warunki'));
    assert.ok(subjects.includes('Firma Warunki Sp. z o.o.: wykorzystano 90% pakietu'), subjects.join());
  });

  it('the company list colours a health bar by the company’s own levels: 60 % is amber at 50 / 70, not at 80 / 100', async () => {
    const db = server.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const company = async (tag: string, levels: Record<string, number>) => {
      const created = await admin.post(
        '/api/admin/company',
        body({ tag, name: `Progi ${tag}`, short_name: tag, domains: [`${tag.toLowerCase()}.test`], ...levels }),
      );
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id as number;
      const [ticket] = await db
        .insert(tickets)
        .values({
          fullid: `${tag}-1`,
          subject: 'Drukarka',
          type: 'incident',
          companyId: id,
          priority: 'normal',
          category: 'other',
          status: 'in-progress',
        })
        .returning({ id: tickets.id });
      // 6 h of the 10 h package: 60 %.
      await db
        .insert(timeReports)
        .values({ ticketId: ticket!.id, agentId: agent!.id, kind: 'it', fromHour: '08:00', day: today, minutes: 360 });
      return id;
    };
    const own = await company('PRG', { alert_warning_percent: 50, alert_limit_percent: 70 });
    const plain = await company('PRGD', {});
    const list = await admin.get('/api/admin/company?search=Progi');
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const health = (id: number) => companyRowSchema.parse(list.body.data.find((c: { id: number }) => c.id === id)).health;
    assert.deepEqual(health(own).bars, [{ kind: 'hours', used: 360, package: 600, percent: 60, level: 'warning' }]);
    assert.deepEqual(health(own).alert_levels, [50, 70]);
    assert.equal(health(plain).bars[0]!.level, 'ok');
    assert.deepEqual(health(plain).alert_levels, [80, 100]);
  });

  it('bills the package the balance shows: carried hours are in the invoice, a month outside the contract has no package', async () => {
    const db = server.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const [ticket] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.fullid, 'WAR-1'));
    // This month 17 h used of 10 h + 3 h carried: 4 h over the package at 100 zł.
    const detail = invoiceDetailSchema.parse((await admin.get(`/api/admin/invoicing/${companyId}?month=${month}`)).body.data);
    assert.deepEqual(
      [detail.figures.package_minutes, detail.figures.carried_minutes, detail.figures.charged_minutes, detail.figures.over_minutes],
      [780, 180, 1020, 240],
    );
    assert.deepEqual(detail.figures.amounts, { package: 100000, overtime: 40000, extra_visits: 0, total: 140000 });
    const balance = contractBalanceSchema.parse((await admin.get(`/api/admin/companies/${companyId}/balance`)).body.data);
    assert.equal(balance.hours.package, detail.figures.package_minutes);
    // The month's list (stored totals) and the company's profitability bill the same.
    const list = invoiceMonthSchema.parse((await admin.get(`/api/admin/invoicing?month=${month}`)).body.data);
    assert.deepEqual(list.lines.find((l) => l.company.id === companyId)?.amounts, detail.figures.amounts);
    const profit = companyProfitDetailSchema.parse(
      (await admin.get(`/api/admin/profitability/${companyId}?from=${month}&to=${month}`)).body.data,
    );
    assert.deepEqual(profit.months.at(-1)?.amounts, detail.figures.amounts);
    const profits = companyProfitabilitySchema.parse((await admin.get(`/api/admin/profitability?from=${month}&to=${month}`)).body.data);
    assert.equal(profits.companies.find((c) => c.company.id === companyId)?.revenue, 140000);

    // The month before the contract's start: no package, no package price, every hour at the overtime price.
    const before = addMonths(previous, -1);
    await db
      .insert(timeReports)
      .values({ ticketId: ticket!.id, agentId: agent!.id, kind: 'it', fromHour: '08:00', day: `${before}-03`, minutes: 120 });
    const outside = invoiceDetailSchema.parse((await admin.get(`/api/admin/invoicing/${companyId}?month=${before}`)).body.data);
    assert.deepEqual([outside.figures.package_minutes, outside.figures.over_minutes], [0, 120]);
    assert.deepEqual(outside.figures.amounts, { package: 0, overtime: 20000, extra_visits: 0, total: 20000 });
    const report = companyReportSchema.parse(
      (await admin.get(`/api/admin/company-report/${companyId}?from=${before}&to=${before}`)).body.data,
    );
    assert.deepEqual([report.months[0]?.hours.package_minutes, report.months[0]?.hours.charged_minutes], [null, 120]);
  });
});
