/**
 * The accounting export of a month's approved lines (server/API.md "Invoicing"): one row per invoice item — the
 * package, the hours over it (one item per overtime rate: quantity in hours, net price = overtime price × the rate's
 * multiplier), the extra visits — with net amounts in złoty (two decimals) and the VAT rate. The detail lists every
 * counted time report: a sheet per company in the XLSX, the `detail` CSV with the company in its first column.
 * Written through platform/sheets: amounts as money, quantities as numbers, durations as durations, the VAT and
 * overtime rates as percentages, staff types by name; the CSV in the reader's dialect.
 * Items with a zero amount are left out. The overtime items' amounts are the month's overtime amount (rounded once)
 * apportioned by largest remainder, so the items always add up to the invoiced total.
 */
import { inArray } from 'drizzle-orm';
import type { CompanyMonth } from '@helpdesk/shared/resources';
import type { CsvDialect, ValidationLang } from '@helpdesk/shared/schemas';
import { zlotyOf } from '@helpdesk/shared/sheets';
import { nameOf } from '@helpdesk/shared/vocabulary';
import type { Db } from '../../platform/db/client';
import { type companies, tickets, users } from '../../platform/db/schema';
import { text, type ServerMessageKey } from '../../platform/messages';
import { sheetFileOffThread } from '../../platform/cpu-work/sheets';
import { type ColumnKind, type SheetColumn, type SheetTable, type SheetValue } from '../../platform/sheets/writers';

type CompanyRow = typeof companies.$inferSelect;

/** The export's texts in one language, from the catalogue. */
function labelsOf(lang: ValidationLang) {
  const say = (key: ServerMessageKey) => text(lang, key);
  const columns = (spec: readonly (readonly [ServerMessageKey, ColumnKind])[]): SheetColumn[] =>
    spec.map(([key, kind]) => ({ header: say(key), kind }));
  return {
    columns: columns([
      ['invoice_buyer', 'text'],
      ['invoice_item', 'text'],
      ['invoice_quantity', 'decimal'],
      ['invoice_unit', 'text'],
      ['invoice_net_price', 'money'],
      ['invoice_net_amount', 'money'],
      ['invoice_vat_rate', 'percent'],
      ['invoice_period', 'text'],
      ['invoice_time_entries', 'text'],
    ]),
    company: { header: say('invoice_buyer'), kind: 'text' } satisfies SheetColumn,
    detail: columns([
      ['invoice_entry', 'integer'],
      ['invoice_ticket', 'text'],
      ['invoice_day', 'date'],
      ['invoice_agent', 'text'],
      ['invoice_kind', 'text'],
      ['invoice_minutes', 'duration'],
      ['invoice_charged_minutes', 'duration'],
      ['invoice_over_minutes', 'duration'],
      ['invoice_overtime_percent', 'percent'],
      ['invoice_outside_contract', 'text'],
      ['invoice_arrival', 'text'],
      ['invoice_extra_visit', 'text'],
      ['invoice_overtime_amount', 'money'],
      ['invoice_visit_amount', 'money'],
    ]),
    kind: (kind: string) => nameOf(lang, 'timeReportKind', kind),
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

const zl = zlotyOf;
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

/** The invoice rows (without the header) of the approved lines; the VAT rate is a percentage (23), written as 23 %. */
export function invoiceRows(lines: readonly ExportLine[], vatRate: number, lang: ValidationLang): SheetValue[][] {
  const l = labelsOf(lang);
  const vat = vatRate / 100;
  const rows: SheetValue[][] = [];
  for (const { company, figures: f, overtimePrice } of lines) {
    const charged = f.reports.filter((r) => !r.outside_contract && r.charged_minutes > 0).map((r) => r.report_id);
    if (f.amounts.package)
      rows.push([company.name, l.package(f.month), 1, l.month, zl(f.amounts.package), zl(f.amounts.package), vat, f.month, refs(charged)]);
    if (f.amounts.overtime) {
      for (const item of overtimeItems(f, overtimePrice))
        rows.push([
          company.name,
          l.overtime(item.rate),
          quantity(item.minutes),
          l.hour,
          zl(item.price),
          zl(item.amount),
          vat,
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
        vat,
        f.month,
        refs(visits.map((r) => r.report_id)),
      ]);
    }
  }
  return rows;
}

/** The detail rows (without the header) of each line's figures, in the lines' order. */
async function detailOf(db: Db, all: readonly CompanyMonth[], lang: ValidationLang): Promise<SheetValue[][][]> {
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
  return all.map((figures) =>
    [...figures.reports]
      .sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.report_id - b.report_id))
      .map((r) => [
        r.report_id,
        ticket.get(r.ticket_id) ?? String(r.ticket_id),
        r.day,
        agent.get(r.agent_id) ?? String(r.agent_id),
        l.kind(r.kind),
        r.minutes,
        r.charged_minutes,
        r.over_minutes,
        r.over_minutes > 0 ? r.overtime_percent / 100 : null,
        yn(r.outside_contract),
        yn(r.arrival),
        yn(r.extra_visit),
        zl(r.overtime_amount),
        zl(r.visit_amount),
      ]),
  );
}

/** The invoice sheet, then a detail sheet per company (XLSX). */
export async function invoiceXlsx(
  db: Db,
  month: string,
  lines: readonly ExportLine[],
  vatRate: number,
  lang: ValidationLang,
): Promise<Buffer> {
  const l = labelsOf(lang);
  const details = await detailOf(
    db,
    lines.map((line) => line.figures),
    lang,
  );
  const tables: SheetTable[] = [
    { name: l.sheet, columns: l.columns, rows: invoiceRows(lines, vatRate, lang) },
    ...lines.map(({ company }, i) => ({ name: company.tag, columns: l.detail, rows: details[i]! })),
  ];
  return sheetFileOffThread('xlsx', tables, lang, month);
}

/** CSV of the invoice rows, in the dialect. */
export function invoiceCsv(lines: readonly ExportLine[], vatRate: number, lang: ValidationLang, dialect: CsvDialect): Promise<Buffer> {
  const l = labelsOf(lang);
  return sheetFileOffThread('csv', [{ name: l.sheet, columns: l.columns, rows: invoiceRows(lines, vatRate, lang) }], dialect);
}

/** The detail CSV: every line's detail rows (the XLSX's per-company sheets) under one header, the company first. */
export async function invoiceDetailCsv(db: Db, lines: readonly ExportLine[], lang: ValidationLang, dialect: CsvDialect): Promise<Buffer> {
  const details = await detailOf(
    db,
    lines.map((line) => line.figures),
    lang,
  );
  const l = labelsOf(lang);
  const rows: SheetValue[][] = [];
  lines.forEach((line, i) => rows.push(...details[i]!.map((r) => [line.company.name, ...r])));
  return sheetFileOffThread('csv', [{ name: l.sheet, columns: [l.company, ...l.detail], rows }], dialect);
}
