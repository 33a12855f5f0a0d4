/**
 * /admin/general-report (admin): the whole desk for a period — tickets opened and resolved by month with the
 * backlog, first-response and resolution SLA, hours by staff type and by company, evaluations; breakdowns by
 * company, type, category and priority. Charts with their tables; export of the tables (CSV: the monthly table).
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Field, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { formatMinutes } from '@helpdesk/shared/format';
import type { BreakdownRow, GeneralCompanyHours, GeneralMonth, GeneralReport } from '@helpdesk/shared/resources';
import { generalReportQuery } from '../api/general-report.ts';
import { ChartCard } from '../../../components/chart-card.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { decimalText, FigureCards, percentOf, percentValue, ratioOf } from '../../../components/figure-cards.tsx';
import { exportTable, FiguresTable, type Column } from '../../../components/figures-table.tsx';
import { monthLabel, PeriodPicker, usePeriod } from '../../../components/period-picker.tsx';
import '../../../i18n/figures/register.ts';

const KINDS = ['it', 'admin', 'developer', 'specialist'] as const;
const BREAKDOWNS = ['by_company', 'by_type', 'by_category', 'by_priority'] as const;
type Breakdown = (typeof BREAKDOWNS)[number];

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: tokens.spacingHorizontalM },
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
});

const hoursOf = (m: { minutes: Record<(typeof KINDS)[number], number> }) => KINDS.reduce((s, k) => s + m.minutes[k], 0);
const toHours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

export function GeneralReportScreen() {
  const { t, i18n } = useTranslation('reports');
  const styles = useStyles();
  const [period, setPeriod] = usePeriod(12);
  const query = useQuery(generalReportQuery(period));
  const report = query.data;
  const [breakdown, setBreakdown] = useState<Breakdown>('by_type');
  const lang = i18n.resolvedLanguage;

  const monthColumns = useMemo<Column<GeneralMonth>[]>(
    () => [
      { key: 'month', header: t('general.month'), value: (m) => m.month, render: (m) => monthLabel(m.month, lang) },
      { key: 'opened', header: t('general.opened'), value: (m) => m.opened, numeric: true },
      { key: 'resolved', header: t('general.resolved'), value: (m) => m.resolved, numeric: true },
      { key: 'backlog', header: t('general.backlog'), value: (m) => m.backlog, numeric: true },
      {
        key: 'fr',
        header: t('general.slaFirstResponse'),
        value: (m) => percentOf(m.first_response),
        numeric: true,
        exported: { kind: 'percent', value: (m) => ratioOf(m.first_response) },
      },
      {
        key: 'res',
        header: t('general.slaResolution'),
        value: (m) => percentOf(m.resolution),
        numeric: true,
        exported: { kind: 'percent', value: (m) => ratioOf(m.resolution) },
      },
      ...KINDS.map((k): Column<GeneralMonth> => ({
        key: k,
        header: t(`kinds.${k}`),
        value: (m) => formatMinutes(m.minutes[k]),
        numeric: true,
        exported: { kind: 'duration', value: (m) => m.minutes[k] },
      })),
      {
        key: 'outside',
        header: t('general.outsideContract'),
        value: (m) => formatMinutes(m.outside_contract_minutes),
        numeric: true,
        exported: { kind: 'duration', value: (m) => m.outside_contract_minutes },
      },
      { key: 'evals', header: t('general.evaluations'), value: (m) => m.evaluations.count, numeric: true },
      {
        key: 'avg',
        header: t('general.evaluationAverage'),
        value: (m) => m.evaluations.average ?? '—',
        render: (m) => decimalText(m.evaluations.average, lang),
        numeric: true,
        exported: { kind: 'decimal', value: (m) => m.evaluations.average },
      },
    ],
    [t, lang],
  );
  const breakdownLabel = (which: Breakdown, row: BreakdownRow) => {
    if (which === 'by_company') return row.label;
    const field = which.slice(3);
    return t(`shared:ticket.${field}.${row.key}`, { defaultValue: row.label });
  };
  const breakdownColumns = (which: Breakdown): Column<BreakdownRow>[] => [
    { key: 'key', header: t(`general.breakdowns.${which}`), value: (r) => breakdownLabel(which, r) },
    { key: 'opened', header: t('general.opened'), value: (r) => r.opened, numeric: true },
    { key: 'resolved', header: t('general.resolved'), value: (r) => r.resolved, numeric: true },
  ];
  const companyHoursColumns: Column<GeneralCompanyHours>[] = [
    { key: 'company', header: t('general.company'), value: (r) => r.name },
    ...KINDS.map((k): Column<GeneralCompanyHours> => ({
      key: k,
      header: t(`kinds.${k}`),
      value: (r) => formatMinutes(r.minutes[k]),
      numeric: true,
      exported: { kind: 'duration', value: (r) => r.minutes[k] },
    })),
    {
      key: 'outside',
      header: t('general.outsideContract'),
      value: (r) => formatMinutes(r.outside_contract_minutes),
      numeric: true,
      exported: { kind: 'duration', value: (r) => r.outside_contract_minutes },
    },
  ];

  const sheets = (r: GeneralReport) => [
    exportTable(t('general.byMonth'), monthColumns, r.months),
    ...BREAKDOWNS.map((b) => exportTable(t(`general.breakdowns.${b}`), breakdownColumns(b), r[b])),
    exportTable(t('general.hoursByCompany'), companyHoursColumns, r.hours_by_company),
  ];

  return (
    <ScreenFrame
      remote="reports"
      name="general-report"
      title={t('screens.generalReport')}
      query={query}
      loadingRows={6}
      actions={
        <ExportMenu
          filename={`general-report-${period.from}-${period.to}`}
          sheets={() => (report ? sheets(report) : [])}
          disabled={!report}
        />
      }
      filters={<PeriodPicker period={period} onChange={setPeriod} />}
    >
      {report && (
        <div className={styles.body}>
          <FigureCards
            figures={[
              {
                key: 'opened',
                label: t('general.opened'),
                value: String(report.totals.opened),
                detail: t('general.resolvedCount', { count: report.totals.resolved }),
              },
              {
                key: 'backlog',
                label: t('general.backlog'),
                value: String(report.totals.backlog_end),
                detail: t('general.backlogStart', { count: report.totals.backlog_start }),
              },
              {
                key: 'first-response',
                label: t('general.slaFirstResponse'),
                value: percentOf(report.totals.first_response),
                detail: t('general.slaDetail', report.totals.first_response),
              },
              {
                key: 'resolution',
                label: t('general.slaResolution'),
                value: percentOf(report.totals.resolution),
                detail: t('general.slaDetail', report.totals.resolution),
              },
              {
                key: 'hours',
                label: t('general.hours'),
                value: formatMinutes(hoursOf(report.totals)),
                detail: t('general.outsideDetail', { time: formatMinutes(report.totals.outside_contract_minutes) }),
              },
              {
                key: 'evaluations',
                label: t('general.evaluationAverage'),
                value: decimalText(report.totals.evaluations.average, lang),
                detail: t('general.evaluationCount', { count: report.totals.evaluations.count }),
              },
            ]}
          />
          <div className={styles.grid}>
            <ChartCard
              testId="chart-tickets"
              title={t('general.ticketsTrend')}
              categories={report.months.map((m) => monthLabel(m.month, lang))}
              series={[
                { name: t('general.opened'), values: report.months.map((m) => m.opened) },
                { name: t('general.resolved'), values: report.months.map((m) => m.resolved) },
                { name: t('general.backlog'), values: report.months.map((m) => m.backlog), type: 'line' },
              ]}
              table={{ columns: monthColumns.slice(0, 4), rows: report.months, rowKey: (m) => m.month }}
            />
            <ChartCard
              testId="chart-sla"
              title={t('general.slaTrend')}
              categories={report.months.map((m) => monthLabel(m.month, lang))}
              series={[
                {
                  name: t('general.slaFirstResponse'),
                  values: report.months.map((m) => percentValue(m.first_response)),
                  type: 'line',
                  unit: 'percent',
                },
                {
                  name: t('general.slaResolution'),
                  values: report.months.map((m) => percentValue(m.resolution)),
                  type: 'line',
                  unit: 'percent',
                },
              ]}
              table={{ columns: [monthColumns[0]!, monthColumns[4]!, monthColumns[5]!], rows: report.months, rowKey: (m) => m.month }}
            />
            <ChartCard
              testId="chart-hours"
              title={t('general.hoursTrend')}
              categories={report.months.map((m) => monthLabel(m.month, lang))}
              series={[
                ...KINDS.map((k) => ({ name: t(`kinds.${k}`), values: report.months.map((m) => toHours(m.minutes[k])), stack: 'hours' })),
                {
                  name: t('general.outsideContract'),
                  values: report.months.map((m) => toHours(m.outside_contract_minutes)),
                  stack: 'hours',
                },
              ]}
              table={{ columns: [monthColumns[0]!, ...monthColumns.slice(6, 11)], rows: report.months, rowKey: (m) => m.month }}
            />
            <ChartCard
              testId="chart-breakdown"
              title={t(`general.breakdowns.${breakdown}`)}
              categories={report[breakdown].slice(0, 15).map((r) => breakdownLabel(breakdown, r))}
              horizontal
              series={[
                { name: t('general.opened'), values: report[breakdown].slice(0, 15).map((r) => r.opened) },
                { name: t('general.resolved'), values: report[breakdown].slice(0, 15).map((r) => r.resolved) },
              ]}
              table={{ columns: breakdownColumns(breakdown), rows: report[breakdown], rowKey: (r) => r.key }}
            />
          </div>
          <Field label={t('general.breakdownBy')}>
            <Select value={breakdown} onChange={(_, d) => setBreakdown(d.value as Breakdown)}>
              {BREAKDOWNS.map((b) => (
                <option key={b} value={b}>
                  {t(`general.breakdowns.${b}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Subtitle2 as="h2">{t('general.byMonth')}</Subtitle2>
          <FiguresTable
            testId="general-months"
            label={t('general.byMonth')}
            columns={monthColumns}
            rows={[...report.months].reverse()}
            rowKey={(m) => m.month}
          />
          <Subtitle2 as="h2">{t('general.hoursByCompany')}</Subtitle2>
          <FiguresTable
            testId="general-hours-by-company"
            label={t('general.hoursByCompany')}
            columns={companyHoursColumns}
            rows={report.hours_by_company}
            rowKey={(r) => String(r.company_id)}
          />
        </div>
      )}
    </ScreenFrame>
  );
}
