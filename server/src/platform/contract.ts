/**
 * Reading a company's contract (spec §3 Company "charging model"), a pure rule every layer reads (the company report,
 * the finance calculation, the consumption of a month):
 *  - universal / limited: one package of `expected_hours` hours a month for every kind of work;
 *  - split: a package per staff type, `{it,admin,developer,specialist}_time_limit` minutes a month;
 *  - no-limit: no package (used time only);
 *  - arrivals: `expected_arrivals` a month when the company has an arrivals package; `arrivals_limit` is the cap.
 * A value of 0 means "none" (spec §5: "hours-limit fields stay 0 if unused").
 */
import type { TIME_REPORT_KINDS } from '@helpdesk/shared/schemas';
import type { CompanyContract } from '@helpdesk/shared/resources';
import type { companies } from './db/schema';

type Kind = (typeof TIME_REPORT_KINDS)[number];

export function contractOf(c: typeof companies.$inferSelect): CompanyContract {
  const orNull = (n: number) => (n > 0 ? n : null);
  const split = c.chargingModel === 'split';
  const perKind: Record<Kind, number | null> = {
    it: split ? orNull(c.itTimeLimit) : null,
    admin: split ? orNull(c.adminTimeLimit) : null,
    developer: split ? orNull(c.developerTimeLimit) : null,
    specialist: split ? orNull(c.specialistTimeLimit) : null,
  };
  const splitTotal = Object.values(perKind).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const total = c.chargingModel === 'no-limit' ? null : split ? orNull(splitTotal) : orNull(c.expectedHours * 60);
  return {
    charging_model: c.chargingModel as CompanyContract['charging_model'],
    hours: { package_minutes: total, per_kind: split ? perKind : null },
    arrivals: { package: c.arrivalsPackage ? orNull(c.expectedArrivals) : null, limit: orNull(c.arrivalsLimit) },
  };
}
