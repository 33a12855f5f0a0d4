/** What the finance figures are computed from: the pricing rows as the calculation reads them and the counted time. */
import { and, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tickets, timeReports, type agentCosts, type companyPricings } from '../../platform/db/schema';
import { toGrosze, type AgentCost, type FinanceReport, type Pricing } from './calculation';

type PricingRow = typeof companyPricings.$inferSelect;

/** An agent-cost row as the calculation reads it. */
export const asCost = (c: typeof agentCosts.$inferSelect): AgentCost => ({
  id: c.id,
  agentId: c.agentId,
  totalCost: toGrosze(c.totalCost),
  validFrom: c.validFrom,
});

export const asPricing = (p: PricingRow): Pricing => ({
  id: p.id,
  validFrom: p.validFrom,
  packageHours: p.packageHours,
  packagePrice: toGrosze(p.packagePrice),
  overtimePrice: toGrosze(p.overtimePrice),
  packageVisits: p.packageVisits,
  extraVisitPrice: toGrosze(p.extraVisitPrice),
  hoursNoLimit: p.hoursNoLimit,
  arrivalsNoLimit: p.arrivalsNoLimit,
});

/** Accepted time reports (not rejected; accepted when they needed it) on the companies' live tickets between two days. */
export async function countedReports(
  db: Db,
  companyIds: readonly number[] | null,
  from: string,
  to: string,
): Promise<(FinanceReport & { companyId: number })[]> {
  return db
    .select({
      id: timeReports.id,
      companyId: tickets.companyId,
      ticketId: timeReports.ticketId,
      agentId: timeReports.agentId,
      day: timeReports.day,
      fromHour: timeReports.fromHour,
      kind: timeReports.kind,
      minutes: timeReports.minutes,
      overtime: timeReports.overtime,
      outsideContract: timeReports.outsideContract,
      arrival: timeReports.arrival,
    })
    .from(timeReports)
    .innerJoin(tickets, eq(tickets.id, timeReports.ticketId))
    .where(
      and(
        companyIds ? inArray(tickets.companyId, [...companyIds]) : undefined,
        isNull(tickets.deletedAt),
        isNull(timeReports.rejectedAt),
        or(eq(timeReports.needsAccept, false), isNotNull(timeReports.acceptedAt)),
        gte(timeReports.day, from),
        lte(timeReports.day, to),
      ),
    );
}
