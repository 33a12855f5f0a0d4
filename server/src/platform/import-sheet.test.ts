/** Issue 34 item 6: a CSV in any encoding Polish offices produce, with any of the usual separators. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import iconv from 'iconv-lite';
import type { ImportEncoding } from '@helpdesk/shared/schemas';
import * as XLSX from '@e965/xlsx';
import { detectEncoding, detectSeparator, headerKey, parseSheet, SheetRefused, unpackedBytes } from './import-sheet';
import { sheetBomb } from '../test/sheet-bomb';

const PEOPLE = [
  ['Imię', 'Nazwisko', 'E-mail', 'Miasto'],
  ['Łukasz', 'Żółć', 'lukasz.zolc@budex.test', 'Łódź'],
  ['Gęślą', 'Jaźń', 'gesla.jazn@budex.test', 'Świnoujście'],
  ['Świętosław', 'Ścibor', 'swietoslaw.scibor@budex.test', 'Źródła'],
];
const csvText = (separator = ';', lines = PEOPLE) => lines.map((line) => line.join(separator)).join('\r\n') + '\r\n';

/** The file as an office program writes it: iconv-lite encodes, a BOM where asked. */
const encoded = (text: string, encoding: ImportEncoding, bom = false): Buffer => iconv.encode(text, encoding, { addBOM: bom });

describe('import sheet: encodings', () => {
  const cases: { name: string; bytes: Buffer; detected: ImportEncoding }[] = [
    { name: 'UTF-8', bytes: encoded(csvText(), 'utf-8'), detected: 'utf-8' },
    { name: 'UTF-8 with BOM', bytes: encoded(csvText(), 'utf-8', true), detected: 'utf-8' },
    { name: 'UTF-16 LE with BOM', bytes: encoded(csvText(), 'utf-16le', true), detected: 'utf-16le' },
    { name: 'UTF-16 BE with BOM', bytes: encoded(csvText(), 'utf-16be', true), detected: 'utf-16be' },
    { name: 'UTF-16 LE without BOM', bytes: encoded(csvText(), 'utf-16le'), detected: 'utf-16le' },
    { name: 'UTF-16 BE without BOM', bytes: encoded(csvText(), 'utf-16be'), detected: 'utf-16be' },
    { name: 'Windows-1250 (Polish Excel)', bytes: encoded(csvText(), 'windows-1250'), detected: 'windows-1250' },
    { name: 'ISO-8859-2', bytes: encoded(csvText(), 'iso-8859-2'), detected: 'iso-8859-2' },
  ];
  for (const { name, bytes, detected } of cases) {
    it(`reads ${name}: Polish names intact, the encoding detected`, () => {
      assert.equal(detectEncoding(bytes), detected);
      const sheet = parseSheet('pracownicy.csv', bytes);
      assert.deepEqual(sheet.headers, PEOPLE[0]);
      assert.deepEqual(sheet.rows, PEOPLE.slice(1));
      assert.deepEqual(sheet.source, { encoding: detected, detected_encoding: detected, separator: 'semicolon' });
    });
  }

  it('tells Windows-1250 from ISO-8859-2 by the bytes of ą ś ź Ą Ś Ź, and by bytes 0x80–0x9F', () => {
    assert.equal(detectEncoding(encoded('ąśź ĄŚŹ', 'windows-1250')), 'windows-1250');
    assert.equal(detectEncoding(encoded('ąśź ĄŚŹ', 'iso-8859-2')), 'iso-8859-2');
    // „ and ” exist only in Windows-1250 (0x84, 0x94): the file is Windows-1250 even with ISO-looking letters around.
    assert.equal(detectEncoding(Buffer.from([0x84, 0xb1, 0xb6, 0x94])), 'windows-1250');
    // Letters both pages share (ó, ę, ł, ż) decide nothing: Polish Excel's default wins.
    assert.equal(detectEncoding(encoded('Żółć, węgiel', 'windows-1250')), 'windows-1250');
  });

  it('reads the file again in the encoding the user chose over the detected one', () => {
    const bytes = encoded(csvText(), 'iso-8859-2');
    const wrong = parseSheet('pracownicy.csv', bytes, 'windows-1250');
    assert.deepEqual(wrong.source, { encoding: 'windows-1250', detected_encoding: 'iso-8859-2', separator: 'semicolon' });
    assert.notEqual(wrong.rows[2]![0], 'Świętosław', 'read as the wrong page, the name is garbled');
    assert.equal(parseSheet('pracownicy.csv', bytes, 'iso-8859-2').rows[2]![0], 'Świętosław');
  });
});

describe('import sheet: separators', () => {
  for (const [separator, char] of [
    ['semicolon', ';'],
    ['comma', ','],
    ['tab', '\t'],
  ] as const) {
    it(`detects ${separator}`, () => {
      const sheet = parseSheet('lista.csv', encoded(csvText(char), 'windows-1250'));
      assert.equal(sheet.source.separator, separator);
      assert.deepEqual(sheet.rows, PEOPLE.slice(1));
    });
  }

  it('respects quotes: separators and line breaks inside a quoted field do not count', () => {
    const text = [
      'Typ;Producent;Opis',
      '"laptop";"Dell, Inc.";"dwa, trzy, cztery, pięć"',
      'drukarka;"HP";"linia 1\nlinia 2, z przecinkiem"',
    ].join('\n');
    assert.equal(detectSeparator(text), 'semicolon');
    const sheet = parseSheet('urzadzenia.csv', encoded(text, 'utf-8'));
    assert.deepEqual(sheet.rows, [
      ['laptop', 'Dell, Inc.', 'dwa, trzy, cztery, pięć'],
      ['drukarka', 'HP', 'linia 1\nlinia 2, z przecinkiem'],
    ]);
  });

  it('prefers the separator whose column count holds over the first lines', () => {
    // Commas appear on the header too, but only the semicolons keep the same count on every line.
    const text = ['Nazwisko, imię;E-mail;Miasto', 'Kowalski, Jan;jan@x.test;Gdańsk', 'Nowak;anna@x.test;Sopot, Pomorze, PL'].join('\n');
    assert.equal(detectSeparator(text), 'semicolon');
    assert.equal(detectSeparator('a,b,c\n1,2,3\n4,5,6'), 'comma');
    assert.equal(detectSeparator('Opis\tUwagi; inne\nlaptop\tnowy\ndrukarka\tA4; A3; kolor'), 'tab');
  });

  it('follows an Excel "sep=" first line and drops it', () => {
    const sheet = parseSheet('lista.csv', encoded(`sep=,\r\n${csvText(',')}`, 'windows-1250'));
    assert.equal(sheet.source.separator, 'comma');
    assert.deepEqual(sheet.headers, PEOPLE[0]);
  });

  it('leaves a workbook to SheetJS: no encoding, no separator', async () => {
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(PEOPLE), 'Pracownicy');
    const sheet = parseSheet('pracownicy.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 'windows-1250');
    assert.deepEqual(sheet.rows, PEOPLE.slice(1));
    assert.deepEqual(sheet.source, { encoding: null, detected_encoding: null, separator: null });
  });
});

describe('import sheet: header keys', () => {
  it('compares headers without case, diacritics, spaces and punctuation', () => {
    assert.equal(headerKey('IMIĘ'), headerKey('imie'));
    assert.equal(headerKey('Miejscowość'), 'miejscowosc');
    assert.equal(headerKey('Łódź'), 'lodz');
    assert.equal(headerKey(' E-mail '), 'email');
  });
});

describe('import sheet: limits (issue 35 item 2)', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof SheetRefused) return { key: error.key, params: error.params };
      throw error;
    }
    assert.fail('the file was read');
  };

  it('refuses a zip whose entries unpack past the limit from its central directory, inflating nothing', () => {
    const bomb = sheetBomb(20);
    assert.ok(bomb.length < 100_000, 'the fixture is a bomb: 20 MB in a few KB');
    assert.ok(unpackedBytes(bomb) > 20 * 1024 * 1024);
    assert.deepEqual(
      refusal(() => parseSheet('pracownicy.xlsx', bomb, undefined, { maxUnpackedMb: 10, maxCells: 500_000 })),
      { key: 'import_too_large_unpacked', params: { max: 10, size: 21 } },
    );
    // The deflated data ruined: had anything been inflated, the file would be unreadable instead.
    const ruined = Buffer.from(bomb);
    ruined.fill(0xff, 2_000, bomb.length - 1_000);
    assert.equal(
      refusal(() => parseSheet('pracownicy.xlsx', ruined, undefined, { maxUnpackedMb: 10, maxCells: 500_000 })).key,
      'import_too_large_unpacked',
    );
    // Under the limit the same kind of file is read.
    assert.equal(parseSheet('pracownicy.xlsx', sheetBomb(1), undefined, { maxUnpackedMb: 10, maxCells: 500_000 }).headers[0], 'email');
  });

  it('refuses a sheet whose used range holds more cells than the limit, before filling them in', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['email'], ['anna@budex.test']]);
    sheet['XFD40'] = { t: 's', v: 'far away' };
    sheet['!ref'] = 'A1:XFD40';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Arkusz1');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    assert.deepEqual(
      refusal(() => parseSheet('szeroki.xlsx', bytes, undefined, { maxUnpackedMb: 100, maxCells: 500_000 })),
      { key: 'import_too_many_cells', params: { max: 500_000, cells: 40 * 16_384 } },
    );
    assert.equal(parseSheet('szeroki.xlsx', bytes, undefined, { maxUnpackedMb: 100, maxCells: 700_000 }).rows.length, 2);
  });

  it('refuses a zip with a broken central directory as unreadable', () => {
    const bomb = sheetBomb(1);
    assert.equal(refusal(() => parseSheet('pracownicy.xlsx', bomb.subarray(0, bomb.length - 30))).key, 'import_file_unreadable');
  });
});
