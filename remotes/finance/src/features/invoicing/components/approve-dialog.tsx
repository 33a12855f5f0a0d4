/**
 * Approving a month (one company or every draft): before the month is closed, the time reports of it still waiting for
 * acceptance are listed per company, each with its decision — accept, reject (with a reason) or move to the next month
 * (an optional reason) — and approval waits until none is left. The server refuses too (with the same list), so a
 * report added meanwhile shows up here instead of being swallowed by the closed month.
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, toast, validationErrors } from '@helpdesk/shared';
import { formatMinutes } from '@helpdesk/shared/format';
import type { MonthPendingReport } from '@helpdesk/shared/resources';
import { useFinanceMutation } from '../../../api/finance.ts';
import { approveMonth, decidePendingReport, pendingReportsQuery, type PendingDecision } from '../api/invoicing.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 24px))' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  company: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  report: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

export interface ApproveDialogProps {
  month: string;
  /** The companies approved: one, or every draft (`company_ids` left out). */
  companies: { id: number; short_name: string }[];
  all: boolean;
  title: string;
  trigger: React.ReactElement;
}

/** The waiting reports a refused approval lists (`pending_reports` of the 422 body), if any. */
const pendingOf = (failure: unknown): MonthPendingReport[] | undefined =>
  (failure as { response?: { data?: { pending_reports?: MonthPendingReport[] } } } | null)?.response?.data?.pending_reports;

export function ApproveDialog({ month, companies, all, title, trigger }: ApproveDialogProps) {
  const { t } = useTranslation('finance');
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const pendingQuery = useQuery({ ...pendingReportsQuery(month), enabled: open });
  const approve = useFinanceMutation(approveMonth);
  const ids = new Set(companies.map((c) => c.id));
  const pending = (pendingQuery.data ?? []).filter((r) => ids.has(r.company.id));
  const byCompany = [...new Set(pending.map((r) => r.company.id))].map((id) => pending.filter((r) => r.company.id === id));

  const submit = async () => {
    setError(null);
    try {
      const answer = await approve.mutateAsync({ month, ...(all ? {} : { company_ids: companies.map((c) => c.id) }) });
      toast.success(answer.message);
      setOpen(false);
    } catch (failure) {
      const list = pendingOf(failure);
      if (list) queryClient.setQueryData(pendingReportsQuery(month).queryKey, list);
      setError(validationErrors(failure)?.month?.[0] ?? errorMessage(failure) ?? t('common.loadFailed'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="alert">
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('invoicing.approveBody')}</Text>
            {pendingQuery.isLoading && <Text className={styles.muted}>{t('invoicing.pending.loading')}</Text>}
            {error && (
              <MessageBar intent="error" data-testid="approve-error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {pending.length > 0 && (
              <>
                <MessageBar intent="warning">
                  <MessageBarBody>{t('invoicing.pending.warning', { count: pending.length })}</MessageBarBody>
                </MessageBar>
                {byCompany.map((reports) => (
                  <section key={reports[0]!.company.id} className={styles.company} data-testid="pending-company">
                    <Subtitle2 as="h3">{reports[0]!.company.short_name}</Subtitle2>
                    <ul className={styles.list}>
                      {reports.map((r) => (
                        <PendingReportItem key={r.id} report={r} month={month} />
                      ))}
                    </ul>
                  </section>
                ))}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('invoicing.cancel')}</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              onClick={() => void submit()}
              disabled={approve.isPending || pendingQuery.isLoading || pending.length > 0}
            >
              {t('invoicing.approve')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function PendingReportItem({ report, month }: { report: MonthPendingReport; month: string }) {
  const { t } = useTranslation('finance');
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'reject' | 'move' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useFinanceMutation(decidePendingReport);
  const who = `${report.day} · ${report.agent?.name ?? '—'}`;
  const run = async (decision: PendingDecision) => {
    setError(null);
    try {
      toast.success((await decide.mutateAsync(decision)).message);
      await queryClient.invalidateQueries({ queryKey: pendingReportsQuery(month).queryKey });
    } catch (failure) {
      const fields = validationErrors(failure);
      setError(fields?.reason?.[0] ?? fields?.day?.[0] ?? fields?.ids?.[0] ?? errorMessage(failure) ?? t('common.loadFailed'));
    }
  };
  return (
    <li className={styles.report} data-testid="pending-report" data-report={report.id}>
      <div className={styles.line}>
        <Text weight="semibold">
          {report.ticket.fullid} — {report.ticket.subject}
        </Text>
      </div>
      <div className={styles.line}>
        <Text>
          {report.day} {report.from_hour} · {formatMinutes(report.minutes)} · {report.agent?.name ?? '—'}
        </Text>
        <Badge appearance="tint" color="brand">
          {t(`invoicing.kinds.${report.kind}`)}
        </Badge>
        {report.overtime > 0 && (
          <Badge appearance="tint" color="warning">
            {t('invoicing.pending.overtime', { rate: report.overtime })}
          </Badge>
        )}
        {report.outside_contract && (
          <Badge appearance="tint" color="severe">
            {t('invoicing.pending.outsideContract')}
          </Badge>
        )}
        {report.arrival && <Badge appearance="outline">{t('invoicing.pending.arrival')}</Badge>}
      </div>
      {report.description && <Text className={styles.muted}>{report.description}</Text>}
      {asking ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run({ kind: asking, id: report.id, reason });
          }}
          noValidate
        >
          <Field
            label={asking === 'reject' ? t('invoicing.pending.rejectReason') : t('invoicing.pending.moveReason')}
            required={asking === 'reject'}
            validationMessage={error ?? undefined}
          >
            <Textarea value={reason} rows={2} resize="vertical" onChange={(_, d) => setReason(d.value)} />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" size="small" appearance="primary" disabled={decide.isPending}>
              {asking === 'reject' ? t('invoicing.pending.reject') : t('invoicing.pending.move')}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setAsking(null);
                setError(null);
              }}
              disabled={decide.isPending}
            >
              {t('invoicing.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {error && (
            <Text role="alert" className={styles.muted}>
              {error}
            </Text>
          )}
          <div className={styles.actions}>
            <Button
              size="small"
              appearance="primary"
              disabled={decide.isPending}
              aria-label={t('invoicing.pending.acceptOne', { who })}
              onClick={() => void run({ kind: 'accept', id: report.id })}
            >
              {t('invoicing.pending.accept')}
            </Button>
            <Button
              size="small"
              disabled={decide.isPending}
              aria-label={t('invoicing.pending.rejectOne', { who })}
              onClick={() => setAsking('reject')}
            >
              {t('invoicing.pending.reject')}
            </Button>
            <Button
              size="small"
              disabled={decide.isPending}
              aria-label={t('invoicing.pending.moveOne', { who })}
              onClick={() => setAsking('move')}
            >
              {t('invoicing.pending.move')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
