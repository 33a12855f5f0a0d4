/** The KSeF module's public face: its routes, the FA(3) file of an invoice document, and sending it. */
export { ksefClientFrom, ksefRoutes } from './routes';
export { fa3FileName, fa3Xml } from './fa3-xml';
export { monthXmlZip } from './month-zip';
export type { KsefClient, KsefInvoiceStatus, KsefSession } from './ksef-client';
export { ksefNumberOf, ksefSubmission, sendInvoiceToKsef, type KsefSubmission } from './sending';
