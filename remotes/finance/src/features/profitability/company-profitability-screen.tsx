/**
 * `/admin/profitability`: per company over a range of months — revenue (from the finance calculation; projected until
 * a month is invoiced), the cost of the agents' hours spent on it, margin and margin %, hours sold vs used; sortable;
 * a chart of the range; drill-down to a company's months, its agents and the time entries behind every amount.
 */
import { useState } from 'react';
import { Badge, Button, Caption1, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@helpdesk/shared';
import { formatMinutes } from '@helpdesk/shared/format';
import { ScreenFrame } from '@helpdesk/shared/remote';
import type { CompanyProfit } from '@helpdesk/shared/resources';
import { companyProfitabilityQuery, companyProfitDetailQuery, defaultRange, type Range } from '../shared/api.ts';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { RangeChart, RangePicker, SortHeader, sortRows, useProfitStyles, type Sort } from './parts.tsx';

type Key = 'company' | 'revenue' | 'cost' | 'margin' | 'margin_percent' | 'sold_minutes' | 'used_minutes';
const COLUMNS: readonly Key[] = ['company', 'revenue', 'cost', 'margin', 'margin_percent', 'sold_minutes', 'used_minutes'];
const LABELS: Record<Key, string> = { company: 'company', revenue: 'revenue', cost: 'cost', margin: 'margin', margin_percent: 'marginPercent', sold_minutes: 'sold', used_minutes: 'used' };

export function CompanyProfitabilityScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useProfitStyles();
  const [range, setRange] = useState<Range>(defaultRange);
  const [sort, setSort] = useState<Sort<Key>>({ key: 'margin', desc: true });
  const [selected, setSelected] = useState<CompanyProfit['company'] | null>(null);
  const query = useQuery(companyProfitabilityQuery(range));
  const lang = i18n.resolvedLanguage;
  const money = (g: number) => formatMoney(g, lang);
  const rows = sortRows(query.data?.companies ?? [], sort, (r, k) => (k === 'company' ? r.company.short_name : r[k]));
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
    >
      <RangeChart months={months} />
      <div className={styles.rows}>
        <Table aria-label={t('screens.profitability')} data-testid="profitability-table">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <SortHeader key={c} column={c} label={t(`profit.${LABELS[c]}`)} sort={sort} onSort={setSort} />
              ))}
              <TableHeaderCell>{t('profit.show')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.company.id} data-testid="profitability-row">
                <TableCell>{r.company.short_name}</TableCell>
                <TableCell className={styles.number}>{money(r.revenue)}</TableCell>
                <TableCell className={styles.number}>{money(r.cost)}</TableCell>
                <TableCell className={styles.number}>{money(r.margin)}</TableCell>
                <TableCell className={styles.number}>{formatPercent(r.margin_percent, lang)}</TableCell>
                <TableCell className={styles.number}>{r.sold_minutes === null ? t('common.noLimit') : formatMinutes(r.sold_minutes)}</TableCell>
                <TableCell className={styles.number}>{formatMinutes(r.used_minutes)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setSelected(r.company)} aria-label={t('profit.details', { name: r.company.short_name })}>
                    {t('profit.show')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {selected && <CompanyDetail id={selected.id} name={selected.short_name} range={range} onClose={() => setSelected(null)} />}
    </ScreenFrame>
  );
}

function CompanyDetail({ id, name, range, onClose }: { id: number; name: string; range: Range; onClose: () => void }) {
  const { t, i18n } = useTranslation('finance');
  const styles = useProfitStyles();
  const detail = useQuery(companyProfitDetailQuery(id, range));
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);
  return (
    <section className={styles.detail} aria-label={t('profit.details', { name })} data-testid="profitability-detail">
      <Subtitle2 as="h2">{t('profit.details', { name })}</Subtitle2>
      <div>
        <Button size="small" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {detail.isPending && <Caption1>{t('common.chartLoading')}</Caption1>}
      {detail.isError && <Caption1 role="alert">{t('common.loadFailed')}</Caption1>}
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
            <Caption1>{t('profit.amounts', { package: money(m.amounts.package), overtime: money(m.amounts.overtime), visits: money(m.amounts.extra_visits) })}</Caption1>
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
            <Table size="small" aria-label={`${t('profit.entries')} ${m.month}`}>
              <TableHeader>
                <TableRow>
                  {(['day', 'ticket', 'kind', 'minutes', 'charged', 'over', 'amount'] as const).map((c) => (
                    <TableHeaderCell key={c}>{t(`profit.${c}`)}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {m.reports.map((r) => (
                  <TableRow key={r.report_id} data-testid="profitability-entry">
                    <TableCell>{r.day}</TableCell>
                    <TableCell>
                      <Link to={paths.staff.ticketShow(r.ticket_id)}>#{r.ticket_id}</Link>
                    </TableCell>
                    <TableCell>
                      {r.kind}
                      {r.overtime_percent > 0 && ` +${r.overtime_percent}%`}
                      {r.outside_contract && ` (${t('profit.outside')})`}
                      {r.extra_visit && ` (${t('profit.extraVisit')})`}
                    </TableCell>
                    <TableCell>{formatMinutes(r.minutes)}</TableCell>
                    <TableCell>{formatMinutes(r.charged_minutes)}</TableCell>
                    <TableCell>{formatMinutes(r.over_minutes)}</TableCell>
                    <TableCell>{money(r.overtime_amount + r.visit_amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ))}
    </section>
  );
}
