/**
 * The live contract balance of a company's current month, from the consumption module (`companyConsumption`): hours
 * used, accepted, pending and left (in total and per staff type), visits used and left, the burn-down of the package
 * over the month's days so far and the day it runs out at the pace so far. Amber from 80 % of a package, red from 100 %.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BalanceFigure, ContractBalance } from '@helpdesk/shared/resources';
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { businessDateOf } from '../../platform/business-time-zone';
import { addDays, daysOf } from '../../platform/months';
import { BILLING_UNIT_MINUTES } from '../../platform/time-rules';
import { companyConsumption } from './consumption';

/** The balance of the company's month containing `now` (business time zone). 404 for an unknown or deleted company. */
export async function contractBalance(db: Db, companyId: number, now = new Date()): Promise<ContractBalance> {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company) throw new HttpError(404, 'not_found');
  const today = businessDateOf(now);
  const month = today.slice(0, 7);
  const { first, last } = daysOf(month);
  const [use, perDay] = await Promise.all([companyConsumption(db, company, month), usedPerDay(db, companyId, first, last)]);

  const pkg = use.hours.package;
  const burnDown: ContractBalance['burn_down'] = [];
  let runsOutOn: string | null = null;
  let usedUpOn: string | null = null;
  if (pkg !== null) {
    let used = 0;
    for (let d = first; d <= today && d <= last; d = addDays(d, 1)) {
      used += perDay.get(d) ?? 0;
      burnDown.push({ day: d, left: Math.max(0, pkg - used) });
      if (usedUpOn === null && used >= pkg && used > 0) usedUpOn = d;
    }
    // Reports dated later this month can use it up too: then it is used up today, never on a projected past day.
    if (usedUpOn === null && use.hours.used >= pkg && use.hours.used > 0) usedUpOn = today;
    // Not used up: at the pace of the days so far (today included), the future day the rest is used up, within the month.
    if (usedUpOn === null && use.hours.used > 0) {
      const days = burnDown.length;
      const perDayPace = use.hours.used / days;
      const projected = addDays(today, Math.ceil((pkg - use.hours.used) / perDayPace));
      runsOutOn = projected > today && projected <= last ? projected : null;
    }
  }

  return {
    company_id: companyId,
    month,
    hours: figure(use.hours),
    per_kind: TIME_REPORT_KINDS.filter((k) => use.perKind[k].used > 0 || use.perKind[k].package !== null).map((kind) => ({
      kind,
      ...figure(use.perKind[kind]),
    })),
    visits: use.visits,
    burn_down: burnDown,
    runs_out_on: runsOutOn,
    used_up_on: usedUpOn,
    terms: {
      start: company.contractStart,
      end: company.contractEnd,
      renewal: company.contractRenewal,
      carry_over_cap_hours: company.carryOverCapHours,
      carried_over: use.carriedOver,
      alert_levels: [use.levels[0], use.levels[1]],
    },
  };
}

/** A consumption figure as the balance shows it (without the reported and over minutes). */
const figure = ({ package: pkg, used, accepted, pending, left, percent, level }: BalanceFigure): BalanceFigure => ({
  package: pkg,
  used,
  accepted,
  pending,
  left,
  percent,
  level,
});

/**
 * The used minutes of each day of a month (the consumption module's rule: not rejected, inside the contract, each
 * ticket's day rounded up per staff type), so the burn-down sums to the month's used figure.
 */
async function usedPerDay(db: Db, companyId: number, first: string, last: string): Promise<Map<string, number>> {
  const unit = sql.raw(String(BILLING_UNIT_MINUTES));
  const rows = (
    (await db.execute(
      sql`select d.day::text as day, sum(ceil(d.m / ${unit}.0) * ${unit}) as used
          from (
            select r.day, r.ticket_id, r.kind, sum(r.minutes) as m
            from time_reports r join tickets t on t.id = r.ticket_id
            where t.company_id = ${companyId} and t.deleted_at is null and r.rejected_at is null and not r.outside_contract
              and r.day >= ${first} and r.day <= ${last}
            group by 1, 2, 3
          ) d
          group by 1`,
    )) as unknown as { rows: { day: string; used: string }[] }
  ).rows;
  return new Map(rows.map((r) => [r.day, Number(r.used)]));
}
