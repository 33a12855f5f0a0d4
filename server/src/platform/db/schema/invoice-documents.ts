/** Issued invoice documents (VAT invoices and their corrections) and the gap-free number counters of their series. */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tz, createdAt } from './columns';
import { invoices } from './finance';
import { companies, users } from './users-auth';

/** A party as printed on the document (snapshot at issue). */
export interface InvoicePartyRow {
  name: string;
  nip: string | null;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  bankAccount?: string | null;
}

/** One line as printed (money in integer grosze). */
export interface InvoiceLineRow {
  name: string;
  unit: string;
  quantity: number;
  unitNetGrosze: number;
  netGrosze: number;
  vatRate: number;
  vatGrosze: number;
  grossGrosze: number;
}

/** The time behind the amounts, for the client's summary on the PDF (minutes; visits as counts). */
export interface InvoiceTimeSummary {
  packageMinutes: number | null;
  /** Minutes of the package carried over from the previous month (absent on documents issued before carry-over). */
  carriedMinutes?: number;
  reportedMinutes: number;
  chargedMinutes: number;
  overMinutes: number;
  outsideContractMinutes: number;
  perKind: { kind: string; reportedMinutes: number; chargedMinutes: number; packageMinutes: number | null }[];
  visits: { used: number; package: number | null; extra: number };
}

/**
 * An issued document: kind VAT (from a company-month's approval) or KOR (a correction when a reopened month is approved
 * again with different figures). Seller, buyer and lines are snapshots; nothing here is recomputed.
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: serial().primaryKey(),
    kind: text().$type<'VAT' | 'KOR'>().notNull(),
    number: text().notNull(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** `YYYY-MM` */
    month: text().notNull(),
    invoiceId: integer().references(() => invoices.id, { onDelete: 'set null' }),
    issueDate: date({ mode: 'string' }).notNull(),
    saleDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    placeOfIssue: text(),
    currency: text().$type<'PLN'>().notNull().default('PLN'),
    seller: jsonb().$type<InvoicePartyRow>().notNull(),
    buyer: jsonb().$type<InvoicePartyRow>().notNull(),
    lines: jsonb().$type<InvoiceLineRow[]>().notNull(),
    netGrosze: integer().notNull(),
    vatGrosze: integer().notNull(),
    grossGrosze: integer().notNull(),
    /** KOR: the document it corrects and why. */
    correctsId: integer().references((): AnyPgColumn => invoiceDocuments.id),
    correctionReason: text(),
    /** KOR: the lines in force before this correction (the corrected invoice's, or the previous correction's). */
    linesBefore: jsonb().$type<InvoiceLineRow[]>(),
    /** The company-month's time as invoiced (printed on the PDF's second page). */
    timeSummary: jsonb().$type<InvoiceTimeSummary>(),
    /** The number KSeF gave the document once sent (null until then). */
    ksefNumber: text(),
    createdAt: createdAt(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoice_documents_number_unique').on(t.number),
    index('invoice_documents_company_month_idx').on(t.companyId, t.month),
  ],
);

/** The last number used per series and period (`2026-10`, `2026` or `` by the pattern's tokens): raised in the issuing transaction. */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    series: text().notNull(),
    period: text().notNull(),
    lastNumber: integer().notNull(),
    updatedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.series, t.period] })],
);
