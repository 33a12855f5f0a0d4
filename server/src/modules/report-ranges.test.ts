/**
 * Issue 35 item 2: a report reaches the current month (or today) at most. A range into the future is a 422 naming the
 * field in the user's language, answered before any figure is computed — once `from=2999-12` ran for seconds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { companies, users } from '../platform/db/schema';
import { businessDateOf } from '../platform/business-time-zone';
import { addDays, addMonths, monthOf } from '../platform/months';
import { type Client, login, startServer, type TestServer } from '../test/harness';

describe('report ranges end at the current month', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  const current = monthOf(new Date());
  const next = addMonths(current, 1);
  const today = businessDateOf(new Date());
  const tomorrow = addDays(today, 1);

  before(async () => {
    server = await startServer({ tickets: 40 });
    for (const who of ['admin', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => {
    await server.close();
  });

  it('refuses the far future at once, with the field and a message in Polish and in English', async () => {
    const started = Date.now();
    const res = await as.admin!.get('/api/admin/general-report?from=2999-12');
    assert.equal(res.status, 422, JSON.stringify(res.body));
    assert.ok(Date.now() - started < 1000, 'answered before any figure is computed');
    assert.deepEqual(res.body.errors.from, [`Raport może sięgać najdalej do bieżącego miesiąca (${current})`]);
    // The user's own language decides (as every 422 does).
    assert.equal((await as.admin!.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
    try {
      const en = await as.admin!.get(`/api/admin/general-report?to=${next}`);
      assert.equal(en.status, 422);
      assert.deepEqual(en.body.errors.to, [`A report can reach at most the current month (${current})`]);
      const day = await as.admin!.get(`/api/admin/reports/daily?day=${tomorrow}`);
      assert.deepEqual(day.body.errors.day, [`A report can reach at most today (${today})`]);
    } finally {
      await as.admin!.post('/api/profile/set-lang', { lang: 'pl' });
    }
  });

  it('refuses next month on every month-ranged report and export', async () => {
    const agentId = ids['agent@demo.test']!;
    const urls = [
      '/api/admin/general-report',
      '/api/admin/agent-stats',
      `/api/admin/agent-stats/${agentId}`,
      `/api/admin/company-report/${ids.ACME}`,
      '/api/admin/profitability',
      '/api/admin/profitability/export',
      `/api/admin/profitability/${ids.ACME}`,
      '/api/admin/agent-profitability',
      '/api/admin/agent-profitability/export',
      `/api/admin/agent-profitability/${agentId}`,
    ];
    for (const url of urls) {
      for (const query of [`to=${next}`, `from=${next}`, `from=${current}&to=${next}`]) {
        const res = await as.admin!.get(`${url}?${query}`);
        assert.equal(res.status, 422, `${url}?${query}`);
      }
      // The current month so far is a report like any other.
      const now = await as.admin!.get(`${url}?from=${current}&to=${current}`);
      assert.equal(now.status, 200, `${url} this month: ${JSON.stringify(now.body).slice(0, 200)}`);
    }
    const client = await as.vip!.get(`/api/client/company-report?to=${next}`);
    assert.equal(client.status, 422, 'the client company report');
    assert.equal((await as.vip!.get(`/api/client/company-report?from=${current}`)).status, 200);
  });

  it('refuses tomorrow on every day-ranged report, acceptance list and report export', async () => {
    const refused: [string, string][] = [
      [`/api/admin/reports/agent?from=${today}&to=${tomorrow}`, 'to'],
      [`/api/admin/reports/agent?from=${tomorrow}&to=${tomorrow}`, 'from'],
      [`/api/admin/reports/daily?day=${tomorrow}`, 'day'],
      [`/api/admin/time-accept?to=${tomorrow}`, 'to'],
      [`/api/admin/time-accept?from=${tomorrow}`, 'from'],
    ];
    for (const [url, field] of refused) {
      const res = await as.admin!.get(url);
      assert.equal(res.status, 422, url);
      assert.ok(res.body.errors[field], `${url} names ${field}: ${JSON.stringify(res.body.errors)}`);
    }
    for (const url of [
      `/api/admin/reports/agent?from=${today}&to=${today}`,
      `/api/admin/reports/daily?day=${today}`,
      `/api/admin/time-accept?to=${today}`,
    ]) {
      assert.equal((await as.admin!.get(url)).status, 200, url);
    }

    const agentExport = await as.admin!.post('/api/admin/reports/exports', {
      report: 'agent',
      format: 'csv',
      query: { from: today, to: tomorrow },
    });
    assert.equal(agentExport.status, 422);
    assert.ok(agentExport.body.errors['query.to']);
    const dailyExport = await as.admin!.post('/api/admin/reports/exports', { report: 'daily', format: 'csv', query: { day: tomorrow } });
    assert.equal(dailyExport.status, 422);
    assert.ok(dailyExport.body.errors['query.day']);
    const ok = await as.admin!.post('/api/admin/reports/exports', { report: 'daily', format: 'csv', query: { day: today } });
    assert.equal(ok.status, 202);
  });
});
