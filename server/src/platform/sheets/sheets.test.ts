/**
 * The one sheet writer, read back: XLSX cells are numbers with their formats (durations '[h]:mm' as days, dates,
 * percentages, money), text never a formula, the header frozen (the sheet XML's pane) and columns sized, in memory
 * and streamed; CSV in the Polish and English dialects, formula-looking text defused.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { csvText, workbookBytes, type SheetColumn, type SheetValue } from '@helpdesk/shared/sheets';
import { sheetFile, tableWriter } from './writers';

const COLUMNS: SheetColumn[] = [
  { header: 'Name', kind: 'text' },
  { header: 'Count', kind: 'integer' },
  { header: 'Hours', kind: 'decimal' },
  { header: 'Amount', kind: 'money' },
  { header: 'Time', kind: 'duration' },
  { header: 'Day', kind: 'date' },
  { header: 'At', kind: 'datetime' },
  { header: 'Rate', kind: 'percent' },
  { header: 'Margin', kind: 'percent', decimals: 1 },
];
const ROWS: SheetValue[][] = [
  ['=HYPERLINK("http://evil")', 3, 1.25, 1234.5, 90, '2026-11-03', '2026-11-03 08:15', 0.5, 0.125],
  ['-5 zł', -2, 0.5, -10, 1500, '2026-11-04', '2026-11-04T23:59:00', 1, null],
  ['Razem', 1, null, 1224.5, 1590, null, null, null, null],
];

const cellsOf = (bytes: Uint8Array | Buffer, opts: XLSX.ParsingOptions = {}) => {
  const book = XLSX.read(bytes, { type: 'buffer', cellNF: true, ...opts });
  return { book, sheet: book.Sheets[book.SheetNames[0]!]! };
};

describe('XLSX from typed columns', () => {
  const bytes = workbookBytes([{ name: 'Raport: listopad', columns: COLUMNS, rows: ROWS }], 'Title');

  it('writes numbers with their formats and text as text', () => {
    const { book, sheet } = cellsOf(bytes);
    assert.equal(book.SheetNames[0], 'Raport  listopad');
    assert.deepEqual(
      ['A1', 'E1', 'I1'].map((a) => sheet[a]?.v),
      ['Name', 'Time', 'Margin'],
    );
    const a2 = sheet.A2!;
    assert.equal(a2.t, 's');
    assert.equal(a2.v, '=HYPERLINK("http://evil")');
    assert.equal(a2.f, undefined, 'text is never a formula');
    assert.deepEqual([sheet.B2!.t, sheet.B2!.v, sheet.B2!.z], ['n', 3, '0']);
    assert.deepEqual([sheet.C2!.t, sheet.C2!.v, sheet.C2!.z], ['n', 1.25, '0.00']);
    assert.deepEqual([sheet.D2!.t, sheet.D2!.v, sheet.D2!.z], ['n', 1234.5, '#,##0.00']);
    assert.deepEqual([sheet.E2!.t, sheet.E2!.v, sheet.E2!.z], ['n', 90 / 1440, '[h]:mm']);
    assert.equal(sheet.E2!.w, '1:30');
    assert.equal(sheet.E3!.w, '25:00', 'hours go past a day');
    assert.deepEqual([sheet.F2!.t, sheet.F2!.z, sheet.F2!.w], ['n', 'yyyy-mm-dd', '2026-11-03']);
    assert.deepEqual([sheet.G2!.z, sheet.G2!.w], ['yyyy-mm-dd hh:mm', '2026-11-03 08:15']);
    assert.deepEqual([sheet.H2!.t, sheet.H2!.v, sheet.H2!.z, sheet.H2!.w], ['n', 0.5, '0%', '50%']);
    assert.deepEqual([sheet.I2!.v, sheet.I2!.z, sheet.I2!.w], [0.125, '0.0%', '12.5%']);
    assert.deepEqual([sheet.B3!.t, sheet.B3!.v], ['n', -2], 'a negative number stays a number');
    assert.equal(sheet.I3, undefined, 'an empty value is no cell');
  });

  it('reads dates back as dates', () => {
    const { sheet } = cellsOf(bytes, { cellDates: true });
    assert.equal(sheet.F2!.t, 'd');
    assert.equal((sheet.F2!.v as Date).toISOString().slice(0, 10), '2026-11-03');
  });

  it('the duration column sums to its total', () => {
    const { sheet } = cellsOf(bytes);
    const total = (sheet.E2!.v as number) + (sheet.E3!.v as number);
    assert.ok(Math.abs(total - (sheet.E4!.v as number)) < 1e-9);
    assert.equal(Math.round(total * 1440), 1590);
  });

  it('freezes the header row and sizes the columns', () => {
    const files = unzipSync(bytes);
    const xml = strFromU8(files['xl/worksheets/sheet1.xml']!);
    assert.match(xml, /<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>/);
    assert.match(xml, /<cols><col min="1" max="1" width="\d+" customWidth="1"\/>/);
    const widths = [...xml.matchAll(/<col min="(\d+)" max="\d+" width="(\d+)"/g)].map((m) => Number(m[2]));
    assert.equal(widths.length, COLUMNS.length);
    assert.ok(widths.every((w) => w >= 9));
    assert.match(strFromU8(files['xl/styles.xml']!), /formatCode="\[h\]:mm"/);
  });

  it('streams several sheets to a file, each with its header', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sheets-'));
    after(() => rm(dir, { recursive: true, force: true }));
    const path = join(dir, 'two.xlsx');
    const writer = await tableWriter('xlsx', path, 'pl');
    await writer.table('First', COLUMNS);
    for (const row of ROWS) await writer.row(row);
    await writer.table('First', [
      { header: 'Company', kind: 'text' },
      { header: 'Time', kind: 'duration' },
    ]);
    await writer.row(['ACME', 60]);
    await writer.close();
    const bytes = await readFile(path);
    const book = XLSX.read(bytes, { cellNF: true });
    assert.deepEqual(book.SheetNames, ['First', 'First~2']);
    assert.deepEqual([book.Sheets['First~2']!.B2!.v, book.Sheets['First~2']!.B2!.z], [60 / 1440, '[h]:mm']);
    for (const n of [1, 2]) assert.match(strFromU8(unzipSync(bytes)[`xl/worksheets/sheet${n}.xml`]!), /state="frozen"/);
  });
});

describe("CSV in the reader's dialect", () => {
  const table = [{ name: 'Raport', columns: COLUMNS, rows: ROWS }];

  it('Polish: BOM, semicolons, decimal commas, h:mm, CRLF, formulas defused', () => {
    const text = csvText(table, 'pl');
    assert.ok(text.startsWith('\uFEFF'));
    const lines = text.slice(1).split('\r\n');
    assert.equal(lines.at(-1), '', 'every line ends with CRLF');
    assert.equal(lines[0], 'Name;Count;Hours;Amount;Time;Day;At;Rate;Margin');
    assert.equal(lines[1], `"'=HYPERLINK(""http://evil"")";3;1,25;1234,50;1:30;2026-11-03;2026-11-03 08:15;50%;12,5%`);
    assert.equal(lines[2], `'-5 zł;-2;0,5;-10,00;25:00;2026-11-04;2026-11-04 23:59;100%;`);
    assert.equal(lines[3], 'Razem;1;;1224,50;26:30;;;;');
    // A spreadsheet reading it with the Polish separator sees the columns.
    const parsed = XLSX.read(text.slice(1), { type: 'string', FS: ';', raw: true });
    const rows = XLSX.utils.sheet_to_json<string[]>(parsed.Sheets.Sheet1!, { header: 1, raw: false });
    assert.equal(rows[1]!.length, 9);
    assert.equal(rows[1]![3], '1234,50');
  });

  it('English: commas and decimal points', () => {
    const text = csvText(table, 'en');
    assert.ok(text.startsWith('\uFEFF'));
    const lines = text.slice(1).split('\r\n');
    assert.equal(lines[0], 'Name,Count,Hours,Amount,Time,Day,At,Rate,Margin');
    assert.equal(lines[1], `"'=HYPERLINK(""http://evil"")",3,1.25,1234.50,1:30,2026-11-03,2026-11-03 08:15,50%,12.5%`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(text.slice(1), { type: 'string' }).Sheets.Sheet1!, { header: 1 });
    assert.equal(rows[1]![3], 1234.5, 'the amount reads as a number');
    assert.equal(rows[2]![1], -2);
  });

  it('defuses every formula start, and a separator inside text is quoted', () => {
    const columns: SheetColumn[] = [{ header: 'x', kind: 'text' }];
    const rows = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'a;b', 'plain'].map((v) => [v]);
    const pl = csvText([{ name: 's', columns, rows }], 'pl')
      .slice(1)
      .split('\r\n');
    assert.deepEqual(pl.slice(1, 5), ["'=1+1", "'+1", "'-1", "'@SUM(A1)"]);
    assert.equal(pl[5], "'\tx");
    assert.ok(pl.includes('"a;b"'));
    assert.ok(pl.includes('plain'));
    const en = csvText([{ name: 's', columns, rows }], 'en');
    assert.ok(en.includes("'=1+1\r\n"));
    assert.ok(en.includes('a;b\r\n'));
  });

  it('tables follow each other after an empty line', () => {
    const two = sheetFile(
      'csv',
      [
        { name: 'a', columns: [{ header: 'A', kind: 'integer' }], rows: [[1]] },
        { name: 'b', columns: [{ header: 'B', kind: 'duration' }], rows: [[61]] },
      ],
      'pl',
    ).toString('utf8');
    assert.equal(two, '\uFEFFA\r\n1\r\n\r\nB\r\n1:01\r\n');
  });
});
