/** Issue 7 item 6: one company report for the client and the staff, its figures, and who may read it. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { companies, companyAgents, tickets, timeReports, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { addMonths, monthOf, monthsBetween, resolveRange } from '../../platform/months';

describe('company report', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 300 });
    for (const who of ['client', 'vip', 'monitoring', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => {
    await server.close();
  });

  // The 24 months up to the current one: a report reaches no further.
  const range = `from=${addMonths(monthOf(new Date()), -23)}&to=${monthOf(new Date())}`;

  it('gives the VIP and the staff the same figures for the same company and months', async () => {
    const client = await as.vip!.get(`/api/client/company-report?${range}`);
    assert.equal(client.status, 200, JSON.stringify(client.body));
    assert.equal(client.body.data.company.tag, 'ACME');
    assert.equal(client.body.data.months.length, 24);
    for (const who of ['admin', 'manager', 'agent']) {
      const staff = await as[who]!.get(`/api/admin/company-report/${ids.ACME}?${range}`);
      assert.equal(staff.status, 200, who);
      assert.deepEqual(staff.body, client.body, `${who} sees the client's figures`);
    }
  });

  it('counts tickets, SLA and hours as the rules say', async () => {
    const db = server.database.db;
    const report = (await as.vip!.get(`/api/client/company-report?${range}`)).body.data;
    const busiest = [...report.months].sort((a, b) => b.tickets.opened - a.tickets.opened)[0];
    assert.ok(busiest.tickets.opened > 0, 'the seed has tickets in the range');
    const [opened] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, ids.ACME!),
          sql`deleted_at is null and to_char(created_at at time zone 'Europe/Warsaw', 'YYYY-MM') = ${busiest.month}`,
        ),
      );
    assert.equal(busiest.tickets.opened, opened!.n);
    const [resolved] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        met: sql<number>`count(*) filter (where resolved_at <= resolve_due_at)`.mapWith(Number),
      })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, ids.ACME!),
          sql`deleted_at is null and status = 'resolved' and to_char(resolved_at at time zone 'Europe/Warsaw', 'YYYY-MM') = ${busiest.month}`,
        ),
      );
    const month = report.months.find((m: { month: string }) => m.month === busiest.month);
    assert.equal(month.tickets.resolved, resolved!.n);
    assert.equal(month.sla.resolution.met, resolved!.met);
    for (const m of report.months) {
      assert.equal(m.sla.resolution.met + m.sla.resolution.breached, m.sla.resolution.total);
      assert.ok(m.sla.first_response.met + m.sla.first_response.breached <= m.sla.first_response.total);
      assert.equal(m.hours.charged_minutes % 60, 0, 'charged time is whole hours (daily ceilings)');
      assert.ok(m.hours.charged_minutes >= m.hours.reported_minutes);
    }

    // A month of our own: 20 + 20 min on one ticket's day is one charged hour; outside-contract time and arrivals apart.
    const [ticket] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, ids.ACME!), sql`deleted_at is null`))
      .limit(1);
    const agentId = ids['agent@demo.test']!;
    const base = { ticketId: ticket!.id, agentId, fromHour: '09:00', description: '' };
    await db.insert(timeReports).values([
      { ...base, day: '2021-03-02', kind: 'it', minutes: 20 },
      { ...base, day: '2021-03-02', kind: 'it', minutes: 20, arrival: true },
      { ...base, day: '2021-03-03', kind: 'developer', minutes: 90 },
      { ...base, day: '2021-03-04', kind: 'it', minutes: 30, outsideContract: true },
      { ...base, day: '2021-03-05', kind: 'it', minutes: 600, rejectedAt: new Date(), rejectReason: 'nie' },
    ]);
    const march = (await as.vip!.get('/api/client/company-report?from=2021-03&to=2021-03')).body.data;
    const m = march.months[0];
    assert.equal(m.month, '2021-03');
    assert.equal(m.hours.per_kind.it.reported_minutes, 40);
    assert.equal(m.hours.per_kind.it.charged_minutes, 60);
    assert.equal(m.hours.per_kind.developer.charged_minutes, 120);
    assert.equal(m.hours.reported_minutes, 130);
    assert.equal(m.hours.charged_minutes, 180);
    assert.equal(m.hours.outside_contract_minutes, 30);
    assert.equal(m.arrivals.used, 1);
    const [acme] = await db.select().from(companies).where(eq(companies.id, ids.ACME!));
    const pkg = acme!.chargingModel === 'no-limit' ? null : acme!.expectedHours * 60;
    assert.equal(m.hours.package_minutes, pkg);
    if (pkg !== null) assert.equal(m.hours.remaining_minutes, Math.max(0, pkg - 180));
    assert.equal(m.arrivals.package, acme!.arrivalsPackage && acme!.expectedArrivals > 0 ? acme!.expectedArrivals : null);

    // The split model: a package per staff type.
    await db
      .update(companies)
      .set({ chargingModel: 'split', itTimeLimit: 120, developerTimeLimit: 60, adminTimeLimit: 0, specialistTimeLimit: 0 })
      .where(eq(companies.id, ids.ACME!));
    try {
      const split = (await as.admin!.get(`/api/admin/company-report/${ids.ACME}?from=2021-03&to=2021-03`)).body.data;
      assert.deepEqual(split.contract.hours, { package_minutes: 180, per_kind: { it: 120, admin: null, developer: 60, specialist: null } });
      assert.equal(split.months[0].hours.per_kind.it.remaining_minutes, 60);
      assert.equal(split.months[0].hours.per_kind.developer.over_minutes, 60);
    } finally {
      await db
        .update(companies)
        .set({ chargingModel: acme!.chargingModel, itTimeLimit: acme!.itTimeLimit, developerTimeLimit: acme!.developerTimeLimit })
        .where(eq(companies.id, ids.ACME!));
    }
  });

  it('is refused without the permission, for other companies and for unknown ones', async () => {
    assert.equal((await as.client!.get('/api/client/company-report')).status, 403, 'a regular client');
    assert.equal((await as.monitoring!.get('/api/client/company-report')).status, 403, 'the monitoring account (client-vip only, spec §5)');
    assert.equal((await as.agent!.get('/api/client/company-report')).status, 403, 'staff on the client path');
    assert.equal((await as.vip!.get(`/api/admin/company-report/${ids.ACME}`)).status, 403, 'a client on the staff path');
    assert.equal((await new Client(server.base).get('/api/client/company-report')).status, 401);
    const db = server.database.db;
    // show_reports = 0 takes the permission away from the VIP (spec §5).
    await db.update(companies).set({ showReports: 0 }).where(eq(companies.id, ids.ACME!));
    try {
      assert.equal((await as.vip!.get('/api/client/company-report')).status, 403);
    } finally {
      await db.update(companies).set({ showReports: 1 }).where(eq(companies.id, ids.ACME!));
    }
    const assigned = (
      await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, ids['agent@demo.test']!))
    ).map((r) => r.id);
    const other = Object.values(ids).find(
      (id) => !assigned.includes(id) && Object.entries(ids).some(([k, v]) => v === id && /^[A-Z]{3,4}$/.test(k)),
    )!;
    assert.equal((await as.agent!.get(`/api/admin/company-report/${other}`)).status, 403);
    assert.equal((await as.admin!.get(`/api/admin/company-report/${other}`)).status, 200);
    assert.equal((await as.admin!.get('/api/admin/company-report/999999')).status, 404);
    assert.equal((await as.vip!.get('/api/client/company-report?from=2026-13')).status, 422);
    assert.equal((await as.vip!.get('/api/client/company-report?from=2026-05&to=2026-01')).status, 422);
  });

  it('defaults to the last six months and caps a range at 24', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    assert.deepEqual(resolveRange({}, now), { from: '2026-06', to: '2026-11' });
    assert.deepEqual(resolveRange({ from: '2020-01', to: '2026-11' }, now), { from: '2024-12', to: '2026-11' });
    assert.equal(monthsBetween('2025-11', '2026-02').join(), '2025-11,2025-12,2026-01,2026-02');
    assert.equal(addMonths('2026-01', -1), '2025-12');
    // Months are Warsaw months: 23:30 UTC on 31 January is already February there.
    assert.equal(monthOf(new Date('2026-01-31T23:30:00Z')), '2026-02');
  });
});
