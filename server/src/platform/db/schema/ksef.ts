/** Sending invoice documents to KSeF: one row per document, the state of its latest attempt. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tz, updatedAt } from './columns';
import { invoiceDocuments } from './invoice-documents';

/**
 * queued (claimed for sending, or a failed attempt that may be retried: `error` says why) → sent (KSeF took it and
 * gave a reference number; the verdict is polled) → accepted (with its KSeF number) or rejected (KSeF's reason in
 * `error`; sending again starts a new attempt).
 */
export const ksefSubmissions = pgTable(
  'ksef_submissions',
  {
    invoiceDocumentId: integer()
      .primaryKey()
      .references(() => invoiceDocuments.id, { onDelete: 'cascade' }),
    status: text().$type<'queued' | 'sent' | 'accepted' | 'rejected'>().notNull(),
    /** The online session the invoice went in, and the invoice's reference number in it. */
    sessionReferenceNumber: text(),
    referenceNumber: text(),
    /** The number KSeF gave the invoice (accepted only). */
    ksefNumber: text(),
    error: text(),
    attempts: integer().notNull().default(0),
    queuedAt: timestamp(tz).notNull().defaultNow(),
    sentAt: timestamp(tz),
    decidedAt: timestamp(tz),
    updatedAt: updatedAt(),
  },
  (t) => [index('ksef_submissions_status_idx').on(t.status)],
);
