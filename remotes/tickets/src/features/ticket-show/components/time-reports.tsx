/**
 * Time reports of the ticket with every field, add and delete (own reports until accepted; admins and managers
 * any; none of a closed — invoiced — month, marked 'Okres zamknięty'), and the summary the server computes: worked, charged (each day rounded up to the hour, spec §9), normal,
 * overtime 50/100/150 % and the weighted total.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, makeStyles, Spinner, Subtitle2, Text, tokens, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, InfoRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { can, currentUserAtom, errorMessage, readTimerDraft, toast, validationErrors, withoutTimerDraft } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import type { TicketDetail, TimeReport, TimeSummary } from '@helpdesk/shared/resources';
import { deleteTimeReport, useTicketMutation } from '../api/ticket-actions.ts';
import { useTicketLabels } from '../hooks/use-ticket-labels.ts';
import { formatMinutes as minutesToHhMm } from '@helpdesk/shared/format';
import { isReadOnly } from '../lib/read-only.ts';

// The form validates with the server's zod schema: loaded when the agent adds a report, not with every ticket.
const TimeReportForm = lazy(() => import('./time-report-form.tsx').then((m) => ({ default: m.TimeReportForm })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  summary: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  figureLabel: { color: tokens.colorNeutralForeground2, margin: 0 },
  figureValue: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  reports: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  report: {
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  reportMain: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, flexGrow: 1, minWidth: 0 },
  reportHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  agent: { color: tokens.colorNeutralForeground2 },
  info: { verticalAlign: 'middle', marginLeft: tokens.spacingHorizontalXXS },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  empty: { color: tokens.colorNeutralForeground3 },
  reason: { color: tokens.colorNeutralForeground2 },
});

function SummaryFigures({ summary }: { summary: TimeSummary }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const figures: { key: string; label: string; value: string; hint?: string }[] = [
    { key: 'total', label: t('show.time.summary.total'), value: minutesToHhMm(summary.total_minutes) },
    {
      key: 'charged',
      label: t('show.time.summary.charged'),
      value: minutesToHhMm(summary.charged_minutes),
      hint: t('show.time.summary.chargedHint'),
    },
    { key: 'normal', label: t('show.time.summary.normal'), value: minutesToHhMm(summary.normal) },
    ...(['50', '100', '150'] as const).map((rate) => ({
      key: `overtime-${rate}`,
      label: t('show.time.summary.overtime', { rate }),
      value: minutesToHhMm(summary.overtime[rate]),
    })),
    { key: 'weighted', label: t('show.time.summary.weighted'), value: minutesToHhMm(summary.weighted) },
  ];
  return (
    <Card>
      <Subtitle2 as="h3">{t('show.time.summary.title')}</Subtitle2>
      <dl className={styles.summary} data-testid="time-summary">
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure} data-figure={figure.key}>
            <dt className={styles.figureLabel}>
              {figure.hint ? (
                <Tooltip content={figure.hint} relationship="description">
                  <span tabIndex={0}>
                    {figure.label}
                    <InfoRegular className={styles.info} aria-hidden />
                  </span>
                </Tooltip>
              ) : (
                figure.label
              )}
            </dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ReportFlags({ report }: { report: TimeReport }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <div className={styles.flags}>
      {report.additional_works && <Badge appearance="outline">{t('show.time.fields.additionalWorks')}</Badge>}
      {report.overtime > 0 && (
        <Badge appearance="tint" color="warning">
          {t('show.time.fields.overtime')} {t('show.time.overtimeRate', { rate: report.overtime })}
        </Badge>
      )}
      {report.outside_contract && (
        <Badge appearance="tint" color="severe">
          {t('show.time.fields.outsideContract')}
        </Badge>
      )}
      {report.arrival && <Badge appearance="outline">{t('show.time.fields.arrival')}</Badge>}
      {report.locked && (
        <Tooltip content={t('show.time.lockedHint')} relationship="description">
          <Badge appearance="outline" color="danger" tabIndex={0} data-testid="time-report-locked">
            {t('show.time.locked')}
          </Badge>
        </Tooltip>
      )}
      {report.accepted_at ? (
        <Badge appearance="tint" color="success">
          {t('show.time.state.accepted')}
        </Badge>
      ) : report.rejected_at ? (
        <Badge appearance="tint" color="danger">
          {t('show.time.state.rejected')}
        </Badge>
      ) : report.needs_accept ? (
        <Badge appearance="tint" color="informative">
          {t('show.time.state.waiting')}
        </Badge>
      ) : null}
    </div>
  );
}

export function TimeReports({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { label } = useTicketLabels();
  const me = useAtomValue(currentUserAtom);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TimeReport | null>(null);
  // A closed form hands focus back to the add button, so a keyboard user is not dropped at the top of the page.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  const closeForm = () => {
    focusAddButton.current = true;
    setAdding(false);
    setEditing(null);
  };
  // A stopped timer's draft comes in the address (the chip may stop it on any page): the form opens filled from it
  // and, saved or cancelled, leaves the address without it.
  const [searchParams, setSearchParams] = useSearchParams();
  const timerDraft = ticket.deleted_at ? null : readTimerDraft(searchParams);
  const closeTimerDraft = () => {
    setSearchParams((params) => withoutTimerDraft(params), { replace: true });
    closeForm();
  };
  useEffect(() => {
    if (adding || editing || timerDraft || !focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [adding, editing, timerDraft]);
  const remove = useTicketMutation(ticket.id, (reportId: number) => deleteTimeReport(ticket.id, reportId));
  const manager = can(me, 'time-reports.delete-others');
  // A report of a closed (invoiced) month changes no more: the server refuses it, so no control offers it.
  const canDelete = (report: TimeReport) =>
    !isReadOnly(ticket) && !report.locked && (manager || (report.agent?.id === me?.data.id && !report.accepted_at));
  // The same rule corrects a report (a rejected one is resubmitted for acceptance).
  const canEdit = canDelete;

  return (
    <div className={styles.root}>
      <SummaryFigures summary={ticket.time_summary} />
      <div className={styles.head}>
        <Subtitle2 as="h3">{t('show.time.title')}</Subtitle2>
        {!adding && !editing && !timerDraft && !isReadOnly(ticket) && (
          <Button ref={addButton} appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('show.time.add')}
          </Button>
        )}
      </div>
      {adding && (
        <Suspense fallback={<Spinner size="small" />}>
          <TimeReportForm ticket={ticket} onClose={closeForm} />
        </Suspense>
      )}
      {timerDraft && !adding && !editing && (
        <Suspense fallback={<Spinner size="small" />}>
          <TimeReportForm
            key={`${timerDraft.day} ${timerDraft.from_hour} ${timerDraft.minutes}`}
            ticket={ticket}
            draft={timerDraft}
            onClose={closeTimerDraft}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={<Spinner size="small" />}>
          <TimeReportForm key={editing.id} ticket={ticket} report={editing} onClose={closeForm} />
        </Suspense>
      )}
      {ticket.time_reports.length === 0 ? (
        <Text className={styles.empty}>{t('show.time.empty')}</Text>
      ) : (
        <ul className={styles.reports} aria-label={t('show.time.title')} data-testid="time-reports">
          {ticket.time_reports.map((report) => (
            <li key={report.id} className={styles.report} data-report={report.id}>
              <div className={styles.reportMain}>
                <div className={styles.reportHead}>
                  <Text weight="semibold">
                    {report.day} {report.from_hour}
                  </Text>
                  <Text weight="semibold" aria-label={`${t('show.time.fields.minutes')}: ${minutesToHhMm(report.minutes)}`}>
                    {minutesToHhMm(report.minutes)}
                  </Text>
                  <Badge appearance="tint" color="brand">
                    {label('supportScope', report.kind)}
                  </Badge>
                  <Text size={200} className={styles.agent}>
                    {report.agent?.name ?? '—'}
                  </Text>
                </div>
                {report.description && <Text>{report.description}</Text>}
                {report.reject_reason && (
                  <Text size={200} className={styles.reason}>
                    {t('show.time.rejectReason', { reason: report.reject_reason })}
                  </Text>
                )}
                <ReportFlags report={report} />
              </div>
              {canEdit(report) && !adding && (
                <Button
                  appearance={report.rejected_at ? 'primary' : 'subtle'}
                  icon={<EditRegular />}
                  aria-label={t('show.time.edit', { day: report.day })}
                  onClick={() => setEditing(report)}
                />
              )}
              {canDelete(report) && (
                <ConfirmDialog
                  title={t('show.time.deleteTitle', { day: report.day, duration: minutesToHhMm(report.minutes) })}
                  onConfirm={() =>
                    remove.mutateAsync(report.id).then(
                      () => undefined,
                      // The refusal says why (a month closed meanwhile: the period-lock message), not just "invalid".
                      (error: unknown) => {
                        const refusal = Object.values(validationErrors(error) ?? {}).flat()[0];
                        toast.error(refusal ?? errorMessage(error) ?? t('show.time.deleteFailed'));
                      },
                    )
                  }
                  trigger={
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={t('show.time.delete', { day: report.day })}
                      disabled={remove.isPending}
                    />
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
