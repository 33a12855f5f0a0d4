/**
 * Typed spreadsheet columns, the one description every export (XLSX and CSV, on the server and in the browser)
 * writes its cells from: a column says what its values are, and each writer turns them into real numbers with a
 * number format (XLSX) or text in the reader's dialect (CSV). No zod, no i18next: the server and a lazily loaded
 * browser chunk both import it.
 */

/** What a column holds, and the value its rows give for it. */
export const COLUMN_KINDS = ['text', 'integer', 'decimal', 'money', 'duration', 'date', 'datetime', 'percent'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];
/*
 * Values by kind: text — a string; integer, decimal — a number; money — an amount in złoty (not grosze);
 * duration — minutes; date — 'YYYY-MM-DD'; datetime — local 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T');
 * percent — a fraction (0.25 is 25 %).
 */

export interface SheetColumn {
  /** The header label, in the reader's language. */
  header: string;
  kind: ColumnKind;
  /** Width in characters (default: from the kind and the header). */
  width?: number;
  /** Decimals shown by a percent column: 0 (default) or 1. */
  decimals?: 0 | 1;
}

/** One cell whose kind differs from its column's (a figure/value sheet mixes kinds in one column). */
export interface TypedCell {
  kind: ColumnKind;
  value: string | number | null;
  decimals?: 0 | 1;
}

export type SheetValue = string | number | null | undefined | TypedCell;

/** One table: a sheet in an XLSX; in a CSV, tables follow each other after an empty line. */
export interface SheetTable {
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetValue[])[];
}

/** A value resolved against its column: its kind and value, or null for an empty cell. */
export interface ResolvedCell {
  kind: ColumnKind;
  value: string | number;
  decimals: 0 | 1;
}

const NUMERIC: ReadonlySet<ColumnKind> = new Set(['integer', 'decimal', 'money', 'duration', 'percent']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * The cell a value makes in a column. A value that does not fit its kind (a label in a figures column, a date
 * that is no date) is written as text rather than guessed at.
 */
export function resolveCell(column: SheetColumn, value: SheetValue): ResolvedCell | null {
  const typed = typeof value === 'object' && value !== null ? value : null;
  const kind = typed?.kind ?? column.kind;
  const raw = typed ? typed.value : (value as string | number | null | undefined);
  const decimals = typed?.decimals ?? column.decimals ?? 0;
  if (raw === null || raw === undefined || raw === '') return null;
  if (NUMERIC.has(kind))
    return typeof raw === 'number' && Number.isFinite(raw)
      ? { kind, value: raw, decimals }
      : { kind: 'text', value: String(raw), decimals };
  if (kind === 'date')
    return typeof raw === 'string' && DATE.test(raw) ? { kind, value: raw, decimals } : { kind: 'text', value: String(raw), decimals };
  if (kind === 'datetime')
    return typeof raw === 'string' && DATETIME.test(raw) ? { kind, value: raw, decimals } : { kind: 'text', value: String(raw), decimals };
  return { kind: 'text', value: String(raw), decimals };
}

const EPOCH_1900 = Date.UTC(1899, 11, 30);

/** A local date or date-time as a spreadsheet serial number (days since 1899-12-30, the fraction the time of day). */
export function serialOf(kind: 'date' | 'datetime', value: string): number {
  const m = (kind === 'date' ? DATE : DATETIME).exec(value)!;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  return (utc - EPOCH_1900) / 86_400_000;
}

/** Minutes as a spreadsheet duration: a number of days, shown by '[h]:mm' (so SUM adds them). */
export const daysOf = (minutes: number): number => minutes / 1440;

/** Each kind's number format in the XLSX (percent by its decimals). */
export const NUMBER_FORMATS = {
  integer: '0',
  decimal: '0.00',
  money: '#,##0.00',
  duration: '[h]:mm',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
  percent0: '0%',
  percent1: '0.0%',
} as const;
export type NumberFormatKey = keyof typeof NUMBER_FORMATS;

export function formatKeyOf(cell: ResolvedCell): NumberFormatKey | null {
  if (cell.kind === 'text') return null;
  if (cell.kind === 'percent') return cell.decimals ? 'percent1' : 'percent0';
  return cell.kind;
}

const KIND_WIDTH: Record<ColumnKind, number> = {
  text: 18,
  integer: 9,
  decimal: 11,
  money: 13,
  duration: 10,
  date: 12,
  datetime: 17,
  percent: 9,
};

/** A column's width in characters: its own, else wide enough for its header and its kind's values. */
export const widthOf = (column: SheetColumn): number =>
  column.width ?? Math.min(50, Math.max(KIND_WIDTH[column.kind], column.header.length + 2));

/** A money column's value from integer grosze: złoty, exact to two decimals. */
export const zlotyOf = (grosze: number): number => Math.round(grosze) / 100;
