/**
 * Issuing invoice documents on approval, inside the approval's transaction: one VAT invoice per approved company-month
 * with an amount; after a reopened month is approved again, a correction (KOR) when its lines differ from the ones in
 * force, nothing when they are the same. Numbers come from the series' counter row of the issue date's period, raised
 * in the same transaction — a rolled-back approval gives its number back, so the series has no gaps.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyMonth } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import {
  companies,
  invoiceDocuments,
  invoiceMonthHistory,
  invoiceNumberCounters,
  invoices,
  type InvoiceTimeSummary,
} from '../../platform/db/schema';
import { businessDateOf } from '../../platform/business-time-zone';
import { FieldError } from '../../platform/errors';
import { addDays, daysOf } from '../../platform/months';
import type { InvoiceParty } from './document';
import { documentLines, sameLines, totalsOf } from './lines';
import { readInvoiceSettings } from './settings';

/** The reason the month's latest reopening gave (the correction states it), if any. */
async function reopenReason(db: Db, companyId: number, month: string): Promise<string | null> {
  const [row] = await db
    .select({ reason: invoiceMonthHistory.reason })
    .from(invoiceMonthHistory)
    .where(and(eq(invoiceMonthHistory.companyId, companyId), eq(invoiceMonthHistory.month, month)))
    .orderBy(desc(invoiceMonthHistory.createdAt), desc(invoiceMonthHistory.id))
    .limit(1);
  return row?.reason ?? null;
}

/** The reason a correction states when the reopening left none. */
export const DEFAULT_CORRECTION_REASON = 'Korekta rozliczenia miesiąca';

/** The counter's period of a pattern on a day: `YYYY-MM` with {MM}, `YYYY` with only {YYYY}, one running series without either. */
export function seriesPeriod(pattern: string, day: string): string {
  if (pattern.includes('{MM}')) return day.slice(0, 7);
  if (pattern.includes('{YYYY}')) return day.slice(0, 4);
  return '';
}

export const formatNumber = (pattern: string, day: string, n: number): string =>
  pattern.replaceAll('{YYYY}', day.slice(0, 4)).replaceAll('{MM}', day.slice(5, 7)).replaceAll('{n}', String(n));

/** The next number of the series on `day`: the counter row is raised (and locked) by this transaction. */
export async function nextNumber(db: Db, pattern: string, day: string): Promise<string> {
  const period = seriesPeriod(pattern, day);
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ series: pattern, period, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.series, invoiceNumberCounters.period],
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1`, updatedAt: new Date() },
    })
    .returning({ n: invoiceNumberCounters.lastNumber });
  return formatNumber(pattern, day, row!.n);
}

type CompanyRow = typeof companies.$inferSelect;

/** What the client's time summary prints, from the stored figures. */
export const timeSummaryOf = (f: CompanyMonth): InvoiceTimeSummary => ({
  packageMinutes: f.package_minutes,
  carriedMinutes: f.carried_minutes ?? 0,
  reportedMinutes: f.reported_minutes,
  chargedMinutes: f.charged_minutes,
  overMinutes: f.over_minutes,
  outsideContractMinutes: f.outside_contract_minutes,
  perKind: Object.entries(f.per_kind)
    .filter(([, k]) => k.reported_minutes > 0 || k.package_minutes)
    .map(([kind, k]) => ({
      kind,
      reportedMinutes: k.reported_minutes,
      chargedMinutes: k.charged_minutes,
      packageMinutes: k.package_minutes,
    })),
  visits: { used: f.arrivals.used, package: f.arrivals.package, extra: f.arrivals.extra },
});

/** The buyer as printed: the billing address, else the company's first address. */
export function buyerOf(c: CompanyRow): InvoiceParty {
  const first = c.addresses[0];
  const billed = Boolean(c.billingStreet || c.billingCity);
  return {
    name: c.name,
    nip: c.nip || null,
    street: (billed ? c.billingStreet : first?.street) ?? '',
    postalCode: (billed ? c.billingPostalCode : first?.postcode) ?? '',
    city: (billed ? c.billingCity : first?.city) ?? '',
    countryCode: c.billingCountryCode || 'PL',
  };
}

/**
 * Issues the documents of the company-months just approved (`invoices` rows with their stored figures). Refuses
 * (422 on `month`, rolling the approval back) when a document is due and the seller's settings are not filled in.
 * Returns the ids of the documents issued.
 */
export async function issueInvoiceDocuments(
  db: Db,
  month: string,
  companyIds: readonly number[],
  options: { actorId: number; now: Date; defaultVatRate: number; reason?: string },
): Promise<number[]> {
  if (!companyIds.length) return [];
  const rows = await db
    .select({ invoice: invoices, company: companies })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.month, month), inArray(invoices.companyId, [...companyIds])))
    .orderBy(companies.shortName, companies.id);
  const settings = await readInvoiceSettings(db, options.defaultVatRate);
  const issueDate = businessDateOf(options.now);
  const issued: number[] = [];
  for (const { invoice, company } of rows) {
    const figures = invoice.figures as CompanyMonth | null;
    if (!figures) continue;
    const overtimePrice = Math.round(Number(invoice.overtimePrice ?? 0) * 100);
    const lines = documentLines(figures, overtimePrice, settings.vat_rate);
    const previous = await db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.companyId, company.id), eq(invoiceDocuments.month, month)))
      .orderBy(desc(invoiceDocuments.id));
    const latest = previous[0];
    if (latest ? sameLines(latest.lines, lines) : !lines.length) continue;
    if (!settings.complete) throw new FieldError('month', 'invoice_settings_missing');
    const original = previous.find((d) => d.kind === 'VAT') ?? null;
    const kind = latest ? ('KOR' as const) : ('VAT' as const);
    const reason = kind === 'KOR' ? options.reason || (await reopenReason(db, company.id, month)) || DEFAULT_CORRECTION_REASON : null;
    const number = await nextNumber(db, kind === 'VAT' ? settings.number_pattern : settings.correction_pattern, issueDate);
    const [doc] = await db
      .insert(invoiceDocuments)
      .values({
        kind,
        number,
        companyId: company.id,
        month,
        invoiceId: invoice.id,
        issueDate,
        saleDate: daysOf(month).last,
        dueDate: addDays(issueDate, settings.payment_days),
        placeOfIssue: settings.place_of_issue,
        currency: 'PLN',
        seller: {
          name: settings.seller_name,
          nip: settings.nip,
          street: settings.street,
          postalCode: settings.postal_code,
          city: settings.city,
          countryCode: settings.country_code,
          bankAccount: settings.bank_account,
        },
        buyer: buyerOf(company),
        lines,
        ...totalsOf(lines),
        correctsId: kind === 'KOR' ? (original?.id ?? latest!.id) : null,
        correctionReason: reason,
        linesBefore: kind === 'KOR' ? latest!.lines : null,
        timeSummary: timeSummaryOf(figures),
        createdById: options.actorId,
      })
      .returning({ id: invoiceDocuments.id });
    issued.push(doc!.id);
  }
  return issued;
}
