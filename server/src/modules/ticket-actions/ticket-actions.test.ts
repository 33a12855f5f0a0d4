/**
 * The applier as an automation rule will call it: the system as the actor (no user, no "me"), one versioned change,
 * one history entry with the rule's label, one ticket event published after the commit — and nothing at all when an
 * action is refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { companies, ticketHistory, ticketMessages, ticketNotes, tickets, textModules } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { startServer, type TestServer } from '../../test/harness';
import { createTicket, systemActor } from '../tickets';
import { applyTicketActions } from './index';

describe('ticket actions applied by the system', () => {
  let server: TestServer;
  const published: { event: string; data: { id?: number; action?: string } }[] = [];

  before(async () => {
    server = await startServer({ tickets: 10 });
    const broadcaster = server.app.ctx.broadcaster;
    const publish = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, data, except) => {
      published.push({ event, data: data as { id?: number; action?: string } });
      return publish(channels, event, data, except);
    };
  });
  after(() => server.close());

  const acme = async () => {
    const [company] = await server.database.db.select().from(companies).where(eq(companies.tag, 'ACME'));
    return company!;
  };
  /** A fresh ticket filed by the system (as the e-mail intake files one). */
  const openTicket = async (company: Awaited<ReturnType<typeof acme>>) =>
    createTicket(
      { ctx: server.app.ctx, actor: systemActor(company, null, 'email') },
      {
        company_id: company.id,
        subject: 'Nie działa poczta',
        body: 'Od rana.',
        type: 'question',
        priority: 'normal',
        category: 'other',
        status: 'new',
        cc: [],
      },
    );

  it('changes fields, answers and notes as one change under the rule’s label, then publishes one event', async () => {
    const db = server.database.db;
    const company = await acme();
    const t = await openTicket(company);
    const [module] = await db
      .insert(textModules)
      .values({ name: 'Auto', shortcut: 'auto-ack', body: 'Przyjęliśmy {{ticket.fullid}}.', language: 'pl', category: '' })
      .returning();
    published.length = 0;
    const after = await applyTicketActions(
      server.app.ctx,
      t.id,
      [
        { action: 'set_priority', priority: 'high' },
        { action: 'answer_with_text_module', text_module_id: module!.id },
        { action: 'add_note', body: 'Reguła zadziałała' },
      ],
      { actor: systemActor(company, null, 'email'), expectedVersion: t.version, label: 'Reguła: potwierdzenie' },
    );
    assert.equal(after.version, t.version + 1);
    assert.equal(after.priority, 'high');
    // The system's automatic answer is not the agents' first response: the SLA clock keeps running.
    assert.equal(after.firstResponseAt, null);
    const [message] = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, t.id));
    assert.equal(message!.body, `Przyjęliśmy ${t.fullid}.`);
    assert.equal(message!.authorId, null);
    const notes = await db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, t.id));
    assert.deepEqual(
      notes.map((n) => n.body),
      ['Reguła zadziałała'],
    );
    const history = await db
      .select()
      .from(ticketHistory)
      .where(and(eq(ticketHistory.ticketId, t.id), eq(ticketHistory.action, 'macro')));
    assert.equal(history.length, 1);
    assert.equal(history[0]!.userId, null);
    assert.deepEqual((history[0]!.changes as Record<string, unknown>).macro, [null, 'Reguła: potwierdzenie']);
    const events = published.filter((p) => p.data.id === t.id);
    assert.deepEqual(
      events.map((e) => e.data.action),
      ['macro'],
    );
  });

  it('refuses "me" for the system and a stale version, changing nothing', async () => {
    const company = await acme();
    const t = await openTicket(company);
    const actor = systemActor(company, null, 'email');
    await assert.rejects(
      applyTicketActions(
        server.app.ctx,
        t.id,
        [
          { action: 'set_status', status: 'in-progress' },
          { action: 'set_assignee', assignee: 'me' },
        ],
        { actor, label: 'Reguła' },
      ),
      (error: unknown) => error instanceof FieldError && error.field === 'actions.1.assignee' && error.key === 'macro_me_without_user',
    );
    await assert.rejects(
      applyTicketActions(server.app.ctx, t.id, [{ action: 'set_status', status: 'in-progress' }], {
        actor,
        expectedVersion: t.version + 7,
        label: 'Reguła',
      }),
      (error: unknown) => error instanceof HttpError && error.statusCode === 409,
    );
    const [now] = await server.database.db.select().from(tickets).where(eq(tickets.id, t.id));
    assert.equal(now!.status, 'new');
    assert.equal(now!.version, t.version);
  });

  it('reaches only the system’s company: another company’s ticket is a 404', async () => {
    const db = server.database.db;
    const company = await acme();
    const [foreign] = await db
      .select()
      .from(tickets)
      .where(and(ne(tickets.companyId, company.id), isNull(tickets.deletedAt)))
      .limit(1);
    assert.ok(foreign, 'a ticket of another company');
    await assert.rejects(
      applyTicketActions(server.app.ctx, foreign.id, [{ action: 'set_priority', priority: 'low' }], {
        actor: systemActor(company, null, 'email'),
        label: 'Reguła',
      }),
      (error: unknown) => error instanceof HttpError && error.statusCode === 404,
    );
  });
});
