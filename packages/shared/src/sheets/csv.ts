/**
 * CSV in the reader's dialect: Polish — `;` between cells and a decimal comma (what Polish Excel expects), English —
 * `,` and a decimal point; both UTF-8 with a BOM (so Excel reads Polish letters) and CRLF line ends. Durations are
 * written 'h:mm', dates 'yyyy-mm-dd'. A text cell that a spreadsheet would run as a formula (OWASP "CSV injection":
 * it starts with = + - @, a tab or a CR) is written with a leading apostrophe.
 */
import type { CsvDialect } from '../schemas/enums.ts';
import { resolveCell, type ResolvedCell, type SheetColumn, type SheetTable, type SheetValue } from './columns.ts';

export { CSV_DIALECTS, type CsvDialect } from '../schemas/enums.ts';

interface DialectRules {
  separator: string;
  decimal: string;
}

const DIALECTS: Record<CsvDialect, DialectRules> = {
  pl: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet will not run: a formula-looking value gets a leading apostrophe. */
export const defuseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes as 'h:mm' (hours unbounded, '-' before a negative one). */
export function hoursAndMinutes(minutes: number): string {
  const m = Math.round(Math.abs(minutes));
  return `${minutes < 0 && m > 0 ? '-' : ''}${Math.floor(m / 60)}:${pad(m % 60)}`;
}

/** A number with at most `max` decimals (exactly `fixed` when given) and the dialect's decimal mark. */
function decimalText(value: number, rules: DialectRules, max: number, fixed?: number): string {
  const text = fixed === undefined ? String(Number(value.toFixed(max))) : value.toFixed(fixed);
  return text.replace('.', rules.decimal);
}

function cellText(cell: ResolvedCell, rules: DialectRules): string {
  const v = cell.value;
  switch (cell.kind) {
    case 'integer':
      return String(Math.round(v as number));
    case 'decimal':
      return decimalText(v as number, rules, 2);
    case 'money':
      return decimalText(v as number, rules, 2, 2);
    case 'duration':
      return hoursAndMinutes(v as number);
    case 'percent':
      return `${decimalText((v as number) * 100, rules, cell.decimals)}%`;
    case 'date':
      return (v as string).slice(0, 10);
    case 'datetime':
      return (v as string).slice(0, 16).replace('T', ' ');
    default:
      return defuseFormula(v as string);
  }
}

const quote = (text: string, separator: string) =>
  text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

/** One CSV line (with its CRLF) of a row's values under the columns. */
export function csvLine(columns: readonly SheetColumn[], values: readonly SheetValue[], dialect: CsvDialect): string {
  const rules = DIALECTS[dialect];
  const width = Math.max(columns.length, values.length);
  const cells: string[] = [];
  for (let i = 0; i < width; i++) {
    const column = columns[i] ?? { header: '', kind: 'text' };
    const cell = resolveCell(column, values[i]);
    cells.push(cell ? quote(cellText(cell, rules), rules.separator) : '');
  }
  return cells.join(rules.separator) + CSV_EOL;
}

/** The header line of a table. */
export const csvHeader = (columns: readonly SheetColumn[], dialect: CsvDialect): string =>
  csvLine(
    columns.map(() => ({ header: '', kind: 'text' as const })),
    columns.map((c) => c.header),
    dialect,
  );

/** Whole tables as one CSV text: the BOM, then each table's header and rows, an empty line between tables. */
export function csvText(tables: readonly SheetTable[], dialect: CsvDialect): string {
  let out = CSV_BOM;
  tables.forEach((table, i) => {
    if (i > 0) out += CSV_EOL;
    out += csvHeader(table.columns, dialect);
    for (const row of table.rows) out += csvLine(table.columns, row, dialect);
  });
  return out;
}
