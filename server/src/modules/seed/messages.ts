/** Messages, notes, CC, time reports, evaluations and history of the tickets. */
import { EVALUATION_REASONS } from '@helpdesk/shared/schemas';
import * as t from '../../platform/db/schema';
import { historyOf, replyTimes, type HistoryRow, type StoryEntry, type StoryTicket } from './ticket-history';
import { alertBody, INTAKE_FIELDS, type SeedOrigin } from './ticket-origins';
import { DAY, HOUR, iso, earliest, ALERT_MESSAGE, insertInBatches, insertHistory } from './common';
import type { AfterTickets } from './tickets';

export async function seedMessages(s: AfterTickets) {
  const { db, log, now, rng, origins, agents, adminId, managerId, clientsByCompany, ticketValues, alerts, inbound, logAlert } = s;
  // Messages, notes, CC, time reports, evaluations.
  const messages: (typeof t.ticketMessages.$inferInsert)[] = [];
  let messageCount = 0;
  const notes: (typeof t.ticketNotes.$inferInsert)[] = [];
  const cc: (typeof t.ticketCc.$inferInsert)[] = [];
  const timeReports: (typeof t.timeReports.$inferInsert)[] = [];
  const evaluations: (typeof t.evaluations.$inferInsert)[] = [];
  const history: HistoryRow[] = [];
  const agentIds = new Set(agents.map((a) => a.id));
  const people = { lead: managerId, isAgent: (id: number | null) => id !== null && agentIds.has(id) };
  const seededColumns = {
    id: t.tickets.id,
    companyId: t.tickets.companyId,
    status: t.tickets.status,
    assigneeId: t.tickets.assigneeId,
    responsibleId: t.tickets.responsibleId,
    requesterId: t.tickets.requesterId,
    createdById: t.tickets.createdById,
    createdAt: t.tickets.createdAt,
    firstResponseAt: t.tickets.firstResponseAt,
    updatedAt: t.tickets.updatedAt,
    resolvedAt: t.tickets.resolvedAt,
    deletedAt: t.tickets.deletedAt,
    fullid: t.tickets.fullid,
    type: t.tickets.type,
    category: t.tickets.category,
    priority: t.tickets.priority,
    origin: t.tickets.origin,
    senderName: t.tickets.senderName,
    senderEmail: t.tickets.senderEmail,
  };
  type SeededTicket = StoryTicket & {
    companyId: number;
    requesterId: number | null;
    resolvedAt: Date | null;
    fullid: string;
    type: string;
    category: string;
    priority: string;
    origin: string;
    senderName: string | null;
    senderEmail: string | null;
  };
  const addActivity = (ticket: SeededTicket) => {
    const origin = ticket.origin as SeedOrigin;
    const mailed = ticket.senderEmail ? { name: ticket.senderName, email: ticket.senderEmail } : null;
    if (mailed)
      inbound.push({
        messageId: `${ticket.fullid.toLowerCase()}@mail.demo.test`,
        outcome: 'ticket',
        ticketId: ticket.id,
        receivedAt: ticket.createdAt,
      });
    if (origin === 'monitoring') logAlert(ticket, ticket.createdAt);
    if (origin === 'email' || origin === 'reminder') {
      const filed = INTAKE_FIELDS[origin];
      const triage: Record<string, [unknown, unknown]> = {};
      if (ticket.type !== filed.type) triage.type = [filed.type, ticket.type];
      if (ticket.category !== filed.category) triage.category = [filed.category, ticket.category];
      ticket.triage = triage;
    }
    // Replies from the first answer on, the agent's and the requester's in turn. On an alert's ticket the other side
    // is the check alerting again; on an e-mail's, the sender writing back (by e-mail when nobody known wrote it);
    // a reminder's ticket for nobody has no other side.
    const replies: StoryEntry[] = replyTimes(ticket, rng.int(0, 3)).map((createdAt, k) => ({
      authorId:
        k % 2 === 0 || (ticket.requesterId === null && origin !== 'email' && origin !== 'monitoring')
          ? (ticket.assigneeId ?? adminId)
          : ticket.requesterId,
      createdAt,
    }));
    for (const [k, reply] of replies.entries()) {
      const agentSide = k % 2 === 0 || people.isAgent(reply.authorId);
      if (agentSide) messages.push({ ticketId: ticket.id, ...reply, body: 'Dzień dobry, sprawdzamy zgłoszenie i wracamy z informacją.' });
      else if (origin === 'monitoring') {
        messages.push({ ticketId: ticket.id, ...reply, body: alertBody(alerts.get(ticket.fullid)!, ALERT_MESSAGE), origin: 'monitoring' });
        logAlert(ticket, reply.createdAt);
      } else if (mailed && (ticket.requesterId === null || origins.chance(0.6))) {
        messages.push({
          ticketId: ticket.id,
          ...reply,
          body: 'Dziękuję, czekam na informację.',
          origin: 'email',
          senderName: mailed.name,
          senderEmail: mailed.email,
        });
        inbound.push({
          messageId: `${ticket.fullid.toLowerCase()}.${k}@mail.demo.test`,
          outcome: 'reply',
          ticketId: ticket.id,
          receivedAt: reply.createdAt,
        });
      } else messages.push({ ticketId: ticket.id, ...reply, body: 'Dziękuję, czekam na informację.' });
    }
    const ticketNotes: StoryEntry[] = [];
    if (rng.chance(0.1))
      ticketNotes.push({
        authorId: ticket.assigneeId ?? adminId,
        createdAt: earliest(new Date(ticket.createdAt.getTime() + HOUR / 2), ticket.updatedAt),
      });
    for (const note of ticketNotes)
      notes.push({ ticketId: ticket.id, ...note, body: 'Notatka wewnętrzna: klient prosi o kontakt telefoniczny.' });
    history.push(...historyOf(ticket, replies, ticketNotes, people));
    if (rng.chance(0.15)) {
      const others = (clientsByCompany.get(ticket.companyId) ?? []).filter((id) => id !== ticket.requesterId);
      if (others.length) cc.push({ ticketId: ticket.id, userId: rng.pick(others) });
    }
    if (ticket.assigneeId && ticket.status !== 'new' && rng.chance(0.8)) {
      const end = ticket.resolvedAt ?? now;
      const reports = rng.int(1, 3);
      for (let k = 0; k < reports; k++) {
        const day = new Date(ticket.createdAt.getTime() + rng.next() * Math.max(0, end.getTime() - ticket.createdAt.getTime()));
        const recent = now.getTime() - day.getTime() < 30 * DAY;
        const overtime = rng.weighted([
          [0, 90],
          [50, 6],
          [100, 3],
          [150, 1],
        ] as const);
        const outsideContract = rng.chance(0.05);
        const needsAccept = recent && (overtime > 0 || outsideContract || rng.chance(0.05));
        timeReports.push({
          ticketId: ticket.id,
          agentId: ticket.assigneeId,
          day: iso(day),
          fromHour: `${String(rng.int(8, 16)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
          kind: rng.weighted([
            ['it', 6],
            ['admin', 2],
            ['developer', 1],
            ['specialist', 1],
          ] as const),
          minutes: rng.int(1, 16) * 15,
          description: rng.pick(['Diagnoza problemu', 'Konfiguracja', 'Rozmowa z użytkownikiem', 'Zdalna pomoc', 'Wizyta u klienta']),
          additionalWorks: rng.chance(0.05),
          overtime,
          outsideContract,
          arrival: rng.chance(0.1),
          needsAccept,
          acceptedAt: needsAccept ? null : recent ? null : day,
          acceptedById: needsAccept || recent ? null : adminId,
          createdAt: day,
        });
      }
    }
    // The draw first: a ticket nobody known filed (no requester to rate it) leaves the other draws as they were.
    if (ticket.status === 'resolved' && rng.chance(0.12) && ticket.requesterId) {
      const rating = rng.weighted([
        [5, 60],
        [4, 25],
        [3, 8],
        [2, 4],
        [1, 3],
      ] as const);
      evaluations.push({
        ticketId: ticket.id,
        agentId: ticket.assigneeId,
        companyId: ticket.companyId,
        userId: ticket.requesterId,
        rating,
        reason: rating <= 2 ? rng.pick(EVALUATION_REASONS) : null,
        comment: rating <= 2 ? 'Rozwiązanie trwało zbyt długo.' : rng.chance(0.3) ? 'Dziękuję za szybką pomoc!' : null,
        createdAt: ticket.resolvedAt ?? now,
      });
    }
  };
  const tickets: SeededTicket[] = [];
  let historyCount = 0;
  /** Writes the collected history rows; answers how many have been written so far. */
  const writeHistory = async () => {
    historyCount += history.length;
    await insertInBatches(history.splice(0), 20_000, (b) => insertHistory(db, b));
    return historyCount;
  };
  await insertInBatches(ticketValues, 1000, async (batch) => {
    const inserted = (await db.insert(t.tickets).values(batch).returning(seededColumns)) as SeededTicket[];
    tickets.push(...inserted);
    // Each batch's messages right after its tickets: the search trigger then adds their words to rows just written.
    for (const ticket of inserted) addActivity(ticket);
    messageCount += messages.length;
    await insertInBatches(messages.splice(0), 2000, (b) => db.insert(t.ticketMessages).values(b));
    await writeHistory();
  });
  log(`seed: ${tickets.length} tickets, ${messageCount} messages`);
  return { notes, cc, timeReports, evaluations, history, tickets, writeHistory };
}

/** What the parts after this one get: the context and everything the parts so far made. */
export type AfterMessages = AfterTickets & Awaited<ReturnType<typeof seedMessages>>;
