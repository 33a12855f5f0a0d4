/**
 * /admin/company-report (admin, manager, an agent for its assigned companies — the server enforces the scope): the
 * company report module's figures for one company over a period, as the client sees them on its own report —
 * hours per staff type against the package, arrivals, outside-contract time, tickets, SLA — with charts and export;
 * the period's hours and arrivals with their accepted part and what still waits beside them, as on the client's report.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Caption1, Field, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScreenFrame, useCompanyFilter } from '@helpdesk/shared/remote';
import { AcceptedNote } from '@helpdesk/shared/ui';
import { formatMinutes } from '@helpdesk/shared/format';
import type { CompanyReport, HoursFigures, MonthFigures } from '@helpdesk/shared/resources';
import { companyChoicesQuery } from '@helpdesk/shared';
import { REPORT_COMPANY_PARAM } from '@helpdesk/shared/constants';
import { staffCompanyReportQuery } from '../api/company-report.ts';
import { ChartCard } from '../../../components/chart-card.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { FigureCards, percentOf, percentValue, ratioOf } from '../../../components/figure-cards.tsx';
import { exportTable, FiguresTable, type Column, type ExportColumn } from '../../../components/figures-table.tsx';
import { monthLabel, PeriodPicker, usePeriod } from '../../../components/period-picker.tsx';
import '../i18n/register.ts';

const KINDS = ['it', 'admin', 'developer', 'specialist'] as const;
type Sla = MonthFigures['sla']['resolution'];

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: tokens.spacingHorizontalM },
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  company: { minWidth: '16rem' },
});

const toHours = (minutes: number | null) => (minutes === null ? 0 : Math.round((minutes / 60) * 10) / 10);
const hoursText = (h: HoursFigures) =>
  h.package_minutes === null
    ? formatMinutes(h.charged_minutes)
    : `${formatMinutes(h.charged_minutes)} / ${formatMinutes(h.package_minutes)}`;
const sumSla = (list: Sla[]) => list.reduce((s, x) => ({ met: s.met + x.met, total: s.total + x.total }), { met: 0, total: 0 });

export function CompanyReportScreen() {
  const { t, i18n } = useTranslation('reports');
  const styles = useStyles();
  const lang = i18n.resolvedLanguage;
  const [period, setPeriod] = usePeriod(6);
  const [params, setParams] = useSearchParams();
  const companies = useQuery(companyChoicesQuery);
  // The report's own choice, else the sidebar's company, else the first one; choosing here never moves the sidebar's filter.
  const filter = useCompanyFilter();
  const own = Number(params.get(REPORT_COMPANY_PARAM));
  const known = (id: number) => companies.data?.some((c) => c.id === id) ?? false;
  const companyId = known(own) ? own : typeof filter === 'number' && known(filter) ? filter : (companies.data?.[0]?.id ?? 0);
  const chooseCompany = (id: string) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.set(REPORT_COMPANY_PARAM, id);
        return out;
      },
      { replace: true },
    );
  const query = useQuery(staffCompanyReportQuery(companyId, period));
  const report = query.data;
  const perKind = !!report?.contract.hours.per_kind;

  const columns = useMemo<Column<MonthFigures>[]>(() => {
    // The file splits "used / package" into two columns of numbers a spreadsheet adds up.
    const usedAndPackage = (header: string, hours: (m: MonthFigures) => HoursFigures): ExportColumn<MonthFigures>[] => [
      { header, kind: 'duration', value: (m) => hours(m).charged_minutes },
      { header: `${header} — ${t('company.package')}`, kind: 'duration', value: (m) => hours(m).package_minutes },
    ];
    return [
      { key: 'month', header: t('company.month'), value: (m) => m.month, render: (m) => monthLabel(m.month, lang) },
      {
        key: 'charged',
        header: t('company.hoursCharged'),
        value: (m) => hoursText(m.hours),
        numeric: true,
        exported: usedAndPackage(t('company.hoursCharged'), (m) => m.hours),
      },
      ...KINDS.map((k): Column<MonthFigures> => ({
        key: k,
        header: t(`kinds.${k}`),
        value: (m) => (perKind ? hoursText(m.hours.per_kind[k]) : formatMinutes(m.hours.per_kind[k].charged_minutes)),
        numeric: true,
        exported: perKind
          ? usedAndPackage(t(`kinds.${k}`), (m) => m.hours.per_kind[k])
          : { kind: 'duration', value: (m) => m.hours.per_kind[k].charged_minutes },
      })),
      {
        key: 'over',
        header: t('company.over'),
        value: (m) => formatMinutes(m.hours.over_minutes),
        numeric: true,
        exported: { kind: 'duration', value: (m) => m.hours.over_minutes },
      },
      {
        key: 'outside',
        header: t('company.outsideContract'),
        value: (m) => formatMinutes(m.hours.outside_contract_minutes),
        numeric: true,
        exported: { kind: 'duration', value: (m) => m.hours.outside_contract_minutes },
      },
      {
        key: 'arrivals',
        header: t('company.arrivals'),
        value: (m) => (m.arrivals.package === null ? String(m.arrivals.used) : `${m.arrivals.used} / ${m.arrivals.package}`),
        numeric: true,
        exported: [
          { header: t('company.arrivals'), kind: 'integer', value: (m) => m.arrivals.used },
          { header: `${t('company.arrivals')} — ${t('company.package')}`, kind: 'integer', value: (m) => m.arrivals.package },
        ],
      },
      { key: 'opened', header: t('company.opened'), value: (m) => m.tickets.opened, numeric: true },
      { key: 'resolved', header: t('company.resolved'), value: (m) => m.tickets.resolved, numeric: true },
      {
        key: 'fr',
        header: t('company.slaFirstResponse'),
        value: (m) => percentOf(m.sla.first_response),
        numeric: true,
        exported: { kind: 'percent', value: (m) => ratioOf(m.sla.first_response) },
      },
      {
        key: 'res',
        header: t('company.slaResolution'),
        value: (m) => percentOf(m.sla.resolution),
        numeric: true,
        exported: { kind: 'percent', value: (m) => ratioOf(m.sla.resolution) },
      },
    ];
  }, [t, lang, perKind]);

  const totals = (r: CompanyReport) => {
    const sum = (pick: (m: MonthFigures) => number) => r.months.reduce((s, m) => s + pick(m), 0);
    return {
      charged: sum((m) => m.hours.charged_minutes),
      chargedAccepted: sum((m) => m.hours.accepted_minutes),
      chargedPending: sum((m) => m.hours.pending_minutes),
      pkg: r.contract.hours.package_minutes === null ? null : r.contract.hours.package_minutes * r.months.length,
      over: sum((m) => m.hours.over_minutes),
      outside: sum((m) => m.hours.outside_contract_minutes),
      arrivals: sum((m) => m.arrivals.used),
      arrivalsAccepted: sum((m) => m.arrivals.accepted),
      arrivalsPending: sum((m) => m.arrivals.pending),
      opened: sum((m) => m.tickets.opened),
      resolved: sum((m) => m.tickets.resolved),
      firstResponse: sumSla(r.months.map((m) => m.sla.first_response)),
      resolution: sumSla(r.months.map((m) => m.sla.resolution)),
    };
  };

  const noCompanies = companies.isSuccess && companies.data.length === 0;
  return (
    <ScreenFrame
      remote="reports"
      name="company-report"
      title={report ? t('company.titleOf', { name: report.company.name }) : t('screens.companyReport')}
      query={companyId ? query : companies}
      isEmpty={noCompanies}
      empty={{ text: t('company.noCompanies') }}
      loadingRows={6}
      actions={
        <ExportMenu
          filename={`company-report-${report?.company.tag ?? ''}-${period.from}-${period.to}`}
          sheets={() => (report ? [exportTable(report.company.tag, columns, report.months)] : [])}
          disabled={!report}
        />
      }
      filters={
        <>
          <Field label={t('company.company')}>
            <Select className={styles.company} value={companyId ? String(companyId) : ''} onChange={(_, d) => chooseCompany(d.value)}>
              {(companies.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.tag})
                </option>
              ))}
            </Select>
          </Field>
          <PeriodPicker period={period} onChange={setPeriod} />
        </>
      }
    >
      {report &&
        (() => {
          const sum = totals(report);
          const categories = report.months.map((m) => monthLabel(m.month, lang));
          return (
            <div className={styles.body}>
              <Caption1 className={styles.muted}>{t(`company.models.${report.contract.charging_model}`)}</Caption1>
              <FigureCards
                figures={[
                  {
                    key: 'hours',
                    label: t('company.hoursCharged'),
                    value: formatMinutes(sum.charged),
                    detail:
                      sum.pkg === null
                        ? t('company.noPackage')
                        : t('company.ofPackage', { package: formatMinutes(sum.pkg), over: formatMinutes(sum.over) }),
                    note: sum.chargedPending > 0 && (
                      <AcceptedNote
                        accepted={formatMinutes(sum.chargedAccepted)}
                        pending={formatMinutes(sum.chargedPending)}
                        of="hours"
                        testId="figure-hours-accepted"
                      />
                    ),
                  },
                  { key: 'outside', label: t('company.outsideContract'), value: formatMinutes(sum.outside) },
                  {
                    key: 'arrivals',
                    label: t('company.arrivals'),
                    value: String(sum.arrivals),
                    note: sum.arrivalsPending > 0 && (
                      <AcceptedNote
                        accepted={String(sum.arrivalsAccepted)}
                        pending={String(sum.arrivalsPending)}
                        of="visits"
                        testId="figure-arrivals-accepted"
                      />
                    ),
                  },
                  {
                    key: 'tickets',
                    label: t('company.opened'),
                    value: String(sum.opened),
                    detail: t('general.resolvedCount', { count: sum.resolved }),
                  },
                  {
                    key: 'sla',
                    label: t('company.slaResolution'),
                    value: percentOf(sum.resolution),
                    detail: t('company.firstResponseDetail', { value: percentOf(sum.firstResponse) }),
                  },
                ]}
              />
              <div className={styles.grid}>
                <ChartCard
                  testId="chart-hours"
                  title={t('company.hoursTrend')}
                  categories={categories}
                  series={[
                    ...KINDS.map((k) => ({
                      name: t(`kinds.${k}`),
                      values: report.months.map((m) => toHours(m.hours.per_kind[k].charged_minutes)),
                      stack: 'hours',
                    })),
                    {
                      name: t('company.outsideContract'),
                      values: report.months.map((m) => toHours(m.hours.outside_contract_minutes)),
                      stack: 'hours',
                    },
                    ...(report.contract.hours.package_minutes === null
                      ? []
                      : [
                          {
                            name: t('company.package'),
                            values: report.months.map((m) => toHours(m.hours.package_minutes)),
                            type: 'line' as const,
                          },
                        ]),
                  ]}
                  table={{ columns: [columns[0]!, ...columns.slice(1, 8)], rows: report.months, rowKey: (m) => m.month }}
                />
                <ChartCard
                  testId="chart-tickets"
                  title={t('company.ticketsTrend')}
                  categories={categories}
                  series={[
                    { name: t('company.opened'), values: report.months.map((m) => m.tickets.opened) },
                    { name: t('company.resolved'), values: report.months.map((m) => m.tickets.resolved) },
                    {
                      name: t('company.slaResolution'),
                      values: report.months.map((m) => percentValue(m.sla.resolution)),
                      type: 'line',
                      secondAxis: true,
                      unit: 'percent',
                    },
                  ]}
                  table={{ columns: [columns[0]!, ...columns.slice(9)], rows: report.months, rowKey: (m) => m.month }}
                />
              </div>
              <Subtitle2 as="h2">{t('company.byMonth')}</Subtitle2>
              <FiguresTable
                testId="company-months"
                label={t('company.byMonth')}
                columns={columns}
                rows={[...report.months].reverse()}
                rowKey={(m) => m.month}
              />
            </div>
          );
        })()}
    </ScreenFrame>
  );
}
