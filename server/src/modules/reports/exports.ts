/**
 * The agent and daily reports as export sources: exactly the screen's columns and figures (durations hh:mm, as the
 * screen writes them), with the period totals as the last row, in the user's language.
 */
import { and, gte, isNull, lte, eq, sql } from 'drizzle-orm';
import type { AgentReportRow } from '@helpdesk/shared/resources';
import type { AgentReportQuery, ValidationLang } from '@helpdesk/shared/schemas';
import { formatMinutes } from '@helpdesk/shared/format';
import { nameOf, VOCABULARY } from '@helpdesk/shared/vocabulary';
import type { Db } from '../../platform/db/client';
import { timeReports } from '../../platform/db/schema';
import { text, type ServerMessageKey } from '../../platform/messages';
import type { Actor } from '../../platform/policy';
import type { Cell, ExportSource } from '../exports';
import { agentReportRows, groupRows, presentTotals, reportAgentOf, totalsAccumulator } from './agent-report';
import { dailyReport } from './daily-report';

/** The export's texts in one language: the catalogue's, and the shared vocabulary's names of statuses and kinds. */
function textsOf(lang: ValidationLang) {
  const say = (key: ServerMessageKey) => text(lang, key);
  const kind = VOCABULARY[lang].timeReportKind;
  return {
    agentSheet: say('report_agent_sheet'),
    agentFile: say('report_agent_file'),
    dailySheet: say('report_daily_sheet'),
    dailyFile: say('report_daily_file'),
    agentColumns: (
      [
        'report_date',
        'report_ticket',
        'report_status',
        'report_work_start',
        'report_consultant',
        'report_kind',
        'report_time',
        'report_normal_hours',
        'report_overtime',
        'report_outside_contract',
        'report_day_total',
      ] as const
    ).map(say),
    groupColumns: { tickets: say('report_ticket'), companies: say('report_company') },
    groupRest: (
      [
        'report_company',
        'report_entries',
        'report_time',
        'report_normal_hours',
        'report_overtime',
        'report_outside_contract',
        'report_charged',
      ] as const
    ).map(say),
    total: say('report_total'),
    dailyAgentColumns: [
      ...(['report_agent', 'report_time_scope', 'report_away', 'report_expected', 'report_reported'] as const).map(say),
      kind.it,
      kind.admin,
      kind.developer,
      kind.specialist,
      ...(['report_internal_time', 'report_missing', 'report_tickets', 'report_new', 'report_resolved'] as const).map(say),
    ],
    dailyCompanyColumns: (['report_company', 'report_time', 'report_charged'] as const).map(say),
    yes: say('export_yes'),
    no: say('export_no'),
    status: (value: string) => nameOf(lang, 'ticketStatus', value),
    kind: (value: string) => nameOf(lang, 'timeReportKind', value),
  };
}

const hm = (minutes: number) => formatMinutes(minutes);
const overtimeOf = (r: AgentReportRow) => (r.overtime_percent ? `${hm(r.overtime_minutes)} (${r.overtime_percent}%)` : hm(0));

/** The agent report's rows as the screen's table: one row a time report, or one a ticket/company; totals last. */
export async function agentReportExport(db: Db, actor: Actor, query: AgentReportQuery, lang: ValidationLang): Promise<ExportSource> {
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
    sheet: t.agentSheet,
    expectedRows: count?.n ?? null,
    async produce(emit) {
      const acc = totalsAccumulator();
      if (query.view === 'entries') {
        await emit(t.agentColumns);
        for await (const batch of agentReportRows(db, agentId, query.from, query.to)) {
          for (const r of batch) {
            acc.add(r);
            await emit([
              r.day,
              r.ticket.fullid,
              t.status(r.status),
              r.from_hour,
              r.agent.name,
              t.kind(r.kind),
              hm(r.minutes),
              hm(r.normal_minutes),
              overtimeOf(r),
              hm(r.outside_contract_minutes),
              r.first_of_day ? hm(r.day_total_minutes) : '',
            ]);
          }
        }
        const totals = presentTotals(acc.totals);
        const overtime = totals.overtime_minutes[50] + totals.overtime_minutes[100] + totals.overtime_minutes[150];
        await emit([
          t.total,
          '',
          '',
          '',
          '',
          '',
          hm(totals.minutes),
          hm(totals.normal_minutes),
          hm(overtime),
          hm(totals.outside_contract_minutes),
          hm(totals.charged_minutes),
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
      await emit([t.groupColumns[query.view], ...(query.view === 'tickets' ? t.groupRest : t.groupRest.slice(1))]);
      for (const g of groupRows(rows, query.view)) {
        const o = g.totals.overtime_minutes;
        const figures: Cell[] = [
          g.entries,
          hm(g.totals.minutes),
          hm(g.totals.normal_minutes),
          hm(o[50] + o[100] + o[150]),
          hm(g.totals.outside_contract_minutes),
          hm(g.totals.charged_minutes),
        ];
        await emit(
          query.view === 'tickets'
            ? [`${g.ticket!.fullid} — ${g.ticket!.subject}`, g.company.tag, ...figures]
            : [g.company.tag, ...figures],
        );
      }
      const totals = presentTotals(acc.totals);
      const o = totals.overtime_minutes;
      const figures: Cell[] = [
        rows.length,
        hm(totals.minutes),
        hm(totals.normal_minutes),
        hm(o[50] + o[100] + o[150]),
        hm(totals.outside_contract_minutes),
        hm(totals.charged_minutes),
      ];
      await emit(query.view === 'tickets' ? [t.total, '', ...figures] : [t.total, ...figures]);
    },
  };
}

export async function dailyReportExport(db: Db, actor: Actor, day: string, lang: ValidationLang): Promise<ExportSource> {
  const t = textsOf(lang);
  const report = await dailyReport(db, actor, day);
  return {
    fileName: `${t.dailyFile}-${day}`,
    sheet: t.dailySheet,
    expectedRows: report.agents.length + report.companies.length,
    async produce(emit) {
      await emit(t.dailyAgentColumns);
      for (const a of report.agents) {
        const k = a.per_kind;
        await emit([
          a.agent.name,
          hm(a.time_scope),
          a.on_leave ? t.yes : t.no,
          hm(a.expected_minutes),
          hm(a.reported_minutes),
          hm(k.it),
          hm(k.admin),
          hm(k.developer),
          hm(k.specialist),
          hm(k.internal),
          hm(a.missing_minutes),
          a.tickets_worked,
          a.tickets_new,
          a.tickets_resolved,
        ]);
      }
      const s = report.totals;
      await emit([
        t.total,
        '',
        '',
        hm(s.expected_minutes),
        hm(s.reported_minutes),
        '',
        '',
        '',
        '',
        '',
        hm(s.missing_minutes),
        '',
        s.tickets_new,
        s.tickets_resolved,
      ]);
      await emit([]);
      await emit(t.dailyCompanyColumns);
      for (const c of report.companies) await emit([c.company.tag, hm(c.minutes), hm(c.charged_minutes)]);
    },
  };
}
