/**
 * The accounting export of a month's approved lines (server/API.md "Invoicing"): one row per invoice item — the
 * package, the hours over it, the extra visits — with net amounts in złoty (two decimals) and the VAT rate; the XLSX
 * adds a detail sheet per company listing every counted time report. Items with a zero amount are left out.
 */
import * as XLSX from '@e965/xlsx';
import { inArray } from 'drizzle-orm';
import type { CompanyMonth } from '@helpdesk/shared/resources';
import type { ValidationLang } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { type companies, tickets, users } from '../../platform/db/schema';

type CompanyRow = typeof companies.$inferSelect;

const LABELS = {
  pl: {
    columns: ['Nabywca', 'Pozycja', 'Ilość', 'Jednostka', 'Cena netto', 'Wartość netto', 'Stawka VAT %', 'Okres', 'Wpisy czasu'],
    detail: ['Wpis', 'Zgłoszenie', 'Dzień', 'Pracownik', 'Rodzaj', 'Minuty', 'Minuty naliczone', 'Minuty ponad pakiet', 'Nadgodziny %', 'Poza umową', 'Dojazd', 'Dodatkowy dojazd', 'Kwota nadgodzin', 'Kwota dojazdu'],
    package: (m: string) => `Pakiet usług serwisowych ${m}`,
    overtime: (h: string) => `Godziny ponad pakiet (${h} h)`,
    visits: 'Dodatkowe dojazdy',
    month: 'mies.',
    service: 'usł.',
    piece: 'szt.',
    yes: 'tak',
    no: 'nie',
    sheet: 'Faktury',
  },
  en: {
    columns: ['Company', 'Item', 'Quantity', 'Unit', 'Net price', 'Net amount', 'VAT rate %', 'Period', 'Time entries'],
    detail: ['Entry', 'Ticket', 'Day', 'Agent', 'Kind', 'Minutes', 'Charged minutes', 'Minutes over the package', 'Overtime %', 'Outside contract', 'Arrival', 'Extra visit', 'Overtime amount', 'Visit amount'],
    package: (m: string) => `Service package ${m}`,
    overtime: (h: string) => `Hours over the package (${h} h)`,
    visits: 'Extra visits',
    month: 'month',
    service: 'service',
    piece: 'pcs',
    yes: 'yes',
    no: 'no',
    sheet: 'Invoices',
  },
};

export type ExportCell = string | number;

/** Złoty from grosze, exact to two decimals. */
const zl = (grosze: number): number => Math.round(grosze) / 100;
const refs = (ids: number[]) => ids.join(' ');

/** The invoice rows (header first) of the approved lines. */
export function invoiceRows(lines: readonly { company: CompanyRow; figures: CompanyMonth }[], vatRate: number, lang: ValidationLang): ExportCell[][] {
  const l = LABELS[lang];
  const rows: ExportCell[][] = [l.columns];
  for (const { company, figures: f } of lines) {
    const charged = f.reports.filter((r) => !r.outside_contract && r.charged_minutes > 0).map((r) => r.report_id);
    if (f.amounts.package) rows.push([company.name, l.package(f.month), 1, l.month, zl(f.amounts.package), zl(f.amounts.package), vatRate, f.month, refs(charged)]);
    if (f.amounts.overtime) {
      const hours = (f.over_minutes / 60).toFixed(2).replace(/\.?0+$/, '');
      const over = f.reports.filter((r) => r.over_minutes > 0).map((r) => r.report_id);
      rows.push([company.name, l.overtime(lang === 'pl' ? hours.replace('.', ',') : hours), 1, l.service, zl(f.amounts.overtime), zl(f.amounts.overtime), vatRate, f.month, refs(over)]);
    }
    if (f.amounts.extra_visits) {
      const visits = f.reports.filter((r) => r.extra_visit);
      rows.push([company.name, l.visits, visits.length, l.piece, zl(f.amounts.extra_visits / visits.length), zl(f.amounts.extra_visits), vatRate, f.month, refs(visits.map((r) => r.report_id))]);
    }
  }
  return rows;
}

async function detailRows(db: Db, figures: CompanyMonth, lang: ValidationLang): Promise<ExportCell[][]> {
  const l = LABELS[lang];
  const ticketIds = [...new Set(figures.reports.map((r) => r.ticket_id))];
  const agentIds = [...new Set(figures.reports.map((r) => r.agent_id))];
  const [ticketRows, agentRows] = await Promise.all([
    ticketIds.length ? db.select({ id: tickets.id, fullid: tickets.fullid }).from(tickets).where(inArray(tickets.id, ticketIds)) : [],
    agentIds.length ? db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, agentIds)) : [],
  ]);
  const ticket = new Map(ticketRows.map((t) => [t.id, t.fullid]));
  const agent = new Map(agentRows.map((a) => [a.id, `${a.firstname} ${a.lastname}`]));
  const yn = (b: boolean) => (b ? l.yes : l.no);
  return [
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
  ];
}

const sheetName = (name: string, taken: Set<string>) => {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28) || 'Sheet';
  let out = base;
  for (let i = 2; taken.has(out.toLowerCase()); i++) out = `${base}~${i}`;
  taken.add(out.toLowerCase());
  return out;
};

export async function invoiceXlsx(db: Db, month: string, lines: readonly { company: CompanyRow; figures: CompanyMonth }[], vatRate: number, lang: ValidationLang): Promise<Buffer> {
  const book = XLSX.utils.book_new();
  const taken = new Set<string>();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(invoiceRows(lines, vatRate, lang)), sheetName(LABELS[lang].sheet, taken));
  for (const { company, figures } of lines) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(await detailRows(db, figures, lang)), sheetName(company.tag, taken));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', Props: { Title: month } }) as Buffer;
}

const csvCell = (c: ExportCell) => {
  const s = typeof c === 'number' ? String(c) : c;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** CSV (RFC 4180, comma-separated, UTF-8 with BOM, decimal point) of the invoice rows; the detail is in the XLSX only. */
export function invoiceCsv(lines: readonly { company: CompanyRow; figures: CompanyMonth }[], vatRate: number, lang: ValidationLang): string {
  return '\uFEFF' + invoiceRows(lines, vatRate, lang).map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
