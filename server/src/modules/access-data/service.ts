import Bowser from 'bowser';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AllowedIp, AllowedIpList, LoginLogEntry, Paginated } from '@helpdesk/shared/resources';
import type { AllowedIpBody, LoginLogQuery } from '@helpdesk/shared/schemas';
import { BUSINESS_TIME_ZONE } from '../../platform/business-time-zone';
import type { Db } from '../../platform/db/client';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { allowedIps, loginLog, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { ipAdmitted, ipMatchesRule } from '../../platform/ip-rules';
import { paginate } from '../../platform/pagination';
import { can, type Actor } from '../../platform/policy';

const fullName = (r: { firstname: string | null; lastname: string | null }) => `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim();
const person = (id: number | null, r: { firstname: string | null; lastname: string | null }) =>
  id === null ? null : { id, name: fullName(r) };

/** Browser, system and device kind read from a user agent (null where not recognised). */
export function describeUserAgent(userAgent: string): Pick<LoginLogEntry, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const device = [parsed.platform.type, parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  return {
    browser: parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null,
    os: os || null,
    device: device || null,
  };
}

const localDay = sql`(${loginLog.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date`;

/** The login log, newest first: every attempt for admins and managers, an agent's own otherwise. */
export async function listLoginLog(db: Db, actor: Actor, query: LoginLogQuery, path: string): Promise<Paginated<LoginLogEntry>> {
  const all = can(actor, 'access-data.see-all');
  const userId = all ? query.user_id : actor.user.id;
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    userId !== undefined ? eq(loginLog.userId, userId) : undefined,
    query.result === 'all' ? undefined : eq(loginLog.success, query.result === 'success'),
    search ? or(ilike(loginLog.ip, search), ilike(loginLog.email, search)) : undefined,
    query.from ? sql`${localDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${localDay} <= ${query.to}::date` : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(loginLog).where(where);
  const rows = await db
    .select({ entry: loginLog, firstname: users.firstname, lastname: users.lastname })
    .from(loginLog)
    .leftJoin(users, eq(users.id, loginLog.userId))
    .where(where)
    .orderBy(desc(loginLog.createdAt), desc(loginLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const data: LoginLogEntry[] = rows.map(({ entry, firstname, lastname }) => ({
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    ip: entry.ip,
    user: person(entry.userId, { firstname, lastname }),
    email: entry.email,
    success: entry.success,
    reason: entry.reason,
    ...describeUserAgent(entry.userAgent),
    user_agent: entry.userAgent,
  }));
  const { page, per_page, user_id, result, search: text, from, to } = query;
  return paginate(data, total, {
    page,
    perPage: per_page,
    sort: '-created_at',
    path,
    query: { page, per_page, user_id, result, search: text, from, to },
  });
}

/** The rules that apply to a staff member's login: its own and those for every staff member. */
async function rulesFor(db: Db, userId: number) {
  return db
    .select({ id: allowedIps.id, address: allowedIps.address })
    .from(allowedIps)
    .where(or(eq(allowedIps.userId, userId), isNull(allowedIps.userId)));
}

export async function listAllowedIps(db: Db, actor: Actor, ip: string): Promise<AllowedIpList> {
  const all = can(actor, 'access-data.see-all');
  const ruleUser = alias(users, 'rule_user');
  const addedBy = alias(users, 'added_by');
  const rows = await db
    .select({ rule: allowedIps, uf: ruleUser.firstname, ul: ruleUser.lastname, af: addedBy.firstname, al: addedBy.lastname })
    .from(allowedIps)
    .leftJoin(ruleUser, eq(ruleUser.id, allowedIps.userId))
    .leftJoin(addedBy, eq(addedBy.id, allowedIps.addedById))
    .where(all ? undefined : or(eq(allowedIps.userId, actor.user.id), isNull(allowedIps.userId)))
    .orderBy(desc(allowedIps.createdAt), desc(allowedIps.id));
  const data: AllowedIp[] = rows.map(({ rule, uf, ul, af, al }) => ({
    id: rule.id,
    address: rule.address,
    permanent: rule.permanent,
    created_at: rule.createdAt.toISOString(),
    user: person(rule.userId, { firstname: uf, lastname: ul }),
    added_by: person(rule.addedById, { firstname: af, lastname: al }),
    matches_current_ip: ipMatchesRule(rule.address, ip),
  }));
  const own = await rulesFor(db, actor.user.id);
  return {
    data,
    current_ip: ip,
    current_ip_admitted: ipAdmitted(
      own.map((r) => r.address),
      ip,
    ),
  };
}

/**
 * The lock-out guard: a change after which the asking admin, admitted now, could not log in again from the address
 * it is using is refused (409 `allowed_ip_lockout`) unless confirmed. Sessions already open are never cut by the rules.
 */
export class LockedOut extends Error {
  constructor(readonly ip: string) {
    super('lockout');
  }
}

function guardLockout(before: readonly string[], after: readonly string[], ip: string, confirmed: boolean): void {
  if (confirmed) return;
  if (ipAdmitted(before, ip) && !ipAdmitted(after, ip)) throw new LockedOut(ip);
}

export async function addAllowedIp(
  db: Db,
  actor: Actor,
  body: AllowedIpBody,
  ip: string,
  confirmed: boolean,
  author: AuditAuthor,
): Promise<number> {
  if (body.user_id !== null) {
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.user_id), eq(users.kind, 'agent'), isNull(users.deletedAt)))
      .limit(1);
    if (!agent) throw new FieldError('user_id', 'not_agent');
  }
  const before = (await rulesFor(db, actor.user.id)).map((r) => r.address);
  const applies = body.user_id === null || body.user_id === actor.user.id;
  guardLockout(before, applies ? [...before, body.address] : before, ip, confirmed);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(allowedIps)
      .values({ address: body.address, permanent: body.permanent, userId: body.user_id, addedById: actor.user.id })
      .returning();
    await recordChange(tx, {
      author,
      kind: 'allowed-ip',
      action: 'created',
      recordId: row!.id,
      label: row!.address,
      before: null,
      after: row!,
    });
    return row!.id;
  });
}

export async function deleteAllowedIp(
  db: Db,
  actor: Actor,
  id: number,
  ip: string,
  confirmed: boolean,
  author: AuditAuthor,
): Promise<void> {
  const [rule] = await db.select({ id: allowedIps.id }).from(allowedIps).where(eq(allowedIps.id, id)).limit(1);
  if (!rule) throw new HttpError(404, 'not_found');
  const own = await rulesFor(db, actor.user.id);
  guardLockout(
    own.map((r) => r.address),
    own.filter((r) => r.id !== id).map((r) => r.address),
    ip,
    confirmed,
  );
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [gone] = await tx
      .delete(allowedIps)
      .where(inArray(allowedIps.id, [id]))
      .returning();
    if (gone)
      await recordChange(tx, {
        author,
        kind: 'allowed-ip',
        action: 'deleted',
        recordId: id,
        label: gone.address,
        before: gone,
        after: null,
      });
  });
}
