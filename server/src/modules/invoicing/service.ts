/**
 * Monthly invoicing, admin only: one line per company with the finance calculation's amounts. A draft line is computed
 * live; approving it locks the company's month (`lockPeriod`) and stores the figures as issued — an approved or
 * exported line is read back from `invoices`, never recomputed. The export writes the approved lines for accounting.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { InvoiceApproveBody, InvoiceNotesBody } from '@helpdesk/shared/schemas';
import type { CompanyMonth, InvoiceDetail, InvoiceLine, InvoiceMonth } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { companies, companyPricings, invoices, users } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import { addMonths, monthOf } from '../../platform/months';
import { companyConsumption, monthAmounts, monthFigures } from '../finance';
import { lockPeriod } from '../period-locks';
import { assertNoPendingReports, monthHistory } from './month-close';
import { documentRows, latestNumbers } from './document-rows';
import { issueInvoiceDocuments } from './issue';

/** INVOICE_VAT_RATE's default: the VAT rate of the invoice settings until an admin saves them. */
const DEFAULT_INVOICE_VAT_RATE = 23;

type InvoiceRow = typeof invoices.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

const companyRef = (c: Pick<CompanyRow, 'id' | 'tag' | 'shortName'>) => ({ id: c.id, tag: c.tag, short_name: c.shortName });
const ZERO = { package: 0, overtime: 0, extra_visits: 0, total: 0 };

/** The requested month, by default last month. */
export const invoicingMonth = (month: string | undefined, now = new Date()): string => month ?? addMonths(monthOf(now), -1);

interface Line<F> {
  company: CompanyRow;
  line: InvoiceLine;
  figures: CompanyMonth | F;
  /** The stored line once approved. */
  issued: InvoiceRow | null;
}

type MonthCalc<F> = (db: Db, month: string, only?: readonly number[]) => Promise<{ company: CompanyRow; calc: F; involved: boolean }[]>;

/** The overtime price of each pricing row named (none asked, no query). */
async function overtimePrices(db: Db, pricingIds: number[]): Promise<Map<number, number>> {
  if (!pricingIds.length) return new Map();
  const rows = await db
    .select({ id: companyPricings.id, overtimePrice: companyPricings.overtimePrice })
    .from(companyPricings)
    .where(inArray(companyPricings.id, pricingIds));
  return new Map(rows.map((p) => [p.id, p.overtimePrice]));
}

/**
 * The month's lines: approved ones read back from `invoices`, drafts computed by `compute` — `monthFigures` (each
 * report's share) where the figures are shown or stored, `monthAmounts` (totals only) for the list.
 */
async function monthLines<F extends { amounts: CompanyMonth['amounts'] }>(
  db: Db,
  month: string,
  compute: MonthCalc<F>,
  companyId?: number,
): Promise<Line<F>[]> {
  const rows = await db
    .select({ invoice: invoices, firstname: users.firstname, lastname: users.lastname })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.approvedById))
    .where(and(eq(invoices.month, month), companyId ? eq(invoices.companyId, companyId) : undefined));
  const byCompany = new Map(rows.map((r) => [r.invoice.companyId, r]));
  const issued = rows.filter((r) => r.invoice.figures).map((r) => r.invoice.companyId);
  // Live companies (and invoiced ones, even deleted since), computed once.
  const live = await compute(db, month, companyId ? [companyId] : undefined);
  const extra = issued.filter((id) => !live.some((l) => l.company.id === id));
  const all = [...live, ...(extra.length ? await compute(db, month, extra) : [])];
  const numbers = await latestNumbers(db, month, companyId);
  const lines: Line<F>[] = [];
  for (const { company, calc, involved } of all) {
    const row = byCompany.get(company.id);
    if (!involved && !row) continue;
    const invoice: InvoiceRow | undefined = row?.invoice;
    const figures = invoice?.figures ?? calc;
    lines.push({
      company,
      figures,
      issued: invoice?.figures ? invoice : null,
      line: {
        company: companyRef(company),
        month,
        status: invoice?.figures ? invoice.status : 'draft',
        amounts: figures.amounts,
        notes: invoice?.notes ?? null,
        approved_at: invoice?.approvedAt?.toISOString() ?? null,
        approved_by:
          invoice?.approvedById && row?.firstname !== null && row?.firstname !== undefined
            ? { id: invoice.approvedById, name: `${row.firstname} ${row.lastname}` }
            : null,
        exported_at: invoice?.exportedAt?.toISOString() ?? null,
        invoice_number: numbers.get(company.id) ?? null,
      },
    });
  }
  lines.sort((a, b) => a.company.shortName.localeCompare(b.company.shortName, 'pl'));
  return lines;
}

export async function listInvoices(db: Db, month: string, vatRate: number): Promise<InvoiceMonth> {
  const lines = (await monthLines(db, month, monthAmounts)).map((l) => l.line);
  const totals = { ...ZERO };
  for (const l of lines) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += l.amounts[k];
  return { month, vat_rate: vatRate, lines, totals };
}

export async function showInvoice(db: Db, companyId: number, month: string): Promise<InvoiceDetail> {
  const [found] = await monthLines(db, month, monthFigures, companyId);
  if (!found) throw new HttpError(404, 'not_found');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const { reported: _reported, over: _over, outsideContract: _outside, ...hours } = (await companyConsumption(db, company!, month)).hours;
  return {
    line: found.line,
    figures: found.figures,
    hours_used: hours,
    history: await monthHistory(db, companyId, month),
    documents: await documentRows(db, companyId, month),
  };
}

const assertMonthEnded = (month: string, now: Date) => {
  if (month >= monthOf(now)) throw new FieldError('month', 'invoice_month_open', { month });
};

/**
 * Approves the month's draft lines of the given companies (all listed ones without `company_ids`): the period is locked
 * first, so no time report can change between the calculation and the stored figures. Already approved lines stay as
 * they are. Returns how many lines were approved.
 */
export async function approveInvoices(
  db: Db,
  body: InvoiceApproveBody,
  actorId: number,
  author: AuditAuthor,
  now = new Date(),
  defaultVatRate = DEFAULT_INVOICE_VAT_RATE,
): Promise<number> {
  const { month } = body;
  assertMonthEnded(month, now);
  await assertNoPendingReports(db, body);
  const lines = await monthLines(db, month, monthAmounts);
  const listed = new Set(lines.map((l) => l.company.id));
  if (body.company_ids?.some((id) => !listed.has(id))) throw new FieldError('company_ids', 'invalid');
  const wanted = lines
    .filter((l) => l.line.status === 'draft' && (!body.company_ids || body.company_ids.includes(l.company.id)))
    .map((l) => l.company.id);
  if (!wanted.length) return 0;
  for (const id of wanted) await lockPeriod(db, id, month, actorId);
  const fresh = await monthFigures(db, month, wanted);
  const pricingIds = [...new Set(fresh.map((f) => f.calc.pricing_id).filter((x): x is number => x !== null))];
  const prices = await overtimePrices(db, pricingIds);
  for (const { company, calc } of fresh) {
    const values = {
      status: 'approved' as const,
      figures: calc,
      overtimePrice: calc.pricing_id === null ? null : (prices.get(calc.pricing_id) ?? null),
      approvedAt: now,
      approvedById: actorId,
    };
    await db
      .insert(invoices)
      .values({ companyId: company.id, month, ...values })
      .onConflictDoUpdate({ target: [invoices.companyId, invoices.month], set: values });
    // Kept under the company (its History), one entry per company-month approved.
    await recordChange(db, {
      author,
      kind: 'invoicing-month',
      action: 'approved',
      recordId: company.id,
      label: `${company.tag} · ${month}`,
      before: { month, status: 'draft' },
      after: { month, status: 'approved', total: calc.amounts.total },
    });
  }
  // Run this inside a transaction (the route's unit of work): a refused or failed issue leaves no approval and no number.
  await issueInvoiceDocuments(db, month, wanted, { actorId, now, defaultVatRate });
  return wanted.length;
}

export async function saveInvoiceNotes(db: Db, companyId: number, body: InvoiceNotesBody): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new HttpError(404, 'not_found');
  const notes = body.notes?.trim() || null;
  await db
    .insert(invoices)
    .values({ companyId, month: body.month, notes })
    .onConflictDoUpdate({ target: [invoices.companyId, invoices.month], set: { notes } });
}

/**
 * The month's approved (or exported) lines with the overtime price their figures used (grosze per hour), as issued:
 * stored with the line when approved (lines approved before it was stored: the pricing row their figures name).
 */
export async function approvedLines(
  db: Db,
  month: string,
): Promise<{ company: CompanyRow; figures: CompanyMonth; overtimePrice: number }[]> {
  const lines = (await monthLines(db, month, monthAmounts)).flatMap((l) =>
    l.line.status !== 'draft' && l.issued ? [{ company: l.company, figures: l.issued.figures!, issuedPrice: l.issued.overtimePrice }] : [],
  );
  if (!lines.length) throw new FieldError('month', 'invoice_nothing_approved', { month });
  const pricingIds = [
    ...new Set(
      lines
        .filter((l) => l.issuedPrice === null)
        .map((l) => l.figures.pricing_id)
        .filter((x): x is number => x !== null),
    ),
  ];
  const prices = await overtimePrices(db, pricingIds);
  return lines.map((l) => ({
    company: l.company,
    figures: l.figures,
    overtimePrice: Math.round(Number(l.issuedPrice ?? prices.get(l.figures.pricing_id ?? 0) ?? 0) * 100),
  }));
}

export async function markExported(db: Db, month: string, companyIds: readonly number[], now = new Date()): Promise<void> {
  if (!companyIds.length) return;
  await db
    .update(invoices)
    .set({ status: 'exported', exportedAt: now })
    .where(and(eq(invoices.month, month), inArray(invoices.companyId, [...companyIds])));
}
