/**
 * The agent and daily reports as export sources: exactly the screen's columns and figures — durations as real
 * durations, the overtime and its rate in columns of their own, statuses and kinds by name — with the period totals
 * as the last row, in the user's language.
 */
import { and, gte, isNull, lte, eq, sql } from 'drizzle-orm';
import type { AgentReportRow } from '@helpdesk/shared/resources';
import type { AgentReportQuery, CsvDialect, ValidationLang } from '@helpdesk/shared/schemas';
import { nameOf, VOCABULARY } from '@helpdesk/shared/vocabulary';
import type { Db } from '../../platform/db/client';
import { timeReports } from '../../platform/db/schema';
import { text, type ServerMessageKey } from '../../platform/messages';
import type { Actor } from '../../platform/policy';
import type { ColumnKind, SheetColumn, SheetValue } from '../../platform/sheets/writers';
import type { ExportSource } from '../exports';
import { agentReportRows, groupRows, presentTotals, reportAgentOf, totalsAccumulator } from './agent-report';
import { dailyReport } from './daily-report';

type Say = (key: ServerMessageKey) => string;
/** Columns from message keys (`report_…`) or headers already named (the vocabulary's staff types). */
const columns = (say: Say, spec: readonly (readonly [ServerMessageKey | string, ColumnKind])[]): SheetColumn[] =>
  spec.map(([key, kind]) => ({ header: key.startsWith('report_') ? say(key as ServerMessageKey) : key, kind }));

/** The export's texts and columns in one language: the catalogue's, and the shared vocabulary's names. */
function textsOf(lang: ValidationLang) {
  const say: Say = (key) => text(lang, key);
  const kind = VOCABULARY[lang].timeReportKind;
  const figures = [
    ['report_time', 'duration'],
    ['report_normal_hours', 'duration'],
    ['report_overtime', 'duration'],
    ['report_outside_contract', 'duration'],
    ['report_charged', 'duration'],
  ] as const;
  return {
    agentSheet: say('report_agent_sheet'),
    agentFile: say('report_agent_file'),
    dailySheet: say('report_daily_sheet'),
    dailyFile: say('report_daily_file'),
    agentColumns: columns(say, [
      ['report_date', 'date'],
      ['report_ticket', 'text'],
      ['report_status', 'text'],
      ['report_work_start', 'text'],
      ['report_consultant', 'text'],
      ['report_kind', 'text'],
      ['report_time', 'duration'],
      ['report_normal_hours', 'duration'],
      ['report_overtime', 'duration'],
      ['report_overtime_rate', 'percent'],
      ['report_outside_contract', 'duration'],
      ['report_day_total', 'duration'],
    ]),
    groupColumns: (view: 'tickets' | 'companies') =>
      columns(say, [
        ...(view === 'tickets' ? ([['report_ticket', 'text']] as const) : []),
        ['report_company', 'text'],
        ['report_entries', 'integer'],
        ...figures,
      ]),
    total: say('report_total'),
    dailyAgentColumns: columns(say, [
      ['report_agent', 'text'],
      ['report_time_scope', 'duration'],
      ['report_away', 'text'],
      ['report_expected', 'duration'],
      ['report_reported', 'duration'],
      [kind.it, 'duration'],
      [kind.admin, 'duration'],
      [kind.developer, 'duration'],
      [kind.specialist, 'duration'],
      ['report_internal_time', 'duration'],
      ['report_missing', 'duration'],
      ['report_tickets', 'integer'],
      ['report_new', 'integer'],
      ['report_resolved', 'integer'],
    ]),
    dailyCompanyColumns: columns(say, [
      ['report_company', 'text'],
      ['report_time', 'duration'],
      ['report_charged', 'duration'],
    ]),
    companySheet: say('report_company'),
    yes: say('export_yes'),
    no: say('export_no'),
    status: (value: string) => nameOf(lang, 'ticketStatus', value),
    kind: (value: string) => nameOf(lang, 'timeReportKind', value),
  };
}

const overtimeOf = (o: Record<50 | 100 | 150, number>) => o[50] + o[100] + o[150];

/** The agent report's rows as the screen's table: one row a time report, or one a ticket/company; totals last. */
export async function agentReportExport(
  db: Db,
  actor: Actor,
  query: AgentReportQuery,
  lang: ValidationLang,
  dialect: CsvDialect = lang,
): Promise<ExportSource> {
  const agentId = reportAgentOf(actor, query.agent_id);
  const t = textsOf(lang);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(timeReports)
    .where(
      and(
        gte(timeReports.day, query.from),
        lte(timeReports.day, query.to),
        isNull(timeReports.rejectedAt),
        agentId === undefined ? undefined : eq(timeReports.agentId, agentId),
      ),
    );
  return {
    fileName: `${t.agentFile}-${query.from}-${query.to}`,
    dialect,
    expectedRows: count?.n ?? null,
    async produce(out) {
      const acc = totalsAccumulator();
      if (query.view === 'entries') {
        await out.table(t.agentSheet, t.agentColumns);
        for await (const batch of agentReportRows(db, agentId, query.from, query.to)) {
          for (const r of batch) {
            acc.add(r);
            await out.row([
              r.day,
              r.ticket.fullid,
              t.status(r.status),
              r.from_hour,
              r.agent.name,
              t.kind(r.kind),
              r.minutes,
              r.normal_minutes,
              r.overtime_percent ? r.overtime_minutes : 0,
              r.overtime_percent ? r.overtime_percent / 100 : null,
              r.outside_contract_minutes,
              r.first_of_day ? r.day_total_minutes : null,
            ]);
          }
        }
        const totals = presentTotals(acc.totals);
        await out.row([
          t.total,
          null,
          null,
          null,
          null,
          null,
          totals.minutes,
          totals.normal_minutes,
          overtimeOf(totals.overtime_minutes),
          null,
          totals.outside_contract_minutes,
          totals.charged_minutes,
        ]);
        return;
      }
      const rows: AgentReportRow[] = [];
      for await (const batch of agentReportRows(db, agentId, query.from, query.to)) {
        for (const r of batch) {
          acc.add(r);
          rows.push(r);
        }
      }
      await out.table(t.agentSheet, t.groupColumns(query.view));
      for (const g of groupRows(rows, query.view)) {
        const figures: SheetValue[] = [
          g.entries,
          g.totals.minutes,
          g.totals.normal_minutes,
          overtimeOf(g.totals.overtime_minutes),
          g.totals.outside_contract_minutes,
          g.totals.charged_minutes,
        ];
        await out.row(
          query.view === 'tickets'
            ? [`${g.ticket!.fullid} — ${g.ticket!.subject}`, g.company.tag, ...figures]
            : [g.company.tag, ...figures],
        );
      }
      const totals = presentTotals(acc.totals);
      const figures: SheetValue[] = [
        rows.length,
        totals.minutes,
        totals.normal_minutes,
        overtimeOf(totals.overtime_minutes),
        totals.outside_contract_minutes,
        totals.charged_minutes,
      ];
      await out.row(query.view === 'tickets' ? [t.total, null, ...figures] : [t.total, ...figures]);
    },
  };
}

export async function dailyReportExport(
  db: Db,
  actor: Actor,
  day: string,
  lang: ValidationLang,
  dialect: CsvDialect = lang,
): Promise<ExportSource> {
  const t = textsOf(lang);
  const report = await dailyReport(db, actor, day);
  return {
    fileName: `${t.dailyFile}-${day}`,
    dialect,
    expectedRows: report.agents.length + report.companies.length,
    async produce(out) {
      await out.table(t.dailySheet, t.dailyAgentColumns);
      for (const a of report.agents) {
        const k = a.per_kind;
        await out.row([
          a.agent.name,
          a.time_scope,
          a.on_leave ? t.yes : t.no,
          a.expected_minutes,
          a.reported_minutes,
          k.it,
          k.admin,
          k.developer,
          k.specialist,
          k.internal,
          a.missing_minutes,
          a.tickets_worked,
          a.tickets_new,
          a.tickets_resolved,
        ]);
      }
      const s = report.totals;
      await out.row([
        t.total,
        null,
        null,
        s.expected_minutes,
        s.reported_minutes,
        null,
        null,
        null,
        null,
        null,
        s.missing_minutes,
        null,
        s.tickets_new,
        s.tickets_resolved,
      ]);
      await out.table(t.companySheet, t.dailyCompanyColumns);
      for (const c of report.companies) await out.row([c.company.tag, c.minutes, c.charged_minutes]);
    },
  };
}
