/** /admin/agent-stats/show/{id}: one agent's figures for a period and their trends month by month. */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { formatMinutes } from '@helpdesk/shared/format';
import type { AgentFigures } from '@helpdesk/shared/resources';
import { agentStatsDetailQuery } from '../api/agent-stats.ts';
import { ChartCard } from '../../../components/chart-card.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { FigureCards, percentOf, percentValue } from '../../../components/figure-cards.tsx';
import { exportTable, FiguresTable, type Column } from '../../../components/figures-table.tsx';
import { monthLabel, PeriodPicker, usePeriod } from '../../../components/period-picker.tsx';
import { averageText, durationText, figureColumns, utilisationText } from './agent-figures.ts';
import '../i18n/register.ts';

type MonthRow = { month: string; figures: AgentFigures };

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: tokens.spacingHorizontalM },
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
});

const toHours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

export function AgentStatsShowScreen() {
  const { t, i18n } = useTranslation('reports');
  const styles = useStyles();
  const navigate = useNavigate();
  const lang = i18n.resolvedLanguage;
  const id = Number(useParams().id);
  const [period, setPeriod] = usePeriod(3);
  const query = useQuery({ ...agentStatsDetailQuery(id, period), enabled: Number.isInteger(id) && id > 0 });
  const detail = query.data;
  const columns = useMemo<Column<MonthRow>[]>(
    () => [
      { key: 'month', header: t('agents.month'), value: (r) => r.month, render: (r) => monthLabel(r.month, lang) },
      ...figureColumns<MonthRow>(t, (r) => r.figures, lang),
    ],
    [t, lang],
  );
  const f = detail?.figures;
  return (
    <ScreenFrame
      remote="reports"
      name="agent-stats-show"
      title={detail ? t('agents.titleOf', { name: detail.agent.name }) : t('screens.agentStatsShow')}
      query={query}
      actions={
        <>
          <Button icon={<ArrowLeftRegular />} onClick={() => navigate(`${paths.staff.agentStats()}?from=${period.from}&to=${period.to}`)}>
            {t('agents.back')}
          </Button>
          <ExportMenu
            filename={`agent-stats-${id}-${period.from}-${period.to}`}
            sheets={() => (detail ? [exportTable(detail.agent.name, columns, detail.months)] : [])}
            disabled={!detail}
          />
        </>
      }
      filters={<PeriodPicker period={period} onChange={setPeriod} />}
    >
      {detail && f && (
        <div className={styles.body}>
          <FigureCards
            figures={[
              {
                key: 'assigned',
                label: t('agents.assigned'),
                value: String(f.assigned),
                detail: t('general.resolvedCount', { count: f.resolved }),
              },
              {
                key: 'first-response',
                label: t('agents.medianFirstResponse'),
                value: durationText(f.median_first_response_minutes),
                detail: t('agents.medianResolutionDetail', { time: durationText(f.median_resolution_minutes) }),
              },
              { key: 'sla', label: t('agents.slaMet'), value: percentOf(f.sla), detail: t('agents.reopenedDetail', { count: f.reopened }) },
              {
                key: 'evaluation',
                label: t('agents.evaluation'),
                value: averageText(f, lang),
                detail: t('general.evaluationCount', { count: f.evaluations.count }),
              },
              {
                key: 'utilisation',
                label: t('agents.utilisation'),
                value: utilisationText(f),
                detail: t('agents.utilisationDetail', {
                  reported: formatMinutes(f.reported_minutes),
                  expected: formatMinutes(f.expected_minutes),
                }),
              },
            ]}
          />
          <div className={styles.grid}>
            <ChartCard
              testId="chart-tickets"
              title={t('agents.ticketsTrend')}
              categories={detail.months.map((m) => monthLabel(m.month, lang))}
              series={[
                { name: t('agents.assigned'), values: detail.months.map((m) => m.figures.assigned) },
                { name: t('agents.resolved'), values: detail.months.map((m) => m.figures.resolved) },
                {
                  name: t('agents.slaMet'),
                  values: detail.months.map((m) => percentValue(m.figures.sla)),
                  type: 'line',
                  secondAxis: true,
                  unit: 'percent',
                },
              ]}
              table={{
                columns: [columns[0]!, ...columns.filter((c) => ['assigned', 'resolved', 'sla'].includes(c.key))],
                rows: detail.months,
                rowKey: (m) => m.month,
              }}
            />
            <ChartCard
              testId="chart-hours"
              title={t('agents.hoursTrend')}
              categories={detail.months.map((m) => monthLabel(m.month, lang))}
              series={[
                { name: t('agents.normal'), values: detail.months.map((m) => toHours(m.figures.hours.normal)), stack: 'hours' },
                { name: t('agents.overtime'), values: detail.months.map((m) => toHours(m.figures.hours.overtime)), stack: 'hours' },
                {
                  name: t('agents.outsideContract'),
                  values: detail.months.map((m) => toHours(m.figures.hours.outside_contract)),
                  stack: 'hours',
                },
                { name: t('agents.internal'), values: detail.months.map((m) => toHours(m.figures.hours.internal)), stack: 'hours' },
                { name: t('agents.expected'), values: detail.months.map((m) => toHours(m.figures.expected_minutes)), type: 'line' },
              ]}
              table={{
                columns: [
                  columns[0]!,
                  ...columns.filter((c) => ['normal', 'overtime', 'outside', 'internal', 'expected', 'utilisation'].includes(c.key)),
                ],
                rows: detail.months,
                rowKey: (m) => m.month,
              }}
            />
          </div>
          <Subtitle2 as="h2">{t('agents.byMonth')}</Subtitle2>
          <FiguresTable
            testId="agent-months"
            label={t('agents.byMonth')}
            columns={columns}
            rows={[...detail.months].reverse()}
            rowKey={(m) => m.month}
          />
        </div>
      )}
    </ScreenFrame>
  );
}
