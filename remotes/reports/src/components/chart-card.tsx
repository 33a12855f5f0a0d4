/**
 * A card with a chart (ECharts, its own lazy chunk) and the same figures as a table below it for keyboard and
 * screen-reader users (and for reading exact numbers). A chart that cannot load leaves the table in place.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FiguresTable, type Column } from './figures-table.tsx';

const Chart = lazy(() => import('./chart.tsx').then((m) => ({ default: m.Chart })));

export interface ChartSeries {
  name: string;
  values: number[];
  type?: 'bar' | 'line';
  stack?: string;
  /** Drawn against a second value axis (e.g. a percentage beside counts). */
  secondAxis?: boolean;
  unit?: 'percent';
}

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const useStyles = makeStyles({
  card: { minWidth: 0, rowGap: tokens.spacingVerticalS, color: tokens.colorNeutralForeground1 },
  details: { '& summary': { cursor: 'pointer', color: tokens.colorBrandForegroundLink } },
});

export interface ChartCardProps<R> {
  title: string;
  categories: string[];
  series: ChartSeries[];
  horizontal?: boolean;
  /** The figures as a table: one row per category. */
  table: { columns: Column<R>[]; rows: R[]; rowKey: (row: R) => string };
  testId?: string;
}

export function ChartCard<R>({ title, categories, series, horizontal, table, testId }: ChartCardProps<R>) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const height = horizontal ? Math.max(160, categories.length * 28 + 60) : 260;
  return (
    <Card className={styles.card} data-testid={testId}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {categories.length === 0 ? (
        <Caption1>{t('overview.noData')}</Caption1>
      ) : (
        <ChartBoundary fallback={<Caption1>{t('overview.chartFailed')}</Caption1>}>
          <Suspense fallback={<Caption1>{t('overview.chartLoading')}</Caption1>}>
            <Chart label={title} categories={categories} series={series} horizontal={horizontal} height={height} />
          </Suspense>
        </ChartBoundary>
      )}
      <details className={styles.details}>
        <summary>{t('overview.showTable')}</summary>
        <FiguresTable label={title} columns={table.columns} rows={table.rows} rowKey={table.rowKey} />
      </details>
    </Card>
  );
}
