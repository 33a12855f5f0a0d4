/**
 * Automation rules: admins only; bad rules are 422 on their field; the event rules act on a change as the system, in
 * its history; a rule's own change never runs it again (others may react, once each); the dry run changes nothing;
 * scheduled rules fire once per state across racing passes; the shipped SLA rules warn the assignee at 80 % and the
 * managers at the breach, and never for what was late before they were switched on.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { automationDryRunResultSchema, automationRuleSchema, automationRunPageSchema } from '@helpdesk/shared/resources';
import { auditLog, automationRules, automationRuns, companies, ticketHistory, ticketNotes, tickets, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { notificationProbes } from '../../test/notification-probes';
import { rawMail } from '../mail-intake/test-mail';
import type { AutomationCondition } from '@helpdesk/shared/schemas';
import { conditionsHold, liveTicket, requesterJoin, requesterTable } from './conditions';
import { forgetActiveRules, matchingRules } from './engine';
import type { AutomationRuleRow } from './service';
import type { Db } from '../../platform/db/client';
import { runScheduledRules } from './scheduler';

const TOKEN = 'test-intake-token';
const MINUTE = 60_000;

describe('automation rules', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  let acme = 0;
  const db = () => server.database.db;
  const { bells } = notificationProbes(db);

  const saveRule = async (body: Record<string, unknown>) => {
    const res = await as.admin!.post('/api/admin/automations', { trigger: 'created', ...body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return automationRuleSchema.parse(res.body.data);
  };
  const runsOf = async (ruleId: number, ticketId?: number) =>
    db()
      .select()
      .from(automationRuns)
      .where(and(eq(automationRuns.ruleId, ruleId), ticketId ? eq(automationRuns.ticketId, ticketId) : undefined));
  const newTicket = async (subject: string, extra: Record<string, unknown> = {}) => {
    const res = await as.admin!.post('/api/admin/ticket', { subject, body: 'Treść', company_id: acme, ...extra });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { id: number; version: number; fullid: string; priority: string; assignee: { id: number } | null };
  };
  const ticketRow = async (id: number) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0]!;
  /** Rules a case made are switched off after it, out of the way of the next (behind the API: the copy is forgotten). */
  const switchOff = async (...rules: { id: number }[]) => {
    await db()
      .update(automationRules)
      .set({ active: false })
      .where(
        inArray(
          automationRules.id,
          rules.map((r) => r.id),
        ),
      );
    forgetActiveRules(server.app.ctx);
  };

  before(async () => {
    server = await startServer({ tickets: 20, env: { MAIL_INTAKE_TOKEN: TOKEN } });
    for (const who of ['admin', 'manager', 'agent']) as[who] = await login(server.base, `${who}@demo.test`);
    for (const u of await db().select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    acme = (await db().select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME')))[0]!.id;
  });
  after(() => server.close());

  it('ships the SLA warning and breach rules, switchable; only admins manage rules, recorded in the audit trail', async () => {
    const list = await as.admin!.get('/api/admin/automations');
    assert.equal(list.status, 200);
    const shipped = list.body.data.map((r: unknown) => automationRuleSchema.parse(r));
    assert.deepEqual(
      shipped.map((r: { trigger: string; conditions: unknown; actions: unknown }) => [r.trigger, r.conditions, r.actions]),
      [
        ['scheduled', [{ field: 'sla_resolve_elapsed', percent: 80 }], [{ action: 'notify_assignee' }]],
        ['scheduled', [{ field: 'sla_resolve_elapsed', percent: 100 }], [{ action: 'notify_managers' }]],
      ],
    );
    for (const who of ['manager', 'agent']) {
      assert.equal((await as[who]!.get('/api/admin/automations')).status, 403, who);
      assert.equal((await as[who]!.post('/api/admin/automations/dry-run', { conditions: [] })).status, 403, who);
      assert.equal((await as[who]!.request('PATCH', `/api/admin/automations/${shipped[0].id}`, { active: false })).status, 403, who);
    }
    assert.equal((await new Client(server.base).get('/api/admin/automations')).status, 401);

    const rule = await saveRule({ name: 'Nowa', actions: [{ action: 'set_priority', priority: 'high' }], active: false });
    assert.equal(rule.position, 3, 'a new rule goes last');
    const on = await as.admin!.request('PATCH', `/api/admin/automations/${rule.id}`, { active: true });
    assert.equal(on.status, 200, JSON.stringify(on.body));
    assert.equal(on.body.data.active, true);
    assert.ok(new Date(on.body.data.active_since) >= new Date(rule.active_since), 'switched on: its time counts from now');
    const order = await as.admin!.request('PUT', '/api/admin/automations/order', { ids: [rule.id, shipped[1].id, shipped[0].id] });
    assert.equal(order.status, 200, JSON.stringify(order.body));
    assert.deepEqual(
      order.body.data.map((r: { id: number }) => r.id),
      [rule.id, shipped[1].id, shipped[0].id],
    );
    const stale = await as.admin!.request('PUT', '/api/admin/automations/order', { ids: [rule.id, shipped[0].id] });
    assert.equal(stale.status, 422);
    assert.ok(stale.body.errors.ids);
    await as.admin!.request('PUT', '/api/admin/automations/order', { ids: [shipped[0].id, shipped[1].id, rule.id] });
    assert.equal((await as.admin!.delete(`/api/admin/automations/${rule.id}`)).status, 200);
    assert.equal((await as.admin!.get(`/api/admin/automations/${rule.id}`)).status, 404);
    const trail = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'automation'), eq(auditLog.recordId, String(rule.id))));
    assert.deepEqual(trail.map((e) => e.action).sort(), ['created', 'deleted', 'updated']);
  });

  it('refuses bad rules with 422 on the field, in the user’s language', async () => {
    const save = (body: Record<string, unknown>) =>
      as.admin!.post('/api/admin/automations', { name: 'Zła', trigger: 'created', actions: [{ action: 'notify_assignee' }], ...body });
    const unknownField = await save({ conditions: [{ field: 'moon_phase', values: ['full'] }] });
    assert.equal(unknownField.status, 422);
    assert.ok(unknownField.body.errors['conditions.0.field'], JSON.stringify(unknownField.body));
    const empty = await save({ actions: [] });
    assert.equal(empty.status, 422);
    assert.ok(empty.body.errors.actions);
    const noModule = await save({ actions: [{ action: 'mail_text_module_to_requester', text_module_id: 999_999 }] });
    assert.equal(noModule.status, 422);
    assert.ok(noModule.body.errors['actions.0.text_module_id']);
    const notAgent = await save({ actions: [{ action: 'notify_agent', agent_id: ids['client@demo.test'] }] });
    assert.deepEqual(notAgent.body.errors['actions.0.agent_id'], ['Wybrana osoba nie jest agentem']);
    const me = await save({ actions: [{ action: 'set_assignee', assignee: 'me' }] });
    assert.equal(me.status, 422);
    assert.ok(me.body.errors['actions.0.assignee']);
    const noSchedule = await save({ trigger: 'scheduled' });
    assert.deepEqual(noSchedule.body.errors.every_minutes, ['To pole jest wymagane']);
    const noCompany = await save({ conditions: [{ field: 'company', companies: [999_999] }] });
    assert.ok(noCompany.body.errors['conditions.0.companies']);
    await db().update(users).set({ lang: 'en' }).where(eq(users.email, 'admin@demo.test'));
    try {
      const english = await save({ actions: [{ action: 'notify_agent', agent_id: ids['client@demo.test'] }] });
      assert.deepEqual(english.body.errors['actions.0.agent_id'], ['The selected person is not an agent']);
    } finally {
      await db().update(users).set({ lang: 'pl' }).where(eq(users.email, 'admin@demo.test'));
    }
  });

  it('an e-mail from a domain is assigned by the rule, as the system, in the staff-only history', async () => {
    const rule = await saveRule({
      name: 'Poczta z demo.test → agent',
      trigger: 'email_received',
      conditions: [
        { field: 'requester_domain', domains: ['@demo.test'] },
        { field: 'subject_contains', text: 'skaner' },
      ],
      actions: [
        { action: 'set_assignee', assignee: ids['agent@demo.test'] },
        { action: 'set_priority', priority: 'high' },
      ],
    });
    const post = (subject: string) =>
      fetch(`${server.base}/api/mail/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
        body: rawMail({ from: 'Celina Klient <client@demo.test>', subject, text: 'Nie działa.' }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: { ticket_id: number } } }));
    const mail = await post('Skaner nie skanuje');
    assert.equal(mail.status, 202);
    const shown = await as.admin!.get(`/api/admin/ticket/${mail.body.data.ticket_id}`);
    assert.equal(shown.body.data.assignee.id, ids['agent@demo.test']);
    assert.equal(shown.body.data.priority, 'high');
    const entry = shown.body.data.history.find((h: { action: string }) => h.action === 'automation');
    assert.ok(entry, JSON.stringify(shown.body.data.history));
    assert.deepEqual(entry.changes.automation, [null, rule.name]);
    assert.equal(entry.user, null);
    const client = await login(server.base, 'client@demo.test');
    const clientView = await client.get(`/api/client/ticket/${mail.body.data.ticket_id}`);
    assert.equal(clientView.status, 200);
    assert.equal(clientView.body.data.history, undefined, 'the history is staff-only');
    const [run] = await runsOf(rule.id, mail.body.data.ticket_id);
    assert.equal(run!.result, 'applied');
    assert.equal(run!.trigger, 'email_received');
    assert.deepEqual(run!.details.changes, { priority: ['normal', 'high'], assignee_id: [null, ids['agent@demo.test']] });

    const other = await post('Drukarka nie drukuje');
    assert.equal((await ticketRow(other.body.data.ticket_id)).assigneeId, null, 'a subject the rule does not name');
    const typed = await newTicket('Skaner w recepcji');
    assert.equal(typed.assignee, null, 'a ticket typed in the app is no e-mail');
    await switchOff(rule);
  });

  it('a rule’s own change never runs it again; another rule reacts once; a failing rule leaves the change standing', async () => {
    const raise = await saveRule({
      name: 'Pętla: podnieś',
      trigger: 'updated',
      conditions: [{ field: 'subject_contains', text: 'PĘTLA' }],
      actions: [
        { action: 'set_priority', priority: 'high' },
        { action: 'add_note', body: 'Podniesiono' },
      ],
    });
    const lower = await saveRule({
      name: 'Pętla: obniż',
      trigger: 'updated',
      conditions: [
        { field: 'subject_contains', text: 'PĘTLA' },
        { field: 'priority', values: ['high'] },
      ],
      actions: [{ action: 'set_priority', priority: 'low' }],
    });
    const t = await newTicket('PĘTLA w drukarce');
    const changed = await as.admin!.request('PATCH', `/api/admin/ticket/${t.id}`, { version: t.version, status: 'in-progress' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await runsOf(raise.id, t.id)).length, 1);
    assert.equal((await runsOf(lower.id, t.id)).length, 1);
    assert.equal(changed.body.data.priority, 'low', 'the second rule reacted to the first one’s change, and that ended it');
    assert.equal(changed.body.data.version, t.version + 3, 'the edit and one change per rule');
    const notes = await db().select().from(ticketNotes).where(eq(ticketNotes.ticketId, t.id));
    assert.equal(notes.length, 1);

    // A later change is a new occasion: each runs once more.
    const again = await as.admin!.request('PATCH', `/api/admin/ticket/${t.id}`, { version: changed.body.data.version, type: 'order' });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal((await runsOf(raise.id, t.id)).length, 2);
    assert.equal((await runsOf(lower.id, t.id)).length, 2);
    await switchOff(raise, lower);

    const module = await as.admin!.post('/api/admin/text-modules', {
      name: 'Potwierdzenie',
      shortcut: 'rule-ack',
      body: 'Przyjęliśmy {{ticket.fullid}}.',
      language: 'pl',
      company_id: null,
    });
    assert.equal(module.status, 201, JSON.stringify(module.body));
    const broken = await saveRule({
      name: 'Odpowiedź modułem',
      conditions: [{ field: 'subject_contains', text: 'ZEPSUTA' }],
      actions: [
        { action: 'set_status', status: 'in-progress' },
        { action: 'answer_with_text_module', text_module_id: module.body.data.id },
      ],
    });
    await db().execute(sql`delete from text_modules where id = ${Number(module.body.data.id)}`);
    const created = await newTicket('ZEPSUTA reguła');
    assert.equal((await ticketRow(created.id)).status, 'new', 'the failed rule’s change is rolled back');
    const [failed] = await runsOf(broken.id, created.id);
    assert.equal(failed!.result, 'failed');
    assert.equal(failed!.details.field, 'actions.1.text_module_id');
    await switchOff(broken);
  });

  it('"body contains" reads the newest message too: an answer or an e-mail that names the text fires the rule', async () => {
    const rule = await saveRule({
      name: 'Toner w odpowiedzi',
      trigger: 'updated',
      conditions: [{ field: 'body_contains', text: 'toner-42' }],
      actions: [{ action: 'set_priority', priority: 'critical' }],
    });
    const mailRule = await saveRule({
      name: 'Toner w e-mailu',
      trigger: 'email_received',
      conditions: [{ field: 'body_contains', text: 'TONER-43' }],
      actions: [{ action: 'set_type', type: 'order' }],
    });
    const t = await newTicket('Drukarka w księgowości', { requester_id: ids['client@demo.test'] });
    assert.equal((await runsOf(rule.id, t.id)).length, 0, 'the description does not name it');
    const answered = await as.agent!.post(`/api/admin/ticket/${t.id}/reply`, { body: '<p>Zamówiono Toner-42 do drukarki.</p>' });
    assert.equal(answered.status, 201, JSON.stringify(answered.body));
    assert.equal((await ticketRow(t.id)).priority, 'critical', 'the answer names it');
    assert.equal((await runsOf(rule.id, t.id))[0]?.result, 'applied');

    const mail = await fetch(`${server.base}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      body: rawMail({ from: 'Celina Klient <client@demo.test>', subject: `Re: [${t.fullid}] Drukarka`, text: 'Toner-43 też się kończy.' }),
    });
    assert.equal(mail.status, 202);
    assert.equal(((await mail.json()) as { data: { ticket_id: number } }).data.ticket_id, t.id, 'the answer landed on the ticket');
    assert.equal((await ticketRow(t.id)).type, 'order', 'the e-mail’s message names it');
    await switchOff(rule, mailRule);
  });

  it('the run log: admins only, newest first, paginated, applied / skipped / failed with the reason, failed only on request', async () => {
    const module = await as.admin!.post('/api/admin/text-modules', {
      name: 'Przebieg',
      shortcut: 'run-log',
      body: 'Przyjęliśmy {{ticket.fullid}}.',
      language: 'pl',
      company_id: null,
    });
    assert.equal(module.status, 201, JSON.stringify(module.body));
    const rule = await saveRule({
      name: 'Dziennik przebiegów',
      conditions: [{ field: 'subject_contains', text: 'PRZEBIEG' }],
      actions: [{ action: 'set_priority', priority: 'high' }],
    });
    const applied = await newTicket('PRZEBIEG pierwszy', { priority: 'normal' });
    const skipped = await newTicket('PRZEBIEG drugi', { priority: 'high' });
    const edit = await as.admin!.request('PUT', `/api/admin/automations/${rule.id}`, {
      name: rule.name,
      trigger: 'created',
      conditions: rule.conditions,
      actions: [...rule.actions, { action: 'answer_with_text_module', text_module_id: module.body.data.id }],
      active: true,
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    await db().execute(sql`delete from text_modules where id = ${Number(module.body.data.id)}`);
    const failed = await newTicket('PRZEBIEG trzeci', { priority: 'normal' });
    await switchOff(rule);

    const runs = await as.admin!.get(`/api/admin/automations/${rule.id}/runs`);
    assert.equal(runs.status, 200, JSON.stringify(runs.body));
    const page = automationRunPageSchema.parse(runs.body);
    assert.deepEqual(
      page.data.map((r) => [r.ticket.fullid, r.outcome, r.actions]),
      [
        [failed.fullid, 'failed', []],
        [skipped.fullid, 'skipped', []],
        [applied.fullid, 'applied', ['set_priority']],
      ],
    );
    assert.equal(page.data[2]!.trigger, 'created');
    assert.deepEqual(page.data[2]!.changes, { priority: ['normal', 'high'] });
    assert.equal(page.data[0]!.error, 'actions.1.text_module_id: Pole musi mieć jedną z dozwolonych wartości');
    assert.equal(page.meta.total, 3);

    const second = await as.admin!.get(`/api/admin/automations/${rule.id}/runs?per_page=2&page=2`);
    const paged = automationRunPageSchema.parse(second.body);
    assert.deepEqual(
      paged.data.map((r) => r.ticket.id),
      [applied.id],
    );
    assert.deepEqual([paged.meta.current_page, paged.meta.last_page, paged.meta.total, paged.meta.from], [2, 2, 3, 3]);
    assert.equal(paged.links.next, null);

    const onlyFailed = automationRunPageSchema.parse((await as.admin!.get(`/api/admin/automations/${rule.id}/runs?failed=1`)).body);
    assert.deepEqual(
      onlyFailed.data.map((r) => r.ticket.id),
      [failed.id],
    );
    assert.match(onlyFailed.links.first!, /failed=1/);
    assert.equal((await as.admin!.get(`/api/admin/automations/${rule.id}/runs?failed=yes`)).status, 422);
    assert.equal((await as.admin!.get('/api/admin/automations/999999/runs')).status, 404);
    for (const who of ['manager', 'agent']) assert.equal((await as[who]!.get(`/api/admin/automations/${rule.id}/runs`)).status, 403, who);
    assert.equal((await new Client(server.base).get(`/api/admin/automations/${rule.id}/runs`)).status, 401);
  });

  it('an instance keeps the active rules, and forgets them at once when a rule is saved, switched or deleted', async () => {
    const rule = await saveRule({
      name: 'Kopia reguł',
      conditions: [{ field: 'subject_contains', text: 'KOPIA' }],
      actions: [{ action: 'set_priority', priority: 'high' }],
    });
    assert.equal((await newTicket('KOPIA 1', { priority: 'normal' })).priority, 'high', 'a new rule applies at once');
    assert.equal((await as.admin!.request('PATCH', `/api/admin/automations/${rule.id}`, { active: false })).status, 200);
    assert.equal((await newTicket('KOPIA 2', { priority: 'normal' })).priority, 'normal', 'switched off: at once');
    const edited = await as.admin!.request('PUT', `/api/admin/automations/${rule.id}`, {
      name: rule.name,
      trigger: 'created',
      conditions: rule.conditions,
      actions: [{ action: 'set_priority', priority: 'low' }],
      active: true,
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal((await newTicket('KOPIA 3', { priority: 'normal' })).priority, 'low', 'saved: its new actions at once');
    assert.equal((await as.admin!.delete(`/api/admin/automations/${rule.id}`)).status, 200);
    assert.equal((await newTicket('KOPIA 4', { priority: 'normal' })).priority, 'normal', 'deleted: at once');
  });

  it('the prepared matching statement answers as each rule’s own predicate does: every condition kind, times, candidates', async () => {
    const all = await db().select().from(tickets);
    const [{ first, email }] = await db()
      .select({ first: tickets, email: users.email })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.requesterId))
      .where(isNull(tickets.deletedAt))
      .limit(1)
      .then((rows) => rows as [(typeof rows)[number]]);
    const domain = email.split('@')[1]!;
    const word = first.subject.split(/\s+/).find((w) => w.length > 3) ?? first.subject;
    // One ticket waits for the client (paused 2 hours ago), so "waiting for" has one to judge.
    const waiting = await newTicket('Czeka na klienta');
    await db()
      .update(tickets)
      .set({ status: 'waiting-for-client', slaPausedAt: new Date(Date.now() - 2 * 60 * MINUTE) })
      .where(eq(tickets.id, waiting.id));
    const kinds = [
      [{ field: 'company', companies: [acme] }],
      [{ field: 'type', values: [first.type] }],
      [{ field: 'priority', values: ['high', 'critical'] }],
      [{ field: 'category', values: [first.category] }],
      [{ field: 'status', values: ['new'] }],
      [{ field: 'requester_domain', domains: [domain] }],
      [{ field: 'subject_contains', text: word.toUpperCase() }],
      [{ field: 'body_contains', text: 'treść' }],
      [{ field: 'unassigned_for', minutes: 30 }],
      [{ field: 'waiting_for', hours: 1 }],
      [{ field: 'sla_first_response_elapsed', percent: 50 }],
      [{ field: 'sla_resolve_elapsed', percent: 80 }],
      [
        { field: 'unassigned_for', minutes: 60 },
        { field: 'company', companies: [acme] },
        { field: 'priority', values: ['normal', 'high'] },
      ],
      [
        { field: 'sla_resolve_elapsed', percent: 100 },
        { field: 'status', values: ['new', 'in-progress'] },
      ],
      [
        { field: 'subject_contains', text: word },
        { field: 'requester_domain', domains: [domain] },
      ],
      [],
    ] as AutomationCondition[][];
    const rules = kinds.map((conditions, i) => ({ id: 9000 + i, conditions }) as unknown as AutomationRuleRow);
    const live = all.filter((t) => !t.deletedAt).map((t) => t.id);
    const fired = new Set<number>();
    for (const hours of [0, 2, 72, 24 * 60]) {
      const now = new Date(Date.now() + hours * 60 * MINUTE);
      for (const id of [...live, waiting.id]) {
        const expected = new Set<number>();
        for (const r of rules) {
          const [row] = await db()
            .select({ id: tickets.id })
            .from(tickets)
            .leftJoin(requesterTable, requesterJoin)
            .where(and(liveTicket(id), conditionsHold(r.conditions, now)));
          if (row) expected.add(r.id);
        }
        assert.deepEqual(await matchingRules(db(), id, rules, rules, now), expected, `ticket ${id} at +${hours} h`);
        const some = rules.filter((r) => r.id % 2 === id % 2);
        const among = await matchingRules(db(), id, rules, some, now);
        assert.deepEqual(among, new Set([...expected].filter((r) => r % 2 === id % 2)), `ticket ${id} at +${hours} h, half the rules`);
        for (const r of expected) fired.add(r);
      }
    }
    // In a change's transaction the statement runs on its connection: it sees the change before it is committed.
    const highPriority = [rules[2]!];
    assert.deepEqual(await matchingRules(db(), waiting.id, rules, highPriority), new Set());
    await assert.rejects(
      db().transaction(async (tx) => {
        await tx.update(tickets).set({ priority: 'critical' }).where(eq(tickets.id, waiting.id));
        assert.deepEqual(await matchingRules(tx as unknown as Db, waiting.id, rules, highPriority), new Set([rules[2]!.id]));
        tx.rollback();
      }),
      /rollback/i,
    );
    assert.deepEqual(
      rules.filter((r) => !fired.has(r.id)).map((r) => r.conditions),
      [],
      'each rule matches some ticket at some time, so each is compared both ways',
    );
  });

  it('the dry run answers the open tickets the conditions match now, and changes nothing', async () => {
    const conditions = [
      { field: 'company', companies: [acme] },
      { field: 'status', values: ['new', 'in-progress'] },
    ];
    const before = await db().select({ id: tickets.id, version: tickets.version }).from(tickets);
    const res = await as.admin!.post('/api/admin/automations/dry-run', { name: 'x', trigger: 'created', actions: [], conditions });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const result = automationDryRunResultSchema.parse(res.body.data);
    const expected = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, acme),
          inArray(tickets.status, ['new', 'in-progress']),
          isNull(tickets.deletedAt),
          isNull(tickets.mergedIntoId),
          ne(tickets.status, 'resolved'),
        ),
      );
    assert.ok(expected.length > 0);
    assert.equal(result.count, expected.length);
    assert.ok(result.tickets.every((t) => expected.some((e) => e.id === t.id)));
    assert.deepEqual(await db().select({ id: tickets.id, version: tickets.version }).from(tickets), before);
    const bad = await as.admin!.post('/api/admin/automations/dry-run', { conditions: [{ field: 'priority', values: ['urgent!'] }] });
    assert.equal(bad.status, 422);
  });

  it('the shipped SLA rules: the assignee at 80 %, the managers at the breach, once each, however many passes race', async () => {
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
    const seeded = await runScheduledRules(server.app.ctx, now, { force: true });
    assert.deepEqual(
      seeded.flatMap((r) => r.tickets),
      [],
      'seeded tickets late before the rules were switched on warn nobody',
    );
    const t = await newTicket('Serwer pocztowy', { assignee_id: ids['agent@demo.test'] });
    // Created now, due in 100 minutes: the 80 % point is at +80.
    await db()
      .update(tickets)
      .set({ createdAt: now, resolveDueAt: at(100), firstResponseDueAt: null })
      .where(eq(tickets.id, t.id));
    const agent = ids['agent@demo.test']!;
    const manager = ids['manager@demo.test']!;
    await runScheduledRules(server.app.ctx, at(79), { force: true });
    assert.equal((await bells(agent, t.id)).filter((b) => b.type.includes('SlaWarning')).length, 0, 'not yet');
    const [a, b] = await Promise.all([
      runScheduledRules(server.app.ctx, at(81), { force: true }),
      runScheduledRules({ ...server.app.ctx }, at(81), { force: true }),
    ]);
    assert.equal([...a, ...b].filter((r) => r.tickets.includes(t.id)).length, 1, 'two racing passes warn once');
    await runScheduledRules(server.app.ctx, at(90), { force: true });
    const warned = (await bells(agent, t.id)).filter((n) => n.type.includes('SlaWarning'));
    assert.equal(warned.length, 1);
    assert.match((warned[0]!.data as { message: string }).message, /SLA: rozwiązanie/);
    assert.equal((await bells(manager, t.id)).length, 0);

    await runScheduledRules(server.app.ctx, at(101), { force: true });
    await runScheduledRules(server.app.ctx, at(110), { force: true });
    const breached = await bells(manager, t.id);
    assert.equal(breached.length, 1);
    assert.match((breached[0]!.data as { message: string }).message, /minął termin rozwiązania/);
    assert.equal((await bells(agent, t.id)).filter((n) => n.type.includes('SlaWarning')).length, 1);
    const history = await db()
      .select()
      .from(ticketHistory)
      .where(and(eq(ticketHistory.ticketId, t.id), eq(ticketHistory.action, 'automation')));
    assert.equal(history.length, 2, 'each notice is in the ticket’s history');

    // A moved deadline is a new one: warned again at its own 80 % point.
    await db()
      .update(tickets)
      .set({ resolveDueAt: at(200) })
      .where(eq(tickets.id, t.id));
    await runScheduledRules(server.app.ctx, at(161), { force: true });
    assert.equal((await bells(agent, t.id)).filter((n) => n.type.includes('SlaWarning')).length, 2);
  });
});
