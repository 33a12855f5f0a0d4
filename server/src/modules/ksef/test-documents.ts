/** Invoice documents and the schema check the KSeF tests share (not used by the running server). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceDocument, InvoiceDocumentLine } from './document-type';

export const FA3_SCHEMA = fileURLToPath(new URL('../../../ksef/schema/schemat_FA(3)_v1-0E.xsd', import.meta.url));

/** xmllint's verdict on an FA(3) file against the official schema: ok, and what it printed. */
export function validateFa3(xml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fa3-'));
  try {
    const file = path.join(dir, 'invoice.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--schema', FA3_SCHEMA, file], { encoding: 'utf8' });
    if (run.error) throw run.error;
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A line with its net, VAT and gross worked out per line (VAT rounded half up to the grosz). */
export function line(name: string, unit: string, quantity: number, unitNetGrosze: number, vatRate: number): InvoiceDocumentLine {
  const netGrosze = Math.round(quantity * unitNetGrosze);
  const vatGrosze = Math.round((netGrosze * vatRate) / 100);
  return { name, unit, quantity, unitNetGrosze, netGrosze, vatRate, vatGrosze, grossGrosze: netGrosze + vatGrosze };
}

function totals(lines: InvoiceDocumentLine[]): Pick<InvoiceDocument, 'netGrosze' | 'vatGrosze' | 'grossGrosze'> {
  return {
    netGrosze: lines.reduce((s, l) => s + l.netGrosze, 0),
    vatGrosze: lines.reduce((s, l) => s + l.vatGrosze, 0),
    grossGrosze: lines.reduce((s, l) => s + l.grossGrosze, 0),
  };
}

const SELLER = {
  name: 'Serwis IT „Żółw” Sp. z o.o.',
  nip: '5260250274',
  street: 'ul. Świętokrzyska 12/3',
  postalCode: '00-916',
  city: 'Warszawa',
  countryCode: 'PL',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

/** A VAT invoice: several lines at 23 % and 8 %, a buyer with NIP. */
export function vatInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = [
    line('Pakiet godzin wsparcia — październik', 'usł.', 1, 100000, 23),
    line('Godziny ponad pakiet (wsparcie)', 'godz.', 12.5, 15000, 23),
    line('Dojazd do klienta', 'szt.', 3, 8000, 8),
    line('Licencja szkoleniowa', 'szt.', 1, 1999, 8),
  ];
  return {
    id: 1,
    kind: 'VAT',
    number: 'FV/2026/10/1',
    issueDate: '2026-11-02',
    saleDate: '2026-10-31',
    dueDate: '2026-11-16',
    placeOfIssue: 'Warszawa',
    currency: 'PLN',
    seller: SELLER,
    buyer: { name: 'ACME Polska S.A.', nip: '1234563218', street: 'ul. Długa 5', postalCode: '31-147', city: 'Kraków', countryCode: 'PL' },
    lines,
    ...totals(lines),
    corrects: null,
    companyId: 7,
    month: '2026-10',
    ksefNumber: null,
    ...overrides,
  };
}

/** A VAT invoice to a buyer without NIP, with a name that needs escaping. */
export function noNipInvoice(): InvoiceDocument {
  const lines = [line('Wsparcie <zdalne> & "pilne" — ąćęłńóśźż', 'godz.', 2.25, 12000, 23)];
  return vatInvoice({
    id: 2,
    number: 'FV/2026/10/2',
    placeOfIssue: null,
    buyer: {
      name: 'Fundacja „Ptaki & Drzewa” <Łódź>',
      nip: null,
      street: 'ul. Piotrkowska 1',
      postalCode: '90-001',
      city: 'Łódź',
      countryCode: 'PL',
    },
    lines,
    ...totals(lines),
    companyId: 8,
  });
}

/** A correction of vatInvoice(): the overtime line had 12.5 hours, it has 10.25 now. */
export function correction(ksefNumber: string | null): InvoiceDocument {
  const original = vatInvoice();
  const lines = original.lines.map((l, i) => (i === 1 ? line(l.name, l.unit, 10.25, l.unitNetGrosze, l.vatRate) : l));
  return vatInvoice({
    id: 3,
    kind: 'KOR',
    number: 'FK/2026/11/1',
    issueDate: '2026-11-20',
    lines,
    ...totals(lines),
    corrects: {
      number: original.number,
      issueDate: original.issueDate,
      ksefNumber,
      reason: 'Miesiąc otwarty ponownie: zaakceptowano mniej godzin',
      linesBefore: original.lines,
    },
  });
}
