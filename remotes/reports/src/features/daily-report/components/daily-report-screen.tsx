/**
 * `/admin/daily-report`: one day (default yesterday in Poland) — per agent the time reported by kind, tickets worked,
 * new and resolved, and hours missing against its time scope (leaves and holidays expect nothing); per company the
 * hours used. Exports XLSX/CSV of the same day.
 */
import { useState } from 'react';
import {
  Field,
  Input,
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
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
// From the enumerations, not /resources: that module defines the response schemas, and zod (~24 KiB gzip) would
// come with this first screen for one list.
import { DAILY_KINDS } from '@helpdesk/shared/enums';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { polishDay } from '../../../lib/polish-day.ts';
import { dailyReportQuery } from '../api/daily-report.ts';

const useStyles = makeStyles({
  date: { maxWidth: '170px' },
  desk: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  missing: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export function DailyReportScreen() {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const [day, setDay] = useState(() => polishDay(-1));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const report = useQuery({ ...dailyReportQuery(day), enabled: valid });
  const data = report.data;
  const title = t('screens.dailyReport');

  return (
    <ScreenFrame
      remote="reports"
      name="daily-report"
      title={title}
      query={valid ? report : undefined}
      errorText={t('timeReports.loadError')}
      actions={<ExportButtons request={{ report: 'daily', query: { day } }} disabled={!data} />}
      filters={
        <Field label={t('timeReports.day')} className={styles.date}>
          <Input type="date" value={day} max={polishDay()} onChange={(_, d) => setDay(d.value)} />
        </Field>
      }
    >
      {data && (
        <>
          <div className={styles.desk}>
            <Text data-testid="daily-desk-new">{t('timeReports.daily.deskNew', { count: data.totals.tickets_new })}</Text>
            <Text data-testid="daily-desk-resolved">{t('timeReports.daily.deskResolved', { count: data.totals.tickets_resolved })}</Text>
          </div>
          <Title3 as="h2">{t('timeReports.daily.agents')}</Title3>
          {/* Focusable, so a keyboard user can scroll a table wider than the screen (WCAG 2.1.1). */}
          <TableScroll label={t('timeReports.daily.agents')}>
            <Table aria-label={t('timeReports.daily.agents')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('timeReports.daily.agent')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.daily.scope')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.daily.away')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.daily.expected')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.daily.reported')}</TableHeaderCell>
                  {DAILY_KINDS.map((k) => (
                    <TableHeaderCell key={k}>{t(`timeReports.kind.${k}`)}</TableHeaderCell>
                  ))}
                  <TableHeaderCell>{t('timeReports.daily.missing')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.daily.worked')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.daily.new')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.daily.resolved')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.agents.map((a) => (
                  <TableRow key={a.agent.id} data-testid="daily-agent-row">
                    <TableCell>{a.agent.name}</TableCell>
                    <TableCell>{formatMinutes(a.time_scope)}</TableCell>
                    <TableCell>{a.on_leave ? t('timeReports.daily.yes') : t('timeReports.daily.no')}</TableCell>
                    <TableCell>{formatMinutes(a.expected_minutes)}</TableCell>
                    <TableCell>{formatMinutes(a.reported_minutes)}</TableCell>
                    {DAILY_KINDS.map((k) => (
                      <TableCell key={k}>{formatMinutes(a.per_kind[k])}</TableCell>
                    ))}
                    <TableCell className={a.missing_minutes > 0 ? styles.missing : undefined}>{formatMinutes(a.missing_minutes)}</TableCell>
                    <TableCell>{a.tickets_worked}</TableCell>
                    <TableCell>{a.tickets_new}</TableCell>
                    <TableCell>{a.tickets_resolved}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <Title3 as="h2">{t('timeReports.daily.companies')}</Title3>
          {data.companies.length === 0 ? (
            <Text>{t('timeReports.daily.noCompanies')}</Text>
          ) : (
            <Table aria-label={t('timeReports.daily.companies')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('timeReports.company')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.columns.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('timeReports.charged')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.companies.map((c) => (
                  <TableRow key={c.company.id} data-testid="daily-company-row">
                    <TableCell>
                      {c.company.tag} — {c.company.short_name}
                    </TableCell>
                    <TableCell>{formatMinutes(c.minutes)}</TableCell>
                    <TableCell>{formatMinutes(c.charged_minutes)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </ScreenFrame>
  );
}
