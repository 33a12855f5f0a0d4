/** The audit trail: each covered change writes one entry with its diff, admin only, append-only, retention. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { auditLogPageSchema } from '@helpdesk/shared/resources';
import { auditLog, companies, users } from '../../platform/db/schema';
import { REDACTED } from '../../platform/audit/recorder';
import { type Client, demoIds, login, startServer, type TestServer } from '../../test/harness';
import { companyBody as testCompanyBody } from '../../test/company-body';
import { createJobLeases } from '../../platform/jobs';
import { createAuditRetention } from './retention';

const companyBody = (over: Record<string, unknown> = {}) =>
  testCompanyBody({ name: 'Audytowana Sp. z o.o.', short_name: 'Audyt', tag: 'AUD', domains: ['audyt.test'], ...over });

describe('audit trail', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  let ids: Record<string, number> = {};
  let companyId = 0;

  /** The entries of one record, oldest first. */
  const entriesOf = async (kind: string, recordId: number | string) =>
    (await admin.get(`/api/admin/audit-log?record_kind=${kind}&record_id=${recordId}&per_page=100`)).body.data.reverse();
  const put = (who: Client, url: string, body: unknown) => who.request('PUT', url, body);
  /** The trigger's refusal, as drizzle wraps it (the database's error is the cause). */
  const appendOnly = (error: unknown) => /append-only/.test(String((error as { cause?: Error }).cause?.message ?? error));
  const fieldsOf = (entry: { changes: { field: string }[] }) => entry.changes.map((c) => c.field).sort();

  before(async () => {
    server = await startServer({ tickets: 5 });
    admin = await login(server.base, 'admin@demo.test');
    manager = await login(server.base, 'manager@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    ids = await demoIds(server);
  });
  after(async () => server.close());

  it('a company: its creation, then one entry per save with only the changed fields (SLA table, domains, agents)', async () => {
    const created = await admin.post('/api/admin/company', companyBody());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    companyId = created.body.data.id;
    const agentId = ids['agent@demo.test']!;
    const changed = companyBody({
      name: 'Audytowana S.A.',
      domains: ['audyt.test', 'audyt.pl'],
      agent_ids: [agentId],
      priorities: [
        { priority: 'normal', is_24_7: false, active: true, is_default: true, open_sla_minutes: 120, resolve_sla_minutes: 2880 },
      ],
    });
    assert.equal((await put(admin, `/api/admin/company/${companyId}`, changed)).status, 200);
    // Saved again as it is: nothing changed, nothing recorded.
    assert.equal((await put(admin, `/api/admin/company/${companyId}`, changed)).status, 200);

    const entries = await entriesOf('company', companyId);
    assert.deepEqual(
      entries.map((e: { action: string }) => e.action),
      ['created', 'updated'],
    );
    const [made, update] = entries;
    assert.equal(made.label, 'AUD Audytowana Sp. z o.o.');
    assert.deepEqual(made.user, { id: ids['admin@demo.test'], name: made.user.name });
    assert.ok(made.user.name.length > 0);
    assert.ok(made.ip, 'the address the change came from');
    assert.deepEqual(fieldsOf(update), ['agentIds', 'domains', 'name', 'sla.normal']);
    const byField = Object.fromEntries(update.changes.map((c: { field: string }) => [c.field, c]));
    assert.deepEqual(byField.name, { field: 'name', before: 'Audytowana Sp. z o.o.', after: 'Audytowana S.A.' });
    assert.deepEqual(byField.agentIds, { field: 'agentIds', before: [], after: [agentId] });
    assert.equal(byField['sla.normal'].before.open_sla_minutes, 240);
    assert.equal(byField['sla.normal'].after.open_sla_minutes, 120);
    assert.equal(update.label, 'AUD Audytowana S.A.');
  });

  it('the IT documentation: upload, replacement and removal, each with the file name and size, never the content', async () => {
    const upload = (name: string, content: string) =>
      admin.upload(`/api/admin/company/${companyId}/documentation`, { name, type: 'application/pdf', content });
    assert.equal((await upload('sieć.pdf', '%PDF-1.4 pierwsza')).status, 200);
    assert.equal((await upload('sieć.pdf', '%PDF-1.4 tajna druga')).status, 200);
    const removed = await admin.delete(`/api/admin/company/${companyId}/documentation`);
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.equal(removed.body.data.documentation, null);
    assert.equal((await admin.delete(`/api/admin/company/${companyId}/documentation`)).status, 404, 'nothing left to remove');

    const entries = (await entriesOf('company', companyId)).filter((e: { changes: { field: string }[] }) =>
      e.changes.some((c) => c.field === 'itDocumentation'),
    );
    assert.equal(entries.length, 3, 'upload, replacement (same name) and removal');
    const [added, replaced, gone] = entries.map((e: { changes: { before: any; after: any }[] }) => e.changes[0]!);
    assert.equal(added.before, null);
    assert.deepEqual([added.after.name, added.after.size], ['sieć.pdf', 17]);
    assert.deepEqual([replaced.before.name, replaced.after.name, replaced.after.size], ['sieć.pdf', 'sieć.pdf', 20]);
    assert.deepEqual(gone.before, { name: 'sieć.pdf', size: 20 });
    assert.equal(gone.after, null);
    assert.equal(entries[0].user.id, ids['admin@demo.test']);
    assert.ok(!JSON.stringify(entries).includes('tajna'), 'the content never enters the trail');
  });

  it('company pricing and agent costs: created, changed (the changed fields only) and deleted, under the company and the agent', async () => {
    const pricing = {
      company_id: companyId,
      package_hours: 5,
      package_price: '1500',
      overtime_price: '150,00',
      package_visits: 0,
      extra_visit_price: 0,
      valid_from: '2099-01-01',
      hours_no_limit: false,
      arrivals_no_limit: false,
    };
    const saved = await admin.post('/api/admin/company-pricing', pricing);
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    assert.equal((await put(admin, `/api/admin/company-pricing/${saved.body.data.id}`, { ...pricing, package_hours: 8 })).status, 200);
    assert.equal((await admin.delete(`/api/admin/company-pricing/${saved.body.data.id}`)).status, 200);
    const priced = await entriesOf('company-pricing', companyId);
    assert.deepEqual(
      priced.map((e: { action: string }) => e.action),
      ['created', 'updated', 'deleted'],
    );
    assert.deepEqual(priced[1].changes, [{ field: 'packageHours', before: 5, after: 8 }]);
    assert.equal(priced[0].label, 'AUD · 2099-01-01');
    assert.ok(
      priced[2].changes.every((c: { after: unknown }) => c.after === null),
      'a deletion: every field goes to none',
    );

    const agentId = ids['agent@demo.test']!;
    const cost = { agent_id: agentId, net_salary: 700_000, allowances: 0, valid_from: '2099-02-01' };
    const made = await admin.post('/api/admin/agent-costs', cost);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal((await put(admin, `/api/admin/agent-costs/${made.body.data.id}`, { ...cost, net_salary: 750_000 })).status, 200);
    const costs = await entriesOf('agent-cost', agentId);
    assert.deepEqual(
      costs.map((e: { action: string }) => e.action),
      ['created', 'updated'],
    );
    assert.deepEqual(fieldsOf(costs[1]), ['netSalary', 'totalCost']);
    assert.deepEqual(
      costs[1].changes.find((c: { field: string }) => c.field === 'netSalary'),
      { field: 'netSalary', before: 7000, after: 7500 },
    );
  });

  it('an agent: creation with the password hash redacted, a role change, deletion and restoring', async () => {
    const body = {
      firstname: 'Audyt',
      lastname: 'Agent',
      email: 'audyt.agent@msp.test',
      agent_type: 'developer',
      phone: null,
      direct_phone: '+48 600 700 801',
      role: 'agent',
      time_scope: 240,
      company_ids: [],
    };
    const created = await admin.post('/api/admin/agent', body);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id;
    assert.equal((await put(admin, `/api/admin/agent/${id}`, { ...body, role: 'manager' })).status, 200);
    assert.equal((await admin.delete(`/api/admin/agent/${id}`)).status, 200);
    const restored = await admin.post(`/api/admin/agent/${id}/restore`);
    assert.equal(restored.status, 200, JSON.stringify(restored.body));

    const entries = await entriesOf('user', id);
    assert.deepEqual(
      entries.map((e: { action: string }) => e.action),
      ['created', 'updated', 'deleted', 'restored'],
    );
    const hash = entries[0].changes.find((c: { field: string }) => c.field === 'passwordHash');
    assert.deepEqual(hash, { field: 'passwordHash', before: null, after: REDACTED });
    const [stored] = await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    const raw = await server.database.db.execute(
      sql`select changes::text as t from audit_log where record_kind = 'user' and record_id = ${String(id)}`,
    );
    assert.ok(!JSON.stringify(raw).includes(stored!.hash), 'the hash itself is never stored');
    assert.deepEqual(entries[1].changes, [{ field: 'role', before: 'agent', after: 'manager' }]);
    assert.deepEqual(fieldsOf(entries[2]), ['deletedAt']);
    assert.equal(entries[3].changes[0].after, null);
  });

  it('holidays, allowed IPs, invoice settings and a client person (role, deletion, restoring) are recorded too', async () => {
    const holiday = await admin.post('/api/admin/holiday', { name: 'Dzień audytu', date: '2099-03-03' });
    assert.equal(holiday.status, 201, JSON.stringify(holiday.body));
    const hid = holiday.body.data.id;
    assert.equal((await put(admin, `/api/admin/holiday/${hid}`, { name: 'Dzień audytu', date: '2099-03-04' })).status, 200);
    assert.equal((await admin.delete(`/api/admin/holiday/${hid}`)).status, 200);
    const days = await entriesOf('holiday', hid);
    assert.deepEqual(
      days.map((e: { action: string }) => e.action),
      ['created', 'updated', 'deleted'],
    );
    assert.deepEqual(days[1].changes, [{ field: 'date', before: '2099-03-03', after: '2099-03-04' }]);

    const rule = await admin.post('/api/admin/access-data/allowed-ips', { address: '203.0.113.7', user_id: ids['agent@demo.test'] });
    assert.equal(rule.status, 201, JSON.stringify(rule.body));
    assert.equal((await admin.delete(`/api/admin/access-data/allowed-ips/${rule.body.data.id}`)).status, 200);
    const rules = await entriesOf('allowed-ip', rule.body.data.id);
    assert.deepEqual(
      rules.map((e: { action: string; label: string }) => [e.action, e.label]),
      [
        ['created', '203.0.113.7'],
        ['deleted', '203.0.113.7'],
      ],
    );

    const settings = (await admin.get('/api/admin/invoice-settings')).body.data;
    const { complete: _complete, ...body } = settings;
    assert.equal((await put(admin, '/api/admin/invoice-settings', { ...body, payment_days: 30 })).status, 200);
    const [saved] = await entriesOf('settings', 'invoice_settings');
    assert.deepEqual(saved.changes, [{ field: 'payment_days', before: settings.payment_days, after: 30 }]);

    const person = {
      firstname: 'Zofia',
      lastname: 'Audyt',
      email: 'zofia.audyt@klient.test',
      additional_email: '',
      job_position: 'Kadrowa',
      phone: '+48 601 000 000',
      role: 'client',
      city: 'Poznań',
      lang: 'pl',
      company_id: companyId,
    };
    const made = await admin.post('/api/admin/client', person);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const pid = made.body.data.id;
    assert.equal((await put(admin, `/api/admin/client/${pid}`, { ...person, role: 'client-vip' })).status, 200);
    assert.equal((await admin.delete(`/api/admin/client/${pid}`)).status, 200);
    assert.equal((await admin.post(`/api/admin/client/${pid}/restore`)).status, 200);
    const people = await entriesOf('user', pid);
    assert.deepEqual(
      people.map((e: { action: string }) => e.action),
      ['created', 'updated', 'deleted', 'restored'],
    );
    assert.deepEqual(people[1].changes, [{ field: 'role', before: 'client', after: 'client-vip' }]);
  });

  it('filters by user, action and days; pages like the other admin lists; exports what it lists', async () => {
    const mine = await admin.get(`/api/admin/audit-log?user_id=${ids['admin@demo.test']}&action=deleted&per_page=1`);
    assert.equal(mine.status, 200);
    auditLogPageSchema.parse(mine.body);
    assert.equal(mine.body.data.length, 1);
    assert.equal(mine.body.meta.total, 5, 'the pricing row, the agent, the holiday, the allowed IP and the person');
    assert.match(mine.body.links.next, /action=deleted/);
    assert.equal((await admin.get(`/api/admin/audit-log?user_id=${ids['manager@demo.test']}`)).body.meta.total, 0);
    assert.equal((await admin.get('/api/admin/audit-log?to=2000-01-01')).body.meta.total, 0);
    assert.equal((await admin.get('/api/admin/audit-log?record_kind=nonsense')).status, 422);
    const both = await admin.get(`/api/admin/audit-log?record_kind=company,company-pricing&record_id=${companyId}&per_page=100`);
    assert.equal(both.body.meta.total, 8, 'the company twice and its documentation three times, its pricing three times');

    const csv = await admin.get(`/api/admin/audit-log/export?format=csv&record_kind=company&record_id=${companyId}`);
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type')!, /text\/csv/);
    assert.match(csv.headers.get('content-disposition')!, /dziennik-zmian-\d{4}-\d{2}-\d{2}\.csv/);
    const text = String(csv.body);
    assert.match(text, /Kiedy;Kto;IP;Rodzaj rekordu/);
    assert.match(text, /Audytowana Sp\. z o\.o\.;Audytowana S\.A\./, 'a changed field: before and after');
    const xlsx = await admin.get('/api/admin/audit-log/export?format=xlsx');
    assert.equal(xlsx.status, 200);
  });

  it('admin only: 403 for a manager and an agent, 401 signed out', async () => {
    for (const who of [manager, agent]) {
      assert.equal((await who.get('/api/admin/audit-log')).status, 403);
      assert.equal((await who.get('/api/admin/audit-log/export?format=csv')).status, 403);
    }
    assert.equal((await fetch(`${server.base}/api/admin/audit-log`, { headers: { accept: 'application/json' } })).status, 401);
  });

  it('append-only: no route changes or deletes an entry, and the database refuses UPDATE and DELETE', async () => {
    const [entry] = (await admin.get('/api/admin/audit-log?per_page=1')).body.data;
    for (const url of ['/api/admin/audit-log', `/api/admin/audit-log/${entry.id}`, '/api/admin/audit-log/export']) {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const status = (await admin.request(method, url, method === 'DELETE' ? undefined : { label: 'x' })).status;
        assert.ok(status === 404 || status === 405, `${method} ${url}: ${status}`);
      }
    }
    assert.equal((await admin.post('/api/admin/audit-log', { label: 'x' })).status, 404, 'nor adds one');
    const db = server.database.db;
    await assert.rejects(db.update(auditLog).set({ label: 'forged' }).where(eq(auditLog.id, entry.id)), appendOnly);
    await assert.rejects(db.delete(auditLog).where(eq(auditLog.id, entry.id)), appendOnly);
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    assert.equal(still!.label, entry.label);
  });

  it('the retention job, through its lease, deletes the entries older than the days kept, and only those', async () => {
    const { ctx } = server.app;
    const db = server.database.db;
    const day = 24 * 60 * 60 * 1000;
    const days = ctx.config.auditRetentionDays;
    const ago = (n: number) => new Date(Date.now() - n * day);
    const entry = {
      actorId: null,
      actorName: 'test',
      ip: null,
      recordKind: 'settings',
      label: 'retention',
      action: 'updated',
      changes: [],
    };
    await db.insert(auditLog).values([
      { ...entry, recordId: 'old', at: ago(days + 1) },
      { ...entry, recordId: 'older', at: ago(days * 3) },
      { ...entry, recordId: 'kept', at: ago(days - 1) },
      { ...entry, recordId: 'today', at: new Date() },
    ]);
    const retained = async () =>
      (await db.select({ id: auditLog.recordId }).from(auditLog).where(eq(auditLog.label, 'retention'))).map((r) => r.id).sort();
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const total = await count();

    if (server.config.databaseUrl) {
      // On PostgreSQL the server's own retention took the job's lease when it started: a second instance skips its pass.
      const elsewhere = createJobLeases({ databaseUrl: server.config.databaseUrl, log: server.app.log });
      const second = createAuditRetention({ ...ctx, jobs: elsewhere }, server.app.log);
      second.start();
      await second.stop();
      await elsewhere.close();
      assert.deepEqual(await retained(), ['kept', 'old', 'older', 'today'], 'the instance without the lease deleted nothing');
    }

    const job = createAuditRetention(ctx, server.app.log);
    job.start();
    await job.stop();
    assert.deepEqual(await retained(), ['kept', 'today']);
    assert.equal(await count(), total - 2, 'no other entry touched');
    // The retention's permission ends with its transaction.
    await assert.rejects(db.delete(auditLog).where(eq(auditLog.recordId, 'kept')), appendOnly);
  });

  it('the company is untouched by a refused save, and no entry is written for it', async () => {
    const total = async () => (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const count0 = await total();
    const refused = await put(admin, `/api/admin/company/${companyId}`, companyBody({ tag: 'X' }));
    assert.equal(refused.status, 422);
    assert.equal(await total(), count0);
    const [row] = await server.database.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    assert.equal(row!.name, 'Audytowana S.A.');
  });
});
