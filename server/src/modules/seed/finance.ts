/** Agent costs and company pricings. */
import { eq } from 'drizzle-orm';
import * as t from '../../platform/db/schema';
import { writeInvoiceSettings } from '../invoicing';
import { iso } from './common';
import type { AfterMessages } from './messages';

/** A valid NIP from nine digits (the mod-11 check digit appended; a base whose check would be 10 moves on by one). */
export function demoNip(base: number): string {
  for (let b = base; ; b++) {
    const digits = String(b).padStart(9, '0');
    const check = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11;
    if (check !== 10) return `${digits}${check}`;
  }
}

/** The demo MSP as the seller on its invoices (an admin edits it in the invoice settings). */
export const DEMO_INVOICE_SETTINGS = {
  seller_name: 'Demo MSP Sp. z o.o.',
  nip: '5260250274',
  street: 'ul. Świętokrzyska 12',
  postal_code: '00-916',
  city: 'Warszawa',
  country_code: 'PL',
  bank_account: '61109010140000071219812874',
  number_pattern: 'FV/{YYYY}/{MM}/{n}',
  correction_pattern: 'FK/{YYYY}/{MM}/{n}',
  payment_days: 14,
  vat_rate: 23,
  place_of_issue: 'Warszawa',
};

export async function seedFinance(s: AfterMessages) {
  const { db, rng, ts, companyRows, agents } = s;
  await writeInvoiceSettings(db, DEMO_INVOICE_SETTINGS);
  // Every company a buyer with a tax id and a billing address.
  for (const [i, c] of companyRows.entries()) {
    await db
      .update(t.companies)
      .set({
        nip: demoNip(777_000_000 + i * 131),
        billingStreet: `ul. Przykładowa ${i + 1}`,
        billingPostalCode: `${String(10 + (i % 89)).padStart(2, '0')}-${String(100 + i).slice(-3)}`,
        billingCity: ['Kraków', 'Łódź', 'Gdańsk', 'Poznań', 'Wrocław'][i % 5]!,
      })
      .where(eq(t.companies.id, c.id));
  }
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
