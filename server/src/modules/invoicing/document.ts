/**
 * The issued invoice document as one value: what the PDF prints and what the FA(3) XML (KSeF) is generated from.
 * Money in integer grosze; dates `YYYY-MM-DD`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoiceDocuments } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';

export interface InvoiceParty {
  name: string;
  nip: string | null;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
}

export interface InvoiceDocumentLine {
  name: string;
  unit: string;
  /** Up to 2 decimals, e.g. 12.5 hours. */
  quantity: number;
  unitNetGrosze: number;
  netGrosze: number;
  /** 23, 8, 5, 0 */
  vatRate: number;
  vatGrosze: number;
  grossGrosze: number;
}

/**
 * For a KOR: `lines` and the totals are the state after the correction; `corrects.linesBefore` the state before it (the
 * corrected invoice's lines, or those of the month's previous correction) — the correction's amount is after − before.
 * `corrects.number`/`issueDate`/`ksefNumber` always name the original VAT invoice.
 */
export interface InvoiceDocument {
  id: number;
  kind: 'VAT' | 'KOR';
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  saleDate: string;
  dueDate: string;
  placeOfIssue: string | null;
  currency: 'PLN';
  seller: InvoiceParty & { bankAccount: string | null };
  buyer: InvoiceParty;
  lines: InvoiceDocumentLine[];
  netGrosze: number;
  vatGrosze: number;
  grossGrosze: number;
  corrects: { number: string; issueDate: string; ksefNumber: string | null; reason: string; linesBefore: InvoiceDocumentLine[] } | null;
  companyId: number;
  month: string;
  /** The number KSeF gave this document once sent (null until then). */
  ksefNumber: string | null;
}

type Row = typeof invoiceDocuments.$inferSelect;

const party = (p: Row['buyer']): InvoiceParty => ({
  name: p.name,
  nip: p.nip,
  street: p.street,
  postalCode: p.postalCode,
  city: p.city,
  countryCode: p.countryCode,
});

/** A stored row with the document it corrects (KOR) as the document value. */
export function toInvoiceDocument(row: Row, corrected: Row | null): InvoiceDocument {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    saleDate: row.saleDate,
    dueDate: row.dueDate,
    placeOfIssue: row.placeOfIssue,
    currency: 'PLN',
    seller: { ...party(row.seller), bankAccount: row.seller.bankAccount ?? null },
    buyer: party(row.buyer),
    lines: row.lines,
    netGrosze: row.netGrosze,
    vatGrosze: row.vatGrosze,
    grossGrosze: row.grossGrosze,
    corrects:
      row.kind === 'KOR' && corrected
        ? {
            number: corrected.number,
            issueDate: corrected.issueDate,
            ksefNumber: corrected.ksefNumber,
            reason: row.correctionReason ?? '',
            linesBefore: row.linesBefore ?? corrected.lines,
          }
        : null,
    companyId: row.companyId,
    month: row.month,
    ksefNumber: row.ksefNumber,
  };
}

/** The document by id; 404 when unknown. */
export async function loadInvoiceDocument(db: Db, id: number): Promise<InvoiceDocument> {
  const [row] = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.id, id));
  if (!row) throw new HttpError(404, 'not_found');
  let corrected: Row | null = null;
  if (row.correctsId !== null) {
    [corrected = null] = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.id, row.correctsId));
  }
  return toInvoiceDocument(row, corrected);
}
