/** The demo agent's recent time, planned works and drafts. */
import * as t from '../../platform/db/schema';
import { iso, insertInBatches } from './common';
import type { AfterMessages } from './messages';

export async function seedWork(s: AfterMessages) {
  const {
    db,
    options,
    log,
    rng,
    ts,
    companyRows,
    acme,
    demoAgent,
    adminId,
    managerId,
    notes,
    cc,
    timeReports,
    evaluations,
    history,
    tickets,
    writeHistory,
  } = s;
  // The demo agent reported time today and yesterday (the right panel's hh:mm), on a ticket older than that.
  const demoTicket =
    tickets.filter((x) => x.assigneeId === demoAgent && x.status !== 'resolved' && x.createdAt < ts(1)).at(-1) ?? tickets[0]!;
  for (const [daysAgo, minutes] of [
    [0, 95],
    [1, 420],
  ] as const) {
    timeReports.push({
      ticketId: demoTicket.id,
      agentId: demoAgent,
      day: iso(ts(daysAgo)),
      fromHour: '09:00',
      kind: 'it',
      minutes,
      description: 'Prace administracyjne',
      createdAt: ts(daysAgo),
    });
  }
  await insertInBatches(notes, 2000, (b) => db.insert(t.ticketNotes).values(b));
  await insertInBatches(cc, 2000, (b) => db.insert(t.ticketCc).values(b).onConflictDoNothing());
  await insertInBatches(timeReports, 2000, async (b) => {
    const added = await db.insert(t.timeReports).values(b).returning({
      id: t.timeReports.id,
      ticketId: t.timeReports.ticketId,
      agentId: t.timeReports.agentId,
      createdAt: t.timeReports.createdAt,
    });
    for (const r of added)
      history.push({
        ticketId: r.ticketId,
        userId: r.agentId,
        action: 'time_report_added',
        changes: { time_report: [null, r.id] },
        createdAt: r.createdAt,
      });
  });
  const historyCount = await writeHistory();
  await insertInBatches(evaluations, 2000, (b) => db.insert(t.evaluations).values(b));
  log(`seed: ${timeReports.length} time reports, ${evaluations.length} evaluations, ${historyCount} history rows`);

  // Planned works: some past, some in the coming days.
  const openTickets = tickets.filter((x) => x.status !== 'resolved' && x.assigneeId);
  const plannedWorks = Array.from({ length: Math.min(openTickets.length, Math.max(6, Math.round(options.tickets / 250))) }, (_, k) => {
    const ticket = openTickets[(k * 7) % openTickets.length]!;
    const start = ts(-(k % 10) + 2 - rng.next());
    const status = rng.weighted([
      ['waiting-for-accept', 4],
      ['accepted', 5],
      ['rejected', 1],
    ] as const);
    return {
      ticketId: ticket.id,
      startTime: new Date(Math.round(start.getTime() / 900_000) * 900_000),
      hours: rng.pick([0.5, 1, 2, 4]),
      plannedById: ticket.assigneeId,
      acceptedById: status === 'accepted' ? managerId : null,
      rejectedById: status === 'rejected' ? managerId : null,
      internal: rng.chance(0.2),
      status,
    };
  });
  if (plannedWorks.length) await db.insert(t.plannedWorks).values(plannedWorks);

  // Drafts of the demo agent and admin.
  await db.insert(t.ticketDrafts).values([
    { agentId: demoAgent, companyId: acme.id, subject: 'Konfiguracja drukarki sieciowej', payload: { priority: 'normal' } },
    { agentId: demoAgent, companyId: companyRows[1]!.id, subject: 'Odnowienie licencji antywirusa', payload: {} },
    { agentId: adminId, companyId: companyRows[2]!.id, subject: 'Przegląd kopii zapasowych', payload: {} },
  ]);
}
