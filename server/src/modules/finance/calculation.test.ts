/** The finance calculation on hand-computed months; every amount in grosze. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CompanyContract } from '@helpdesk/shared/resources';
import {
  agentMinutesCost,
  companyMonth,
  fromGrosze,
  inForce,
  monthlyCost,
  toGrosze,
  type FinanceReport,
  type Pricing,
} from './calculation';

const universal: CompanyContract = {
  charging_model: 'universal',
  hours: { package_minutes: 600, per_kind: null },
  arrivals: { package: null, limit: null },
};
const split: CompanyContract = {
  charging_model: 'split',
  hours: { package_minutes: 300, per_kind: { it: 120, admin: 180, developer: null, specialist: null } },
  arrivals: { package: null, limit: null },
};
const noLimit: CompanyContract = {
  charging_model: 'no-limit',
  hours: { package_minutes: null, per_kind: null },
  arrivals: { package: null, limit: null },
};

// 10 h for 1 500,00 zł, 150,00 zł an hour over it, 2 visits, 80,50 zł an extra visit.
const PRICING: Pricing = {
  id: 1,
  validFrom: '2026-01-01',
  packageHours: 10,
  packagePrice: 150_000,
  overtimePrice: 15_000,
  packageVisits: 2,
  extraVisitPrice: 8_050,
  hoursNoLimit: false,
  arrivalsNoLimit: false,
};

let nextId = 1;
const r = (day: string, minutes: number, more: Partial<FinanceReport> = {}): FinanceReport => ({
  id: nextId++,
  ticketId: 1,
  agentId: 7,
  day,
  fromHour: '09:00',
  kind: 'it',
  minutes,
  overtime: 0,
  outsideContract: false,
  arrival: false,
  ...more,
});

describe('finance calculation', () => {
  it('universal package under: the package price only; daily ceilings per ticket', () => {
    // Ticket 1: 30 + 20 min on one day → 1 h; ticket 2: 70 min → 2 h; total charged 3 h of 10.
    const m = companyMonth({
      month: '2026-03',
      contract: universal,
      pricings: [PRICING],
      reports: [r('2026-03-02', 30), r('2026-03-02', 20), r('2026-03-03', 70, { ticketId: 2 })],
    });
    assert.equal(m.reported_minutes, 120);
    assert.equal(m.charged_minutes, 180);
    assert.equal(m.package_minutes, 600);
    assert.equal(m.over_minutes, 0);
    assert.deepEqual(m.amounts, { package: 150_000, overtime: 0, extra_visits: 0, total: 150_000 });
    // The rounding belongs to the day's last report.
    assert.deepEqual(
      m.reports.map((s) => s.charged_minutes),
      [30, 30, 120],
    );
  });

  it('universal package over: the hours beyond it at the overtime price, in the order worked', () => {
    // 8 h on the 2nd, then 4 h on the 3rd: the package (10 h) ends 2 h into the 3rd → 2 h over = 2 × 150,00 = 300,00 zł.
    const reports = [r('2026-03-03', 240), r('2026-03-02', 480)];
    const m = companyMonth({ month: '2026-03', contract: universal, pricings: [PRICING], reports });
    assert.equal(m.over_minutes, 120);
    assert.equal(m.amounts.overtime, 30_000);
    assert.equal(m.amounts.total, 180_000);
    const over = m.reports.filter((s) => s.over_minutes > 0);
    assert.deepEqual(
      over.map((s) => [s.day, s.over_minutes, s.overtime_amount]),
      [['2026-03-03', 120, 30_000]],
    );
  });

  it('overtime multipliers: 50, 100 and 150 % on top of the overtime price; exact to the grosz', () => {
    const pricing = { ...PRICING, packageHours: 0, overtimePrice: 10_001 }; // 100,01 zł an hour, no package hours
    const reports = [
      r('2026-03-02', 60),
      r('2026-03-03', 60, { overtime: 50 }),
      r('2026-03-04', 60, { overtime: 100 }),
      r('2026-03-05', 30, { overtime: 150 }),
    ];
    const m = companyMonth({ month: '2026-03', contract: universal, pricings: [pricing], reports });
    // 1 h × 100,01 + 1 h × 150,015 + 1 h × 200,02 + 1 h (30 min rounded up) × 250,025 = 700,07 zł (700,070 exactly)
    assert.equal(m.amounts.overtime, 70_007);
    assert.deepEqual(
      m.reports.map((s) => s.overtime_amount),
      [10_001, 15_002, 20_002, 25_003],
    );
    assert.equal(m.amounts.total, 150_000 + 70_007);
  });

  it('split by staff type: each type against its own package; a type without one is not over', () => {
    // it: 3 h of 2 → 1 h over; admin: 2 h of 3 → none; developer (no package): 5 h → none.
    const reports = [
      r('2026-03-02', 180, { kind: 'it' }),
      r('2026-03-02', 120, { kind: 'admin', ticketId: 2 }),
      r('2026-03-03', 300, { kind: 'developer' }),
    ];
    const m = companyMonth({ month: '2026-03', contract: split, pricings: [PRICING], reports });
    assert.equal(m.package_minutes, 300);
    assert.deepEqual(m.per_kind.it, { reported_minutes: 180, charged_minutes: 180, package_minutes: 120, over_minutes: 60 });
    assert.deepEqual(m.per_kind.admin, { reported_minutes: 120, charged_minutes: 120, package_minutes: 180, over_minutes: 0 });
    assert.equal(m.per_kind.developer.over_minutes, 0);
    assert.equal(m.amounts.overtime, 15_000);
  });

  it('carried-over minutes enlarge the package; in the split model they are used after a type’s own package', () => {
    // Universal: 12 h of 10 h + 1:30 carried → 30 min over.
    const universalMonth = companyMonth({
      month: '2026-03',
      contract: universal,
      pricings: [PRICING],
      reports: [r('2026-03-02', 720)],
      terms: { inContract: true, carriedMinutes: 90 },
    });
    assert.deepEqual([universalMonth.package_minutes, universalMonth.carried_minutes, universalMonth.over_minutes], [690, 90, 30]);
    assert.equal(universalMonth.amounts.overtime, 7_500);
    // Split: it 4 h of 2 h, then 1 h of the carried 1 h → 1 h over; admin 4 h of 3 h, the carried hour is gone → 1 h over.
    const splitMonth = companyMonth({
      month: '2026-03',
      contract: split,
      pricings: [PRICING],
      reports: [r('2026-03-02', 240, { kind: 'it' }), r('2026-03-03', 240, { kind: 'admin', ticketId: 2 })],
      terms: { inContract: true, carriedMinutes: 60 },
    });
    assert.deepEqual(
      [splitMonth.package_minutes, splitMonth.per_kind.it.over_minutes, splitMonth.per_kind.admin.over_minutes],
      [360, 60, 60],
    );
    assert.equal(splitMonth.amounts.overtime, 30_000);
  });

  it('outside the contract period: no package price, every hour and visit charged, whatever the pricing’s limits', () => {
    const m = companyMonth({
      month: '2026-03',
      contract: universal,
      pricings: [{ ...PRICING, hoursNoLimit: true, arrivalsNoLimit: true }],
      reports: [r('2026-03-02', 90, { arrival: true })],
      terms: { inContract: false, carriedMinutes: 60 },
    });
    assert.deepEqual([m.package_minutes, m.carried_minutes, m.charged_minutes, m.over_minutes], [0, 0, 120, 120]);
    assert.deepEqual(m.amounts, { package: 0, overtime: 30_000, extra_visits: 8_050, total: 38_050 });
  });

  it('no-limit flags: no hours or visits over; the no-limit charging model as well', () => {
    const reports = [
      r('2026-03-02', 900),
      r('2026-03-03', 60, { arrival: true }),
      r('2026-03-04', 60, { arrival: true }),
      r('2026-03-05', 60, { arrival: true }),
    ];
    const flags = companyMonth({
      month: '2026-03',
      contract: universal,
      pricings: [{ ...PRICING, hoursNoLimit: true, arrivalsNoLimit: true }],
      reports,
    });
    assert.equal(flags.package_minutes, null);
    assert.equal(flags.over_minutes, 0);
    assert.deepEqual(flags.arrivals, { used: 3, package: null, extra: 0 });
    assert.deepEqual(flags.amounts, { package: 150_000, overtime: 0, extra_visits: 0, total: 150_000 });
    const model = companyMonth({ month: '2026-03', contract: noLimit, pricings: [PRICING], reports });
    assert.equal(model.over_minutes, 0);
    assert.equal(model.amounts.extra_visits, 8_050, 'the arrivals package still applies');
  });

  it('arrivals over the package: each one beyond it at the extra visit price, named', () => {
    const reports = [
      r('2026-03-02', 60, { arrival: true }),
      r('2026-03-03', 60, { arrival: true }),
      r('2026-03-04', 60, { arrival: true }),
      r('2026-03-05', 60, { arrival: true, outsideContract: true }),
    ];
    const m = companyMonth({ month: '2026-03', contract: universal, pricings: [PRICING], reports });
    assert.deepEqual(m.arrivals, { used: 4, package: 2, extra: 2 });
    assert.equal(m.amounts.extra_visits, 16_100);
    assert.deepEqual(
      m.reports.filter((s) => s.extra_visit).map((s) => s.day),
      ['2026-03-04', '2026-03-05'],
    );
    assert.equal(m.outside_contract_minutes, 60);
    assert.equal(m.charged_minutes, 180, 'outside-contract time is not against the package');
  });

  it('a pricing change mid-history: the row in force on the month’s last day', () => {
    const later: Pricing = { ...PRICING, id: 2, validFrom: '2026-04-15', packagePrice: 200_000, packageHours: 1 };
    const reports = [r('2026-03-02', 120), r('2026-04-02', 120)];
    const march = companyMonth({ month: '2026-03', contract: universal, pricings: [later, PRICING], reports });
    const april = companyMonth({ month: '2026-04', contract: universal, pricings: [later, PRICING], reports });
    assert.equal(march.pricing_id, 1);
    assert.deepEqual(march.amounts, { package: 150_000, overtime: 0, extra_visits: 0, total: 150_000 });
    assert.equal(april.pricing_id, 2);
    assert.deepEqual(april.amounts, { package: 200_000, overtime: 15_000, extra_visits: 0, total: 215_000 });
    const before = companyMonth({ month: '2025-12', contract: universal, pricings: [PRICING], reports: [r('2025-12-01', 60)] });
    assert.equal(before.pricing_id, null);
    assert.equal(before.amounts.total, 0, 'no pricing yet: nothing to charge');
    assert.equal(inForce([PRICING, later], '2026-04-14')?.id, 1);
    assert.equal(inForce([PRICING, later], '2026-04-15')?.id, 2);
  });

  it("an agent's cost change and its hourly cost over the month's expected hours", () => {
    const costs = [
      { id: 1, agentId: 7, totalCost: 900_000, validFrom: '2026-01-01' },
      { id: 2, agentId: 7, totalCost: 1_000_001, validFrom: '2026-03-10' },
    ];
    assert.equal(monthlyCost(costs, '2026-02'), 900_000);
    assert.equal(monthlyCost(costs, '2026-03'), 1_000_001);
    assert.equal(monthlyCost(costs, '2025-12'), 0);
    // February 2026: 20 working days × 8 h = 160 h → 9 000,00 / 160 = 56,25 zł an hour; 10 h = 562,50 zł.
    assert.equal(agentMinutesCost({ month: '2026-02', costs, expectedMinutes: 160 * 60, workedMinutes: 600, minutes: 600 }), 56_250);
    // A month with a holiday and a 2-day leave: 22 working days − 1 holiday − 2 leave = 19 × 8 h = 152 h.
    // 10 000,01 zł / 152 h × 7 h = 460,5268… → 460,53 zł.
    assert.equal(agentMinutesCost({ month: '2026-03', costs, expectedMinutes: 152 * 60, workedMinutes: 420, minutes: 420 }), 46_053);
    // Nothing expected (time scope "incidentally"): 1 h of the 3 h it worked that month carries a third of the cost.
    assert.equal(agentMinutesCost({ month: '2026-03', costs, expectedMinutes: 0, workedMinutes: 180, minutes: 60 }), 333_334);
    assert.equal(
      agentMinutesCost({ month: '2025-12', costs, expectedMinutes: 9600, workedMinutes: 60, minutes: 60 }),
      0,
      'no cost row yet',
    );
  });

  it('converts numeric(12,2) to grosze and back exactly', () => {
    assert.equal(toGrosze(1234.56), 123_456);
    assert.equal(toGrosze('0.29'), 29);
    assert.equal(toGrosze(9_999_999_999.99), 999_999_999_999);
    assert.equal(fromGrosze(123_456), '1234.56');
    assert.equal(fromGrosze(5), '0.05');
  });
});
