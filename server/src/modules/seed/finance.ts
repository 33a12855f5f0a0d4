/** Agent costs and company pricings. */
import * as t from '../../platform/db/schema';
import { iso } from './common';
import type { AfterMessages } from './messages';

export async function seedFinance(s: AfterMessages) {
  const { db, rng, ts, companyRows, agents } = s;
  // Finance.
  await db.insert(t.agentCosts).values(
    agents.map((a) => {
      const net = rng.int(70, 160) * 100;
      const allowances = rng.int(0, 10) * 100;
      return {
        agentId: a.id,
        netSalary: net,
        allowances,
        totalCost: Math.round((net * 1.42 + allowances) * 100) / 100,
        validFrom: iso(ts(365)),
        notes: null,
      };
    }),
  );
  await db.insert(t.companyPricings).values(
    companyRows.map((c, i) => ({
      companyId: c.id,
      packageHours: 10 + (i % 5) * 10,
      packagePrice: (10 + (i % 5) * 10) * 150,
      overtimePrice: 180,
      packageVisits: i % 2 === 0 ? 2 : 0,
      extraVisitPrice: 250,
      validFrom: iso(ts(365)),
      hoursNoLimit: i % 4 === 2,
      arrivalsNoLimit: i % 4 === 2,
    })),
  );
}
