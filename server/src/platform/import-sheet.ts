/**
 * Reading an uploaded spreadsheet for any import (employees, devices): .xlsx/.xls through SheetJS (the patched
 * `@e965/xlsx` build); a .csv decoded from whatever Polish offices save — UTF-8 with or without BOM, UTF-16 LE/BE,
 * Windows-1250 (Polish Excel's default), ISO-8859-2 — with iconv-lite, its separator (`;` `,` tab) sniffed, unless
 * the user chose the encoding. The answer says which encoding and separator were used, so the preview can show them.
 */
import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import {
  IMPORT_ENCODINGS,
  IMPORT_EXTENSIONS,
  IMPORT_MAX_CELLS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_MB,
  type ImportEncoding,
  type ImportSeparator,
} from '@helpdesk/shared/schemas';

export class SheetRefused extends Error {
  constructor(
    readonly key:
      | 'import_file_type'
      | 'import_file_unreadable'
      | 'import_file_empty'
      | 'import_too_many_rows'
      | 'import_too_large_unpacked'
      | 'import_too_many_cells'
      | 'import_too_slow'
      | 'import_too_heavy',
    readonly params: Record<string, number> = {},
  ) {
    super(key);
  }
}

/**
 * What one upload may cost besides its 10 MB: the archive's entries unpacked (IMPORT_MAX_UNPACKED_MB, read from the
 * zip's central directory before anything is inflated) and the first sheet's cells (IMPORT_MAX_CELLS, its used range
 * up to the row limit). The time budget is the CPU pool's (CPU_TASK_TIMEOUT_MS): parseSheet runs there through
 * readSheet (cpu-work/sheets.ts).
 */
export interface ImportLimits {
  maxUnpackedMb: number;
  maxCells: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = { maxUnpackedMb: IMPORT_MAX_UNPACKED_MB, maxCells: IMPORT_MAX_CELLS };

/** How a file was read: a text file's encoding (detected, or chosen) and separator; null for a workbook. */
export interface SheetSource {
  encoding: ImportEncoding | null;
  detected_encoding: ImportEncoding | null;
  separator: ImportSeparator | null;
}

export interface ParsedSheet {
  headers: string[];
  rows: string[][];
  source: SheetSource;
}

export const isImportEncoding = (value: unknown): value is ImportEncoding =>
  typeof value === 'string' && (IMPORT_ENCODINGS as readonly string[]).includes(value);

const SEPARATOR_CHARS: Record<ImportSeparator, string> = { semicolon: ';', comma: ',', tab: '\t' };
/** Polish Excel's own separator first: it wins a tie. */
const SEPARATOR_ORDER: ImportSeparator[] = ['semicolon', 'comma', 'tab'];

// ą ś ź Ą Ś Ź: where the two Polish single-byte code pages differ.
const CP1250_LETTERS = new Set([0xb9, 0x9c, 0x9f, 0xa5, 0x8c, 0x8f]);
const ISO_8859_2_LETTERS = new Set([0xb1, 0xb6, 0xbc, 0xa1, 0xa6, 0xac]);
const SNIFF_BYTES = 64 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** UTF-16 without a BOM: text that is mostly ASCII has a NUL in every other byte (the high byte of each unit). */
function utf16ByNuls(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (length < 4) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const units = length / 2;
  if (odd > units * 0.3 && even < units * 0.05) return 'utf-16le';
  if (even > units * 0.3 && odd < units * 0.05) return 'utf-16be';
  return null;
}

/**
 * The encoding of a text file: a BOM; else UTF-16 by its NUL pattern; else UTF-8 when the bytes are valid UTF-8;
 * else a Polish single-byte page — ISO-8859-2 only when its letters ą ś ź Ą Ś Ź outnumber Windows-1250's and no
 * byte 0x80–0x9F (control characters in ISO-8859-2, letters and punctuation in Windows-1250) appears.
 */
export function detectEncoding(bytes: Uint8Array): ImportEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const byNuls = utf16ByNuls(bytes);
  if (byNuls) return byNuls;
  if (isUtf8(bytes)) return 'utf-8';
  let cp1250 = 0;
  let iso = 0;
  let c1Controls = 0;
  for (const byte of bytes) {
    if (CP1250_LETTERS.has(byte)) cp1250++;
    else if (ISO_8859_2_LETTERS.has(byte)) iso++;
    if (byte >= 0x80 && byte <= 0x9f) c1Controls++;
  }
  return iso > cp1250 && c1Controls === 0 ? 'iso-8859-2' : 'windows-1250';
}

/** The text in `encoding` (a BOM dropped), control characters other than tab and line breaks removed later per cell. */
export function decodeText(bytes: Buffer, encoding: ImportEncoding): string {
  return iconv.decode(bytes, encoding, { stripBOM: true }).replace(/^\uFEFF/, '');
}

/**
 * Each candidate's count outside quotes per record, over the first records (a quoted field may hold separators and
 * line breaks). The separator is the one present in the header whose count stays the same on the most records;
 * ties go to the larger count, then to `;`. An Excel `sep=` first line decides by itself.
 */
export function detectSeparator(text: string): ImportSeparator {
  const hint = /^sep=(.)\r?\n/.exec(text);
  if (hint) return SEPARATOR_ORDER.find((s) => SEPARATOR_CHARS[s] === hint[1]) ?? 'semicolon';
  const records: Record<ImportSeparator, number>[] = [];
  let counts = { semicolon: 0, comma: 0, tab: 0 };
  let quoted = false;
  let blank = true;
  for (let i = 0; i < text.length && records.length < 20; i++) {
    const char = text[i];
    if (char === '"') {
      quoted = !quoted;
      blank = false;
    } else if (quoted) continue;
    else if (char === '\n' || char === '\r') {
      if (!blank) records.push(counts);
      counts = { semicolon: 0, comma: 0, tab: 0 };
      blank = true;
    } else {
      if (char === ';') counts.semicolon++;
      else if (char === ',') counts.comma++;
      else if (char === '\t') counts.tab++;
      if (char !== ' ') blank = false;
    }
  }
  if (!blank && records.length < 20) records.push(counts);
  const [header] = records;
  if (!header) return 'semicolon';
  let best: { separator: ImportSeparator; consistent: number; width: number } | null = null;
  for (const separator of SEPARATOR_ORDER) {
    const width = header[separator];
    if (width === 0) continue;
    const consistent = records.filter((r) => r[separator] === width).length;
    if (!best || consistent > best.consistent || (consistent === best.consistent && width > best.width))
      best = { separator, consistent, width };
  }
  return best?.separator ?? 'semicolon';
}

const extensionOf = (fileName: string) => fileName.toLowerCase().split('.').pop() ?? '';

const MB = 1024 * 1024;
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The sum of a zip's entries unpacked, as its central directory declares them: fflate reads the directory and asks
 * the filter about each entry, which refuses all, so nothing is inflated. A directory that understates its sizes
 * still meets the worker's heap and time budgets.
 */
export function unpackedBytes(bytes: Uint8Array): number {
  let total = 0;
  unzipSync(bytes, {
    filter: (entry) => {
      total += entry.originalSize;
      return false;
    },
  });
  return total;
}

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
        .trim();

/**
 * The first sheet's header row and the non-empty rows below it, every cell as trimmed text, and how the file was
 * read. `encoding` overrides the detected one for a .csv (a workbook carries its own).
 */
export function parseSheet(fileName: string, bytes: Buffer, encoding?: ImportEncoding, limits = DEFAULT_IMPORT_LIMITS): ParsedSheet {
  const extension = extensionOf(fileName);
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) throw new SheetRefused('import_file_type');
  // SheetJS reads a zip whatever the extension says, so any zip is measured.
  if (extension !== 'csv' && isZip(bytes)) {
    let unpacked: number;
    try {
      unpacked = unpackedBytes(bytes);
    } catch {
      throw new SheetRefused('import_file_unreadable');
    }
    if (unpacked > limits.maxUnpackedMb * MB)
      throw new SheetRefused('import_too_large_unpacked', { max: limits.maxUnpackedMb, size: Math.ceil(unpacked / MB) });
  }
  let workbook: XLSX.WorkBook;
  let source: SheetSource = { encoding: null, detected_encoding: null, separator: null };
  try {
    // Reading stops after the bound (+ header + 1 to notice a longer file); `!fullref` keeps the real size.
    const options: XLSX.ParsingOptions = {
      sheetRows: IMPORT_MAX_ROWS + 2,
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellFormula: false,
    };
    if (extension === 'csv') {
      const detected = detectEncoding(bytes);
      const used = encoding ?? detected;
      let text = decodeText(bytes, used);
      const separator = detectSeparator(text);
      text = text.replace(/^sep=.\r?\n/, '');
      source = { encoding: used, detected_encoding: detected, separator };
      workbook = XLSX.read(text, { ...options, type: 'string', raw: true, FS: SEPARATOR_CHARS[separator] } as XLSX.ParsingOptions);
    } else workbook = XLSX.read(bytes, { ...options, type: 'buffer' });
  } catch {
    throw new SheetRefused('import_file_unreadable');
  }
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) throw new SheetRefused('import_file_empty');
  // sheet_to_json fills every cell of the used range: a sparse sheet spanning 16 384 columns is refused before that.
  if (sheet['!ref']) {
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const cells = (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1);
    if (cells > limits.maxCells) throw new SheetRefused('import_too_many_cells', { max: limits.maxCells, cells });
  }
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  const lines = matrix.map((line) => line.map(cellText)).filter((line) => line.some(Boolean));
  const [headerLine, ...rows] = lines;
  if (!headerLine || rows.length === 0) throw new SheetRefused('import_file_empty');
  if (rows.length > IMPORT_MAX_ROWS) {
    const full = sheet['!fullref'] ?? sheet['!ref'];
    const total = full ? XLSX.utils.decode_range(full).e.r : rows.length;
    throw new SheetRefused('import_too_many_rows', { max: IMPORT_MAX_ROWS, rows: Math.max(total, rows.length) });
  }
  const width = headerLine.length;
  const headers = headerLine.map((h, i) => h || `#${i + 1}`);
  return { headers, rows: rows.map((line) => Array.from({ length: width }, (_, i) => line[i] ?? '')), source };
}

/**
 * A header compared without case, diacritics, spaces and punctuation ("Imię" = "imie" = "IMIE", "E-mail" = "email"):
 * how every import recognises its columns.
 */
export const headerKey = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
