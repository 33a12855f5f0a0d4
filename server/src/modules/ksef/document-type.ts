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
  quantity: number /* up to 2 decimals, e.g. 12.5 hours */;
  unitNetGrosze: number;
  netGrosze: number;
  vatRate: number /* 23, 8, 5, 0 */;
  vatGrosze: number;
  grossGrosze: number;
}
export interface InvoiceDocument {
  id: number;
  kind: 'VAT' | 'KOR';
  number: string;
  issueDate: string /* YYYY-MM-DD */;
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
}
