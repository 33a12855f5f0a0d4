/** The invoicing module's public face: its routes and the issued invoice document. */
export { invoicingRoutes } from './routes';
export { invoiceDocumentRoutes } from './document-routes';
export { loadInvoiceDocument, toInvoiceDocument } from './document';
export type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from './document';
export { INVOICE_SETTINGS_KEY, readInvoiceSettings, writeInvoiceSettings } from './settings';
