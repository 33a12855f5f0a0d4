/** The drill-down below a finance table (a company's or an agent's figures) and the time entries behind an amount. */
import type { ReactNode } from 'react';
import {
  Button,
  Caption1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@helpdesk/shared';
import { formatMinutes, formatPercent, localeOf } from '@helpdesk/shared/format';
import { nameOf } from '@helpdesk/shared/vocabulary';
import type { ReportShare } from '@helpdesk/shared/resources';
import { formatMoney } from '../lib/money.ts';

export const useFinanceTableStyles = makeStyles({
  // The sideways scroll box (TableScroll) may shrink below its table's width in a flex column.
  rows: { minWidth: 0 },
  detail: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    minWidth: 0,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

export interface DetailPanelProps {
  /** Whose details these are (the heading and the section's name). */
  name: string;
  testId: string;
  query: { isPending: boolean; isError: boolean };
  /** While the query is pending. */
  loadingText: string;
  onClose: () => void;
  children?: ReactNode;
}

export function DetailPanel({ name, testId, query, loadingText, onClose, children }: DetailPanelProps) {
  const { t } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  return (
    <section className={styles.detail} aria-label={t('profit.details', { name })} data-testid={testId}>
      <Subtitle2 as="h2">{t('profit.details', { name })}</Subtitle2>
      <div>
        <Button size="small" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {query.isPending && <Caption1>{loadingText}</Caption1>}
      {query.isError && <Caption1 role="alert">{t('common.loadFailed')}</Caption1>}
      {children}
    </section>
  );
}

const ENTRY_COLUMNS = ['day', 'ticket', 'kind', 'minutes', 'charged', 'over', 'amount'] as const;

/** Time reports with what each was charged: its ticket, kind (overtime rate, extra visit, outside the contract), minutes, amount. */
export function ReportEntries({ reports, label, testId }: { reports: readonly ReportShare[]; label: string; testId: string }) {
  const { t, i18n } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const lang = localeOf(i18n.resolvedLanguage);
  const money = (g: number) => formatMoney(g, lang);
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {ENTRY_COLUMNS.map((c) => (
            <TableHeaderCell key={c}>{t(`profit.${c}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {reports.map((r) => (
          <TableRow key={r.report_id} data-testid={testId}>
            <TableCell>{r.day}</TableCell>
            <TableCell>
              <Link to={paths.staff.ticketShow(r.ticket_id)}>#{r.ticket_id}</Link>
            </TableCell>
            <TableCell>
              {nameOf(lang, 'timeReportKind', r.kind)}
              {r.overtime_percent > 0 && ` +${formatPercent(r.overtime_percent, lang)}`}
              {r.extra_visit && ` · ${t('profit.extraVisit')}`}
              {r.outside_contract && ` · ${t('profit.outside')}`}
            </TableCell>
            <TableCell>{formatMinutes(r.minutes)}</TableCell>
            <TableCell>{formatMinutes(r.charged_minutes)}</TableCell>
            <TableCell>{formatMinutes(r.over_minutes)}</TableCell>
            <TableCell className={styles.number}>{money(r.overtime_amount + r.visit_amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
