/**
 * Text modules: admins and managers manage, every agent lists and renders within its companies; unknown placeholders
 * are refused at save; a render fills every placeholder from the ticket, in the module's language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { TEXT_MODULE_PLACEHOLDERS } from '@helpdesk/shared/schemas';
import { renderedTextModuleSchema, textModuleSchema } from '@helpdesk/shared/resources';
import { auditLog, companies, companyAgents, tickets, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

describe('text modules', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  let assigned: number[] = [];
  let ownCompany: number;
  let otherCompany: number;
  let ownTicket: number;
  let otherTicket: number;

  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Powitanie',
    shortcut: 'hello',
    body: 'Dzień dobry {{requester.firstname}},\nzgłoszenie {{ticket.fullid}} przyjęte.',
    language: 'pl',
    company_id: null,
    category: 'Ogólne',
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await as.admin!.post('/api/admin/text-modules', body(extra));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.id as number;
  };

  before(async () => {
    server = await startServer({ tickets: 30 });
    for (const who of ['admin', 'manager', 'agent', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    assigned = (await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, agent!.id))).map(
      (r) => r.id,
    );
    assert.ok(assigned.length, 'the demo agent has companies');
    ownCompany = assigned[0]!;
    const [other] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(notInArray(companies.id, assigned), isNull(companies.deletedAt)));
    otherCompany = other!.id;
    const ticketOf = async (companyId: number) => {
      const [t] = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.companyId, companyId), isNull(tickets.deletedAt)))
        .limit(1);
      return t?.id ?? (await as.admin!.post('/api/admin/ticket', { subject: 'Próba', body: 'Treść', company_id: companyId })).body.data.id;
    };
    ownTicket = await ticketOf(ownCompany);
    otherTicket = await ticketOf(otherCompany);
  });
  after(() => server.close());

  it('lets admins and managers add, edit and delete modules, recorded in the audit trail', async () => {
    const created = await as.manager!.post('/api/admin/text-modules', body({ shortcut: 'mgr' }));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.message, 'Moduł tekstowy został dodany');
    textModuleSchema.parse(created.body.data);
    const id = created.body.data.id as number;
    assert.equal(created.body.data.company, null);

    const updated = await as.admin!.request(
      'PUT',
      `/api/admin/text-modules/${id}`,
      body({ shortcut: 'mgr2', company_id: ownCompany, language: 'en' }),
    );
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.data.shortcut, 'mgr2');
    assert.equal(updated.body.data.language, 'en');
    assert.equal(updated.body.data.company.id, ownCompany);

    const gone = await as.manager!.delete(`/api/admin/text-modules/${id}`);
    assert.equal(gone.status, 200);
    assert.equal((await as.admin!.get(`/api/admin/text-modules/${id}`)).status, 404);

    const trail = await server.database.db
      .select({ action: auditLog.action, label: auditLog.label })
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'text-module'), eq(auditLog.recordId, String(id))));
    assert.deepEqual(trail.map((e) => e.action).sort(), ['created', 'deleted', 'updated']);
  });

  it('lets every agent list and read but not change modules; clients and strangers get nothing', async () => {
    const id = await create({ shortcut: 'readonly' });
    const list = await as.agent!.get('/api/admin/text-modules?search=readonly');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((m: { id: number }) => m.id),
      [id],
    );
    assert.equal((await as.agent!.get(`/api/admin/text-modules/${id}`)).status, 200);
    assert.equal((await as.agent!.post('/api/admin/text-modules', body())).status, 403);
    assert.equal((await as.agent!.request('PUT', `/api/admin/text-modules/${id}`, body())).status, 403);
    assert.equal((await as.agent!.delete(`/api/admin/text-modules/${id}`)).status, 403);
    assert.equal((await as.vip!.get('/api/admin/text-modules')).status, 403);
    assert.equal((await new Client(server.base).get('/api/admin/text-modules')).status, 401);
  });

  it('refuses unknown placeholders when saved, naming them', async () => {
    const bad = await as.admin!.post(
      '/api/admin/text-modules',
      body({ body: 'Hej {{ticket.fullid}} {{ticket.foo}} {{ secret }} {{ticket.foo}}' }),
    );
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.errors.body, ['Nieznane pola do wstawienia: {{ticket.foo}}, {{secret}}']);
    const shortcut = await as.admin!.post('/api/admin/text-modules', body({ shortcut: 'two words' }));
    assert.equal(shortcut.status, 422);
    assert.ok(shortcut.body.errors.shortcut);
    const id = await create({ shortcut: 'fixme' });
    const edit = await as.admin!.request('PUT', `/api/admin/text-modules/${id}`, body({ body: '{{agent.nickname}}' }));
    assert.equal(edit.status, 422);
    assert.deepEqual(edit.body.errors.body, ['Nieznane pola do wstawienia: {{agent.nickname}}']);
  });

  it('shows an agent the global modules and its companies’ ones only', async () => {
    const global = await create({ shortcut: 'scope-global' });
    const own = await create({ shortcut: 'scope-own', company_id: ownCompany });
    const other = await create({ shortcut: 'scope-other', company_id: otherCompany });
    const ids = async (who: Client, query = '') =>
      (await who.get(`/api/admin/text-modules?search=scope-&per_page=100${query}`)).body.data.map((m: { id: number }) => m.id).sort();
    assert.deepEqual(await ids(as.agent!), [global, own].sort());
    assert.deepEqual(await ids(as.manager!), [global, own, other].sort());
    assert.deepEqual(await ids(as.admin!, '&company=global'), [global]);
    assert.deepEqual(await ids(as.admin!, `&company_id=${otherCompany}`), [other]);
    // A ticket's composer: that company's modules and the global ones.
    assert.deepEqual(await ids(as.admin!, `&ticket_id=${otherTicket}`), [global, other].sort());
    assert.equal((await as.agent!.get(`/api/admin/text-modules?ticket_id=${otherTicket}`)).status, 404);
    assert.equal((await as.agent!.get(`/api/admin/text-modules/${other}`)).status, 404);
    assert.equal((await as.agent!.post(`/api/admin/text-modules/${other}/render`, { ticket_id: ownTicket })).status, 404);
  });

  it('fills every placeholder from the ticket, dates in the module’s language', async () => {
    const db = server.database.db;
    const [requester] = await db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.companyId, ownCompany), eq(users.kind, 'client'), isNull(users.deletedAt)))
      .limit(1);
    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    const [manager] = await db.select().from(users).where(eq(users.email, 'manager@demo.test'));
    const [company] = await db.select().from(companies).where(eq(companies.id, ownCompany));
    await db
      .update(tickets)
      .set({
        requesterId: requester!.id,
        assigneeId: manager!.id,
        status: 'in-progress',
        // 13:30 UTC is 14:30 in Warsaw in March (CET).
        firstResponseDueAt: new Date('2030-03-05T09:15:00Z'),
        resolveDueAt: new Date('2030-03-05T13:30:00Z'),
      })
      .where(eq(tickets.id, ownTicket));
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ownTicket));
    const everything = TEXT_MODULE_PLACEHOLDERS.map((name) => `${name}=[{{${name}}}]`).join('\n');

    const pl = await create({ shortcut: 'all-pl', body: everything, company_id: ownCompany });
    const res = await as.agent!.post(`/api/admin/text-modules/${pl}/render`, { ticket_id: ownTicket });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    renderedTextModuleSchema.parse(res.body.data);
    const filled = Object.fromEntries(
      (res.body.data.body as string).split('\n').map((line) => line.match(/^([^=]+)=\[(.*)\]$/)!.slice(1, 3)),
    );
    assert.deepEqual(filled, {
      'ticket.fullid': ticket!.fullid,
      'ticket.subject': ticket!.subject,
      'ticket.status': 'W trakcie',
      'ticket.priority': filled['ticket.priority'],
      'ticket.created_at': filled['ticket.created_at'],
      'requester.firstname': requester!.firstname,
      'requester.lastname': requester!.lastname,
      'requester.email': filled['requester.email'],
      'agent.firstname': agent!.firstname,
      'agent.lastname': agent!.lastname,
      'agent.email': 'agent@demo.test',
      'assignee.firstname': manager!.firstname,
      'assignee.lastname': manager!.lastname,
      'company.name': company!.name,
      'company.short_name': company!.shortName,
      'sla.first_response_at': '5 marca 2030 10:15',
      'sla.resolve_at': '5 marca 2030 14:30',
    });
    for (const [name, value] of Object.entries(filled)) assert.ok(value.length > 0, `${name} is filled`);

    const en = await create({ shortcut: 'all-en', body: 'Due {{sla.resolve_at}}, {{ticket.status}}', language: 'en' });
    const english = await as.agent!.post(`/api/admin/text-modules/${en}/render`, { ticket_id: ownTicket });
    assert.equal(english.body.data.body, 'Due 5 March 2030 at 14:30, In progress');
  });

  it('refuses another company’s ticket: outside the scope a 404, another company’s module a 422', async () => {
    const global = await create({ shortcut: 'refuse-global' });
    assert.equal((await as.agent!.post(`/api/admin/text-modules/${global}/render`, { ticket_id: otherTicket })).status, 404);
    const own = await create({ shortcut: 'refuse-own', company_id: ownCompany });
    const wrong = await as.admin!.post(`/api/admin/text-modules/${own}/render`, { ticket_id: otherTicket });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.errors.ticket_id, ['Ten moduł tekstowy należy do innej firmy niż zgłoszenie']);
    assert.equal((await as.admin!.post(`/api/admin/text-modules/${global}/render`, { ticket_id: otherTicket })).status, 200);
  });
});
