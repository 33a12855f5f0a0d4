/**
 * `/admin/agent-profitability`: per agent over a range of months — its cost, hours by kind (billable, overtime, outside
 * contract, internal), revenue attributed from the companies it worked for (its share of their billable hours), margin
 * and utilisation; sortable; a chart of the range; drill-down to its months and companies.
 */
import { useState } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import type { AgentProfit } from '@helpdesk/shared/resources';
import { agentProfitabilityQuery, agentProfitDetailQuery, defaultRange, type Range } from '../api/profitability.ts';
import { formatMoney, formatPercent } from '../../../lib/money.ts';
import { DetailPanel, useFinanceTableStyles } from '../../../components/detail-panel.tsx';
import { ProfitTable, RangeChart, RangePicker, sortRows, type Sort } from './parts.tsx';
import { ProfitExport } from './profit-export.tsx';

type Key = 'agent' | 'cost' | 'billable' | 'overtime' | 'outsideContract' | 'internal' | 'revenue' | 'margin' | 'utilisation';
const COLUMNS: readonly Key[] = [
  'agent',
  'cost',
  'billable',
  'overtime',
  'outsideContract',
  'internal',
  'revenue',
  'margin',
  'utilisation',
];

const valueOf = (r: AgentProfit, k: Key): number | string | null => {
  switch (k) {
    case 'agent':
      return r.agent.name;
    case 'billable':
      return r.minutes.billable;
    case 'overtime':
      return r.minutes.overtime;
    case 'outsideContract':
      return r.minutes.outside_contract;
    case 'internal':
      return r.minutes.internal;
    default:
      return r[k];
  }
};

export function AgentProfitabilityScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const [range, setRange] = useState<Range>(defaultRange);
  const [sort, setSort] = useState<Sort<Key>>({ key: 'margin', desc: true });
  const [selected, setSelected] = useState<AgentProfit['agent'] | null>(null);
  const query = useQuery(agentProfitabilityQuery(range));
  const lang = i18n.resolvedLanguage;
  const money = (g: number) => formatMoney(g, lang);
  const rows = sortRows(query.data?.agents ?? [], sort, valueOf, i18n.resolvedLanguage);

  return (
    <ScreenFrame
      remote="finance"
      name="agent-profitability"
      title={t('screens.agentProfitability')}
      query={query}
      isEmpty={rows.length === 0}
      empty={{ text: t('profit.empty') }}
      errorText={t('common.loadFailed')}
      filters={<RangePicker value={range} onChange={setRange} />}
      actions={<ProfitExport of="agent" range={range} />}
    >
      <ProfitTable
        label={t('screens.agentProfitability')}
        testId="agent-profitability-table"
        rowTestId="agent-profitability-row"
        columns={COLUMNS.map((c) => ({ key: c, label: t(`profit.${c}`) }))}
        sort={sort}
        onSort={setSort}
        rows={rows}
        rowKey={(r) => r.agent.id}
        name={(r) => r.agent.name}
        onShow={(r) => setSelected(r.agent)}
        cells={(r) => (
          <>
            <TableCell>{r.agent.name}</TableCell>
            <TableCell className={styles.number}>{money(r.cost)}</TableCell>
            <TableCell className={styles.number}>{formatMinutes(r.minutes.billable)}</TableCell>
            <TableCell className={styles.number}>{formatMinutes(r.minutes.overtime)}</TableCell>
            <TableCell className={styles.number}>{formatMinutes(r.minutes.outside_contract)}</TableCell>
            <TableCell className={styles.number}>{formatMinutes(r.minutes.internal)}</TableCell>
            <TableCell className={styles.number}>{money(r.revenue)}</TableCell>
            <TableCell className={styles.number}>{money(r.margin)}</TableCell>
            <TableCell className={styles.number}>{formatPercent(r.utilisation, lang)}</TableCell>
          </>
        )}
      />
      {selected && <AgentDetail id={selected.id} name={selected.name} range={range} onClose={() => setSelected(null)} />}
    </ScreenFrame>
  );
}

function AgentDetail({ id, name, range, onClose }: { id: number; name: string; range: Range; onClose: () => void }) {
  const { t, i18n } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const detail = useQuery(agentProfitDetailQuery(id, range));
  const lang = i18n.resolvedLanguage;
  const money = (g: number) => formatMoney(g, lang);
  return (
    <DetailPanel name={name} testId="agent-profitability-detail" query={detail} loadingText={t('common.chartLoading')} onClose={onClose}>
      {detail.data && (
        <>
          <RangeChart months={detail.data.months} />
          <TableScroll className={styles.rows}>
            <Table size="small" aria-label={`${t('profit.month')} — ${name}`}>
              <TableHeader>
                <TableRow>
                  {(
                    [
                      'month',
                      'revenue',
                      'cost',
                      'margin',
                      'marginPercent',
                      'billable',
                      'overtime',
                      'outsideContract',
                      'internal',
                      'expected',
                    ] as const
                  ).map((c) => (
                    <TableHeaderCell key={c}>{t(`profit.${c}`)}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {detail.data.months.map((m) => (
                  <TableRow key={m.month} data-testid="agent-profitability-month">
                    <TableCell>{m.month}</TableCell>
                    <TableCell>{money(m.revenue)}</TableCell>
                    <TableCell>{money(m.cost)}</TableCell>
                    <TableCell>{money(m.margin)}</TableCell>
                    <TableCell>{formatPercent(m.margin_percent, lang)}</TableCell>
                    <TableCell>{formatMinutes(m.minutes.billable)}</TableCell>
                    <TableCell>{formatMinutes(m.minutes.overtime)}</TableCell>
                    <TableCell>{formatMinutes(m.minutes.outside_contract)}</TableCell>
                    <TableCell>{formatMinutes(m.minutes.internal)}</TableCell>
                    <TableCell>{formatMinutes(m.expected_minutes)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" aria-label={`${t('profit.companies')} — ${name}`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('profit.company')}</TableHeaderCell>
                  <TableHeaderCell>{t('profit.charged')}</TableHeaderCell>
                  <TableHeaderCell>{t('profit.revenue')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {detail.data.companies.map((c) => (
                  <TableRow key={c.company.id} data-testid="agent-profitability-company">
                    <TableCell>{c.company.short_name}</TableCell>
                    <TableCell>{formatMinutes(c.charged_minutes)}</TableCell>
                    <TableCell>{money(c.revenue)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        </>
      )}
    </DetailPanel>
  );
}
