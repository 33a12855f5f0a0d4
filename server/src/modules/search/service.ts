/**
 * The global search (issue 36 item 5): tickets by fullid, subject or text; companies by name, short name or tag;
 * devices by name, serial, service tag, inventory number or IP; people (clients and agents) by name, e-mail or phone;
 * projects by name. Every group is bound to the actor's record scope, as its own list is; diacritics do not matter
 * ("lodz" finds "Łódź"): the text is folded by the database's `search_fold` on write (migration 0037) and the query
 * by the same function on read, so PGlite and PostgreSQL agree.
 */
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_COUNT_CAP, SEARCH_GROUP_COUNT_CAP } from '@helpdesk/shared/constants';
import type { SearchType } from '@helpdesk/shared/schemas';
import type { SearchGroup } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { companies, devices, projects, tickets, users } from '../../platform/db/schema';
import { scopeWhere, type RecordScope } from '../../platform/policy';
import { idIn } from '../../platform/db/id-list';

/** One group's page: which hits to take. */
export interface SearchPage {
  limit: number;
  offset: number;
}

/** A page and how far its total is counted: SEARCH_COUNT_CAP for one group's page, SEARCH_GROUP_COUNT_CAP grouped. */
interface CountedPage extends SearchPage {
  cap: number;
}

const ownCompany = alias(companies, 'own_company');

const escapeLike = (value: string) => value.replace(/[%_\\]/g, '\\$&');
/** Anywhere in the folded text; the folding of the query is the database's, the one the rows were folded with. */
const contains = (column: AnyPgColumn, q: string) => sql`${column} like '%' || search_fold(${escapeLike(q)}) || '%'`;
/** Hits starting with the query come first (a name typed from its start), then by the title. */
const startsFirst = (column: AnyPgColumn, q: string) => sql`(${column} like search_fold(${escapeLike(q)}) || '%') desc`;

/** Counted up to the cap and one more only: a common prefix over every ticket need not be counted to the last one. */
async function cappedCount(db: Db, from: SQL, cap: number): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${from} limit ${cap + 1}) capped`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

const companyRef = (c: { id: number | null; tag: string | null; shortName: string | null } | null) =>
  c?.id != null ? { id: c.id, tag: c.tag ?? '', short_name: c.shortName ?? '' } : null;

// ---------------------------------------------------------------- tickets

/** The words of the query, at most 8, each matched as a prefix of a folded word of the ticket's document. */
const queryWords = (q: string) => (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/** Every word as a prefix of a folded word of the ticket's document (fullid, subject, description, messages). */
function ticketText(words: string[]): SQL | null {
  if (words.length === 0) return null;
  return sql`${tickets.search} @@ to_tsquery('simple', search_fold(${words.map((w) => `${w}:*`).join(' & ')}))`;
}

/**
 * The word that narrows a query of several words the most, when one is known to be rare: a number of 3+ digits (a
 * fullid's number, "ACME-79059"). The index then reads that word's tickets only, not every ticket with "acme…" too.
 */
const rareWord = (words: string[]) =>
  words.length > 1 ? words.filter((w) => /^\p{N}{3,}$/u.test(w)).sort((a, b) => b.length - a.length)[0] : undefined;

/**
 * The ids of the text hits, up to one past the count cap: all of them when there are fewer (a rare prefix), read
 * through the GIN index on `search`. With a rare word, the candidates are that word's tickets (a materialized CTE
 * named as the table, so the whole condition is checked on them only).
 */
async function textHitIds(db: Db, where: SQL, rare: string | undefined, cap: number): Promise<number[]> {
  const from = rare
    ? sql`with ${tickets} as materialized (select * from ${tickets} where ${tickets.search} @@ to_tsquery('simple', search_fold(${`${rare}:*`}))) select ${tickets.id} as id from ${tickets}`
    : sql`select ${tickets.id} as id from ${tickets}`;
  const result = (await db.execute(sql`${from} where ${where} limit ${cap + 1}`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

async function searchTickets(db: Db, q: string, scope: RecordScope, page: CountedPage): Promise<SearchGroup> {
  const fullid = q.trim().toUpperCase();
  const words = queryWords(q);
  const text = ticketText(words);
  const live = and(isNull(tickets.deletedAt), scopeWhere(scope, tickets.companyId));
  const select = {
    id: tickets.id,
    fullid: tickets.fullid,
    subject: tickets.subject,
    company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
  };
  const rows = (where: SQL | undefined) =>
    db.select(select).from(tickets).innerJoin(companies, eq(companies.id, tickets.companyId)).where(where);
  const textWhere = text ? and(live, text, sql`${tickets.fullid} <> ${fullid}`)! : null;
  // The exact fullid is one unique-index probe and leads the group; the text hits follow it, newest first. One read of
  // the matching ids (alongside the probe) gives the (capped) total and, when they are fewer than the cap, the page
  // itself: sorted here, newest first. Ordering the query by id instead would walk the primary key backward over every
  // ticket when a prefix matches few (bench/history/search.md). Over the cap the hits are common, and that walk finds
  // the newest ones at once (over the grouped answer's cap of 100, too: a prefix of 189 hits among 500 000 tickets,
  // spread over the years, read 10 800 rows backward in 6–7 ms).
  const [exact, ids] = await Promise.all([
    rows(and(live, eq(tickets.fullid, fullid))),
    textWhere ? textHitIds(db, textWhere, rareWord(words), page.cap) : Promise.resolve([]),
  ]);
  const exactPart = exact.slice(page.offset, page.offset + page.limit);
  const textLimit = page.limit - exactPart.length;
  const textOffset = Math.max(0, page.offset - exact.length);
  let textHits: Awaited<ReturnType<typeof rows>> = [];
  if (textWhere && textLimit > 0) {
    if (ids.length <= page.cap) {
      const pageIds = ids.sort((a, b) => b - a).slice(textOffset, textOffset + textLimit);
      textHits = pageIds.length ? await rows(and(live, idIn(tickets.id, pageIds))).orderBy(desc(tickets.id)) : [];
    } else {
      textHits = await rows(textWhere).orderBy(desc(tickets.id)).limit(textLimit).offset(textOffset);
    }
  }
  return {
    type: 'tickets',
    total: exact.length + ids.length,
    hits: [...exactPart, ...textHits].map((t) => ({
      type: 'tickets' as const,
      id: t.id,
      title: t.subject,
      detail: t.fullid,
      company: companyRef(t.company),
    })),
  };
}

// ---------------------------------------------------------------- the small tables: folded text, anywhere

async function searchCompanies(db: Db, q: string, scope: RecordScope, page: CountedPage): Promise<SearchGroup> {
  const where = and(isNull(companies.deletedAt), scopeWhere(scope, companies.id), contains(companies.searchText, q));
  // The page and the (capped) total side by side, on two of the pool's connections.
  const [rows, total] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, tag: companies.tag, shortName: companies.shortName })
      .from(companies)
      .where(where)
      .orderBy(startsFirst(companies.searchText, q), companies.name, companies.id)
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, sql`select 1 from ${companies} where ${where}`, page.cap),
  ]);
  return {
    type: 'companies',
    total,
    hits: rows.map((c) => ({
      type: 'companies' as const,
      id: c.id,
      title: c.name,
      detail: `${c.tag} · ${c.shortName}`,
      company: companyRef(c),
    })),
  };
}

async function searchDevices(db: Db, q: string, scope: RecordScope, page: CountedPage): Promise<SearchGroup> {
  const where = and(isNull(devices.deletedAt), scopeWhere(scope, devices.companyId), contains(devices.searchText, q));
  // The page and the (capped) total side by side, on two of the pool's connections.
  const [rows, total] = await Promise.all([
    db
      .select({
        device: {
          id: devices.id,
          vendor: devices.vendor,
          model: devices.model,
          serial: devices.serial,
          inventoryNumber: devices.inventoryNumber,
          ip: devices.ip,
        },
        company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
      })
      .from(devices)
      .innerJoin(companies, eq(companies.id, devices.companyId))
      .where(where)
      .orderBy(startsFirst(devices.searchText, q), devices.vendor, devices.model, devices.id)
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, sql`select 1 from ${devices} where ${where}`, page.cap),
  ]);
  return {
    type: 'devices',
    total,
    hits: rows.map(({ device: d, company }) => ({
      type: 'devices' as const,
      id: d.id,
      title: [d.vendor, d.model].filter(Boolean).join(' ') || d.inventoryNumber || d.serial || `#${d.id}`,
      detail: [d.serial, d.inventoryNumber, d.ip].filter(Boolean).join(' · '),
      company: companyRef(company),
    })),
  };
}

/** Clients of the companies in scope, and every agent (staff know their colleagues). */
async function searchPeople(db: Db, q: string, scope: RecordScope, page: CountedPage): Promise<SearchGroup> {
  const clientScope = scopeWhere(scope, users.companyId);
  const where = and(
    isNull(users.deletedAt),
    clientScope ? or(eq(users.kind, 'agent'), and(eq(users.kind, 'client'), clientScope)) : undefined,
    contains(users.searchText, q),
  );
  // The page and the (capped) total side by side, on two of the pool's connections.
  const [rows, total] = await Promise.all([
    db
      .select({
        id: users.id,
        kind: users.kind,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        phone: users.phone,
        company: { id: ownCompany.id, tag: ownCompany.tag, shortName: ownCompany.shortName },
      })
      .from(users)
      .leftJoin(ownCompany, eq(ownCompany.id, users.companyId))
      .where(where)
      .orderBy(startsFirst(users.searchText, q), users.lastname, users.firstname, users.id)
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, sql`select 1 from ${users} where ${where}`, page.cap),
  ]);
  return {
    type: 'people',
    total,
    hits: rows.map((u) => ({
      type: 'people' as const,
      id: u.id,
      title: `${u.firstname} ${u.lastname}`.trim(),
      detail: [u.email, u.phone].filter(Boolean).join(' · '),
      // An agent has no client company: its hit is told apart by that (the page opens its profile).
      company: u.kind === 'client' ? companyRef(u.company) : null,
    })),
  };
}

async function searchProjects(db: Db, q: string, scope: RecordScope, page: CountedPage): Promise<SearchGroup> {
  const where = and(isNull(projects.deletedAt), scopeWhere(scope, projects.companyId), contains(projects.searchText, q));
  // The page and the (capped) total side by side, on two of the pool's connections.
  const [rows, total] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        state: projects.state,
        company: { id: companies.id, tag: companies.tag, shortName: companies.shortName },
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(where)
      .orderBy(startsFirst(projects.searchText, q), projects.name, projects.id)
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, sql`select 1 from ${projects} where ${where}`, page.cap),
  ]);
  return {
    type: 'projects',
    total,
    hits: rows.map((p) => ({ type: 'projects' as const, id: p.id, title: p.name, detail: p.company.tag, company: companyRef(p.company) })),
  };
}

const SEARCHES: Record<SearchType, (db: Db, q: string, scope: RecordScope, page: CountedPage) => Promise<SearchGroup>> = {
  tickets: searchTickets,
  companies: searchCompanies,
  devices: searchDevices,
  people: searchPeople,
  projects: searchProjects,
};

/** One group's page (the "see all" page), its total counted up to SEARCH_COUNT_CAP and one more. */
export function searchGroup(db: Db, type: SearchType, q: string, scope: RecordScope, page: SearchPage): Promise<SearchGroup> {
  return SEARCHES[type](db, q, scope, { ...page, cap: SEARCH_COUNT_CAP });
}

/**
 * Every group's first hits and total, in SEARCH_TYPES order: the groups side by side, each total counted up to
 * SEARCH_GROUP_COUNT_CAP and one more (the panel shows "100+"; the group's own page counts further).
 */
export function searchAll(db: Db, types: readonly SearchType[], q: string, scope: RecordScope, limit: number): Promise<SearchGroup[]> {
  return Promise.all(types.map((type) => SEARCHES[type](db, q, scope, { limit, offset: 0, cap: SEARCH_GROUP_COUNT_CAP })));
}
