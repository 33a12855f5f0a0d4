/**
 * /admin/agent-stats (every agent): per agent for a period — tickets assigned and resolved, median first response
 * and resolution, SLA met, reopened, evaluation average, hours (normal, overtime, outside contract, internal) and
 * utilisation against the time scope (holidays and leave removed). Each name opens the agent's detail.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { ScreenFrame } from '@helpdesk/shared/remote';
import type { AgentStatsRow } from '@helpdesk/shared/resources';
import { agentStatsQuery } from '../api/agent-stats.ts';
import { ChartCard } from '../../../components/chart-card.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { exportTable, FiguresTable, type Column } from '../../../components/figures-table.tsx';
import { PeriodPicker, usePeriod } from '../../../components/period-picker.tsx';
import { figureColumns } from './agent-figures.ts';
import '../i18n/register.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
});

export function AgentStatsScreen() {
  const { t, i18n } = useTranslation('reports');
  const styles = useStyles();
  const [period, setPeriod] = usePeriod(3);
  const query = useQuery(agentStatsQuery(period));
  const list = query.data;
  const search = `?from=${period.from}&to=${period.to}`;
  const columns = useMemo<Column<AgentStatsRow>[]>(
    () => [
      {
        key: 'agent',
        header: t('agents.agent'),
        value: (r) => r.agent.name,
        render: (r) => <Link to={`${paths.staff.agentStatsShow(r.agent.id)}${search}`}>{r.agent.name}</Link>,
      },
      ...figureColumns<AgentStatsRow>(t, (r) => r.figures, i18n.resolvedLanguage),
    ],
    [t, search, i18n.resolvedLanguage],
  );
  const scoped = (list?.agents ?? []).filter((r) => r.figures.utilisation !== null);
  return (
    <ScreenFrame
      remote="reports"
      name="agent-stats"
      title={t('screens.agentStats')}
      query={query}
      isEmpty={list?.agents.length === 0}
      empty={{ text: t('agents.none') }}
      actions={
        <ExportMenu
          filename={`agent-stats-${period.from}-${period.to}`}
          sheets={() => (list ? [exportTable(t('screens.agentStats'), columns, list.agents)] : [])}
          disabled={!list}
        />
      }
      filters={<PeriodPicker period={period} onChange={setPeriod} />}
    >
      {list && (
        <div className={styles.body}>
          <FiguresTable
            testId="agent-stats"
            label={t('screens.agentStats')}
            columns={columns}
            rows={list.agents}
            rowKey={(r) => String(r.agent.id)}
          />
          <ChartCard
            testId="chart-utilisation"
            title={t('agents.utilisationChart')}
            horizontal
            categories={scoped.map((r) => r.agent.name)}
            series={[{ name: t('agents.utilisation'), values: scoped.map((r) => r.figures.utilisation ?? 0), unit: 'percent' }]}
            table={{
              columns: [columns[0]!, columns.find((c) => c.key === 'expected')!, columns.find((c) => c.key === 'utilisation')!],
              rows: scoped,
              rowKey: (r) => String(r.agent.id),
            }}
          />
        </div>
      )}
    </ScreenFrame>
  );
}
