/** Tickets, spread over the last 18 months, and what monitoring filed. */
import { TICKET_CATEGORIES, type TicketPriority, type TicketType } from '@helpdesk/shared/schemas';
import type * as t from '../../platform/db/schema';
import { slaFor, addBusinessMinutes, deadlinesFor, isWaiting } from '../tickets';
import { alertBody, INTAKE_FIELDS, outsiderAddress, type SeededAlert, type SeedOrigin } from './ticket-origins';
import {
  SPAN_DAYS,
  HOUR,
  iso,
  earliest,
  FIRST,
  LAST,
  feminine,
  SUBJECTS,
  ALERT_CHECKS,
  MONITORING_ALERTS,
  ALERT_MESSAGE,
  statusFor,
} from './common';
import type { AfterAssets } from './assets';

export async function seedTickets(s: AfterAssets) {
  const {
    db,
    options,
    now,
    rng,
    origins,
    ts,
    companyRows,
    acme,
    sla,
    demoAgent,
    managerId,
    fieldAgents,
    clientsByCompany,
    regularClient,
    projects,
    devicesByCompany,
    remindersByCompany,
    reminderRuns,
    claimedOccurrences,
    RUNS_PER_REMINDER,
    clientById,
    monitoringAccounts,
    alertTitles,
  } = s;
  // Tickets, spread over the last 18 months, most recent ones still open.
  const perCompanySeq = new Map<number, number>();
  // SLA as the product computes it for a new ticket (the company's priorities table in its business hours),
  // looked up once per company and priority.
  const slaPolicies = new Map<string, Awaited<ReturnType<typeof slaFor>>>();
  for (const c of companyRows) for (const [priority] of sla) slaPolicies.set(`${c.id} ${priority}`, await slaFor(db, c.id, priority));
  const ticketValues: (typeof t.tickets.$inferInsert)[] = [];
  for (let n = 0; n < options.tickets; n++) {
    // Newer tickets are denser: age skews towards now.
    const ageDays = Math.floor(SPAN_DAYS * Math.pow(rng.next(), 1.3) * 1000) / 1000;
    const company = n % 10 < 2 ? companyRows[0]! : rng.pick(companyRows);
    const category = rng.pick(TICKET_CATEGORIES);
    const type = rng.weighted<TicketType>([
      ['question', 40],
      ['accident', 30],
      ['order', 18],
      ['monitoring', 12],
    ]);
    let priority = rng.weighted<TicketPriority>([
      ['low', 20],
      ['normal', 55],
      ['high', 20],
      ['critical', 5],
    ]);
    let status = statusFor(rng, ageDays);
    const created = ts(ageDays);
    const seq = (perCompanySeq.get(company.id) ?? 0) + 1;
    perCompanySeq.set(company.id, seq);
    const companyClients = clientsByCompany.get(company.id)!;
    let requester: number | null = rng.pick(companyClients);
    if (company.id === acme.id && n % 7 === 0) requester = regularClient;
    const assignee =
      status === 'new' && rng.chance(0.5) ? null : rng.chance(0.3) && company.id === acme.id ? demoAgent : rng.pick(fieldAgents);
    if (assignee === null && status !== 'new') status = 'new';
    let ticketType = category === 'other' && type === 'monitoring' ? 'question' : type;
    let ticketCategory: string = category;
    // Where it came from. client@demo.test's own tickets stay theirs (e2e and the demo show them).
    let origin: SeedOrigin = 'web';
    let sender: { name: string | null; email: string } | null = null;
    let createdBy: number | null | undefined;
    const draw = origins.next();
    const reminder = remindersByCompany.get(company.id);
    const occurrence = reminder ? `${reminder.id} ${iso(created)}` : '';
    if (requester === regularClient) {
      // web
    } else if (ticketType === 'monitoring' && draw < 0.6) {
      origin = 'monitoring';
      requester = monitoringAccounts.get(company.id) ?? null;
      createdBy = requester;
      alertTitles.set(`${company.tag}-${seq}`, origins.pick(MONITORING_ALERTS));
    } else if (draw < 0.25) {
      origin = 'email';
      if (origins.chance(0.8)) sender = clientById.get(requester)!;
      else {
        const first = origins.pick(FIRST);
        const last = feminine(first, origins.pick(LAST));
        sender = { name: `${first} ${last}`, email: outsiderAddress(first, last, company.domains[0]!) };
        requester = null;
      }
      createdBy = requester;
      priority = 'normal';
    } else if (
      reminder &&
      ticketType === 'order' &&
      draw > 0.9 &&
      !claimedOccurrences.has(occurrence) &&
      reminderRuns.filter((r) => r.reminderId === reminder.id).length < RUNS_PER_REMINDER
    ) {
      origin = 'reminder';
      claimedOccurrences.add(occurrence);
      reminderRuns.push({ reminderId: reminder.id, occurrence: iso(created), fullid: `${company.tag}-${seq}`, createdAt: created });
      requester = reminder.userId;
      createdBy = null;
      priority = 'normal';
    }
    // Filed unassigned, a ticket still has what its intake wrote; an agent who assigned it corrected that (triage).
    if (origin !== 'web' && assignee === null) ({ type: ticketType, category: ticketCategory } = INTAKE_FIELDS[origin]);
    if (origin === 'monitoring') ticketCategory = INTAKE_FIELDS.monitoring.category;
    // Every seeded company has an active default priority row, so a policy always applies.
    const { policy, calendar } = slaPolicies.get(`${company.id} ${priority}`)!;
    const deadlines = deadlinesFor(created, policy!, calendar);
    const resolvedAt = status === 'resolved' ? new Date(Math.min(now.getTime(), created.getTime() + rng.int(30, 7 * 1440) * 60_000)) : null;
    const ticket: typeof t.tickets.$inferInsert = {
      fullid: `${company.tag}-${seq}`,
      subject: rng.pick(SUBJECTS[category]!),
      body: 'Dzień dobry, proszę o pomoc w sprawie jak w temacie. Pozdrawiam.',
      type: ticketType,
      companyId: company.id,
      requesterId: requester,
      projectId: rng.chance(0.08) ? (projects.find((p) => p.companyId === company.id)?.id ?? null) : null,
      deviceId: rng.chance(0.25) ? rng.pick(devicesByCompany.get(company.id) ?? [null]) : null,
      priority,
      category: ticketCategory,
      assigneeId: assignee,
      responsibleId: assignee ? rng.pick([assignee, managerId]) : null,
      supportScope: rng.pick(['it', 'admin', 'developer', 'specialist']),
      status,
      createdById: rng.chance(0.6) ? requester : rng.pick(fieldAgents),
      createdAt: created,
      updatedAt: resolvedAt ?? new Date(Math.min(now.getTime(), created.getTime() + rng.int(0, 2 * 1440) * 60_000)),
      resolvedAt,
      // Answered within up to twice the first-response time, in the same working hours as the deadline (by the
      // resolution at the latest, and not in the future).
      firstResponseAt:
        status === 'new'
          ? null
          : earliest(addBusinessMinutes(created, rng.int(5, policy!.openSlaMinutes * 2), calendar), resolvedAt ?? now),
      ...deadlines,
    };
    // The first answer is a change too (ticket-history.ts tells the story up to the last change); a ticket goes
    // to the trash after its last change.
    if (!resolvedAt && ticket.firstResponseAt && ticket.firstResponseAt > ticket.updatedAt!) ticket.updatedAt = ticket.firstResponseAt;
    ticket.deletedAt = rng.chance(0.015) ? earliest(now, new Date(ticket.updatedAt!.getTime() + HOUR)) : null;
    // Waiting since its last change: the clocks stopped then, as that status change would have stopped them.
    if (isWaiting(status)) ticket.slaPausedAt = ticket.updatedAt!;
    if (createdBy !== undefined) ticket.createdById = createdBy;
    if (origin === 'reminder') Object.assign(ticket, { subject: reminder!.title, body: reminder!.description });
    Object.assign(ticket, { origin, senderName: sender?.name ?? null, senderEmail: sender?.email ?? null });
    ticketValues.push(ticket);
  }
  ticketValues.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  // Monitoring keeps one open ticket per check (a problem on a check whose ticket is open is a reply to it): each
  // alert ticket is about the first of the company's hosts whose check has no open ticket at its time.
  const checkOpenUntil = new Map<string, number>();
  const alerts = new Map<string, SeededAlert>();
  for (const v of ticketValues) {
    const title = alertTitles.get(v.fullid);
    if (!title) continue;
    const tag = v.fullid.split('-')[0]!.toLowerCase();
    let alert: SeededAlert;
    for (let n = 1; ; n++) {
      const host = `srv-${tag}-${String(n).padStart(2, '0')}`;
      alert = { title, host, check: `${host}/${ALERT_CHECKS[MONITORING_ALERTS.indexOf(title)]}` };
      if ((checkOpenUntil.get(alert.check) ?? 0) <= v.createdAt!.getTime()) break;
    }
    const closed = v.resolvedAt ?? v.deletedAt;
    checkOpenUntil.set(alert.check, closed ? closed.getTime() : Infinity);
    alerts.set(v.fullid, alert);
    Object.assign(v, { subject: `[Monitoring] ${title}`, body: alertBody(alert, ALERT_MESSAGE) });
  }
  const alertLogs: (typeof t.monitoringLogs.$inferInsert)[] = [];
  const inbound: (typeof t.inboundMessages.$inferInsert)[] = [];
  const logAlert = (ticket: { id: number; fullid: string; companyId: number; priority: string }, receivedAt: Date) => {
    const alert = alerts.get(ticket.fullid)!;
    alertLogs.push({
      companyId: ticket.companyId,
      title: alert.title,
      sender: 'monitoring@zabbix.msp.test',
      address: alert.host,
      body: ALERT_MESSAGE,
      receivedAt,
      readAt: receivedAt,
      clientReadAt: receivedAt,
      checkKey: alert.check,
      status: 'problem',
      severity: ticket.priority,
      source: 'api',
      ticketId: ticket.id,
    });
  };
  return { ticketValues, alerts, alertLogs, inbound, logAlert };
}

/** What the parts after this one get: the context and everything the parts so far made. */
export type AfterTickets = AfterAssets & Awaited<ReturnType<typeof seedTickets>>;
