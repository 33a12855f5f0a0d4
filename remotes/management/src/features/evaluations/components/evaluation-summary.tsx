/**
 * The summary above an evaluation list: the average and the count, then the distribution of ratings and the
 * reasons as charts (ECharts, loaded lazily) with the same figures as a table for keyboard and screen-reader users.
 */
import { formatFixed } from '@helpdesk/shared/format';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import {
  Caption1,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EvaluationSummary as Summary } from '@helpdesk/shared/resources';

const BarChart = lazy(() => import('./bar-chart.tsx').then((m) => ({ default: m.BarChart })));

/** A chart that cannot load (its chunk failed) leaves the figures and the table in place. */
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
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  figures: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  figure: { display: 'flex', flexDirection: 'column' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export function EvaluationSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('management');
  const styles = useStyles();
  const average = summary.average === null ? t('evaluations.summary.none') : formatFixed(summary.average, i18n.resolvedLanguage, 2);
  const ratings = summary.distribution.map((d) => t('evaluations.ratingLabel', { rating: d.rating }));
  const reasons = summary.reasons.map((r) => t(`evaluations.reasons.${r.reason}`));
  const table = (label: string, names: string[], counts: number[], testId: string) => (
    <Table size="extra-small" aria-label={label} className={styles.hidden} data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{label}</TableHeaderCell>
          <TableHeaderCell>{t('evaluations.summary.count')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {names.map((name, i) => (
          <TableRow key={name}>
            <TableCell>{name}</TableCell>
            <TableCell>{counts[i]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const fallback = <Caption1>{t('evaluations.chartLoading')}</Caption1>;
  const chart = (node: ReactNode) => (
    <ChartBoundary fallback={<Caption1>{t('evaluations.chartFailed')}</Caption1>}>
      <Suspense fallback={fallback}>{node}</Suspense>
    </ChartBoundary>
  );
  return (
    <div className={styles.root} data-testid="evaluation-summary">
      <Card className={styles.figures}>
        <div className={styles.figure}>
          <Caption1>{t('evaluations.summary.average')}</Caption1>
          <Title3 data-testid="evaluation-average">{average}</Title3>
        </div>
        <div className={styles.figure}>
          <Caption1>{t('evaluations.summary.count')}</Caption1>
          <Title3 data-testid="evaluation-count">{summary.count}</Title3>
        </div>
      </Card>
      <Card>
        <Text weight="semibold">{t('evaluations.distribution')}</Text>
        {chart(<BarChart label={t('evaluations.distribution')} categories={ratings} values={summary.distribution.map((d) => d.count)} />)}
        {table(
          t('evaluations.distribution'),
          ratings,
          summary.distribution.map((d) => d.count),
          'evaluation-distribution',
        )}
      </Card>
      <Card>
        <Text weight="semibold">{t('evaluations.reasonsChart')}</Text>
        {chart(
          <BarChart
            label={t('evaluations.reasonsChart')}
            categories={reasons}
            values={summary.reasons.map((r) => r.count)}
            horizontal
            color="#c50f1f"
          />,
        )}
        {table(
          t('evaluations.reasonsChart'),
          reasons,
          summary.reasons.map((r) => r.count),
          'evaluation-reasons',
        )}
      </Card>
    </div>
  );
}
