/**
 * A rule's run log under its form: each run on a ticket, newest first, a page at a time — when, the ticket (a link),
 * what triggered it, how it came out (applied, skipped: nothing to do, failed: why) and the actions that took effect.
 * "Failed only" narrows it to the runs that need a look.
 */
import { useState } from 'react';
import {
  Badge,
  Card,
  Checkbox,
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
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage, paths } from '@helpdesk/shared';
import { formatDateTime } from '@helpdesk/shared/format';
import type { AutomationRun } from '@helpdesk/shared/resources';
import { TableScroll } from '@helpdesk/shared/remote';
import { ListEmpty, ListError, ListSkeleton, PaginationBar } from '@helpdesk/shared/ui';
import { automationRunsQuery } from '../api/automations-api.ts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, boxSizing: 'border-box', marginTop: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  // The time and the ticket's number read as one piece each (a fullid's hyphen is no place to break).
  nowrap: { whiteSpace: 'nowrap' },
});

const OUTCOME_COLOUR = { applied: 'success', failed: 'danger', skipped: 'informative' } as const;

export function AutomationRuns({ ruleId, maxWidth }: { ruleId: number; maxWidth: string }) {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const [failedOnly, setFailedOnly] = useState(false);
  const runs = useQuery(automationRunsQuery(ruleId, page, failedOnly));
  const title = t('automations.runs.title');

  const outcome = (run: AutomationRun) => (
    <>
      <Badge appearance="tint" color={OUTCOME_COLOUR[run.outcome]}>
        {t(`automations.runs.outcomes.${run.outcome}`)}
      </Badge>
      {run.error && <div className={styles.error}>{run.error}</div>}
    </>
  );
  const actions = (run: AutomationRun) =>
    run.actions.length ? (
      run.actions.map((kind) => t(`automations.kinds.${kind}`, { defaultValue: kind })).join(', ')
    ) : (
      <span className={styles.muted}>{t('automations.runs.noActions')}</span>
    );

  const body = () => {
    if (runs.isError && !runs.data)
      return (
        <ListError
          text={t('automations.runs.loadError')}
          message={errorMessage(runs.error)}
          onRetry={() => void runs.refetch()}
          retrying={runs.isFetching}
        />
      );
    if (!runs.data) return <ListSkeleton rows={3} label={t('automations.runs.loading')} />;
    if (!runs.data.data.length) return <ListEmpty text={failedOnly ? t('automations.runs.emptyFailed') : t('automations.runs.empty')} />;
    return (
      <div aria-busy={runs.isFetching || undefined}>
        <TableScroll label={title}>
          <Table aria-label={title} size="small">
            <TableHeader>
              <TableRow>
                {(['at', 'ticket', 'trigger', 'outcome', 'actions'] as const).map((column) => (
                  <TableHeaderCell key={column}>{t(`automations.runs.columns.${column}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {runs.data.data.map((run) => (
                <TableRow key={run.id} data-testid="automation-run">
                  <TableCell className={styles.nowrap}>{formatDateTime(run.created_at)}</TableCell>
                  <TableCell className={styles.nowrap}>
                    <Link to={paths.staff.ticketShow(run.ticket.id)} title={run.ticket.subject}>
                      {run.ticket.fullid}
                    </Link>
                  </TableCell>
                  <TableCell>{t(`automations.triggers.${run.trigger}`)}</TableCell>
                  <TableCell>{outcome(run)}</TableCell>
                  <TableCell>{actions(run)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
        <PaginationBar meta={runs.data.meta} onPage={setPage} />
      </div>
    );
  };

  return (
    <Card className={styles.card} style={{ maxWidth }} data-testid="automation-runs">
      <section aria-label={title}>
        <div className={styles.bar}>
          <Text as="h2" size={500} weight="semibold">
            {title}
          </Text>
          <Checkbox
            label={t('automations.runs.failedOnly')}
            checked={failedOnly}
            onChange={(_, data) => {
              setFailedOnly(data.checked === true);
              setPage(1);
            }}
          />
        </div>
        {body()}
      </section>
    </Card>
  );
}
