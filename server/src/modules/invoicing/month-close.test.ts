/**
 * Closing a month safely: approval refused while reports wait (with the list), moving a waiting report to the next
 * month (a recorded decision the figures follow), reopening a closed month with a reason, and the period-lock message
 * on every time-report write of a locked month.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { invoiceDetailSchema, monthPendingReportSchema } from '@helpdesk/shared/resources';
import {
  auditLog,
  companies,
  companyAgents,
  invoiceMonthHistory,
  invoices,
  ticketHistory,
  tickets,
  timeReportMoves,
  timeReports,
} from '../../platform/db/schema';
import { type Client, demoIds, login, startServer, type TestServer } from '../../test/harness';
import { isLocked, lockPeriod } from '../period-locks';

const MONTH = '2025-05';

describe('closing a month safely', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  let agentId = 0;
  let adminId = 0;
  let companyId = 0;
  let ticketId = 0;
  const inLang = async <T>(who: Client, lang: 'pl' | 'en', work: () => Promise<T>): Promise<T> => {
    await who.post('/api/profile/set-lang', { lang });
    try {
      return await work();
    } finally {
      await who.post('/api/profile/set-lang', { lang: 'pl' });
    }
  };
  const waiting = async (day: string, extra: Partial<typeof timeReports.$inferInsert> = {}) => {
    const [row] = await server.database.db
      .insert(timeReports)
      .values({ ticketId, agentId, day, fromHour: '18:00', kind: 'it', minutes: 90, overtime: 50, needsAccept: true, ...extra })
      .returning({ id: timeReports.id });
    return row!.id;
  };
  const approve = (body: Record<string, unknown>) => admin.post('/api/admin/invoicing/approve', body);

  before(async () => {
    server = await startServer({ tickets: 20 });
    const db = server.database.db;
    const ids = await demoIds(server);
    agentId = ids['agent@demo.test']!;
    adminId = ids['admin@demo.test']!;
    const [company] = await db
      .insert(companies)
      .values({ name: 'Zamykana Sp. z o.o.', shortName: 'Zamykana', tag: 'ZAM' })
      .returning({ id: companies.id });
    companyId = company!.id;
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'ZAM-1',
        subject: 'Serwer w nocy',
        type: 'incident',
        companyId,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    ticketId = ticket!.id;
    // The agent and the manager work for the company (its tickets are in their scope).
    await db.insert(companyAgents).values([ids['agent@demo.test']!, ids['manager@demo.test']!].map((id) => ({ companyId, agentId: id })));
    [admin, manager, agent] = (await Promise.all(
      ['admin@demo.test', 'manager@demo.test', 'agent@demo.test'].map((e) => login(server.base, e)),
    )) as [Client, Client, Client];
    // Accepted time so the month has figures.
    await db.insert(timeReports).values({ ticketId, agentId, day: `${MONTH}-05`, fromHour: '08:00', kind: 'it', minutes: 120 });
  });
  after(() => server.close());

  it('refuses to approve a month with waiting reports, lists them (pl and en with the count) and approves once each is decided', async () => {
    const overtime = await waiting(`${MONTH}-14`, { minutes: 195 });
    const outside = await waiting(`${MONTH}-20`, { overtime: 0, outsideContract: true, kind: 'admin' });
    const refused = await approve({ month: MONTH, company_ids: [companyId] });
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.equal(
      refused.body.errors.month[0],
      `Raporty czasu z ${MONTH} czekające na akceptację: 2. Zaakceptuj je, odrzuć lub przenieś na następny miesiąc, zanim zatwierdzisz rozliczenie.`,
    );
    assert.deepEqual(
      refused.body.pending_reports.map((r: { id: number }) => r.id),
      [overtime, outside],
    );
    // The answers keep to the shared resource shapes (strict: no key more, none less).
    for (const r of refused.body.pending_reports) monthPendingReportSchema.parse(r);
    const first = refused.body.pending_reports[0];
    assert.deepEqual(first.company, { id: companyId, tag: 'ZAM', short_name: 'Zamykana' });
    assert.deepEqual(first.ticket, { id: ticketId, fullid: 'ZAM-1', subject: 'Serwer w nocy' });
    assert.equal(first.agent.id, agentId);
    assert.deepEqual([first.day, first.minutes, first.kind, first.overtime], [`${MONTH}-14`, 195, 'it', 50]);
    assert.deepEqual([refused.body.pending_reports[1].kind, refused.body.pending_reports[1].outside_contract], ['admin', true]);
    const en = await inLang(admin, 'en', () => approve({ month: MONTH }));
    assert.equal(en.status, 422);
    assert.match(en.body.errors.month[0], new RegExp(`^Time reports of ${MONTH} waiting for acceptance: 2\\. `));
    // Nothing was locked or stored by the refusal.
    assert.equal(await isLocked(server.database.db, companyId, `${MONTH}-01`), false);
    const line = (await admin.get(`/api/admin/invoicing?month=${MONTH}`)).body.data.lines.find(
      (l: { company: { id: number } }) => l.company.id === companyId,
    );
    assert.equal(line.status, 'draft');
    const pending = await admin.get(`/api/admin/invoicing/pending?month=${MONTH}`);
    assert.equal(pending.status, 200);
    assert.deepEqual(
      pending.body.data.filter((r: { company: { id: number } }) => r.company.id === companyId).map((r: { id: number }) => r.id),
      [overtime, outside],
    );
    for (const who of [manager, agent]) assert.equal((await who.get(`/api/admin/invoicing/pending?month=${MONTH}`)).status, 403);

    assert.equal((await admin.post('/api/admin/time-accept/accept', { ids: [overtime] })).status, 200);
    assert.equal((await approve({ month: MONTH, company_ids: [companyId] })).body.pending_reports.length, 1);
    assert.equal((await admin.post('/api/admin/time-accept/reject', { ids: [outside], reason: 'Poza umową bez zgody' })).status, 200);
    const approved = await approve({ month: MONTH, company_ids: [companyId] });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const detail = (await admin.get(`/api/admin/invoicing/${companyId}?month=${MONTH}`)).body.data;
    assert.equal(detail.line.status, 'approved');
    assert.ok(
      detail.figures.reports.some((r: { report_id: number }) => r.report_id === overtime),
      'the accepted report is invoiced',
    );
    assert.deepEqual(detail.history, []);
  });

  it('moves a waiting report to the first day of the next month: recorded, in the ticket history, the figures follow', async () => {
    const month = '2025-07';
    const report = await waiting(`${month}-30`);
    for (const who of [manager, agent]) assert.equal((await who.post('/api/admin/time-accept/move', { ids: [report] })).status, 403);
    const moved = await admin.post('/api/admin/time-accept/move', { ids: [report], reason: '  Praca dokończona w sierpniu ' });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.message, 'Przeniesiono raporty czasu na następny miesiąc: 1');
    const db = server.database.db;
    const [row] = await db.select().from(timeReports).where(eq(timeReports.id, report));
    assert.equal(row!.day, '2025-08-01');
    assert.equal(row!.acceptedAt, null, 'it still waits for acceptance, now in the next month');
    const [decision] = await db.select().from(timeReportMoves).where(eq(timeReportMoves.timeReportId, report));
    assert.deepEqual(
      [decision!.fromDay, decision!.toDay, decision!.reason, decision!.movedById],
      [`${month}-30`, '2025-08-01', 'Praca dokończona w sierpniu', adminId],
    );
    assert.ok(decision!.movedAt instanceof Date);
    const ticket = (await admin.get(`/api/admin/ticket/${ticketId}`)).body.data;
    const entry = ticket.history.find((h: { action: string }) => h.action === 'time_report_moved');
    assert.deepEqual(entry.changes, {
      time_report: [report, report],
      day: [`${month}-30`, '2025-08-01'],
      reason: [null, 'Praca dokończona w sierpniu'],
    });
    assert.equal(entry.user.id, adminId);
    const bell = await agent.get('/api/profile/get-notifications');
    assert.ok(
      bell.body.data.some((n: { data: { message: string } }) =>
        n.data.message.includes(`z dnia ${month}-30 (zgłoszenie ZAM-1) przeniesiono na 2025-08-01`),
      ),
    );
    // The figures follow the day: waiting in August, not July; accepted, it counts in August.
    const pendingIds = async (m: string) =>
      (await admin.get(`/api/admin/invoicing/pending?month=${m}`)).body.data.map((r: { id: number }) => r.id);
    assert.ok(!(await pendingIds(month)).includes(report));
    assert.ok((await pendingIds('2025-08')).includes(report));
    assert.equal((await admin.post('/api/admin/time-accept/accept', { ids: [report] })).status, 200);
    // A month without counted time has no invoicing line at all (404): nothing of it is there.
    const shares = async (m: string) =>
      ((await admin.get(`/api/admin/invoicing/${companyId}?month=${m}`)).body.data?.figures.reports ?? []).map(
        (r: { report_id: number }) => r.report_id,
      );
    assert.ok((await shares('2025-08')).includes(report));
    assert.ok(!(await shares(month)).includes(report));
    // Only waiting reports move.
    const again = await admin.post('/api/admin/time-accept/move', { ids: [report] });
    assert.equal(again.status, 422);
    assert.deepEqual(again.body.errors.ids, ['Raport czasu jest już rozpatrzony']);
  });

  it('refuses to move into a locked next month, or out of a locked month, naming the month (pl and en)', async () => {
    const db = server.database.db;
    const report = await waiting('2025-09-10');
    await lockPeriod(db, companyId, '2025-10', adminId);
    const refused = await admin.post('/api/admin/time-accept/move', { ids: [report] });
    assert.equal(refused.status, 422);
    assert.match(refused.body.errors.day[0], /^Okres 2025-10 jest zamknięty \(zafakturowany\)/);
    const en = await inLang(admin, 'en', () => admin.post('/api/admin/time-accept/move', { ids: [report] }));
    assert.match(en.body.errors.day[0], /^The period 2025-10 is locked \(invoiced\)/);
    const [row] = await db.select().from(timeReports).where(eq(timeReports.id, report));
    assert.equal(row!.day, '2025-09-10', 'nothing moved');
    assert.equal((await db.select().from(timeReportMoves).where(eq(timeReportMoves.timeReportId, report))).length, 0);
    await lockPeriod(db, companyId, '2025-09', adminId);
    const out = await admin.post('/api/admin/time-accept/move', { ids: [report] });
    assert.match(out.body.errors.day[0], /^Okres 2025-09 jest zamknięty/);
  });

  it('says the period-lock message naming the month on every write of a locked month, and the resources say locked', async () => {
    const db = server.database.db;
    const month = '2025-11';
    const body = { day: `${month}-12`, from_hour: '10:00', kind: 'it', minutes: 30, description: 'Aktualizacja', overtime: 0 };
    const created = await agent.post(`/api/admin/ticket/${ticketId}/time-reports`, body);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const own = created.body.data.id as number;
    assert.equal(created.body.data.locked, false);
    const waits = await waiting(`${month}-13`);
    await lockPeriod(db, companyId, month, adminId);
    const ticket = (await agent.get(`/api/admin/ticket/${ticketId}`)).body.data;
    const locked = (id: number) => ticket.time_reports.find((r: { id: number }) => r.id === id).locked;
    assert.equal(locked(own), true);
    assert.equal(locked(waits), true);
    assert.equal(
      ticket.time_reports.filter((r: { day: string }) => r.day.startsWith('2025-08')).every((r: { locked: boolean }) => !r.locked),
      true,
    );
    const queue = (await admin.get(`/api/admin/time-accept?from=${month}-01&to=${month}-30`)).body.data;
    assert.equal(queue.find((r: { id: number }) => r.id === waits).locked, true);

    const writes: [string, Client, () => Promise<{ status: number; body: { errors: Record<string, string[]> } }>][] = [
      ['add', agent, () => agent.post(`/api/admin/ticket/${ticketId}/time-reports`, body)],
      ['edit', agent, () => agent.request('PUT', `/api/admin/ticket/${ticketId}/time-reports/${own}`, { ...body, minutes: 45 })],
      ['delete', agent, () => agent.delete(`/api/admin/ticket/${ticketId}/time-reports/${own}`)],
      ['delete by a manager', manager, () => manager.delete(`/api/admin/ticket/${ticketId}/time-reports/${own}`)],
      ['accept', admin, () => admin.post('/api/admin/time-accept/accept', { ids: [waits] })],
      ['reject', admin, () => admin.post('/api/admin/time-accept/reject', { ids: [waits], reason: 'Nie' })],
      ['move', admin, () => admin.post('/api/admin/time-accept/move', { ids: [waits] })],
    ];
    for (const [name, who, write] of writes) {
      const pl = await write();
      assert.equal(pl.status, 422, name);
      assert.deepEqual(
        pl.body.errors.day,
        [
          `Okres ${month} jest zamknięty (zafakturowany): raportów czasu z tego miesiąca nie można dodawać, zmieniać, usuwać, rozpatrywać ani przenosić`,
        ],
        name,
      );
      const en = await inLang(who, 'en', write);
      assert.deepEqual(
        en.body.errors.day,
        [`The period ${month} is locked (invoiced): time reports of that month cannot be added, changed, deleted, decided or moved`],
        name,
      );
    }
    assert.equal((await db.select().from(timeReports).where(eq(timeReports.id, own))).length, 1, 'still there');
  });

  it('reopens a closed month (admin only, reason required): lock removed, figures voided, history kept; approved again', async () => {
    const db = server.database.db;
    const reopen = (who: Client, body: Record<string, unknown>, id = companyId) => who.post(`/api/admin/invoicing/${id}/reopen`, body);
    for (const who of [manager, agent]) assert.equal((await reopen(who, { month: MONTH, reason: 'Korekta' })).status, 403);
    const noReason = await reopen(admin, { month: MONTH, reason: '   ' });
    assert.equal(noReason.status, 422);
    assert.deepEqual(noReason.body.errors.reason, ['Musisz podać powód ponownego otwarcia miesiąca.']);
    const noReasonEn = await inLang(admin, 'en', () => reopen(admin, { month: MONTH }));
    assert.deepEqual(noReasonEn.body.errors.reason, ['You must give a reason for reopening the month.']);
    const draft = await reopen(admin, { month: '2025-12', reason: 'Korekta' });
    assert.equal(draft.status, 422);
    assert.deepEqual(draft.body.errors.month, ['Rozliczenie za 2025-12 nie jest zatwierdzone: nie ma czego otwierać ponownie']);
    assert.equal((await reopen(admin, { month: MONTH, reason: 'Korekta' }, 999999)).status, 404);

    const [before] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.month, MONTH)));
    assert.ok(before!.figures);
    const done = await reopen(admin, { month: MONTH, reason: 'Klient zgłosił brakujący wyjazd' });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.message, `Miesiąc ${MONTH} został otwarty ponownie: rozliczenie wróciło do szkicu`);
    assert.equal(await isLocked(db, companyId, `${MONTH}-01`), false);
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.month, MONTH)));
    assert.deepEqual([row!.status, row!.figures, row!.approvedAt, row!.approvedById], ['draft', null, null, null]);
    assert.equal(done.body.data.line.status, 'draft');
    invoiceDetailSchema.parse(done.body.data);
    const [event] = done.body.data.history;
    assert.equal(event.action, 'reopened');
    assert.equal(event.reason, 'Klient zgłosił brakujący wyjazd');
    assert.equal(event.user.id, adminId);
    assert.ok(event.at);
    assert.equal(event.voided.approved_by.id, adminId);
    assert.equal(event.voided.approved_at, before!.approvedAt!.toISOString());
    assert.deepEqual(event.voided.amounts, before!.figures!.amounts);
    // The audit trail holds the approval and the reopening, under the company, with the reason.
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'invoicing-month'), eq(auditLog.recordId, String(companyId))))
      .orderBy(auditLog.id);
    assert.deepEqual(
      trail.map((e) => [e.action, e.actorId, e.label]),
      [
        ['approved', adminId, `ZAM · ${MONTH}`],
        ['reopened', adminId, `ZAM · ${MONTH}`],
      ],
    );
    assert.deepEqual(
      trail[1]!.changes.find((c) => c.field === 'reason'),
      { field: 'reason', before: null, after: 'Klient zgłosił brakujący wyjazd' },
    );
    // Reopened: its time can change again (an arrival is added), then the month is approved anew.
    const added = await agent.post(`/api/admin/ticket/${ticketId}/time-reports`, {
      day: `${MONTH}-21`,
      from_hour: '09:00',
      kind: 'it',
      minutes: 60,
      description: 'Wyjazd',
      overtime: 0,
      arrival: true,
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal(added.body.data.locked, false);
    assert.equal((await approve({ month: MONTH, company_ids: [companyId] })).status, 200);
    assert.equal(await isLocked(db, companyId, `${MONTH}-01`), true);
    const detail = (await admin.get(`/api/admin/invoicing/${companyId}?month=${MONTH}`)).body.data;
    assert.equal(detail.line.status, 'approved');
    assert.ok(detail.figures.reports.some((r: { report_id: number }) => r.report_id === added.body.data.id));
    assert.equal(detail.history.length, 1, 'the reopening stays in the history');
    assert.equal((await db.select().from(invoiceMonthHistory).where(eq(invoiceMonthHistory.companyId, companyId))).length, 1);
    // The ticket's history keeps the moves too (read from the table, not recomputed).
    assert.ok((await db.select().from(ticketHistory).where(eq(ticketHistory.action, 'time_report_moved'))).length >= 1);
  });
});
