/** The issued documents as the lists show them (staff's invoicing detail, the VIP's company report). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InvoiceDocumentRow } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { invoiceDocuments } from '../../platform/db/schema';

type Row = typeof invoiceDocuments.$inferSelect;

const toRow = (d: Row, numbers: Map<number, string>): InvoiceDocumentRow => ({
  id: d.id,
  kind: d.kind,
  number: d.number,
  month: d.month,
  issue_date: d.issueDate,
  due_date: d.dueDate,
  net: d.netGrosze,
  vat: d.vatGrosze,
  gross: d.grossGrosze,
  corrects_number: d.correctsId === null ? null : (numbers.get(d.correctsId) ?? null),
});

/** A company's documents, oldest first: of one month, or of every month when `month` is left out. */
export async function documentRows(db: Db, companyId: number, month?: string): Promise<InvoiceDocumentRow[]> {
  const rows = await db
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.companyId, companyId), month ? eq(invoiceDocuments.month, month) : undefined))
    .orderBy(asc(invoiceDocuments.month), asc(invoiceDocuments.id));
  const missing = [...new Set(rows.map((r) => r.correctsId).filter((id): id is number => id !== null && !rows.some((r) => r.id === id)))];
  const extra = missing.length ? await db.select().from(invoiceDocuments).where(inArray(invoiceDocuments.id, missing)) : [];
  const numbers = new Map([...rows, ...extra].map((r) => [r.id, r.number]));
  return rows.map((r) => toRow(r, numbers));
}

/** The number of each company's latest document of the month. */
export async function latestNumbers(db: Db, month: string, companyId?: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ companyId: invoiceDocuments.companyId, number: invoiceDocuments.number })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.month, month), companyId ? eq(invoiceDocuments.companyId, companyId) : undefined))
    .orderBy(asc(invoiceDocuments.id));
  return new Map(rows.map((r) => [r.companyId, r.number]));
}

/** A safe download name: `FV/2026/10/1` → `FV_2026_10_1.pdf`. */
export const documentFileName = (number: string, ext: string): string =>
  `${number.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'invoice'}.${ext}`;
