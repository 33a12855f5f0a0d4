/** Ticket lists: filter, company, full-text search, sort and Laravel pagination with exact totals. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, tickets, users } from '../../platform/db/schema';
import { presentListRow, type ListRow } from './presenter';
import type { Paginated } from '@helpdesk/shared/resources';
import { paginate, type PageRequest } from '../../platform/pagination';
import { idIn } from '../../platform/db/id-list';

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');

/**
 * Full-text match over the ticket's document (fullid, subject and every message, migration 0005): each word as a
 * prefix, in the `simple` (Polish: exact forms) and `english` (stems) configurations, all words somewhere in the
 * ticket; an exact fullid matches too. A condition on `tickets`, or null when the text has no word.
 */
export function searchMatch(term: string): SQL | null {
  const words = (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  const q = words.map((w) => `${w}:*`).join(' & ');
  return sql`(${tickets.search} @@ (to_tsquery('simple', ${q}) || to_tsquery('english', ${q})) or ${tickets.fullid} = ${term.trim().toUpperCase()})`;
}

const rank = (column: AnyPgColumn, values: readonly string[]) =>
  sql`(case ${column} ${sql.join(
    values.map((v, i) => sql`when ${v} then ${i}`),
    sql` `,
  )} end)`;

/** The list's sort: one key (ties break on id), or the id alone. */
function sortKey(sort: string): { key: SQL | AnyPgColumn | null; descending: boolean } {
  const descending = sort.startsWith('-');
  const name = sort.replace(/^-/, '');
  const column: Record<string, SQL | AnyPgColumn> = {
    fullid: tickets.fullid,
    subject: tickets.subject,
    created_at: tickets.createdAt,
    updated_at: tickets.updatedAt,
    resolve_due_at: tickets.resolveDueAt,
    status: rank(tickets.status, TICKET_STATUSES),
    priority: rank(tickets.priority, TICKET_PRIORITIES),
  };
  return { key: name === 'id' ? null : (column[name] ?? tickets.createdAt), descending };
}

function orderBy(sort: string): SQL[] {
  const { key, descending } = sortKey(sort);
  const dir = (x: SQL | AnyPgColumn) => (descending ? desc(x) : asc(x));
  return key ? [dir(key), dir(tickets.id)] : [dir(tickets.id)];
}

/**
 * A search's page and exact total in one statement: one bitmap scan of the ticket documents with the list filter
 * applied in the same pass; its hits (id and sort key) are materialised once and feed both the count and the
 * page. Row: `{total, ids}`.
 */
export function searchListQuery(where: SQL, match: SQL, sort: string, limit: number, offset: number): SQL {
  const { key, descending } = sortKey(sort);
  const dir = sql.raw(descending ? 'desc' : 'asc');
  return sql`with hits as materialized (
      select ${tickets.id} as id, ${key ?? tickets.id} as sort_key from ${tickets} where ${where} and ${match})
    select (select count(*) from hits)::int as total,
      array(select id from hits order by sort_key ${dir}, id ${dir} limit ${limit} offset ${offset}) as ids`;
}

/** The list pages of every module: platform/pagination.ts. */
export { paginate, type PageRequest, type Paginated };

/**
 * One page of tickets matching `where` (and `search`), with the exact total — from `total` when given (the
 * counts summary), else counted. A search runs once per request: its hits are materialised and both the page
 * and the count read them.
 */
export async function listTickets(
  db: Db,
  where: SQL,
  request: PageRequest & { search?: string | undefined },
  total?: () => Promise<number>,
  now = new Date(),
): Promise<Paginated<ReturnType<typeof presentListRow>>> {
  const offset = (request.page - 1) * request.perPage;
  const match = request.search ? searchMatch(request.search) : null;
  let pageIds: number[];
  let counted: number | undefined;
  if (match) {
    const result = (await db.execute(searchListQuery(where, match, request.sort, request.perPage, offset))) as unknown as {
      rows: { total: number; ids: number[] }[];
    };
    counted = Number(result.rows[0]!.total);
    pageIds = result.rows[0]!.ids.map(Number);
  } else {
    // Deferred join: page through the ticket index alone, then join people and companies for those rows only,
    // so a deep page does not join every row it skips.
    const page = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...orderBy(request.sort))
      .limit(request.perPage)
      .offset(offset);
    pageIds = page.map((r) => r.id);
  }
  const rows = (await db
    .select({
      ticket: {
        id: tickets.id,
        fullid: tickets.fullid,
        subject: tickets.subject,
        status: tickets.status,
        priority: tickets.priority,
        type: tickets.type,
        category: tickets.category,
        companyId: tickets.companyId,
        createdAt: tickets.createdAt,
        updatedAt: tickets.updatedAt,
        resolvedAt: tickets.resolvedAt,
        deletedAt: tickets.deletedAt,
        firstResponseAt: tickets.firstResponseAt,
        firstResponseDueAt: tickets.firstResponseDueAt,
        resolveDueAt: tickets.resolveDueAt,
        slaPausedAt: tickets.slaPausedAt,
        version: tickets.version,
        origin: tickets.origin,
        senderName: tickets.senderName,
        senderEmail: tickets.senderEmail,
        mailAuth: tickets.mailAuth,
      },
      company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
      requester: { id: requester.id, firstname: requester.firstname, lastname: requester.lastname },
      assignee: { id: assignee.id, firstname: assignee.firstname, lastname: assignee.lastname },
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(requester, eq(requester.id, tickets.requesterId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .where(idIn(tickets.id, pageIds))) as ListRow[];
  const position = new Map(pageIds.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.ticket.id)! - position.get(b.ticket.id)!);
  counted ??= total
    ? await total()
    : ((
        await db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(tickets)
          .where(where)
      )[0]?.total ?? 0);
  return paginate(
    rows.map((r) => presentListRow(r, now)),
    counted,
    request,
  );
}

export const allOf = (...conditions: (SQL | null | undefined)[]) => and(...conditions.filter((c): c is SQL => !!c))!;
