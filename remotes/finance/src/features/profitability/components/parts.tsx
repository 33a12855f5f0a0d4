/** Pieces both profitability screens use: the month range, the sortable table, the lazy chart with its fallback. */
import { compareText } from '@helpdesk/shared/format';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import {
  Button,
  Caption1,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { businessMonth, isMonth } from '@helpdesk/shared/months';
import type { Range } from '../api/profitability.ts';
import { useFinanceTableStyles } from '../../../components/detail-panel.tsx';
import { TableScroll } from '@helpdesk/shared/remote';

// Ten columns of figures fit beside the menu and the summary panel at 1440 px: the compact density of Fluent's smallest
// table (12 px text, narrow gutters) and sort buttons without their own padding, instead of a sideways scroll that hid
// the utilisation and the details.
const useCompactStyles = makeStyles({
  table: {
    fontSize: tokens.fontSizeBase200,
    '& th, & td': { paddingInline: tokens.spacingHorizontalXS },
  },
  sort: { minWidth: 0, paddingInline: 0, fontSize: 'inherit', fontWeight: tokens.fontWeightSemibold },
});

const ProfitChart = lazy(() => import('./profit-chart.tsx').then((m) => ({ default: m.ProfitChart })));

export function RangePicker({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const { t } = useTranslation('finance');
  // A report reaches the current month of the business calendar at most (the server refuses later months).
  // The clock, not renderNow() (@helpdesk/shared 1.2): finance still runs on shells older than that (remote-deployments.spec).
  const current = businessMonth(new Date());
  const set = (key: keyof Range, picked: string) => {
    if (!isMonth(picked)) return;
    const month = picked > current ? current : picked;
    const next = { ...value, [key]: month };
    if (next.from > next.to) next[key === 'from' ? 'to' : 'from'] = month;
    onChange(next);
  };
  return (
    <>
      <Field label={t('common.from')}>
        <Input type="month" value={value.from} max={current} onChange={(_, d) => set('from', d.value)} />
      </Field>
      <Field label={t('common.to')}>
        <Input type="month" value={value.to} max={current} onChange={(_, d) => set('to', d.value)} />
      </Field>
    </>
  );
}

export interface Sort<K extends string> {
  key: K;
  desc: boolean;
}

export function SortHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: K;
  label: string;
  sort: Sort<K>;
  onSort: (sort: Sort<K>) => void;
}) {
  const { t } = useTranslation('finance');
  const compact = useCompactStyles();
  const active = sort.key === column;
  return (
    <TableHeaderCell aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <Button
        className={compact.sort}
        appearance="transparent"
        size="small"
        title={t('common.sortBy', { column: label })}
        icon={active ? sort.desc ? <ArrowSortDownRegular /> : <ArrowSortUpRegular /> : undefined}
        iconPosition="after"
        onClick={() => onSort({ key: column, desc: active ? !sort.desc : true })}
      >
        {label}
      </Button>
    </TableHeaderCell>
  );
}

export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: Sort<K>,
  value: (row: T, key: K) => number | string | null,
  lang: string | undefined,
): T[] {
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key) ?? -Infinity;
    const y = value(b, sort.key) ?? -Infinity;
    const c = typeof x === 'string' && typeof y === 'string' ? compareText(x, y, lang) : Number(x) - Number(y);
    return sort.desc ? -c : c;
  });
}

export interface ProfitTableProps<T, K extends string> {
  label: string;
  testId: string;
  rowTestId: string;
  columns: readonly { key: K; label: string }[];
  sort: Sort<K>;
  onSort: (sort: Sort<K>) => void;
  /** Already sorted. */
  rows: readonly T[];
  rowKey: (row: T) => number;
  /** Whose row this is (the drill-down button's name). */
  name: (row: T) => string;
  /** One cell a column, in the columns' order. */
  cells: (row: T) => ReactNode;
  onShow: (row: T) => void;
}

/** A sortable table of figures, one row an owner (a company, an agent), each with a button to its drill-down. */
export function ProfitTable<T, K extends string>({
  label,
  testId,
  rowTestId,
  columns,
  sort,
  onSort,
  rows,
  rowKey,
  name,
  cells,
  onShow,
}: ProfitTableProps<T, K>) {
  const { t } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const compact = useCompactStyles();
  return (
    <TableScroll className={styles.rows}>
      <Table className={compact.table} aria-label={label} data-testid={testId}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <SortHeader key={c.key} column={c.key} label={c.label} sort={sort} onSort={onSort} />
            ))}
            <TableHeaderCell>{t('profit.show')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={rowKey(r)} data-testid={rowTestId}>
              {cells(r)}
              <TableCell>
                <Button size="small" onClick={() => onShow(r)} aria-label={t('profit.details', { name: name(r) })}>
                  {t('profit.show')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
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

/** Revenue and cost by month; values in złote. */
export function RangeChart({ months }: { months: { month: string; revenue: number; cost: number }[] }) {
  const { t } = useTranslation('finance');
  return (
    <ChartBoundary fallback={<Caption1>{t('common.chartFailed')}</Caption1>}>
      <Suspense fallback={<Caption1>{t('common.chartLoading')}</Caption1>}>
        <ProfitChart
          label={t('profit.chart')}
          categories={months.map((m) => m.month)}
          series={[
            { name: t('profit.revenue'), values: months.map((m) => m.revenue / 100), color: '#0f6cbd' },
            { name: t('profit.cost'), values: months.map((m) => m.cost / 100), color: '#c50f1f' },
          ]}
        />
      </Suspense>
    </ChartBoundary>
  );
}
