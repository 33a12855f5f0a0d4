/**
 * The company and agent profitability as a file (server/API.md "Finance"): the very figures of the screens (read
 * from the functions their endpoints answer with), amounts as money, hours as durations, margin and utilisation as
 * percentages; the companies' months on a second sheet (a second table in the CSV). XLSX or CSV in a dialect.
 */
import type { AgentProfitability, CompanyProfitability } from '@helpdesk/shared/resources';
import type { CsvDialect, ValidationLang } from '@helpdesk/shared/schemas';
import { zlotyOf } from '@helpdesk/shared/sheets';
import { text, type ServerMessageKey } from '../../platform/messages';
import { sheetFileOffThread } from '../../platform/cpu-work/sheets';
import { type ColumnKind, type SheetColumn, type SheetFormat, type SheetTable } from '../../platform/sheets/writers';

const percent = (value: number | null) => (value === null ? null : value / 100);

function columnsOf(lang: ValidationLang, spec: readonly (readonly [ServerMessageKey, ColumnKind])[]): SheetColumn[] {
  return spec.map(([key, kind]) => ({ header: text(lang, key), kind, ...(kind === 'percent' ? { decimals: 1 as const } : {}) }));
}

export async function companyProfitabilityFile(
  report: CompanyProfitability,
  lang: ValidationLang,
  format: SheetFormat,
  dialect: CsvDialect,
): Promise<{ name: string; body: Buffer }> {
  const say = (key: ServerMessageKey) => text(lang, key);
  const sold = (minutes: number | null) => minutes ?? say('profit_no_limit');
  const figures = [
    ['profit_revenue', 'money'],
    ['profit_cost', 'money'],
    ['profit_margin', 'money'],
    ['profit_margin_percent', 'percent'],
    ['profit_sold', 'duration'],
    ['profit_used', 'duration'],
  ] as const;
  const tables: SheetTable[] = [
    {
      name: say('profit_company_sheet'),
      columns: columnsOf(lang, [['profit_company', 'text'], ...figures]),
      rows: report.companies.map((c) => [
        c.company.short_name,
        zlotyOf(c.revenue),
        zlotyOf(c.cost),
        zlotyOf(c.margin),
        percent(c.margin_percent),
        sold(c.sold_minutes),
        c.used_minutes,
      ]),
    },
    {
      name: say('profit_months_sheet'),
      columns: columnsOf(lang, [['profit_company', 'text'], ['profit_month', 'text'], ['profit_projected', 'text'], ...figures]),
      rows: report.companies.flatMap((c) =>
        c.months.map((m) => [
          c.company.short_name,
          m.month,
          say(m.projected ? 'export_yes' : 'export_no'),
          zlotyOf(m.revenue),
          zlotyOf(m.cost),
          zlotyOf(m.margin),
          percent(m.margin_percent),
          sold(m.sold_minutes),
          m.used_minutes,
        ]),
      ),
    },
  ];
  return {
    name: `${say('profit_company_file')}-${report.range.from}-${report.range.to}.${format}`,
    body: await sheetFileOffThread(format, tables, dialect),
  };
}

export async function agentProfitabilityFile(
  report: AgentProfitability,
  lang: ValidationLang,
  format: SheetFormat,
  dialect: CsvDialect,
): Promise<{ name: string; body: Buffer }> {
  const say = (key: ServerMessageKey) => text(lang, key);
  const table: SheetTable = {
    name: say('profit_agent_sheet'),
    columns: columnsOf(lang, [
      ['profit_agent', 'text'],
      ['profit_cost', 'money'],
      ['profit_billable', 'duration'],
      ['profit_overtime', 'duration'],
      ['profit_outside_contract', 'duration'],
      ['profit_internal', 'duration'],
      ['profit_expected', 'duration'],
      ['profit_revenue', 'money'],
      ['profit_margin', 'money'],
      ['profit_utilisation', 'percent'],
    ]),
    rows: report.agents.map((a) => [
      a.agent.name,
      zlotyOf(a.cost),
      a.minutes.billable,
      a.minutes.overtime,
      a.minutes.outside_contract,
      a.minutes.internal,
      a.expected_minutes,
      zlotyOf(a.revenue),
      zlotyOf(a.margin),
      percent(a.utilisation),
    ]),
  };
  return {
    name: `${say('profit_agent_file')}-${report.range.from}-${report.range.to}.${format}`,
    body: await sheetFileOffThread(format, [table], dialect),
  };
}
