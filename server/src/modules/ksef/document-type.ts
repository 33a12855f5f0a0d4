/** The invoice document KSeF files are made from: the invoicing module's type (this file is its one import here). */
export type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from '../invoicing';
