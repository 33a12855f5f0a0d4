/** Companies, their SLA tables and the public holidays. */
import { TICKET_CATEGORIES, type TicketPriority } from '@helpdesk/shared/schemas';
import * as t from '../../platform/db/schema';
import { polishHolidays } from './polish-holidays';
import { SPAN_DAYS, COMPANIES } from './common';
import type { SeedContext } from './context';

export async function seedCompanies(s: SeedContext) {
  const { db, log, now, ts } = s;
  // Companies.
  const companyRows = await db
    .insert(t.companies)
    .values(
      COMPANIES.map(([name, shortName, tag, domain, city], i): typeof t.companies.$inferInsert => ({
        name,
        shortName,
        tag,
        domains: [domain, ...(i % 3 === 0 ? [`mail.${domain}`] : [])],
        description: `Klient od ${2015 + (i % 9)} roku.`,
        addresses: [{ street: `ul. Długa ${10 + i}`, city, postcode: `${10 + i}-${100 + i * 7}` }],
        businessHours: { fromDay: 1, toDay: i % 4 === 0 ? 6 : 5, fromHour: '08:00', toHour: i % 2 ? '16:00' : '17:00' },
        reportFrequency: (['monthly', 'weekly', 'never', 'daily'] as const)[i % 4]!,
        reportHoursLimit: i % 3 === 0,
        reportVipOnly: i % 2 === 0,
        showReports: tag === 'ACME' || i % 3 === 1 ? 1 : 0,
        showMonitoringLogs: tag === 'ACME' || i % 4 === 2 ? 1 : 0,
        categories: TICKET_CATEGORIES.filter((_, k) => (k + i) % 3 !== 0),
        chargingModel: (['universal', 'split', 'no-limit', 'limited'] as const)[i % 4]!,
        arrivalsPackage: i % 2 === 0,
        expectedArrivals: i % 2 === 0 ? 2 + (i % 4) : 0,
        expectedHours: 10 + (i % 5) * 10,
        itTimeLimit: i % 4 === 1 ? 1200 : 0,
        adminTimeLimit: i % 4 === 1 ? 600 : 0,
        developerTimeLimit: i % 4 === 1 ? 300 : 0,
        specialistTimeLimit: i % 4 === 1 ? 300 : 0,
        arrivalsLimit: i % 2 === 0 ? 4 : 0,
      })),
    )
    .returning({ id: t.companies.id, tag: t.companies.tag, domains: t.companies.domains });
  const acme = companyRows.find((c) => c.tag === 'ACME')!;
  log(`seed: ${companyRows.length} companies`);

  // SLA tables.
  const sla: [TicketPriority, number, number][] = [
    ['low', 480, 5 * 1440],
    ['normal', 240, 3 * 1440],
    ['high', 60, 1440],
    ['critical', 30, 480],
  ];
  await db.insert(t.companyPriorities).values(
    companyRows.flatMap((c, i) =>
      sla.map(([priority, open, resolve]) => ({
        companyId: c.id,
        priority,
        is247: priority === 'critical' && i % 2 === 0,
        active: priority !== 'critical' || i % 3 !== 2,
        isDefault: priority === 'normal',
        openSlaMinutes: open,
        resolveSlaMinutes: resolve,
      })),
    ),
  );
  // Public holidays of every year a ticket falls in (and the next), before the tickets: their deadlines skip them.
  const years: number[] = [];
  for (let y = ts(SPAN_DAYS).getUTCFullYear(); y <= now.getUTCFullYear() + 1; y++) years.push(y);
  await db.insert(t.holidays).values(years.flatMap(polishHolidays)).onConflictDoNothing();
  return { companyRows, acme, sla };
}

/** What the parts after this one get: the context and everything the parts so far made. */
export type AfterCompanies = SeedContext & Awaited<ReturnType<typeof seedCompanies>>;
