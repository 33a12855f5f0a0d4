/**
 * Monitoring alerts: every alert is kept as a monitoring log; a problem opens a ticket of
 * type monitoring for its check, or — while that ticket is open — adds a message to it; a recovery (`ok`)
 * adds a message to the open ticket. One open ticket per check: the check's row is locked for the duration,
 * so two alerts arriving together cannot both open one.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Alert, MonitoringListQuery, TicketStatus } from '@helpdesk/shared/schemas';
import type { MonitoringLog, MonitoringLogDetail, Paginated } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companies, monitoringChecks, monitoringLogs, monitoringTokens, tickets, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { can, scopeWhere, type Actor, type CompanyRow, type RecordScope } from '../../platform/policy';
import { publishCounters } from '../counters';
import { intakeActor, intakeTransaction } from '../mail-intake';
import { createTicket, replyToTicket } from '../tickets';
import { clientVisibility } from '../tickets';
import { paginate } from '../../platform/pagination';
import { sanitizeMessage } from '../../platform/sanitize';

export type AlertAction = 'opened' | 'updated' | 'logged';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------- tokens

/** The company a monitoring token belongs to (live companies only). */
export async function companyOfToken(db: Db, token: string | undefined): Promise<CompanyRow | null> {
  if (!token) return null;
  const [row] = await db
    .select({ company: companies })
    .from(monitoringTokens)
    .innerJoin(companies, eq(companies.id, monitoringTokens.companyId))
    .where(and(eq(monitoringTokens.tokenHash, hash(token)), isNull(companies.deletedAt)));
  return row?.company ?? null;
}

/** A new token for the company (the old one stops working); the plain token is shown only now. */
export async function issueToken(db: Db, companyId: number, userId: number) {
  const token = `mon_${crypto.randomBytes(24).toString('base64url')}`;
  const values = { companyId, tokenHash: hash(token), hint: token.slice(-4), createdById: userId, createdAt: new Date() };
  await db.insert(monitoringTokens).values(values).onConflictDoUpdate({ target: monitoringTokens.companyId, set: values });
  return { company_id: companyId, token, hint: values.hint, created_at: values.createdAt.toISOString() };
}

/** The tokens of the live companies among `companyIds` (null: every company), by tag. */
export async function listTokens(db: Db, companyIds: number[] | null) {
  if (companyIds?.length === 0) return [];
  const rows = await db
    .select({
      companyId: monitoringTokens.companyId,
      hint: monitoringTokens.hint,
      createdAt: monitoringTokens.createdAt,
      tag: companies.tag,
      shortName: companies.shortName,
    })
    .from(monitoringTokens)
    .innerJoin(companies, eq(companies.id, monitoringTokens.companyId))
    .where(and(isNull(companies.deletedAt), companyIds ? inArray(monitoringTokens.companyId, companyIds) : undefined))
    .orderBy(companies.tag);
  return rows.map((r) => ({
    company: { id: r.companyId, tag: r.tag, short_name: r.shortName },
    hint: r.hint,
    created_at: r.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------- alerts

function alertBody(alert: Alert): string {
  const lines = [
    `<p><strong>${escapeHtml(alert.title)}</strong></p>`,
    alert.message ? `<p>${escapeHtml(alert.message).replace(/\r?\n/g, '<br>')}</p>` : '',
    `<p>${alert.status === 'ok' ? 'Status: OK (przywrócono)' : 'Status: problem'} · ${escapeHtml(alert.check)}${alert.host ? ` · ${escapeHtml(alert.host)}` : ''}</p>`,
  ];
  return lines.filter(Boolean).join('');
}

/** The company's monitoring account (role `monitoring`) writes the alerts; without one, nobody does. */
async function monitoringUser(db: Db, companyId: number) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.kind, 'client'), eq(users.role, 'monitoring'), isNull(users.deletedAt)))
    .orderBy(users.id)
    .limit(1);
  return u ?? null;
}

export async function receiveAlert(ctx: AppContext, company: CompanyRow, alert: Alert, source: 'api' | 'webhook') {
  const now = new Date();
  const sender = await monitoringUser(ctx.db, company.id);
  const result = await intakeTransaction(ctx, async (tx) => {
    await tx.db
      .insert(monitoringChecks)
      .values({ companyId: company.id, checkKey: alert.check, lastStatus: alert.status, lastAlertAt: now })
      .onConflictDoNothing();
    const [check] = await tx.db
      .select()
      .from(monitoringChecks)
      .where(and(eq(monitoringChecks.companyId, company.id), eq(monitoringChecks.checkKey, alert.check)))
      .for('update');
    const [open] = check!.ticketId
      ? await tx.db
          .select({ id: tickets.id, fullid: tickets.fullid })
          .from(tickets)
          .where(and(eq(tickets.id, check!.ticketId), isNull(tickets.deletedAt), sql`${tickets.status} <> 'resolved'`))
      : [];
    const a = { ctx: tx, actor: intakeActor(company, sender, 'monitoring') };
    let ticket: { id: number; fullid: string } | null = open ?? null;
    let action: AlertAction = 'logged';
    if (open) {
      await replyToTicket(a, open.id, { body: alertBody(alert) });
      action = 'updated';
    } else if (alert.status === 'problem') {
      const t = await createTicket(a, {
        company_id: company.id,
        subject: `[Monitoring] ${alert.title}`.slice(0, 255),
        body: alertBody(alert),
        type: 'monitoring',
        priority: alert.severity ?? 'high',
        category: 'servers',
        status: 'new',
        requester_id: sender?.id ?? null,
        cc: [],
      });
      ticket = { id: t.id, fullid: t.fullid };
      action = 'opened';
    }
    const [log] = await tx.db
      .insert(monitoringLogs)
      .values({
        companyId: company.id,
        title: alert.title,
        sender: alert.sender ?? (source === 'webhook' ? 'webhook' : 'monitoring'),
        address: alert.host ?? null,
        body: alert.message,
        receivedAt: now,
        checkKey: alert.check,
        status: alert.status,
        severity: alert.severity ?? null,
        source,
        ticketId: ticket?.id ?? null,
      })
      .returning({ id: monitoringLogs.id });
    await tx.db
      .update(monitoringChecks)
      .set({
        ticketId: ticket?.id ?? check!.ticketId,
        lastStatus: alert.status,
        alertCount: sql`${monitoringChecks.alertCount} + 1`,
        lastAlertAt: now,
      })
      .where(eq(monitoringChecks.id, check!.id));
    return { log_id: log!.id, action, ticket };
  });
  await publishCounters(ctx);
  return result;
}

// ---------------------------------------------------------------- logs

type LogRow = typeof monitoringLogs.$inferSelect;

function presentLog(
  row: LogRow,
  company: { id: number; tag: string; shortName: string } | null,
  ticket: { id: number | null; fullid: string | null; status: string | null } | null,
  readAt: Date | null,
): MonitoringLog {
  return {
    id: row.id,
    title: row.title,
    sender: row.sender,
    address: row.address,
    company: company ? { id: company.id, tag: company.tag, short_name: company.shortName } : null,
    check: row.checkKey,
    status: row.status as MonitoringLog['status'],
    severity: row.severity,
    source: row.source,
    read: readAt !== null,
    read_at: readAt?.toISOString() ?? null,
    received_at: row.receivedAt.toISOString(),
    ticket: ticket?.id ? { id: ticket.id, fullid: ticket.fullid!, status: ticket.status as TicketStatus } : null,
  };
}

export interface LogScope {
  /** Staff read state (`read_at`) or the client side's (`client_read_at`). */
  side: 'staff' | 'client';
  companyId?: number | undefined;
  /** The actor's record scope (`scopeOf`): logs of other companies are not listed, read or marked. */
  records: RecordScope;
  /** Client side: which linked tickets the caller may open (else the link is left out). */
  ticketVisible?: SQL | undefined;
}

const readColumn = (side: LogScope['side']) => (side === 'staff' ? monitoringLogs.readAt : monitoringLogs.clientReadAt);

export async function listLogs(db: Db, scope: LogScope, q: MonitoringListQuery, path: string): Promise<Paginated<MonitoringLog>> {
  const read = readColumn(scope.side);
  const term = q.search ? `%${q.search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const companyId = scope.companyId ?? q.company_id;
  const where = and(
    companyId ? eq(monitoringLogs.companyId, companyId) : undefined,
    scopeWhere(scope.records, monitoringLogs.companyId),
    q.filter === 'unread' ? isNull(read) : undefined,
    q.status ? eq(monitoringLogs.status, q.status) : undefined,
    term ? or(ilike(monitoringLogs.title, term), ilike(monitoringLogs.address, term), ilike(monitoringLogs.checkKey, term)) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(monitoringLogs).where(where);
  const rows = await db
    .select({
      log: monitoringLogs,
      company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
      ticket: { id: tickets.id, fullid: tickets.fullid, status: tickets.status },
    })
    .from(monitoringLogs)
    .leftJoin(companies, eq(companies.id, monitoringLogs.companyId))
    .leftJoin(tickets, and(eq(tickets.id, monitoringLogs.ticketId), scope.ticketVisible))
    .where(where)
    .orderBy(desc(monitoringLogs.receivedAt), desc(monitoringLogs.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(
    rows.map((r) => presentLog(r.log, r.company, r.ticket, scope.side === 'staff' ? r.log.readAt : r.log.clientReadAt)),
    total,
    {
      page: q.page,
      perPage: q.per_page,
      sort: '-received_at',
      path,
      query: {
        filter: q.filter,
        company_id: scope.side === 'staff' ? q.company_id : undefined,
        status: q.status,
        search: q.search,
        per_page: q.per_page,
      },
    },
  );
}

/** One log with its text; opening it marks it read on that side. */
export async function showLog(ctx: AppContext, scope: LogScope, id: number): Promise<MonitoringLogDetail> {
  const row = await findLog(ctx.db, scope, id);
  if (!(scope.side === 'staff' ? row.readAt : row.clientReadAt)) await setLogRead(ctx, scope, id, true);
  const [r] = await ctx.db
    .select({
      log: monitoringLogs,
      company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
      ticket: { id: tickets.id, fullid: tickets.fullid, status: tickets.status },
    })
    .from(monitoringLogs)
    .leftJoin(companies, eq(companies.id, monitoringLogs.companyId))
    .leftJoin(tickets, and(eq(tickets.id, monitoringLogs.ticketId), scope.ticketVisible))
    .where(eq(monitoringLogs.id, id));
  return {
    ...presentLog(r!.log, r!.company, r!.ticket, scope.side === 'staff' ? r!.log.readAt : r!.log.clientReadAt),
    body: sanitizeMessage(r!.log.body, { appOrigins: [ctx.config.appUrl] }),
  };
}

async function findLog(db: Db, scope: LogScope, id: number): Promise<LogRow> {
  const [row] = await db
    .select()
    .from(monitoringLogs)
    .where(
      and(
        eq(monitoringLogs.id, id),
        scope.companyId ? eq(monitoringLogs.companyId, scope.companyId) : undefined,
        scopeWhere(scope.records, monitoringLogs.companyId),
      ),
    );
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

export async function setLogRead(ctx: AppContext, scope: LogScope, id: number, read: boolean) {
  await findLog(ctx.db, scope, id);
  const set = scope.side === 'staff' ? { readAt: read ? new Date() : null } : { clientReadAt: read ? new Date() : null };
  const [row] = await ctx.db.update(monitoringLogs).set(set).where(eq(monitoringLogs.id, id)).returning();
  await publishCounters(ctx);
  return { id: row!.id, read: (scope.side === 'staff' ? row!.readAt : row!.clientReadAt) !== null };
}

export async function readAllLogs(ctx: AppContext, scope: LogScope, companyId?: number) {
  const read = readColumn(scope.side);
  const target = scope.companyId ?? companyId;
  const set = scope.side === 'staff' ? { readAt: new Date() } : { clientReadAt: new Date() };
  const rows = await ctx.db
    .update(monitoringLogs)
    .set(set)
    .where(
      and(isNull(read), target ? eq(monitoringLogs.companyId, target) : undefined, scopeWhere(scope.records, monitoringLogs.companyId)),
    )
    .returning({ id: monitoringLogs.id });
  await publishCounters(ctx);
  return rows.length;
}

/** Client side: the linked ticket is shown when the caller could open it (own, or the company's for a VIP). */
export function clientTicketVisibility(actor: Actor): SQL {
  return clientVisibility(actor.user.id, actor.user.companyId!, can(actor, 'client.company-tickets'));
}
