/** Finance endpoints: admin only, agent costs and company pricing with their histories, the preview, profitability. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { companies, holidays, leaves, tickets, timeReports, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { addMonths } from '../../platform/months';
import { lockPeriod } from '../period-locks';

describe('finance (admin only)', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  let agentId = 0;
  let companyId = 0;
  let ticketId = 0;

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['client', 'vip', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    const [agent] = await db
      .insert(users)
      .values({
        kind: 'agent',
        firstname: 'Fiona',
        lastname: 'Finanse',
        email: 'fiona@finance.test',
        passwordHash: 'x',
        role: 'agent',
        agentType: 'support',
        timeScope: 480,
      })
      .returning({ id: users.id });
    agentId = agent!.id;
    const [company] = await db
      .insert(companies)
      .values({ name: 'Finanse Sp. z o.o.', shortName: 'Finanse', tag: 'FIN' })
      .returning({ id: companies.id });
    companyId = company!.id;
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'FIN-1',
        subject: 'Serwer',
        type: 'incident',
        companyId,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    ticketId = ticket!.id;
    // March 2026: 22 working days, a holiday on the 10th and a two-day leave (16–17) → 19 × 8 h = 152 h expected.
    await db.insert(holidays).values({ name: 'Test', date: '2026-03-10' }).onConflictDoNothing();
    await db.insert(leaves).values({ agentId, start: '2026-03-16', end: '2026-03-17', type: 'vacation', acceptedAt: new Date() });
    await db.insert(timeReports).values([
      // 5 h on the 2nd and 2 h on the 3rd, each day whole hours: 7 h charged.
      { ticketId, agentId, day: '2026-03-02', fromHour: '08:00', kind: 'it', minutes: 300 },
      { ticketId, agentId, day: '2026-03-03', fromHour: '08:00', kind: 'it', minutes: 120, arrival: true },
      // Waiting for acceptance: not counted.
      { ticketId, agentId, day: '2026-03-04', fromHour: '08:00', kind: 'it', minutes: 600, needsAccept: true },
      // Rejected: not counted.
      { ticketId, agentId, day: '2026-03-05', fromHour: '08:00', kind: 'it', minutes: 600, rejectedAt: new Date() },
    ]);
  });
  after(async () => {
    await server.close();
  });

  const endpoints = () => [
    ['GET', '/api/admin/agent-costs'],
    ['GET', '/api/admin/agent-costs/1'],
    ['POST', '/api/admin/agent-costs'],
    ['PUT', '/api/admin/agent-costs/1'],
    ['DELETE', '/api/admin/agent-costs/1'],
    ['GET', '/api/admin/company-pricing'],
    ['GET', '/api/admin/company-pricing/1'],
    ['POST', '/api/admin/company-pricing'],
    ['PUT', '/api/admin/company-pricing/1'],
    ['DELETE', '/api/admin/company-pricing/1'],
    ['POST', '/api/admin/company-pricing/preview'],
    ['GET', '/api/admin/profitability'],
    ['GET', `/api/admin/profitability/${companyId}`],
    ['GET', '/api/admin/agent-profitability'],
    ['GET', `/api/admin/agent-profitability/${agentId}`],
  ];

  it('answers 403 to a manager, an agent and clients on every finance endpoint', async () => {
    for (const who of ['manager', 'agent', 'client', 'vip']) {
      for (const [method, url] of endpoints()) {
        const res = await as[who]!.request(
          method!,
          url!,
          method === 'GET' || method === 'DELETE' ? undefined : { agent_id: agentId, net_salary: 1, valid_from: '2026-01-01' },
        );
        assert.equal(res.status, 403, `${who} ${method} ${url}`);
      }
    }
    assert.equal((await new Client(server.base).get('/api/admin/agent-costs')).status, 401);
  });

  it('keeps an agent cost history; the row in force is the latest valid-from on or before today', async () => {
    const admin = as.admin!;
    const first = await admin.post('/api/admin/agent-costs', {
      agent_id: agentId,
      net_salary: '7 000,00',
      allowances: '2000',
      valid_from: '2026-01-01',
      notes: 'Start',
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.data.total_cost, 900_000, 'total left out: net + allowances');
    assert.equal(first.body.message, 'Koszt agenta został dodany');
    const second = await admin.post('/api/admin/agent-costs', {
      agent_id: agentId,
      net_salary: 800_000,
      allowances: 0,
      total_cost: 1_000_001,
      valid_from: '2026-03-10',
    });
    assert.equal(second.status, 201);
    const future = await admin.post('/api/admin/agent-costs', { agent_id: agentId, net_salary: 900_000, valid_from: '2999-01-01' });
    const list = (await admin.get(`/api/admin/agent-costs?agent_id=${agentId}`)).body.data;
    assert.deepEqual(
      list.map((c: { valid_from: string; in_force: boolean; total_cost: number }) => [c.valid_from, c.in_force, c.total_cost]),
      [
        ['2999-01-01', false, 900_000],
        ['2026-03-10', true, 1_000_001],
        ['2026-01-01', false, 900_000],
      ],
    );
    assert.equal((await admin.request('DELETE', `/api/admin/agent-costs/${future.body.data.id}`)).status, 200);
    const edited = await admin.request('PUT', `/api/admin/agent-costs/${first.body.data.id}`, {
      agent_id: agentId,
      net_salary: '7000',
      allowances: '2000.00',
      valid_from: '2026-01-01',
      notes: 'Start',
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.total_cost, 900_000);
  });

  it('refuses bad input with 422 and field messages in the user’s language', async () => {
    const admin = as.admin!;
    const bad = await admin.post('/api/admin/agent-costs', { agent_id: agentId, net_salary: '12,345', valid_from: '2026-13-01' });
    assert.equal(bad.status, 422);
    assert.match(bad.body.errors.net_salary[0], /kwotę/);
    assert.ok(bad.body.errors.valid_from);
    const client = await admin.post('/api/admin/agent-costs', {
      agent_id: (await server.database.db.select({ id: users.id }).from(users)).find(() => true)!.id + 100_000,
      net_salary: 1,
      valid_from: '2026-01-01',
    });
    assert.equal(client.status, 422);
    assert.ok(client.body.errors.agent_id);
    const twice = await admin.post('/api/admin/agent-costs', { agent_id: agentId, net_salary: 1, valid_from: '2026-01-01' });
    assert.equal(twice.status, 422);
    assert.equal(twice.body.errors.valid_from[0], 'Wpis obowiązujący od tej daty już istnieje');
    admin.lang = 'en';
    const en = await admin.post('/api/admin/company-pricing', { company_id: companyId, package_price: -5, valid_from: '2026-01-01' });
    admin.lang = undefined;
    assert.equal(en.status, 422);
    assert.ok(en.body.errors.package_price[0]);
    assert.equal((await admin.get('/api/admin/agent-costs/999999')).status, 404);
  });

  it('previews a back-dated pricing row, saves it, and keeps the company’s pricing history', async () => {
    const admin = as.admin!;
    const body = {
      company_id: companyId,
      package_hours: 5,
      package_price: '1500',
      overtime_price: '150,00',
      package_visits: 0,
      extra_visit_price: '80.50',
      valid_from: '2026-03-01',
      hours_no_limit: false,
      arrivals_no_limit: false,
    };
    const preview = await admin.post('/api/admin/company-pricing/preview', body);
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    const march = preview.body.data.find((p: { month: string }) => p.month === '2026-03');
    // 7 h charged, 5 h package → 2 h × 150,00; one arrival over 0 visits → 80,50.
    assert.deepEqual(march, {
      month: '2026-03',
      before: { package: 0, overtime: 0, extra_visits: 0, total: 0 },
      after: { package: 150_000, overtime: 30_000, extra_visits: 8_050, total: 188_050 },
    });
    const saved = await admin.post('/api/admin/company-pricing', body);
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    assert.equal(saved.body.data.in_force, true);
    assert.equal(saved.body.data.extra_visit_price, 8_050);
    const again = await admin.post('/api/admin/company-pricing/preview', { ...body, id: saved.body.data.id });
    assert.deepEqual(again.body.data, [], 'nothing changes when the row is saved as it is');
    const list = (await admin.get(`/api/admin/company-pricing?company_id=${companyId}`)).body.data;
    assert.equal(list.length, 1);
    assert.equal(list[0].company.tag, 'FIN');
  });

  it('company profitability: revenue from the calculation, cost of the agent’s hours over its expected hours', async () => {
    const admin = as.admin!;
    const res = await admin.get('/api/admin/profitability?from=2026-03&to=2026-03');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const row = res.body.data.companies.find((c: { company: { id: number } }) => c.company.id === companyId);
    // Cost: 10 000,01 zł / 152 h × 7 h = 460,53 zł.
    assert.deepEqual(
      { revenue: row.revenue, cost: row.cost, margin: row.margin, sold: row.sold_minutes, used: row.used_minutes },
      { revenue: 188_050, cost: 46_053, margin: 141_997, sold: 300, used: 420 },
    );
    assert.equal(row.margin_percent, 75.5);
    const detail = (await admin.get(`/api/admin/profitability/${companyId}?from=2026-03&to=2026-03`)).body.data;
    const [month] = detail.months;
    assert.equal(month.amounts.total, 188_050);
    assert.deepEqual(
      month.reports.map((r: { minutes: number; over_minutes: number; extra_visit: boolean }) => [r.minutes, r.over_minutes, r.extra_visit]),
      [
        [300, 0, false],
        [120, 120, true],
      ],
    );
    assert.deepEqual(month.agents, [
      { agent: { id: agentId, name: 'Fiona Finanse' }, month: '2026-03', minutes: 420, charged_minutes: 420, cost: 46_053 },
    ]);
  });

  it('agent profitability: whole monthly cost, minutes by kind, revenue by its share of billable hours, utilisation', async () => {
    const admin = as.admin!;
    const res = await admin.get('/api/admin/agent-profitability?from=2026-03&to=2026-03');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const row = res.body.data.agents.find((a: { agent: { id: number } }) => a.agent.id === agentId);
    assert.deepEqual(row, {
      agent: { id: agentId, name: 'Fiona Finanse' },
      revenue: 188_050,
      cost: 1_000_001,
      margin: 188_050 - 1_000_001,
      margin_percent: -431.8,
      minutes: { billable: 420, overtime: 0, outside_contract: 0, internal: 0 },
      expected_minutes: 152 * 60,
      utilisation: 4.6,
    });
    const detail = (await admin.get(`/api/admin/agent-profitability/${agentId}?from=2026-03&to=2026-03`)).body.data;
    assert.deepEqual(detail.companies, [
      { company: { id: companyId, tag: 'FIN', short_name: 'Finanse' }, charged_minutes: 420, revenue: 188_050 },
    ]);
  });
  it('a year’s figures are the single months’ figures put together, for companies and agents', async () => {
    const admin = as.admin!;
    await server.database.db.insert(timeReports).values([
      { ticketId, agentId, day: '2026-02-11', fromHour: '09:00', kind: 'it', minutes: 45, overtime: 50 },
      { ticketId, agentId, day: '2026-05-06', fromHour: '10:00', kind: 'it', minutes: 90, outsideContract: true },
    ]);
    // Twelve whole months that have passed: a report reaches the current month at most.
    const months = Array.from({ length: 12 }, (_, i) => addMonths('2025-12', i));
    const get = async (url: string) => {
      const res = await admin.get(url);
      assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);
    type Row = { company?: { id: number }; agent?: { id: number }; months?: unknown[]; [k: string]: unknown };

    const year = (await get('/api/admin/profitability?from=2025-12&to=2026-11')).companies as Row[];
    const single = await Promise.all(months.map(async (m) => (await get(`/api/admin/profitability?from=${m}&to=${m}`)).companies as Row[]));
    assert.ok(year.length > 1);
    for (const row of year) {
      const parts = single.map((list) => list.find((c) => c.company!.id === row.company!.id)!);
      assert.deepEqual(
        row.months,
        parts.flatMap((p) => p.months),
        `company ${row.company!.id}`,
      );
      assert.equal(
        row.revenue,
        sum(parts, (p) => p.revenue as number),
      );
      assert.equal(
        row.cost,
        sum(parts, (p) => p.cost as number),
      );
    }
    assert.ok(sum(year, (r) => r.revenue as number) > 0, 'the year has revenue');
    const detail = await get(`/api/admin/profitability/${companyId}?from=2025-12&to=2026-11`);
    const detailParts = await Promise.all(months.map((m) => get(`/api/admin/profitability/${companyId}?from=${m}&to=${m}`)));
    assert.deepEqual(
      detail.months,
      detailParts.flatMap((p) => p.months),
    );

    const agents = (await get('/api/admin/agent-profitability?from=2025-12&to=2026-11')).agents as Row[];
    const agentMonths = await Promise.all(
      months.map(async (m) => (await get(`/api/admin/agent-profitability?from=${m}&to=${m}`)).agents as Row[]),
    );
    assert.ok(agents.length > 1);
    for (const row of agents) {
      const parts = agentMonths.map((list) => list.find((a) => a.agent!.id === row.agent!.id)!);
      const minutes = (k: string) => sum(parts, (p) => (p.minutes as Record<string, number>)[k]!);
      assert.deepEqual(
        {
          revenue: row.revenue,
          cost: row.cost,
          expected: row.expected_minutes,
          minutes: row.minutes,
        },
        {
          revenue: sum(parts, (p) => p.revenue as number),
          cost: sum(parts, (p) => p.cost as number),
          expected: sum(parts, (p) => p.expected_minutes as number),
          minutes: {
            billable: minutes('billable'),
            overtime: minutes('overtime'),
            outside_contract: minutes('outside_contract'),
            internal: minutes('internal'),
          },
        },
        `agent ${row.agent!.id}`,
      );
    }
    const fiona = await get(`/api/admin/agent-profitability/${agentId}?from=2025-12&to=2026-11`);
    const fionaParts = await Promise.all(months.map((m) => get(`/api/admin/agent-profitability/${agentId}?from=${m}&to=${m}`)));
    assert.deepEqual(
      fiona.months,
      fionaParts.flatMap((p) => p.months),
    );
    assert.deepEqual(fiona.months[2].minutes, { billable: 0, overtime: 45, outside_contract: 0, internal: 0 });
    assert.deepEqual(fiona.months[5].minutes, { billable: 0, overtime: 0, outside_contract: 90, internal: 0 });
  });
  it('refuses a pricing row that would change an invoiced month: new, moved or deleted', async () => {
    const admin = as.admin!;
    await lockPeriod(server.database.db, companyId, '2026-04');
    const body = {
      company_id: companyId,
      package_hours: 8,
      package_price: '1000',
      overtime_price: '100',
      package_visits: 0,
      extra_visit_price: '0',
      hours_no_limit: false,
      arrivals_no_limit: false,
    };
    const inside = await admin.post('/api/admin/company-pricing', { ...body, valid_from: '2026-04-15' });
    assert.equal(inside.status, 422);
    assert.equal(
      inside.body.errors.valid_from[0],
      'Ten cennik zmieniłby zafakturowany miesiąc 2026-04: podaj datę „obowiązuje od” po ostatnim zafakturowanym miesiącu',
    );
    assert.equal(
      (await admin.post('/api/admin/company-pricing', { ...body, valid_from: '2026-02-01' })).status,
      422,
      'a row from before reaches April too',
    );
    const march = (await admin.get(`/api/admin/company-pricing?company_id=${companyId}`)).body.data.find(
      (p: { valid_from: string }) => p.valid_from === '2026-03-01',
    );
    assert.equal(
      (await admin.request('PUT', `/api/admin/company-pricing/${march.id}`, { ...body, valid_from: '2026-06-01' })).status,
      422,
      'moving the March row away changes April',
    );
    assert.equal((await admin.request('DELETE', `/api/admin/company-pricing/${march.id}`)).status, 422);
    assert.equal((await admin.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
    const en = await admin.post('/api/admin/company-pricing', { ...body, valid_from: '2026-04-01' });
    assert.equal((await admin.post('/api/profile/set-lang', { lang: 'pl' })).status, 204);
    assert.equal(
      en.body.errors.valid_from[0],
      'This pricing would change the invoiced month 2026-04: choose a valid-from date after the last invoiced month',
    );
    assert.equal(
      (await admin.post('/api/admin/company-pricing', { ...body, valid_from: '2026-05-01' })).status,
      201,
      'after the invoiced month is open',
    );
  });
});
