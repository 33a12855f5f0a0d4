/**
 * The invoice document as a PDF (pdf-lib, DejaVu Sans embedded so Polish letters print): seller and buyer, number
 * and dates, the lines, VAT per rate, the amount due with the bank account — for a correction the lines before and
 * after and the difference — and on a second page the client's time summary from the invoiced figures. Polish.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceTimeSummary } from '../../platform/db/schema';
import { text, type ServerMessageKey } from '../../platform/messages';
import type { InvoiceDocument, InvoiceDocumentLine } from './document';
import { totalsOf } from './lines';

const require = createRequire(import.meta.url);
const fontPath = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const fontBytes = () => (fonts ??= Promise.all([readFile(fontPath('DejaVuSans.ttf')), readFile(fontPath('DejaVuSans-Bold.ttf'))]));

/**
 * fontkit as pdf-lib calls it, parsing each font file once: pdf-lib parses the bytes for every document it embeds them
 * in, most of a PDF's time (a subset is cut from the parsed font per document, which leaves the font as it was).
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const onceParsedFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(bytes);
    if (!font) parsedFonts.set(bytes, (font = fontkit.create(bytes, postscriptName)));
    return font;
  },
};

const t = (key: ServerMessageKey, params: Record<string, string | number> = {}) => text('pl', key, params);

/** Grosze as Polish money: 123456 → "1 234,56" (a plain space between thousands, so it reads and copies the same). */
export function formatMoney(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  const zl = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${zl},${String(abs % 100).padStart(2, '0')}`;
}

/** 12.5 → "12,5"; 3 → "3". */
const formatQuantity = (q: number) => String(q).replace('.', ',');
/** Minutes as h:mm ("389:00"). */
const formatMinutes = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
/** 2026-10-31 → 31.10.2026 */
const formatDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
/** An account in groups of four (NRB: 2 + 6 × 4). */
const formatAccount = (a: string) =>
  /^\d{26}$/.test(a) ? `${a.slice(0, 2)} ${a.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}` : a.replace(/(.{4})(?=.)/g, '$1 ');
const formatNip = (n: string) => (/^\d{10}$/.test(n) ? `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}` : n);

const MARGIN = 40;
const WIDTH = 595.28;
const HEIGHT = 841.89;
const GREY = rgb(0.92, 0.92, 0.92);
const LINE = rgb(0.6, 0.6, 0.6);

/** A column: its width and whether it aligns right (numbers). */
interface Column {
  label: string;
  width: number;
  right?: boolean;
}

class Writer {
  page: PDFPage;
  y = HEIGHT - MARGIN;
  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([WIDTH, HEIGHT]);
  }

  newPage() {
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
    this.y = HEIGHT - MARGIN;
  }

  /** Room for `height` more points, else a new page. */
  need(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; right?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    const at = options.right !== undefined ? options.right - font.widthOfTextAtSize(value, size) : x;
    this.page.drawText(value, { x: at, y: this.y, size, font });
  }

  /** Words wrapped into lines no wider than `width`. */
  wrap(value: string, width: number, size = 9, bold = false): string[] {
    const font = bold ? this.bold : this.regular;
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  paragraph(value: string, options: { size?: number; bold?: boolean; x?: number; width?: number } = {}) {
    const size = options.size ?? 9;
    for (const l of this.wrap(value, options.width ?? WIDTH - 2 * MARGIN, size, options.bold)) {
      this.need(size + 3);
      this.text(l, options.x ?? MARGIN, { size, bold: options.bold });
      this.y -= size + 3;
    }
  }

  gap(points = 8) {
    this.y -= points;
  }

  /** A table: a shaded header row, then the rows (first column wrapped when long), a rule under each. */
  table(columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}) {
    const size = 8;
    const row = (cells: string[], header: boolean, bold: boolean) => {
      const wrapped = cells.map((c, i) => (columns[i]!.right && !header ? [c] : this.wrap(c, columns[i]!.width - 6, size, header || bold)));
      const height = Math.max(...wrapped.map((w) => w.length)) * (size + 2) + 4;
      this.need(height + 2);
      if (header) this.page.drawRectangle({ x: MARGIN, y: this.y - height + size + 1, width: WIDTH - 2 * MARGIN, height, color: GREY });
      let x = MARGIN;
      const top = this.y;
      wrapped.forEach((lines, i) => {
        const col = columns[i]!;
        lines.forEach((l, k) => {
          this.y = top - k * (size + 2);
          this.text(l, x + 3, { size, bold: header || bold, right: col.right ? x + col.width - 3 : undefined });
        });
        x += col.width;
      });
      this.y = top - height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + size - 1 },
        end: { x: WIDTH - MARGIN, y: this.y + size - 1 },
        thickness: 0.4,
        color: LINE,
      });
      this.y -= 2;
    };
    row(
      columns.map((c) => c.label),
      true,
      false,
    );
    rows.forEach((cells, i) => row(cells, false, Boolean(options.boldLast) && i === rows.length - 1));
  }
}

const lineColumns = (): Column[] => [
  { label: t('pdf_col_no'), width: 22 },
  { label: t('pdf_col_name'), width: 147 },
  { label: t('pdf_col_qty'), width: 36, right: true },
  { label: t('pdf_col_unit'), width: 32 },
  { label: t('pdf_col_unit_net'), width: 58, right: true },
  { label: t('pdf_col_net'), width: 64, right: true },
  { label: t('pdf_col_vat_rate'), width: 34, right: true },
  { label: t('pdf_col_vat'), width: 56, right: true },
  { label: t('pdf_col_gross'), width: 66.28, right: true },
];

const lineCells = (lines: readonly InvoiceDocumentLine[]): string[][] => {
  const totals = totalsOf(lines);
  return [
    ...lines.map((l, i) => [
      String(i + 1),
      l.name,
      formatQuantity(l.quantity),
      l.unit,
      formatMoney(l.unitNetGrosze),
      formatMoney(l.netGrosze),
      `${l.vatRate}%`,
      formatMoney(l.vatGrosze),
      formatMoney(l.grossGrosze),
    ]),
    ['', t('pdf_total'), '', '', '', formatMoney(totals.netGrosze), '', formatMoney(totals.vatGrosze), formatMoney(totals.grossGrosze)],
  ];
};

/** Net, VAT and gross per rate (for a correction: after − before). */
function vatByRate(lines: readonly InvoiceDocumentLine[], before: readonly InvoiceDocumentLine[] = []) {
  const rates = new Map<number, { net: number; vat: number; gross: number }>();
  const add = (l: InvoiceDocumentLine, sign: number) => {
    const r = rates.get(l.vatRate) ?? { net: 0, vat: 0, gross: 0 };
    rates.set(l.vatRate, { net: r.net + sign * l.netGrosze, vat: r.vat + sign * l.vatGrosze, gross: r.gross + sign * l.grossGrosze });
  };
  for (const l of lines) add(l, 1);
  for (const l of before) add(l, -1);
  return [...rates.entries()].sort((a, b) => b[0] - a[0]);
}

function party(w: Writer, x: number, label: string, p: InvoiceDocument['buyer'] & { bankAccount?: string | null }) {
  const top = w.y;
  w.text(label, x, { bold: true, size: 10 });
  w.y -= 14;
  for (const l of [
    p.name,
    p.street,
    `${p.postalCode} ${p.city}`.trim(),
    p.countryCode !== 'PL' ? p.countryCode : '',
    p.nip ? `${t('pdf_nip')}: ${formatNip(p.nip)}` : '',
  ]) {
    if (!l) continue;
    for (const part of w.wrap(l, 240)) {
      w.text(part, x);
      w.y -= 12;
    }
  }
  const bottom = w.y;
  w.y = top;
  return bottom;
}

function timeSummaryPage(w: Writer, doc: InvoiceDocument, summary: InvoiceTimeSummary) {
  w.newPage();
  w.text(t('pdf_time_summary', { month: doc.month }), MARGIN, { size: 14, bold: true });
  w.y -= 18;
  w.paragraph(t('pdf_time_for', { company: doc.buyer.name, number: doc.number }));
  w.gap(6);
  const carried = summary.carriedMinutes ? t('pdf_time_carried', { carried: `${formatMinutes(summary.carriedMinutes)} h` }) : '';
  const pkg = summary.packageMinutes === null ? t('pdf_no_limit') : `${formatMinutes(summary.packageMinutes)} h${carried}`;
  w.paragraph(t('pdf_time_package_use', { package: pkg, used: `${formatMinutes(summary.chargedMinutes)} h` }), { bold: true });
  w.gap(6);
  const rows = summary.perKind.map((k) => [
    t(`pdf_kind_${k.kind}` as ServerMessageKey),
    formatMinutes(k.reportedMinutes),
    formatMinutes(k.chargedMinutes),
    k.packageMinutes === null ? '—' : formatMinutes(k.packageMinutes),
  ]);
  rows.push([
    t('pdf_time_all'),
    formatMinutes(summary.reportedMinutes),
    formatMinutes(summary.chargedMinutes),
    summary.packageMinutes === null ? '—' : formatMinutes(summary.packageMinutes),
  ]);
  w.table(
    [
      { label: t('pdf_time_kind'), width: 215.28 },
      { label: t('pdf_time_reported'), width: 100, right: true },
      { label: t('pdf_time_charged'), width: 100, right: true },
      { label: t('pdf_time_package'), width: 100, right: true },
    ],
    rows,
    { boldLast: true },
  );
  w.gap(8);
  w.paragraph(
    `${t('pdf_time_over')}: ${formatMinutes(summary.overMinutes)} h · ${t('pdf_time_outside')}: ${formatMinutes(summary.outsideContractMinutes)} h`,
  );
  w.paragraph(
    `${t('pdf_time_visits')}: ${t('pdf_time_visits_line', {
      used: String(summary.visits.used),
      package: summary.visits.package === null ? t('pdf_no_limit') : String(summary.visits.package),
      extra: String(summary.visits.extra),
    })}`,
  );
}

/** The PDF of a document; `summary`: the time summary page (left out when null). */
export async function invoicePdf(doc: InvoiceDocument, summary: InvoiceTimeSummary | null): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(onceParsedFontkit);
  const [regularBytes, boldBytes] = await fontBytes();
  const w = new Writer(pdf, await pdf.embedFont(regularBytes, { subset: true }), await pdf.embedFont(boldBytes, { subset: true }));
  pdf.setTitle(`${doc.kind === 'KOR' ? t('pdf_correction_title') : t('pdf_invoice_title')} ${doc.number}`);
  pdf.setCreator('Helpdesk');

  // Title and dates.
  w.text(doc.kind === 'KOR' ? t('pdf_correction_title') : t('pdf_invoice_title'), MARGIN, { size: 16, bold: true });
  w.y -= 20;
  w.text(t('pdf_number', { number: doc.number }), MARGIN, { size: 12, bold: true });
  const dates: [string, string][] = [
    [t('pdf_issue_date'), formatDate(doc.issueDate)],
    [t('pdf_sale_date'), formatDate(doc.saleDate)],
    [t('pdf_due_date'), formatDate(doc.dueDate)],
    ...(doc.placeOfIssue ? [[t('pdf_place'), doc.placeOfIssue] as [string, string]] : []),
  ];
  const top = w.y + 20;
  dates.forEach(([label, value], i) => {
    w.y = top - i * 12;
    w.text(`${label}: `, 340);
    w.text(value, 0, { right: WIDTH - MARGIN, bold: true });
  });
  w.y = Math.min(top - dates.length * 12, top - 34) - 14;

  // Parties.
  const afterSeller = party(w, MARGIN, t('pdf_seller'), doc.seller);
  const afterBuyer = party(w, 310, t('pdf_buyer'), doc.buyer);
  w.y = Math.min(afterSeller, afterBuyer) - 10;

  if (doc.kind === 'KOR' && doc.corrects) {
    w.paragraph(t('pdf_corrects', { number: doc.corrects.number, date: formatDate(doc.corrects.issueDate) }), { bold: true });
    if (doc.corrects.ksefNumber) w.paragraph(t('pdf_corrects_ksef', { number: doc.corrects.ksefNumber }));
    w.paragraph(t('pdf_correction_reason', { reason: doc.corrects.reason }));
    w.gap(6);
    w.paragraph(t('pdf_before'), { bold: true, size: 10 });
    w.table(lineColumns(), lineCells(doc.corrects.linesBefore), { boldLast: true });
    w.gap(6);
    w.paragraph(t('pdf_after'), { bold: true, size: 10 });
  }
  w.table(lineColumns(), lineCells(doc.lines), { boldLast: true });
  w.gap(10);

  // VAT per rate.
  const before = doc.kind === 'KOR' && doc.corrects ? doc.corrects.linesBefore : [];
  w.paragraph(doc.kind === 'KOR' ? `${t('pdf_vat_summary')} — ${t('pdf_difference')}` : t('pdf_vat_summary'), { bold: true, size: 10 });
  const rates = vatByRate(doc.lines, before);
  const sum = rates.reduce((s, [, r]) => ({ net: s.net + r.net, vat: s.vat + r.vat, gross: s.gross + r.gross }), {
    net: 0,
    vat: 0,
    gross: 0,
  });
  w.table(
    [
      { label: t('pdf_col_vat_rate'), width: 215.28 },
      { label: t('pdf_col_net'), width: 100, right: true },
      { label: t('pdf_col_vat'), width: 100, right: true },
      { label: t('pdf_col_gross'), width: 100, right: true },
    ],
    [
      ...rates.map(([rate, r]) => [`${rate}%`, formatMoney(r.net), formatMoney(r.vat), formatMoney(r.gross)]),
      [t('pdf_total'), formatMoney(sum.net), formatMoney(sum.vat), formatMoney(sum.gross)],
    ],
    { boldLast: true },
  );
  w.gap(12);

  // Amount due and how to pay.
  const due = sum.gross;
  w.need(60);
  w.text(`${due < 0 ? t('pdf_to_refund') : t('pdf_to_pay')}: ${formatMoney(Math.abs(due))} ${doc.currency}`, MARGIN, {
    size: 13,
    bold: true,
  });
  w.y -= 18;
  w.paragraph(t('pdf_payment', { date: formatDate(doc.dueDate) }));
  if (doc.seller.bankAccount) w.paragraph(`${t('pdf_bank_account')}: ${formatAccount(doc.seller.bankAccount)}`);

  if (summary) timeSummaryPage(w, doc, summary);

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = t('pdf_page', { page: String(i + 1), pages: String(pages.length) });
    page.drawText(label, { x: WIDTH - MARGIN - w.regular.widthOfTextAtSize(label, 7), y: 20, size: 7, font: w.regular });
  });
  return pdf.save();
}
