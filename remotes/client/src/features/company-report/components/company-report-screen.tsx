/**
 * /company-report (permission company-report): per month, hours used against the contract package (total and per
 * staff type), arrivals against the arrivals package, tickets opened and resolved, SLA met — the figures the staff
 * company report shows for this company (same server module).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import {
  Caption1,
  Card,
  Field,
  ProgressBar,
  Select,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { can, currentUserAtom, errorMessage, renderNow } from '@helpdesk/shared';
import { AcceptedNote, ListError, ListSkeleton } from '@helpdesk/shared/ui';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import { formatMinutes } from '@helpdesk/shared/format';
import { addMonths, businessMonth } from '@helpdesk/shared/months';
import type { HoursFigures, MonthFigures } from '@helpdesk/shared/resources';
import { companyReportQuery, STAFF_KINDS, type SlaFigures } from '../api/company-report-api.ts';
import { ContractBalanceCard } from '../../../components/contract-balance-card.tsx';
import { InvoiceDocuments } from './invoice-documents.tsx';

const RANGES = [3, 6, 12, 24] as const;

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'flex-end',
  },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  cell: { whiteSpace: 'nowrap' },
  over: { color: tokens.colorPaletteRedForeground1 },
});

const monthLabel = (month: string, lang: string) =>
  dayjs(`${month}-01`)
    .locale(lang === 'en' ? 'en' : 'pl')
    .format('MMMM YYYY');
const percent = (s: SlaFigures) => (s.total ? `${Math.round((s.met / s.total) * 100)}%` : '—');

function HoursCell({ hours }: { hours: HoursFigures }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  if (hours.package_minutes === null) return <span className={styles.cell}>{formatMinutes(hours.charged_minutes)}</span>;
  return (
    <span className={styles.cell}>
      {formatMinutes(hours.charged_minutes)} / {formatMinutes(hours.package_minutes)}
      {hours.over_minutes > 0 && (
        <span className={styles.over}>
          <br />+{formatMinutes(hours.over_minutes)} {t('report.over')}
        </span>
      )}
    </span>
  );
}

function Summary({ month }: { month: MonthFigures }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const pkg = month.hours.package_minutes;
  return (
    <div className={styles.cards} data-testid="report-summary">
      <Card className={styles.card}>
        <Caption1 className={styles.muted}>{t('report.hoursUsed')}</Caption1>
        <Text className={styles.figure} data-testid="report-hours">
          {formatMinutes(month.hours.charged_minutes)}
        </Text>
        {month.hours.pending_minutes > 0 && (
          <AcceptedNote
            accepted={formatMinutes(month.hours.accepted_minutes)}
            pending={formatMinutes(month.hours.pending_minutes)}
            of="hours"
            testId="report-hours-accepted"
          />
        )}
        {pkg !== null ? (
          <>
            <ProgressBar
              aria-label={t('report.hoursUsed')}
              value={Math.min(1, month.hours.charged_minutes / pkg)}
              color={month.hours.over_minutes > 0 ? 'error' : 'brand'}
              thickness="large"
            />
            <Caption1>
              {t('report.ofPackage', { package: formatMinutes(pkg), remaining: formatMinutes(month.hours.remaining_minutes) })}
            </Caption1>
          </>
        ) : (
          <Caption1>{t('report.noPackage')}</Caption1>
        )}
      </Card>
      <Card className={styles.card}>
        <Caption1 className={styles.muted}>{t('report.arrivals')}</Caption1>
        <Text className={styles.figure} data-testid="report-arrivals">
          {month.arrivals.used}
        </Text>
        {month.arrivals.pending > 0 && (
          <AcceptedNote
            accepted={String(month.arrivals.accepted)}
            pending={String(month.arrivals.pending)}
            of="visits"
            testId="report-arrivals-accepted"
          />
        )}
        <Caption1>
          {month.arrivals.package !== null
            ? t('report.arrivalsOf', { package: month.arrivals.package, remaining: month.arrivals.remaining ?? 0 })
            : t('report.noArrivalsPackage')}
        </Caption1>
      </Card>
      <Card className={styles.card}>
        <Caption1 className={styles.muted}>{t('report.tickets')}</Caption1>
        <Text className={styles.figure}>{month.tickets.opened}</Text>
        <Caption1>{t('report.ticketsResolved', { count: month.tickets.resolved })}</Caption1>
      </Card>
      <Card className={styles.card}>
        <Caption1 className={styles.muted}>{t('report.slaMet')}</Caption1>
        <Text className={styles.figure}>{percent(month.sla.resolution)}</Text>
        <Caption1>
          {t('report.slaDetail', {
            met: month.sla.resolution.met,
            total: month.sla.resolution.total,
            firstResponse: percent(month.sla.first_response),
          })}
        </Caption1>
      </Card>
    </div>
  );
}

export function CompanyReportScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('client');
  const [months, setMonths] = useState<number>(6);
  // The months end at the render's month of the business calendar (as the server counts it and rendered it, while this
  // page hydrates), not the browser's zone's: the balance card beside them reads the server's current month.
  const to = businessMonth(new Date(renderNow()));
  const from = addMonths(to, -(months - 1));
  const query = useQuery(companyReportQuery({ from, to }));
  const report = query.data;
  const [selected, setSelected] = useState<string | null>(null);
  const current = report?.months.find((m) => m.month === selected) ?? report?.months[report.months.length - 1];
  const perKind = !!report?.contract.hours.per_kind;
  const me = useAtomValue(currentUserAtom);

  return (
    <ScreenFrame remote="client" name="company-report" title={t('screens.companyReport')} busy={query.isFetching}>
      {me && can(me, 'client.contract-balance') && <ContractBalanceCard />}
      <div className={styles.toolbar}>
        <Field label={t('report.range')}>
          <Select value={String(months)} onChange={(_, data) => setMonths(Number(data.value))}>
            {RANGES.map((n) => (
              <option key={n} value={n}>
                {t('report.lastMonths', { count: n })}
              </option>
            ))}
          </Select>
        </Field>
        {report && (
          <Field label={t('report.month')}>
            <Select value={current?.month ?? ''} onChange={(_, data) => setSelected(data.value)}>
              {[...report.months].reverse().map((m) => (
                <option key={m.month} value={m.month}>
                  {monthLabel(m.month, i18n.language)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {report && <Caption1 className={styles.muted}>{t(`report.models.${report.contract.charging_model}`)}</Caption1>}
      </div>
      {query.isError && !report ? (
        <ListError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !report ? (
        <ListSkeleton rows={6} />
      ) : (
        <>
          {current && <Summary month={current} />}
          <Subtitle2 as="h2">{t('report.byMonth')}</Subtitle2>
          {/* A focusable region: a keyboard user scrolls the wide table sideways (WCAG 2.1.1). */}
          <TableScroll label={t('report.byMonth')}>
            <Table size="small" aria-label={t('report.byMonth')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('report.month')}</TableHeaderCell>
                  <TableHeaderCell>{t('report.hoursCharged')}</TableHeaderCell>
                  {STAFF_KINDS.map((kind) => (
                    <TableHeaderCell key={kind}>{t(`vocabulary.kind.${kind}`)}</TableHeaderCell>
                  ))}
                  <TableHeaderCell>{t('report.outsideContract')}</TableHeaderCell>
                  <TableHeaderCell>{t('report.arrivals')}</TableHeaderCell>
                  <TableHeaderCell>{t('report.opened')}</TableHeaderCell>
                  <TableHeaderCell>{t('report.resolved')}</TableHeaderCell>
                  <TableHeaderCell>{t('report.slaFirstResponse')}</TableHeaderCell>
                  <TableHeaderCell>{t('report.slaResolution')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {[...report.months].reverse().map((m) => (
                  <TableRow key={m.month} data-month={m.month}>
                    <TableCell className={styles.cell}>{monthLabel(m.month, i18n.language)}</TableCell>
                    <TableCell>
                      <HoursCell hours={m.hours} />
                    </TableCell>
                    {STAFF_KINDS.map((kind) => (
                      <TableCell key={kind}>
                        {perKind ? <HoursCell hours={m.hours.per_kind[kind]} /> : formatMinutes(m.hours.per_kind[kind].charged_minutes)}
                      </TableCell>
                    ))}
                    <TableCell>{formatMinutes(m.hours.outside_contract_minutes)}</TableCell>
                    <TableCell className={styles.cell}>
                      {m.arrivals.used}
                      {m.arrivals.package !== null ? ` / ${m.arrivals.package}` : ''}
                    </TableCell>
                    <TableCell>{m.tickets.opened}</TableCell>
                    <TableCell>{m.tickets.resolved}</TableCell>
                    <TableCell>{percent(m.sla.first_response)}</TableCell>
                    <TableCell>{percent(m.sla.resolution)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <Caption1 className={styles.muted}>{t('report.footnote')}</Caption1>
          <InvoiceDocuments />
        </>
      )}
    </ScreenFrame>
  );
}
