/**
 * Macros: admins and managers manage, every agent lists and applies; actions are checked when saved; applying is one
 * versioned change per ticket written to its history as the macro's name; a bulk apply reports each ticket (a conflict
 * or a refusal leaves the others applied), within the agent's companies only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { macroSchema, macroTicketResultSchema } from '@helpdesk/shared/resources';
import { auditLog, companies, companyAgents, outbox, ticketMessages, tickets, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

describe('macros', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  let agentId: number;
  let ownCompany: number;
  let otherCompany: number;
  let textModuleId: number;

  const newTicket = async (companyId: number, subject = 'Drukarka nie drukuje') => {
    const res = await as.admin!.post('/api/admin/ticket', { subject, body: 'Treść', company_id: companyId });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { id: number; version: number; fullid: string };
  };
  const createMacro = async (actions: unknown[], extra: Record<string, unknown> = {}) => {
    const res = await as.admin!.post('/api/admin/macros', { name: 'Makro testowe', actions, ...extra });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { id: number; name: string };
  };
  /** A user's saved language wins over Accept-Language: switch it for the English answers, then back. */
  const speaking = async <T>(email: string, work: () => Promise<T>): Promise<T> => {
    const db = server.database.db;
    await db.update(users).set({ lang: 'en' }).where(eq(users.email, email));
    try {
      return await work();
    } finally {
      await db.update(users).set({ lang: 'pl' }).where(eq(users.email, email));
    }
  };
  const ticketRow = async (id: number) => (await server.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['admin', 'manager', 'agent', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    agentId = agent!.id;
    const assigned = (await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, agentId))).map(
      (r) => r.id,
    );
    ownCompany = assigned[0]!;
    const [other] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(notInArray(companies.id, assigned), isNull(companies.deletedAt)));
    otherCompany = other!.id;
    const module = await as.admin!.post('/api/admin/text-modules', {
      name: 'Rozwiązane',
      shortcut: 'macro-solved',
      body: 'Zgłoszenie {{ticket.fullid}} ma status {{ticket.status}}. {{agent.firstname}}',
      language: 'pl',
      company_id: null,
    });
    assert.equal(module.status, 201, JSON.stringify(module.body));
    textModuleId = module.body.data.id;
  });
  after(() => server.close());

  it('lets admins and managers add, edit and delete macros, recorded in the audit trail; agents list and read only', async () => {
    const created = await as.manager!.post('/api/admin/macros', {
      name: 'Przejmuję',
      description: 'Przypisz mnie',
      actions: [
        { action: 'set_assignee', assignee: 'me' },
        { action: 'set_status', status: 'in-progress' },
      ],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.message, 'Makro zostało dodane');
    const macro = macroSchema.parse(created.body.data);
    assert.deepEqual(
      macro.actions.map((a) => a.action),
      ['set_assignee', 'set_status'],
    );
    assert.equal(macro.active, true);

    const updated = await as.admin!.request('PUT', `/api/admin/macros/${macro.id}`, {
      name: 'Przejmuję (2)',
      actions: [{ action: 'set_status', status: 'in-progress' }],
      active: false,
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.data.name, 'Przejmuję (2)');
    assert.equal(updated.body.data.active, false);

    const list = await as.agent!.get('/api/admin/macros?search=Przejmuję');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((m: { id: number }) => m.id),
      [macro.id],
    );
    assert.deepEqual((await as.agent!.get('/api/admin/macros?active=1&search=Przejmuję')).body.data, []);
    assert.equal((await as.agent!.get(`/api/admin/macros/${macro.id}`)).status, 200);
    assert.equal((await as.agent!.post('/api/admin/macros', { name: 'x', actions: [{ action: 'add_note', body: 'x' }] })).status, 403);
    assert.equal((await as.agent!.request('PUT', `/api/admin/macros/${macro.id}`, { name: 'x', actions: [] })).status, 403);
    assert.equal((await as.agent!.delete(`/api/admin/macros/${macro.id}`)).status, 403);
    assert.equal((await as.vip!.get('/api/admin/macros')).status, 403);
    assert.equal((await new Client(server.base).get('/api/admin/macros')).status, 401);

    assert.equal((await as.manager!.delete(`/api/admin/macros/${macro.id}`)).status, 200);
    assert.equal((await as.admin!.get(`/api/admin/macros/${macro.id}`)).status, 404);
    const trail = await server.database.db
      .select({ action: auditLog.action, label: auditLog.label })
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'macro'), eq(auditLog.recordId, String(macro.id))));
    assert.deepEqual(trail.map((e) => e.action).sort(), ['created', 'deleted', 'updated']);
  });

  it('refuses invalid actions when saved, on the action’s field, in the user’s language', async () => {
    const save = (actions: unknown[]) => as.admin!.post('/api/admin/macros', { name: 'Złe', actions });
    const unknownKind = await save([{ action: 'delete_everything' }]);
    assert.equal(unknownKind.status, 422);
    assert.ok(unknownKind.body.errors['actions.0.action'], JSON.stringify(unknownKind.body));
    const badStatus = await save([
      { action: 'set_priority', priority: 'high' },
      { action: 'set_status', status: 'closed' },
    ]);
    assert.equal(badStatus.status, 422);
    assert.ok(badStatus.body.errors['actions.1.status'], JSON.stringify(badStatus.body));
    const noCc = await save([{ action: 'add_cc' }]);
    assert.deepEqual(noCc.body.errors['actions.0.email'], ['Podaj adres e-mail albo klienta']);
    const notAgent = await save([{ action: 'set_assignee', assignee: 999_999 }]);
    assert.deepEqual(notAgent.body.errors['actions.0.assignee'], ['Wybrana osoba nie jest agentem']);
    const noModule = await save([{ action: 'answer_with_text_module', text_module_id: 999_999 }]);
    assert.equal(noModule.status, 422);
    assert.ok(noModule.body.errors['actions.0.text_module_id']);
    const empty = await save([]);
    assert.equal(empty.status, 422);
    assert.ok(empty.body.errors.actions);
    const english = await speaking('admin@demo.test', () =>
      as.admin!.post('/api/admin/macros', { name: 'Bad', actions: [{ action: 'add_cc' }] }),
    );
    assert.deepEqual(english.body.errors['actions.0.email'], ['Give an e-mail address or a client']);
  });

  it('applies every kind of action as one versioned change, written to the history as the macro’s name', async () => {
    const db = server.database.db;
    const ticket = await newTicket(ownCompany);
    const [client] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, ownCompany), eq(users.kind, 'client'), isNull(users.deletedAt)))
      .limit(1);
    assert.ok(client?.email, 'the company has a client with an e-mail');
    const macro = await createMacro(
      [
        { action: 'set_priority', priority: 'critical' },
        { action: 'set_category', category: 'network' },
        { action: 'set_type', type: 'accident' },
        { action: 'set_assignee', assignee: 'me' },
        { action: 'add_cc', email: client.email.toUpperCase() },
        { action: 'set_status', status: 'waiting-for-client' },
        { action: 'answer_with_text_module', text_module_id: textModuleId },
        { action: 'add_note', body: 'Sprawdzone przez makro' },
      ],
      { name: 'Pełne makro' },
    );
    const mailsBefore = (await db.select({ id: outbox.id }).from(outbox)).length;
    const res = await as.agent!.post(`/api/admin/ticket/${ticket.id}/macros/${macro.id}/apply`, { version: ticket.version });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Zastosowano makro „Pełne makro”');
    const t = res.body.data;
    assert.equal(t.version, ticket.version + 1, 'one versioned change');
    assert.equal(t.priority, 'critical');
    assert.equal(t.category, 'network');
    assert.equal(t.type, 'accident');
    assert.equal(t.status, 'waiting-for-client');
    assert.equal(t.assignee.id, agentId, '"me" is the agent applying it');
    assert.ok(
      t.cc.some((p: { id: number }) => p.id === client.id),
      'the CC e-mail found its client',
    );
    const answer = t.messages.at(-1);
    // The module is filled for the ticket as the macro left it: its status is the new one.
    assert.match(answer.body, new RegExp(`Zgłoszenie ${ticket.fullid} ma status Oczekuje na klienta`));
    assert.equal(answer.author.id, agentId);
    assert.equal(t.notes[0].body, 'Sprawdzone przez makro');
    const [entry] = t.history;
    assert.equal(entry.action, 'macro');
    assert.deepEqual(entry.changes.macro, [null, 'Pełne makro']);
    assert.deepEqual(entry.changes.status, ['new', 'waiting-for-client']);
    assert.deepEqual(entry.changes.assignee_id, [null, agentId]);
    assert.equal(t.history.filter((h: { action: string }) => h.action === 'macro').length, 1);
    const row = await ticketRow(ticket.id);
    assert.ok(row.firstResponseAt, 'the answer is the first response');
    assert.ok(row.slaPausedAt, 'waiting for the client stops the SLA clock');
    // The answer is mailed as a typed one is (the requester and CC persons who chose e-mail).
    const mails = await db.select({ id: outbox.id, ticketMessageId: outbox.ticketMessageId }).from(outbox);
    assert.ok(mails.length > mailsBefore, 'e-mails queued');
    const [message] = await db.select({ id: ticketMessages.id }).from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));
    assert.ok(
      mails.some((m) => m.ticketMessageId === message!.id),
      'the answer went out by e-mail',
    );
  });

  it('answers 409 with the current ticket when the page’s version is stale, changing nothing', async () => {
    const ticket = await newTicket(ownCompany);
    await as.agent!.request('PATCH', `/api/admin/ticket/${ticket.id}`, { version: ticket.version, priority: 'low' });
    const macro = await createMacro([{ action: 'set_status', status: 'in-progress' }]);
    const res = await as.agent!.post(`/api/admin/ticket/${ticket.id}/macros/${macro.id}/apply`, { version: ticket.version });
    assert.equal(res.status, 409);
    assert.equal(res.body.data.version, ticket.version + 1);
    assert.equal((await ticketRow(ticket.id)).status, 'new');
  });

  it('refuses a ticket outside the agent’s companies and an inactive macro (404)', async () => {
    const theirs = await newTicket(otherCompany);
    const macro = await createMacro([{ action: 'set_status', status: 'in-progress' }]);
    assert.equal((await as.agent!.post(`/api/admin/ticket/${theirs.id}/macros/${macro.id}/apply`, {})).status, 404);
    assert.equal((await ticketRow(theirs.id)).status, 'new');
    const inactive = await createMacro([{ action: 'set_status', status: 'in-progress' }], { active: false });
    const mine = await newTicket(ownCompany);
    assert.equal((await as.agent!.post(`/api/admin/ticket/${mine.id}/macros/${inactive.id}/apply`, {})).status, 404);
  });

  it('applies to many tickets, each on its own: a conflict, a refusal and a foreign ticket leave the others applied', async () => {
    const [a, b, c] = [await newTicket(ownCompany), await newTicket(ownCompany), await newTicket(ownCompany)];
    const foreign = await newTicket(otherCompany);
    const moved = await as.manager!.request('PATCH', `/api/admin/ticket/${b.id}`, { version: b.version, priority: 'high' });
    assert.equal(moved.status, 200);
    const macro = await createMacro(
      [
        { action: 'set_assignee', assignee: 'me' },
        { action: 'set_status', status: 'in-progress' },
      ],
      { name: 'Biorę to' },
    );
    const res = await as.agent!.post(`/api/admin/macros/${macro.id}/apply`, {
      tickets: [a, b, c, foreign].map((t) => ({ id: t.id, version: t.version })),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const results = res.body.data.map((r: unknown) => macroTicketResultSchema.parse(r));
    assert.deepEqual(
      results.map((r: { id: number; result: string }) => [r.id, r.result]),
      [
        [a.id, 'applied'],
        [b.id, 'conflict'],
        [c.id, 'applied'],
        [foreign.id, 'not_found'],
      ],
    );
    assert.equal(results[1].fullid, b.fullid, 'a conflict names the ticket');
    assert.equal(results[1].version, b.version + 1);
    assert.equal(results[3].fullid, null, 'nothing is told of another company’s ticket');
    assert.equal(res.body.message, 'Makro „Biorę to” zastosowano do 2 z 4 zgłoszeń');
    for (const t of [a, c]) {
      const row = await ticketRow(t.id);
      assert.equal(row.status, 'in-progress');
      assert.equal(row.assigneeId, agentId);
      assert.equal(row.version, t.version + 1);
    }
    assert.equal((await ticketRow(b.id)).status, 'new');
    assert.equal((await ticketRow(foreign.id)).status, 'new');
    const detail = await as.agent!.get(`/api/admin/ticket/${a.id}`);
    assert.deepEqual(detail.body.data.history[0].changes.macro, [null, 'Biorę to']);
  });

  it('reports a refused action as invalid and undoes that ticket’s other actions', async () => {
    const ticket = await newTicket(ownCompany);
    const macro = await createMacro([
      { action: 'set_status', status: 'in-progress' },
      { action: 'add_cc', email: 'nobody-here@nowhere.example' },
    ]);
    const bulk = await speaking('agent@demo.test', () =>
      as.agent!.post(`/api/admin/macros/${macro.id}/apply`, { tickets: [{ id: ticket.id, version: ticket.version }] }),
    );
    assert.equal(bulk.status, 200);
    assert.equal(bulk.body.data[0].result, 'invalid');
    assert.equal(bulk.body.data[0].message, 'The ticket’s company has no client with the address nobody-here@nowhere.example');
    const row = await ticketRow(ticket.id);
    assert.equal(row.status, 'new', 'the status change went back with the refused CC');
    assert.equal(row.version, ticket.version);
    const single = await as.agent!.post(`/api/admin/ticket/${ticket.id}/macros/${macro.id}/apply`, {});
    assert.equal(single.status, 422);
    assert.ok(single.body.errors['actions.1.email']);
  });
});
