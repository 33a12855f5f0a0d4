/** The ticket page: for staff everything; for clients without private notes, time, history and planned works. */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ticketPresenceChannel } from '@helpdesk/shared/schemas';
import type { ClientTicketDetail, HistoryEntry, PersonRef, TicketDetail, TicketPlannedWork, TimeReport } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import {
  companies,
  devices,
  plannedWorks,
  projects,
  ticketAttachments,
  ticketCc,
  ticketHistory,
  ticketMessages,
  ticketNotes,
  tickets,
  timeReports,
  users,
} from '../../platform/db/schema';
import { chargedMinutes, splitOvertime } from '../../platform/time-rules';
import { lockedPeriods, periodKey } from '../period-locks';
import { presentAttachment } from './attachments';
import { personOf, presentListRow, presentSender, ticketOriginOf } from './presenter';
import { type TicketActor } from './actor';
import { findTicket } from './access';
import { linksOf } from './links';
import { idIn } from '../../platform/db/id-list';

// ---------------------------------------------------------------- show

/** The ticket page: for staff everything; for clients without private notes, time, history and planned works. */
export async function showTicket(
  db: Db,
  actor: TicketActor,
  id: number,
  options: { withTrashed?: boolean } = {},
): Promise<ClientTicketDetail | TicketDetail> {
  // Trashed tickets stay readable (both areas list them under `trashed`); only actions need a live one.
  const t = await findTicket(db, actor, id, { withTrashed: options.withTrashed ?? true });
  const now = new Date();
  // The ticket's company, project and device in one statement, its people by id in another: one join of all eight
  // tables took Postgres 5–7 ms to plan (PGlite, EXPLAIN's planning time) for a row it reads in under 1 ms.
  const [row] = await db
    .select({
      company: { id: companies.id, tag: companies.tag, shortName: companies.shortName, name: companies.name },
      project: { id: projects.id, name: projects.name },
      device: {
        id: devices.id,
        type: devices.type,
        vendor: devices.vendor,
        model: devices.model,
        inventoryNumber: devices.inventoryNumber,
      },
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(projects, eq(projects.id, tickets.projectId))
    .leftJoin(devices, eq(devices.id, tickets.deviceId))
    .where(eq(tickets.id, t.id));
  const peopleIds = [t.requesterId, t.assigneeId, t.responsibleId, t.createdById].filter((x): x is number => x !== null);
  const people = new Map(
    (
      await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(idIn(users.id, peopleIds))
    ).map((person) => [person.id, person]),
  );
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const requester = person(t.requesterId);
  const author = alias(users, 'author');
  const messages = await db
    .select({ m: ticketMessages, a: { id: author.id, firstname: author.firstname, lastname: author.lastname, kind: author.kind } })
    .from(ticketMessages)
    .leftJoin(author, eq(author.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, t.id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const attachments = await db
    .select()
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, t.id))
    .orderBy(asc(ticketAttachments.id));
  const cc = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(ticketCc)
    .innerJoin(users, eq(users.id, ticketCc.userId))
    .where(eq(ticketCc.ticketId, t.id))
    .orderBy(asc(users.lastname));
  const prefix = actor.isAgent ? 'admin' : 'client';
  const attachment = (x: typeof ticketAttachments.$inferSelect) => presentAttachment(t.id, prefix, x);
  const base: ClientTicketDetail = {
    ...presentListRow({ ticket: t, company: row!.company, requester, assignee: person(t.assigneeId) }, now),
    body: t.body,
    origin: ticketOriginOf(t.origin),
    sender: presentSender(t.senderName, t.senderEmail),
    company: { id: row!.company.id, tag: row!.company.tag, short_name: row!.company.shortName, name: row!.company.name },
    requester: requester ? { ...personOf(requester)!, email: requester.email } : null,
    responsible: personOf(person(t.responsibleId)),
    created_by: personOf(person(t.createdById)),
    support_scope: t.supportScope as TimeReport['kind'] | null,
    project: row!.project?.id ? { id: row!.project.id, name: row!.project.name } : null,
    device: row!.device?.id
      ? {
          id: row!.device.id,
          type: row!.device.type,
          name: [row!.device.vendor, row!.device.model].filter(Boolean).join(' '),
          inventory_number: row!.device.inventoryNumber,
        }
      : null,
    cc: cc.map((c) => ({ id: c.id, name: `${c.firstname} ${c.lastname}`, email: c.email })),
    messages: messages.map(({ m, a }) => ({
      id: m.id,
      body: m.body,
      author: a?.id ? { id: a.id, name: `${a.firstname} ${a.lastname}`, kind: a.kind! } : null,
      origin: m.origin,
      sender: presentSender(m.senderName, m.senderEmail),
      mail_auth: m.mailAuth,
      created_at: m.createdAt.toISOString(),
      attachments: attachments.filter((x) => x.messageId === m.id).map(attachment),
    })),
    attachments: attachments.filter((x) => x.messageId === null).map(attachment),
    ...(await linksOf(db, t)),
  };
  if (!actor.isAgent) return base;

  const noteAuthor = alias(users, 'note_author');
  const notes = await db
    .select({ n: ticketNotes, a: { id: noteAuthor.id, firstname: noteAuthor.firstname, lastname: noteAuthor.lastname } })
    .from(ticketNotes)
    .leftJoin(noteAuthor, eq(noteAuthor.id, ticketNotes.authorId))
    .where(eq(ticketNotes.ticketId, t.id))
    .orderBy(asc(ticketNotes.createdAt), asc(ticketNotes.id));
  const reportAgent = alias(users, 'report_agent');
  const reports = await db
    .select({ r: timeReports, a: { id: reportAgent.id, firstname: reportAgent.firstname, lastname: reportAgent.lastname } })
    .from(timeReports)
    .leftJoin(reportAgent, eq(reportAgent.id, timeReports.agentId))
    .where(eq(timeReports.ticketId, t.id))
    .orderBy(asc(timeReports.day), asc(timeReports.fromHour));
  const historyUser = alias(users, 'history_user');
  const history = await db
    .select({ h: ticketHistory, u: { id: historyUser.id, firstname: historyUser.firstname, lastname: historyUser.lastname } })
    .from(ticketHistory)
    .leftJoin(historyUser, eq(historyUser.id, ticketHistory.userId))
    .where(eq(ticketHistory.ticketId, t.id))
    .orderBy(desc(ticketHistory.createdAt), desc(ticketHistory.id));
  const works = await db
    .select()
    .from(plannedWorks)
    .where(and(eq(plannedWorks.ticketId, t.id), isNull(plannedWorks.deletedAt)))
    .orderBy(asc(plannedWorks.startTime));
  const locked = await lockedPeriods(
    db,
    reports.map(({ r }) => ({ companyId: t.companyId, day: r.day })),
  );
  const entries = reports.map(({ r }) => ({ day: r.day, minutes: r.minutes, overtime: r.overtime }));
  const split = splitOvertime(entries);
  return {
    ...base,
    notes: notes.map(({ n, a }) => ({
      id: n.id,
      body: n.body,
      author: personOf(a),
      mail_mark: n.mailMark,
      sender: presentSender(n.senderName, n.senderEmail),
      created_at: n.createdAt.toISOString(),
    })),
    time_reports: reports.map(({ r, a }) => presentTimeReport(r, personOf(a), locked.has(periodKey(t.companyId, r.day)))),
    time_summary: {
      total_minutes: split.normal + split.overtime[50] + split.overtime[100] + split.overtime[150],
      charged_minutes: chargedMinutes(entries),
      ...split,
    },
    history: history.map(({ h, u }) => ({
      id: h.id,
      action: h.action,
      changes: h.changes as HistoryEntry['changes'],
      user: personOf(u),
      created_at: h.createdAt.toISOString(),
    })),
    planned_works: works.map((w) => ({
      id: w.id,
      start_time: w.startTime.toISOString(),
      hours: w.hours,
      status: w.status as TicketPlannedWork['status'],
      internal: w.internal,
    })),
    presence_channel: ticketPresenceChannel(t.id),
  };
}

/** A time report; `locked`: its company's month is closed (period-locks). */
export function presentTimeReport(r: typeof timeReports.$inferSelect, agent: PersonRef | null, locked: boolean): TimeReport {
  return {
    id: r.id,
    agent,
    day: r.day,
    from_hour: r.fromHour,
    kind: r.kind as TimeReport['kind'],
    minutes: r.minutes,
    description: r.description,
    additional_works: r.additionalWorks,
    overtime: r.overtime as TimeReport['overtime'],
    outside_contract: r.outsideContract,
    arrival: r.arrival,
    needs_accept: r.needsAccept,
    accepted_at: r.acceptedAt?.toISOString() ?? null,
    rejected_at: r.rejectedAt?.toISOString() ?? null,
    reject_reason: r.rejectReason,
    created_at: r.createdAt.toISOString(),
    locked,
  };
}
