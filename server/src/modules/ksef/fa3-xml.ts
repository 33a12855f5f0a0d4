/**
 * An invoice document as KSeF's structured e-invoice, FA(3) (schema `server/ksef/schema/schemat_FA(3)_v1-0E.xsd`).
 * Hand-written rather than through an XML library: the document is a fixed tree whose element order the schema
 * dictates, and the tests hold every output against the official XSD with xmllint.
 */
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from './document-type';

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
/** The form code KSeF's session opening names (`formCode`), the same three values as the XML header. */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

const DEFAULT_SYSTEM_INFO = 'Helpdesk';

/** Which FA(3) sum fields a VAT rate goes to (P_13_x net, P_14_x tax) and how a line names it (P_12). */
const RATE_FIELDS: Record<number, { net: string; vat: string | null; p12: string }> = {
  23: { net: 'P_13_1', vat: 'P_14_1', p12: '23' },
  8: { net: 'P_13_2', vat: 'P_14_2', p12: '8' },
  5: { net: 'P_13_3', vat: 'P_14_3', p12: '5' },
  // 0 % on domestic supply ("0 KR"); exports and intra-EU supplies are not what a help desk bills.
  0: { net: 'P_13_6_1', vat: null, p12: '0 KR' },
};

/** The order of the sum fields in the schema's `Fa` sequence. */
const SUM_ORDER = ['P_13_1', 'P_14_1', 'P_13_2', 'P_14_2', 'P_13_3', 'P_14_3', 'P_13_6_1'];

/** A document FA(3) cannot state (no seller NIP, a rate without a field, totals that disagree with the lines). */
export class Fa3Error extends Error {
  override name = 'Fa3Error';
}

export interface Fa3Options {
  /** DataWytworzeniaFa: when the file was produced. */
  createdAt: Date;
  /** SystemInfo: the issuing software's name. */
  systemInfo?: string;
}

/** Integer grosze as złoty with two decimals ("1234.50", "-0.05"), by integer arithmetic only. */
export function zloty(grosze: number): string {
  if (!Number.isSafeInteger(grosze)) throw new Fa3Error(`Amount in grosze is not an integer: ${grosze}`);
  const abs = Math.abs(grosze);
  const whole = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${grosze < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

/** A quantity with at most two decimals (12.5 hours) as FA(3) writes it ("12.5", "3"). */
export function quantityText(quantity: number): string {
  const hundredths = Math.round(quantity * 100);
  if (!Number.isFinite(quantity) || Math.abs(quantity * 100 - hundredths) > 1e-6) {
    throw new Fa3Error(`Quantity has more than two decimals: ${quantity}`);
  }
  const abs = Math.abs(hundredths);
  const whole = Math.trunc(abs / 100);
  const rest = abs % 100;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `${hundredths < 0 ? '-' : ''}${whole}${fraction}`;
}

/** XML text: the five special characters escaped, characters XML 1.0 cannot carry dropped, whitespace collapsed (xsd:token). */
export function xmlText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Net and VAT sums per rate, in grosze, keyed by rate. */
export function sumsPerRate(lines: InvoiceDocumentLine[]): Map<number, { net: number; vat: number }> {
  const sums = new Map<number, { net: number; vat: number }>();
  for (const line of lines) {
    if (!RATE_FIELDS[line.vatRate]) throw new Fa3Error(`VAT rate ${line.vatRate} has no FA(3) field`);
    const sum = sums.get(line.vatRate) ?? { net: 0, vat: 0 };
    sum.net += line.netGrosze;
    sum.vat += line.vatGrosze;
    sums.set(line.vatRate, sum);
  }
  return sums;
}

/** The FA(3) XML of an invoice document (a `VAT` invoice or its `KOR` correction). */
export function fa3Xml(doc: InvoiceDocument, opts: Fa3Options): string {
  if (!doc.seller.nip) throw new Fa3Error('The seller has no NIP: FA(3) requires it');
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', `<Faktura xmlns="${FA3_NAMESPACE}">`];
  const add = (depth: number, line: string): void => {
    out.push(`${'  '.repeat(depth)}${line}`);
  };
  const leaf = (depth: number, name: string, value: string): void => {
    const text = xmlText(value);
    if (!text) throw new Fa3Error(`FA(3) element ${name} would be empty`);
    add(depth, `<${name}>${text}</${name}>`);
  };
  // The seller's address is required; a buyer's may be missing (a company without a billing address): FA(3) allows it.
  const address = (depth: number, party: InvoiceParty, required: boolean): void => {
    const line1 = xmlText(party.street);
    const line2 = xmlText(`${party.postalCode} ${party.city}`);
    if (!line1 && !line2) {
      if (required) throw new Fa3Error('The seller has no address: FA(3) requires it');
      return;
    }
    add(depth, '<Adres>');
    leaf(depth + 1, 'KodKraju', party.countryCode || 'PL');
    leaf(depth + 1, 'AdresL1', line1 ? party.street : `${party.postalCode} ${party.city}`);
    if (line1 && line2) leaf(depth + 1, 'AdresL2', `${party.postalCode} ${party.city}`);
    add(depth, '</Adres>');
  };

  add(1, '<Naglowek>');
  add(2, `<KodFormularza kodSystemowy="${FA3_FORM_CODE.systemCode}" wersjaSchemy="${FA3_FORM_CODE.schemaVersion}">FA</KodFormularza>`);
  add(2, '<WariantFormularza>3</WariantFormularza>');
  add(2, `<DataWytworzeniaFa>${opts.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}</DataWytworzeniaFa>`);
  leaf(2, 'SystemInfo', opts.systemInfo ?? DEFAULT_SYSTEM_INFO);
  add(1, '</Naglowek>');

  add(1, '<Podmiot1>');
  add(2, '<DaneIdentyfikacyjne>');
  leaf(3, 'NIP', doc.seller.nip);
  leaf(3, 'Nazwa', doc.seller.name);
  add(2, '</DaneIdentyfikacyjne>');
  address(2, doc.seller, true);
  add(1, '</Podmiot1>');

  add(1, '<Podmiot2>');
  add(2, '<DaneIdentyfikacyjne>');
  // A buyer without a Polish tax id (a consumer, a foundation without NIP) is the schema's "no identifier" variant.
  if (doc.buyer.nip) leaf(3, 'NIP', doc.buyer.nip);
  else add(3, '<BrakID>1</BrakID>');
  leaf(3, 'Nazwa', doc.buyer.name);
  add(2, '</DaneIdentyfikacyjne>');
  address(2, doc.buyer, false);
  // Not a subordinate unit of a local government (JST), not a member of a VAT group (GV): 2 = no.
  add(2, '<JST>2</JST>');
  add(2, '<GV>2</GV>');
  add(1, '</Podmiot2>');

  add(1, '<Fa>');
  leaf(2, 'KodWaluty', doc.currency);
  leaf(2, 'P_1', doc.issueDate);
  if (doc.placeOfIssue?.trim()) leaf(2, 'P_1M', doc.placeOfIssue);
  leaf(2, 'P_2', doc.number);
  leaf(2, 'P_6', doc.saleDate);

  // A correction states differences: the sums after minus the sums before (art. 106j ust. 2 pkt 5).
  const before = doc.kind === 'KOR' ? (doc.corrects?.linesBefore ?? []) : [];
  const after = sumsPerRate(doc.lines);
  const prior = sumsPerRate(before);
  const sumFields = new Map<string, number>();
  for (const rate of new Set([...after.keys(), ...prior.keys()])) {
    const fields = RATE_FIELDS[rate]!;
    const net = (after.get(rate)?.net ?? 0) - (prior.get(rate)?.net ?? 0);
    const vat = (after.get(rate)?.vat ?? 0) - (prior.get(rate)?.vat ?? 0);
    sumFields.set(fields.net, net);
    if (fields.vat) sumFields.set(fields.vat, vat);
  }
  let gross = 0;
  for (const name of SUM_ORDER) {
    const value = sumFields.get(name);
    if (value === undefined) continue;
    leaf(2, name, zloty(value));
    gross += value;
  }
  if (doc.kind === 'VAT') assertTotals(doc, after, gross);
  leaf(2, 'P_15', zloty(gross));

  add(2, '<Adnotacje>');
  // Not cash accounting, not self-billing, no reverse charge, no split-payment mark (a help desk's services are not
  // in annex 15 of the VAT act), no exemption, no new means of transport, no simplified triangular procedure, no margin scheme.
  add(3, '<P_16>2</P_16>');
  add(3, '<P_17>2</P_17>');
  add(3, '<P_18>2</P_18>');
  add(3, '<P_18A>2</P_18A>');
  add(3, '<Zwolnienie><P_19N>1</P_19N></Zwolnienie>');
  add(3, '<NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu>');
  add(3, '<P_23>2</P_23>');
  add(3, '<PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy>');
  add(2, '</Adnotacje>');
  leaf(2, 'RodzajFaktury', doc.kind);

  if (doc.kind === 'KOR') {
    const corrects = doc.corrects;
    if (!corrects) throw new Fa3Error(`Correction ${doc.number} names no corrected invoice`);
    leaf(2, 'PrzyczynaKorekty', corrects.reason);
    // 1: the correction takes effect in the period of the corrected invoice (the month's figures were wrong).
    add(2, '<TypKorekty>1</TypKorekty>');
    add(2, '<DaneFaKorygowanej>');
    leaf(3, 'DataWystFaKorygowanej', corrects.issueDate);
    leaf(3, 'NrFaKorygowanej', corrects.number);
    if (corrects.ksefNumber) {
      add(3, '<NrKSeF>1</NrKSeF>');
      leaf(3, 'NrKSeFFaKorygowanej', corrects.ksefNumber);
    } else {
      // The corrected invoice never reached KSeF (issued outside it, or not sent yet).
      add(3, '<NrKSeFN>1</NrKSeFN>');
    }
    add(2, '</DaneFaKorygowanej>');
  }

  // A correction lists the rows before (StanPrzed) and after as separate, separately numbered rows.
  const rows = [...before.map((line) => ({ line, before: true })), ...doc.lines.map((line) => ({ line, before: false }))];
  rows.forEach(({ line, before: isBefore }, index) => {
    add(2, '<FaWiersz>');
    add(3, `<NrWierszaFa>${index + 1}</NrWierszaFa>`);
    leaf(3, 'P_7', line.name);
    if (line.unit.trim()) leaf(3, 'P_8A', line.unit);
    leaf(3, 'P_8B', quantityText(line.quantity));
    leaf(3, 'P_9A', zloty(line.unitNetGrosze));
    leaf(3, 'P_11', zloty(line.netGrosze));
    leaf(3, 'P_12', RATE_FIELDS[line.vatRate]!.p12);
    if (isBefore) add(3, '<StanPrzed>1</StanPrzed>');
    add(2, '</FaWiersz>');
  });

  add(2, '<Platnosc>');
  add(3, '<TerminPlatnosci>');
  leaf(4, 'Termin', doc.dueDate);
  add(3, '</TerminPlatnosci>');
  add(3, '<FormaPlatnosci>6</FormaPlatnosci>');
  const account = doc.seller.bankAccount?.replace(/\s+/g, '');
  if (account) {
    add(3, '<RachunekBankowy>');
    leaf(4, 'NrRB', account);
    add(3, '</RachunekBankowy>');
  }
  add(2, '</Platnosc>');
  add(1, '</Fa>');
  out.push('</Faktura>', '');
  return out.join('\n');
}

/** An invoice whose stored totals disagree with its lines is a bug upstream; KSeF must not receive it. */
function assertTotals(doc: InvoiceDocument, sums: Map<number, { net: number; vat: number }>, gross: number): void {
  let net = 0;
  let vat = 0;
  for (const sum of sums.values()) {
    net += sum.net;
    vat += sum.vat;
  }
  if (net !== doc.netGrosze || vat !== doc.vatGrosze || gross !== doc.grossGrosze) {
    throw new Fa3Error(
      `Invoice ${doc.number}: totals ${doc.netGrosze}/${doc.vatGrosze}/${doc.grossGrosze} differ from its lines ${net}/${vat}/${gross}`,
    );
  }
}

/** A file name from an invoice number: FV/2026/10/1 → FV_2026_10_1.xml. */
export function fa3FileName(number: string): string {
  const base = number
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '');
  return `${base || 'invoice'}.xml`;
}
