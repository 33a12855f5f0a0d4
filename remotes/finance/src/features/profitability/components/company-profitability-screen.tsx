/**
 * `/admin/profitability`: per company over a range of months — revenue (from the finance calculation; projected until
 * a month is invoiced), the cost of the agents' hours spent on it, margin and margin %, hours sold vs used; sortable;
 * a chart of the range; drill-down to a company's months, its agents and the time entries behind every amount.
 */
import { useState } from 'react';
import {
  Badge,
  Caption1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import { ScreenFrame } from '@helpdesk/shared/remote';
import type { CompanyProfit } from '@helpdesk/shared/resources';
import { companyProfitabilityQuery, companyProfitDetailQuery, defaultRange, type Range } from '../api/profitability.ts';
import { formatMoney, formatPercent } from '../../../lib/money.ts';
import { DetailPanel, ReportEntries, useFinanceTableStyles } from '../../../components/detail-panel.tsx';
import { ProfitTable, RangeChart, RangePicker, sortRows, type Sort } from './parts.tsx';
import { ProfitExport } from './profit-export.tsx';

type Key = 'company' | 'revenue' | 'cost' | 'margin' | 'margin_percent' | 'sold_minutes' | 'used_minutes';
const COLUMNS: readonly Key[] = ['company', 'revenue', 'cost', 'margin', 'margin_percent', 'sold_minutes', 'used_minutes'];
const LABELS: Record<Key, string> = {
  company: 'company',
  revenue: 'revenue',
  cost: 'cost',
  margin: 'margin',
  margin_percent: 'marginPercent',
  sold_minutes: 'sold',
  used_minutes: 'used',
};

export function CompanyProfitabilityScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const [range, setRange] = useState<Range>(defaultRange);
  const [sort, setSort] = useState<Sort<Key>>({ key: 'margin', desc: true });
  const [selected, setSelected] = useState<CompanyProfit['company'] | null>(null);
  const query = useQuery(companyProfitabilityQuery(range));
  const lang = i18n.resolvedLanguage;
  const money = (g: number) => formatMoney(g, lang);
  const rows = sortRows(
    query.data?.companies ?? [],
    sort,
    (r, k) => (k === 'company' ? r.company.short_name : r[k]),
    i18n.resolvedLanguage,
  );
  // The chart: every company's months added up.
  const months = (query.data?.companies[0]?.months ?? []).map((m, i) => ({
    month: m.month,
    revenue: query.data!.companies.reduce((s, c) => s + c.months[i]!.revenue, 0),
    cost: query.data!.companies.reduce((s, c) => s + c.months[i]!.cost, 0),
  }));

  return (
    <ScreenFrame
      remote="finance"
      name="profitability"
      title={t('screens.profitability')}
      query={query}
      isEmpty={rows.length === 0}
      empty={{ text: t('profit.empty') }}
      errorText={t('common.loadFailed')}
      filters={<RangePicker value={range} onChange={setRange} />}
      actions={<ProfitExport of="company" range={range} />}
    >
      <RangeChart months={months} />
      <ProfitTable
        label={t('screens.profitability')}
        testId="profitability-table"
        rowTestId="profitability-row"
        columns={COLUMNS.map((c) => ({ key: c, label: t(`profit.${LABELS[c]}`) }))}
        sort={sort}
        onSort={setSort}
        rows={rows}
        rowKey={(r) => r.company.id}
        name={(r) => r.company.short_name}
        onShow={(r) => setSelected(r.company)}
        cells={(r) => (
          <>
            <TableCell>{r.company.short_name}</TableCell>
            <TableCell className={styles.number}>{money(r.revenue)}</TableCell>
            <TableCell className={styles.number}>{money(r.cost)}</TableCell>
            <TableCell className={styles.number}>{money(r.margin)}</TableCell>
            <TableCell className={styles.number}>{formatPercent(r.margin_percent, lang)}</TableCell>
            <TableCell className={styles.number}>{r.sold_minutes === null ? t('common.noLimit') : formatMinutes(r.sold_minutes)}</TableCell>
            <TableCell className={styles.number}>{formatMinutes(r.used_minutes)}</TableCell>
          </>
        )}
      />
      {selected && <CompanyDetail id={selected.id} name={selected.short_name} range={range} onClose={() => setSelected(null)} />}
    </ScreenFrame>
  );
}

function CompanyDetail({ id, name, range, onClose }: { id: number; name: string; range: Range; onClose: () => void }) {
  const { t, i18n } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const detail = useQuery(companyProfitDetailQuery(id, range));
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);
  return (
    <DetailPanel name={name} testId="profitability-detail" query={detail} loadingText={t('common.chartLoading')} onClose={onClose}>
      {detail.data?.months
        .filter((m) => m.amounts.total > 0 || m.reports.length > 0)
        .map((m) => (
          <div key={m.month} className={styles.rows} data-testid="profitability-month">
            <Subtitle2 as="h3">
              {m.month} — {t('profit.revenue')} {money(m.amounts.total)}, {t('profit.cost')} {money(m.cost)}{' '}
              {m.projected && (
                <Badge appearance="outline" size="small">
                  {t('common.projected')}
                </Badge>
              )}
            </Subtitle2>
            <Caption1>
              {t('profit.amounts', {
                package: money(m.amounts.package),
                overtime: money(m.amounts.overtime),
                visits: money(m.amounts.extra_visits),
              })}
            </Caption1>
            <Table size="small" aria-label={`${t('profit.agents')} ${m.month}`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('profit.agent')}</TableHeaderCell>
                  <TableHeaderCell>{t('profit.minutes')}</TableHeaderCell>
                  <TableHeaderCell>{t('profit.charged')}</TableHeaderCell>
                  <TableHeaderCell>{t('profit.cost')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {m.agents.map((a) => (
                  <TableRow key={a.agent.id}>
                    <TableCell>{a.agent.name}</TableCell>
                    <TableCell>{formatMinutes(a.minutes)}</TableCell>
                    <TableCell>{formatMinutes(a.charged_minutes)}</TableCell>
                    <TableCell>{money(a.cost)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ReportEntries reports={m.reports} label={`${t('profit.entries')} ${m.month}`} testId="profitability-entry" />
          </div>
        ))}
    </DetailPanel>
  );
}
