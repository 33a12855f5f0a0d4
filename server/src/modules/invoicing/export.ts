/**
 * The accounting export of a month's approved lines (server/API.md "Invoicing"): one row per invoice item — the
 * package, the hours over it (one item per overtime rate: quantity in hours, net price = overtime price × the rate's
 * multiplier), the extra visits — with net amounts in złoty (two decimals) and the VAT rate. The detail lists every
 * counted time report: a sheet per company in the XLSX, the `detail` CSV with the company in its first column.
 * Items with a zero amount are left out. The overtime items' amounts are the month's overtime amount (rounded once)
 * apportioned by largest remainder, so the items always add up to the invoiced total.
 */
import * as XLSX from '@e965/xlsx';
import { inArray } from 'drizzle-orm';
import type { CompanyMonth } from '@helpdesk/shared/resources';
import type { ValidationLang } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { type companies, tickets, users } from '../../platform/db/schema';
import { text, type ServerMessageKey } from '../../platform/messages';

type CompanyRow = typeof companies.$inferSelect;

/** The export's texts in one language, from the catalogue. */
function labelsOf(lang: ValidationLang) {
  const say = (key: ServerMessageKey) => text(lang, key);
  return {
    columns: (
      [
        'invoice_buyer',
        'invoice_item',
        'invoice_quantity',
        'invoice_unit',
        'invoice_net_price',
        'invoice_net_amount',
        'invoice_vat_rate',
        'invoice_period',
        'invoice_time_entries',
      ] as const
    ).map(say),
    company: say('invoice_buyer'),
    detail: (
      [
        'invoice_entry',
        'invoice_ticket',
        'invoice_day',
        'invoice_agent',
        'invoice_kind',
        'invoice_minutes',
        'invoice_charged_minutes',
        'invoice_over_minutes',
        'invoice_overtime_percent',
        'invoice_outside_contract',
        'invoice_arrival',
        'invoice_extra_visit',
        'invoice_overtime_amount',
        'invoice_visit_amount',
      ] as const
    ).map(say),
    package: (month: string) => text(lang, 'invoice_package', { month }),
    overtime: (rate: number) => (rate ? text(lang, 'invoice_over_package_rate', { rate: String(rate) }) : say('invoice_over_package')),
    hour: say('invoice_unit_hour'),
    visits: say('invoice_extra_visits'),
    month: say('invoice_unit_month'),
    piece: say('invoice_unit_piece'),
    yes: say('export_yes'),
    no: say('export_no'),
    sheet: say('invoice_sheet'),
  };
}

export type ExportCell = string | number;

/** Złoty from grosze, exact to two decimals. */
const zl = (grosze: number): number => Math.round(grosze) / 100;
const refs = (ids: number[]) => ids.join(' ');

/** An approved line to export: the company, its figures as issued and the overtime price (grosze per hour) they used. */
export interface ExportLine {
  company: CompanyRow;
  figures: CompanyMonth;
  overtimePrice: number;
}

/** The overtime rates in the export's order. */
const RATES = [0, 50, 100, 150] as const;

/**
 * Splits a total of grosze over parts in proportion to their exact (rational, `numerator / den`) amounts by largest
 * remainder: each part is its amount rounded down, plus one grosz for the largest remainders until the total is met.
 */
export function apportion(total: number, numerators: readonly number[], den: number): number[] {
  const parts = numerators.map((n) => Math.floor(n / den));
  let rest = total - parts.reduce((s, p) => s + p, 0);
  const order = numerators.map((n, i) => ({ i, r: n - Math.floor(n / den) * den })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; rest > 0 && order.length; k = (k + 1) % order.length, rest--) parts[order[k]!.i]! += 1;
  for (let k = order.length - 1; rest < 0 && order.length; k = (k - 1 + order.length) % order.length, rest++) parts[order[k]!.i]! -= 1;
  return parts;
}

/** The overtime items of a line, one per rate with time over the package: rate, hours, price per hour, amount (grosze). */
export function overtimeItems(
  f: CompanyMonth,
  overtimePrice: number,
): { rate: number; minutes: number; price: number; amount: number; reports: number[] }[] {
  const items = RATES.map((rate) => {
    const over = f.reports.filter((r) => r.over_minutes > 0 && r.overtime_percent === rate);
    const minutes = over.reduce((s, r) => s + r.over_minutes, 0);
    return {
      rate,
      minutes,
      price: Math.round((overtimePrice * (100 + rate)) / 100),
      numerator: minutes * overtimePrice * (100 + rate),
      reports: over.map((r) => r.report_id),
    };
  }).filter((i) => i.minutes > 0);
  const amounts = apportion(
    f.amounts.overtime,
    items.map((i) => i.numerator),
    6000,
  );
  return items.map((i, k) => ({ rate: i.rate, minutes: i.minutes, price: i.price, amount: amounts[k]!, reports: i.reports }));
}

const quantity = (minutes: number) => Math.round((minutes * 100) / 60) / 100;

/** The invoice rows (header first) of the approved lines. */
export function invoiceRows(lines: readonly ExportLine[], vatRate: number, lang: ValidationLang): ExportCell[][] {
  const l = labelsOf(lang);
  const rows: ExportCell[][] = [l.columns];
  for (const { company, figures: f, overtimePrice } of lines) {
    const charged = f.reports.filter((r) => !r.outside_contract && r.charged_minutes > 0).map((r) => r.report_id);
    if (f.amounts.package)
      rows.push([
        company.name,
        l.package(f.month),
        1,
        l.month,
        zl(f.amounts.package),
        zl(f.amounts.package),
        vatRate,
        f.month,
        refs(charged),
      ]);
    if (f.amounts.overtime) {
      for (const item of overtimeItems(f, overtimePrice))
        rows.push([
          company.name,
          l.overtime(item.rate),
          quantity(item.minutes),
          l.hour,
          zl(item.price),
          zl(item.amount),
          vatRate,
          f.month,
          refs(item.reports),
        ]);
    }
    if (f.amounts.extra_visits) {
      const visits = f.reports.filter((r) => r.extra_visit);
      rows.push([
        company.name,
        l.visits,
        visits.length,
        l.piece,
        zl(f.amounts.extra_visits / visits.length),
        zl(f.amounts.extra_visits),
        vatRate,
        f.month,
        refs(visits.map((r) => r.report_id)),
      ]);
    }
  }
  return rows;
}

/** The detail rows (header first) of each line's figures, in the lines' order. */
async function detailOf(db: Db, all: readonly CompanyMonth[], lang: ValidationLang): Promise<ExportCell[][][]> {
  const l = labelsOf(lang);
  const ticketIds = [...new Set(all.flatMap((f) => f.reports.map((r) => r.ticket_id)))];
  const agentIds = [...new Set(all.flatMap((f) => f.reports.map((r) => r.agent_id)))];
  const [ticketRows, agentRows] = await Promise.all([
    ticketIds.length ? db.select({ id: tickets.id, fullid: tickets.fullid }).from(tickets).where(inArray(tickets.id, ticketIds)) : [],
    agentIds.length
      ? db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, agentIds))
      : [],
  ]);
  const ticket = new Map(ticketRows.map((t) => [t.id, t.fullid]));
  const agent = new Map(agentRows.map((a) => [a.id, `${a.firstname} ${a.lastname}`]));
  const yn = (b: boolean) => (b ? l.yes : l.no);
  return all.map((figures) => [
    l.detail,
    ...[...figures.reports]
      .sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.report_id - b.report_id))
      .map((r) => [
        r.report_id,
        ticket.get(r.ticket_id) ?? r.ticket_id,
        r.day,
        agent.get(r.agent_id) ?? r.agent_id,
        r.kind,
        r.minutes,
        r.charged_minutes,
        r.over_minutes,
        r.overtime_percent,
        yn(r.outside_contract),
        yn(r.arrival),
        yn(r.extra_visit),
        zl(r.overtime_amount),
        zl(r.visit_amount),
      ]),
  ]);
}

const sheetName = (name: string, taken: Set<string>) => {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28) || 'Sheet';
  let out = base;
  for (let i = 2; taken.has(out.toLowerCase()); i++) out = `${base}~${i}`;
  taken.add(out.toLowerCase());
  return out;
};

export async function invoiceXlsx(
  db: Db,
  month: string,
  lines: readonly ExportLine[],
  vatRate: number,
  lang: ValidationLang,
): Promise<Buffer> {
  const book = XLSX.utils.book_new();
  const taken = new Set<string>();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(invoiceRows(lines, vatRate, lang)), sheetName(labelsOf(lang).sheet, taken));
  const details = await detailOf(
    db,
    lines.map((l) => l.figures),
    lang,
  );
  lines.forEach(({ company }, i) =>
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(details[i]!), sheetName(company.tag, taken)),
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', Props: { Title: month } }) as Buffer;
}

const csvCell = (c: ExportCell) => {
  const s = typeof c === 'number' ? String(c) : c;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const csvOf = (rows: readonly ExportCell[][]) => '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** CSV (RFC 4180, comma-separated, UTF-8 with BOM, decimal point) of the invoice rows. */
export function invoiceCsv(lines: readonly ExportLine[], vatRate: number, lang: ValidationLang): string {
  return csvOf(invoiceRows(lines, vatRate, lang));
}

/** The detail CSV: every line's detail rows (the XLSX's per-company sheets) under one header, the company first. */
export async function invoiceDetailCsv(db: Db, lines: readonly ExportLine[], lang: ValidationLang): Promise<string> {
  const details = await detailOf(
    db,
    lines.map((l) => l.figures),
    lang,
  );
  const labels = labelsOf(lang);
  const rows: ExportCell[][] = [[labels.company, ...labels.detail]];
  lines.forEach((line, i) => rows.push(...details[i]!.slice(1).map((r) => [line.company.name, ...r])));
  return csvOf(rows);
}
