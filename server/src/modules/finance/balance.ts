/**
 * The live contract balance of a company's current month, from the finance calculation (`companyMonth`): hours used and
 * left (charged minutes, in total and per staff type), visits used and left, the burn-down of the package over the
 * month's days so far and the day it runs out at the pace so far. Amber from 80 % of a package, red from 100 %.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { PACKAGE_WARNING_PERCENT } from '@helpdesk/shared/constants';
import type { BalanceFigure, BalanceLevel, ContractBalance } from '@helpdesk/shared/resources';
import { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies, companyPricings } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { contractOf } from '../company-report';
import { daysOf, REPORT_TIME_ZONE } from '../../platform/months';
import { companyMonth } from './calculation';
import { asPricing, countedReports } from './sources';

const todayOf = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export function levelOf(used: number, pkg: number | null): BalanceLevel {
  if (pkg === null) return 'none';
  if (used >= pkg) return 'exceeded';
  return used * 100 >= pkg * PACKAGE_WARNING_PERCENT ? 'warning' : 'ok';
}

function figure(used: number, pkg: number | null): BalanceFigure {
  return {
    package: pkg,
    used,
    left: pkg === null ? null : Math.max(0, pkg - used),
    percent: pkg === null ? null : pkg === 0 ? 100 : Math.round((used * 1000) / pkg) / 10,
    level: levelOf(used, pkg),
  };
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The balance of the company's month containing `now` (business time zone). 404 for an unknown or deleted company. */
export async function contractBalance(db: Db, companyId: number, now = new Date()): Promise<ContractBalance> {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company) throw new HttpError(404, 'not_found');
  const today = todayOf(now);
  const month = today.slice(0, 7);
  const { first, last } = daysOf(month);
  const [pricings, reports] = await Promise.all([
    db
      .select()
      .from(companyPricings)
      .where(eq(companyPricings.companyId, companyId))
      .then((rows) => rows.map(asPricing)),
    countedReports(db, [companyId], first, last),
  ]);
  const calc = companyMonth({ month, contract: contractOf(company), pricings, reports });

  const pkg = calc.package_minutes;
  const burnDown: ContractBalance['burn_down'] = [];
  let runsOutOn: string | null = null;
  if (pkg !== null) {
    const perDay = new Map<string, number>();
    for (const s of calc.reports) if (!s.outside_contract) perDay.set(s.day, (perDay.get(s.day) ?? 0) + s.charged_minutes);
    let used = 0;
    for (let d = first; d <= today && d <= last; d = addDays(d, 1)) {
      used += perDay.get(d) ?? 0;
      burnDown.push({ day: d, left: Math.max(0, pkg - used) });
      if (runsOutOn === null && used >= pkg && used > 0) runsOutOn = d;
    }
    // Not run out yet: at the pace of the days so far (today included), the day the rest is used up, within the month.
    if (runsOutOn === null && calc.charged_minutes > 0) {
      const days = burnDown.length;
      const perDayPace = calc.charged_minutes / days;
      const projected = addDays(today, Math.ceil((pkg - calc.charged_minutes) / perDayPace));
      runsOutOn = projected <= last ? projected : null;
    }
  }

  return {
    company_id: companyId,
    month,
    hours: figure(calc.charged_minutes, pkg),
    per_kind: TIME_REPORT_KINDS.filter((k) => calc.per_kind[k].charged_minutes > 0 || calc.per_kind[k].package_minutes !== null).map(
      (kind) => ({
        kind,
        ...figure(calc.per_kind[kind].charged_minutes, calc.per_kind[kind].package_minutes),
      }),
    ),
    visits: figure(calc.arrivals.used, calc.arrivals.package),
    burn_down: burnDown,
    runs_out_on: runsOutOn,
  };
}
