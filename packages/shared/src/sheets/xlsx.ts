/**
 * XLSX written from typed columns: numbers as numbers with a number format ('[h]:mm' durations as days, dates as
 * date serials, '%' fractions, '#,##0.00' money), text as inline strings (never a formula), the header row bold and
 * frozen, column widths. The parts are plain text so the same writer serves a file streamed entry by entry (the
 * server's export jobs) and a small workbook zipped in memory (`workbookBytes`, fflate). Written by hand because the
 * SheetJS community build writes neither frozen panes nor cell styles.
 */
import { strToU8, zipSync } from 'fflate';
import {
  daysOf,
  formatKeyOf,
  NUMBER_FORMATS,
  resolveCell,
  serialOf,
  widthOf,
  type NumberFormatKey,
  type SheetColumn,
  type SheetTable,
  type SheetValue,
} from './columns.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const XLSX_MIME = `${CT}.sheet`;

export const xmlText = (s: string): string =>
  s
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const FORMAT_KEYS = Object.keys(NUMBER_FORMATS) as NumberFormatKey[];
/** Cell style ids: 0 plain, 1 the bold header, then one per number format in NUMBER_FORMATS's order. */
const HEADER_STYLE = 1;
const styleOf = (key: NumberFormatKey) => 2 + FORMAT_KEYS.indexOf(key);

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="${FORMAT_KEYS.length}">${FORMAT_KEYS.map((k, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(NUMBER_FORMATS[k])}"/>`).join('')}</numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${2 + FORMAT_KEYS.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  FORMAT_KEYS.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('') +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A column's letters (0 → A, 26 → AA). */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const textCell = (ref: string, text: string, style = 0) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;

/** The start of a worksheet: the frozen header pane, the column widths, then the header row. */
export function sheetStart(columns: readonly SheetColumn[]): string {
  const cols = columns.length
    ? `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${widthOf(c)}" customWidth="1"/>`).join('')}</cols>`
    : '';
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>` +
    `<row r="1">${columns.map((c, i) => textCell(`${columnLetters(i)}1`, c.header, HEADER_STYLE)).join('')}</row>`
  );
}

/** One data row (`r` counts from 1; the header is row 1). */
export function rowXml(r: number, columns: readonly SheetColumn[], values: readonly SheetValue[]): string {
  let line = `<row r="${r}">`;
  const width = Math.max(columns.length, values.length);
  for (let i = 0; i < width; i++) {
    const cell = resolveCell(columns[i] ?? { header: '', kind: 'text' }, values[i]);
    if (!cell) continue;
    const ref = `${columnLetters(i)}${r}`;
    const key = formatKeyOf(cell);
    if (!key) {
      line += textCell(ref, cell.value as string);
      continue;
    }
    const n =
      cell.kind === 'duration'
        ? daysOf(cell.value as number)
        : cell.kind === 'date' || cell.kind === 'datetime'
          ? serialOf(cell.kind, cell.value as string)
          : (cell.value as number);
    line += `<c r="${ref}" s="${styleOf(key)}"><v>${n}</v></c>`;
  }
  return `${line}</row>`;
}

export const SHEET_END = '</sheetData></worksheet>';

/** A sheet name Excel accepts (no []:*?/\, at most 31 characters), unique in the book (case-insensitively). */
export function sheetNameIn(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 28) || 'Sheet';
  let out = base;
  for (let i = 2; taken.has(out.toLowerCase()); i++) out = `${base}~${i}`;
  taken.add(out.toLowerCase());
  return out;
}

/** The workbook's other parts (every entry but the sheets `xl/worksheets/sheet<n>.xml`), for sheets named so. */
export function packageParts(sheetNames: readonly string[], title?: string): { name: string; text: string }[] {
  const sheets = sheetNames.map((_, i) => i + 1);
  return [
    {
      name: '[Content_Types].xml',
      text:
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
        sheets.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${CT}.worksheet+xml"/>`).join('') +
        (title
          ? '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
          : '') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      text:
        `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
        (title ? `<Relationship Id="rId2" Type="${PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/>` : '') +
        '</Relationships>',
    },
    ...(title
      ? [
          {
            name: 'docProps/core.xml',
            text: `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${xmlText(title)}</dc:title></cp:coreProperties>`,
          },
        ]
      : []),
    {
      name: 'xl/workbook.xml',
      text:
        `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        sheetNames.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text:
        `${XML_HEAD}<Relationships xmlns="${PKG_REL}">` +
        sheets.map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: 'xl/styles.xml', text: STYLES },
  ];
}

/** The worksheet entry of the n-th sheet (from 1). */
export const sheetEntry = (n: number): string => `xl/worksheets/sheet${n}.xml`;

/** A small workbook made in memory: each table a sheet. */
export function workbookBytes(tables: readonly SheetTable[], title?: string): Uint8Array {
  const taken = new Set<string>();
  const names = tables.map((t) => sheetNameIn(t.name, taken));
  const files: Record<string, Uint8Array> = {};
  for (const part of packageParts(names, title)) files[part.name] = strToU8(part.text);
  tables.forEach((table, i) => {
    let xml = sheetStart(table.columns);
    table.rows.forEach((row, r) => (xml += rowXml(r + 2, table.columns, row)));
    files[sheetEntry(i + 1)] = strToU8(xml + SHEET_END);
  });
  return zipSync(files, { level: 6 });
}
