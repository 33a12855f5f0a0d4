/** A month's issued invoice documents (VAT invoices and corrections) as document values, by number. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoiceDocuments } from '../../platform/db/schema';
import { toInvoiceDocument } from '../invoicing';
import type { InvoiceDocument } from './document-type';

export async function monthInvoiceDocuments(db: Db, month: string): Promise<InvoiceDocument[]> {
  const rows = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.month, month)).orderBy(asc(invoiceDocuments.id));
  const correctedIds = [...new Set(rows.map((r) => r.correctsId).filter((id): id is number => id !== null))];
  const corrected = correctedIds.length ? await db.select().from(invoiceDocuments).where(inArray(invoiceDocuments.id, correctedIds)) : [];
  const byId = new Map([...rows, ...corrected].map((r) => [r.id, r]));
  return rows.map((row) => toInvoiceDocument(row, row.correctsId === null ? null : (byId.get(row.correctsId) ?? null)));
}
