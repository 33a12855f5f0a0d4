/** FA(3) XML: every generated file validates against the official schema with xmllint; amounts and text survive exactly. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fa3FileName, fa3Xml, quantityText, sumsPerRate, zloty } from './fa3-xml';
import { correction, noNipInvoice, validateFa3, vatInvoice } from './test-documents';

const CREATED = new Date('2026-11-02T09:15:00.123Z');
const KSEF_NUMBER = '5260250274-20261102-0A1B2C-3D4E5F-9C';

/** The text of every `<name>` element, in order, XML entities decoded. */
function values(xml: string, name: string): string[] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => decode(m[1]!));
}

function assertValid(xml: string): void {
  const result = validateFa3(xml);
  assert.ok(result.ok, result.output);
  assert.match(result.output, /validates/);
}

describe('FA(3) XML', () => {
  it('a VAT invoice with several lines at two rates validates against the schema', () => {
    const doc = vatInvoice();
    const xml = fa3Xml(doc, { createdAt: CREATED, systemInfo: 'Helpdesk test' });
    assertValid(xml);
    assert.match(xml, /<KodFormularza kodSystemowy="FA \(3\)" wersjaSchemy="1-0E">FA<\/KodFormularza>/);
    assert.deepEqual(values(xml, 'DataWytworzeniaFa'), ['2026-11-02T09:15:00Z']);
    assert.deepEqual(values(xml, 'SystemInfo'), ['Helpdesk test']);
    assert.deepEqual(values(xml, 'NIP'), ['5260250274', '1234563218']);
    assert.deepEqual(values(xml, 'P_1'), ['2026-11-02']);
    assert.deepEqual(values(xml, 'P_1M'), ['Warszawa']);
    assert.deepEqual(values(xml, 'P_2'), ['FV/2026/10/1']);
    assert.deepEqual(values(xml, 'P_6'), ['2026-10-31']);
    assert.deepEqual(values(xml, 'RodzajFaktury'), ['VAT']);
    assert.deepEqual(values(xml, 'NrWierszaFa'), ['1', '2', '3', '4']);
    assert.deepEqual(values(xml, 'P_8B'), ['1', '12.5', '3', '1']);
    assert.deepEqual(values(xml, 'P_9A'), ['1000.00', '150.00', '80.00', '19.99']);
    assert.deepEqual(values(xml, 'P_11'), ['1000.00', '1875.00', '240.00', '19.99']);
    assert.deepEqual(values(xml, 'P_12'), ['23', '23', '8', '8']);
    assert.deepEqual(values(xml, 'Termin'), ['2026-11-16']);
    assert.deepEqual(values(xml, 'FormaPlatnosci'), ['6']);
    assert.deepEqual(values(xml, 'NrRB'), ['PL61109010140000071219812874']);
    assert.equal(values(xml, 'StanPrzed').length, 0);
  });

  it('the sums per rate equal the sums of the lines, and P_15 the gross total', () => {
    const doc = vatInvoice();
    const xml = fa3Xml(doc, { createdAt: CREATED });
    const byRate = (rate: number) => doc.lines.filter((l) => l.vatRate === rate);
    const sum = (rate: number, key: 'netGrosze' | 'vatGrosze') => byRate(rate).reduce((s, l) => s + l[key], 0);
    // 23 %: 1000 + 1875 net, 230 + 431.25 VAT; 8 %: 240 + 19.99 net, 19.20 + 1.60 VAT (1.5992 rounded per line).
    assert.deepEqual(values(xml, 'P_13_1'), [zloty(sum(23, 'netGrosze'))]);
    assert.deepEqual(values(xml, 'P_14_1'), [zloty(sum(23, 'vatGrosze'))]);
    assert.deepEqual(values(xml, 'P_13_2'), [zloty(sum(8, 'netGrosze'))]);
    assert.deepEqual(values(xml, 'P_14_2'), [zloty(sum(8, 'vatGrosze'))]);
    assert.deepEqual(values(xml, 'P_13_1'), ['2875.00']);
    assert.deepEqual(values(xml, 'P_14_1'), ['661.25']);
    assert.deepEqual(values(xml, 'P_13_2'), ['259.99']);
    assert.deepEqual(values(xml, 'P_14_2'), ['20.80']);
    assert.deepEqual(values(xml, 'P_15'), [zloty(doc.grossGrosze)]);
    assert.deepEqual(values(xml, 'P_15'), ['3817.04']);
    assert.equal(values(xml, 'P_13_3').length, 0);
  });

  it('a buyer without NIP is the no-identifier variant; Polish letters and & < > " survive the round trip', () => {
    const doc = noNipInvoice();
    const xml = fa3Xml(doc, { createdAt: CREATED });
    assertValid(xml);
    assert.match(xml, /<BrakID>1<\/BrakID>/);
    assert.deepEqual(values(xml, 'NIP'), ['5260250274']);
    assert.equal(values(xml, 'P_1M').length, 0);
    assert.deepEqual(values(xml, 'Nazwa'), [doc.seller.name, 'Fundacja „Ptaki & Drzewa” <Łódź>']);
    assert.deepEqual(values(xml, 'P_7'), ['Wsparcie <zdalne> & "pilne" — ąćęłńóśźż']);
    assert.deepEqual(values(xml, 'AdresL2'), ['00-916 Warszawa', '90-001 Łódź']);
    assert.ok(!xml.includes('<zdalne>'), 'the raw < > are escaped');
    assert.deepEqual(values(xml, 'P_8B'), ['2.25']);
  });

  it('a KOR correction with the corrected invoice’s KSeF number: rows before marked StanPrzed, differences as sums', () => {
    const doc = correction(KSEF_NUMBER);
    const xml = fa3Xml(doc, { createdAt: CREATED });
    assertValid(xml);
    assert.deepEqual(values(xml, 'RodzajFaktury'), ['KOR']);
    assert.deepEqual(values(xml, 'PrzyczynaKorekty'), ['Miesiąc otwarty ponownie: zaakceptowano mniej godzin']);
    assert.deepEqual(values(xml, 'TypKorekty'), ['1']);
    assert.deepEqual(values(xml, 'NrFaKorygowanej'), ['FV/2026/10/1']);
    assert.deepEqual(values(xml, 'DataWystFaKorygowanej'), ['2026-11-02']);
    assert.deepEqual(values(xml, 'NrKSeF'), ['1']);
    assert.deepEqual(values(xml, 'NrKSeFFaKorygowanej'), [KSEF_NUMBER]);
    assert.deepEqual(values(xml, 'NrWierszaFa'), ['1', '2', '3', '4', '5', '6', '7', '8']);
    assert.equal(values(xml, 'StanPrzed').length, 4);
    assert.ok(xml.indexOf('<StanPrzed>') < xml.indexOf('<NrWierszaFa>5</NrWierszaFa>'), 'the rows before come first');
    // 2.25 hours fewer at 150 zł: −337.50 net, −77.62 VAT (per line, 431.25 before and 353.625 → 353.63 after).
    assert.deepEqual(values(xml, 'P_13_1'), ['-337.50']);
    assert.deepEqual(values(xml, 'P_14_1'), ['-77.62']);
    assert.deepEqual(values(xml, 'P_13_2'), ['0.00']);
    assert.deepEqual(values(xml, 'P_14_2'), ['0.00']);
    assert.deepEqual(values(xml, 'P_15'), ['-415.12']);
    const before = correction(KSEF_NUMBER).corrects!.linesBefore;
    assert.equal(-41512, doc.grossGrosze - before.reduce((s, l) => s + l.grossGrosze, 0));
  });

  it('a correction of an invoice that never reached KSeF carries the NrKSeFN flag', () => {
    const xml = fa3Xml(correction(null), { createdAt: CREATED });
    assertValid(xml);
    assert.deepEqual(values(xml, 'NrKSeFN'), ['1']);
    assert.equal(values(xml, 'NrKSeFFaKorygowanej').length, 0);
  });

  it('a buyer without a billing address is written without Adres (optional for the buyer); the seller must have one', () => {
    const doc = vatInvoice();
    const xml = fa3Xml({ ...doc, buyer: { ...doc.buyer, street: '', postalCode: '', city: ' ' } }, { createdAt: CREATED });
    assertValid(xml);
    assert.deepEqual(values(xml, 'AdresL1'), [doc.seller.street]);
    const cityOnly = fa3Xml({ ...doc, buyer: { ...doc.buyer, street: '', countryCode: '' } }, { createdAt: CREATED });
    assertValid(cityOnly);
    assert.deepEqual(values(cityOnly, 'AdresL1'), [doc.seller.street, '31-147 Kraków']);
    assert.throws(
      () => fa3Xml({ ...doc, seller: { ...doc.seller, street: '', postalCode: '', city: '' } }, { createdAt: CREATED }),
      /seller has no address/,
    );
  });

  it('the check runs: a document without P_2 is rejected by the schema', () => {
    const xml = fa3Xml(vatInvoice(), { createdAt: CREATED }).replace(/<P_2>[^<]*<\/P_2>\n/, '');
    assert.ok(!xml.includes('<P_2>'));
    const result = validateFa3(xml);
    assert.equal(result.ok, false);
    assert.match(result.output, /P_6.*Expected is.*P_2|P_2/);
  });

  it('amounts in złoty by integer arithmetic, quantities with up to two decimals', () => {
    assert.equal(zloty(0), '0.00');
    assert.equal(zloty(5), '0.05');
    assert.equal(zloty(-5), '-0.05');
    assert.equal(zloty(123456789012345), '1234567890123.45');
    assert.throws(() => zloty(1.5));
    assert.equal(quantityText(12.5), '12.5');
    assert.equal(quantityText(0.1 + 0.2), '0.3');
    assert.equal(quantityText(7), '7');
    assert.equal(quantityText(1.05), '1.05');
    assert.throws(() => quantityText(1.005));
  });

  it('refuses what FA(3) cannot state: no seller NIP, an unknown rate, totals that disagree with the lines', () => {
    const doc = vatInvoice();
    assert.throws(() => fa3Xml({ ...doc, seller: { ...doc.seller, nip: null } }, { createdAt: CREATED }), /NIP/);
    assert.throws(() => sumsPerRate([{ ...doc.lines[0]!, vatRate: 17 }]), /17/);
    assert.throws(() => fa3Xml({ ...doc, grossGrosze: doc.grossGrosze + 1 }, { createdAt: CREATED }), /differ/);
  });

  it('file names from invoice numbers', () => {
    assert.equal(fa3FileName('FV/2026/10/1'), 'FV_2026_10_1.xml');
    assert.equal(fa3FileName('FK/2026/11/1'), 'FK_2026_11_1.xml');
    assert.equal(fa3FileName('../Zażółć 1'), 'Zazo_c_1.xml');
    assert.equal(fa3FileName('///'), 'invoice.xml');
  });
});
