/**
 * Planned works of the ticket: start, hours, status, internal flag, who planned and who accepted or rejected;
 * planning, changing and deleting (the planner, admins and managers), accepting and rejecting (admins and
 * managers, waiting works only). Offered per lib/planned-work-rules.ts; a trashed ticket's works are read-only.
 */
import { useFormats } from '@helpdesk/shared/use-formats';
import { lazy, Suspense, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
  Tooltip,
  type BadgeProps,
} from '@fluentui/react-components';
import { CalendarAddRegular, CheckmarkRegular, DeleteRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketPlannedWork } from '@helpdesk/shared/resources';
import { ticketDetailQuery } from '../api/ticket-detail.ts';
import type { PlannedWork } from '@helpdesk/shared/resources';
import {
  decidePlannedWork,
  deletePlannedWork,
  ticketPlannedWorksQuery,
  usePlannedWorkMutation,
  type PlannedWorkDecision,
} from '../api/planned-works.ts';
import { mayChange, mayDecide, mayPlan } from '../lib/planned-work-rules.ts';

// The form validates with zod: loaded when the agent plans or changes a work, not with every ticket.
const PlannedWorkForm = lazy(() => import('./planned-work-form.tsx').then((m) => ({ default: m.PlannedWorkForm })));

const STATUS_COLOR: Record<PlannedWork['status'], BadgeProps['color']> = {
  'waiting-for-accept': 'warning',
  accepted: 'success',
  rejected: 'danger',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  editing: { display: 'block', padding: 0, border: 'none' },
  main: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, flex: '1 1 260px', minWidth: 0 },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  people: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The ticket's own list carries no people; shown so until the full list arrives (or when it cannot). */
const fromTicket = (works: TicketPlannedWork[]): PlannedWork[] =>
  works.map((work) => ({
    ...work,
    planned_by: null,
    accepted_by: null,
    rejected_by: null,
    ticket: { id: 0, fullid: '', subject: '' },
    created_at: '',
    updated_at: '',
  }));

function useHours() {
  const formats = useFormats();
  return (hours: number) => formats.number(hours);
}

interface ItemProps {
  ticketId: number;
  work: PlannedWork;
  canChange: boolean;
  canDecide: boolean;
  onEdit: () => void;
}

function PlannedWorkItem({ ticketId, work, canChange, canDecide, onEdit }: ItemProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const hours = useHours();
  const start = formatDateTime(work.start_time);
  const decide = usePlannedWorkMutation(ticketId, (decision: PlannedWorkDecision) => decidePlannedWork(work.id, decision));
  const remove = usePlannedWorkMutation(ticketId, () => deletePlannedWork(work.id));
  const busy = decide.isPending || remove.isPending;
  const ignoreFailure = () => undefined;

  return (
    <li className={styles.item} data-work={work.id} data-status={work.status}>
      <div className={styles.main}>
        <div className={styles.line}>
          <Text weight="semibold">{start}</Text>
          <Text aria-label={`${t('show.planned.hours')}: ${hours(work.hours)}`}>
            {t('show.planned.hoursValue', { hours: hours(work.hours) })}
          </Text>
          <Badge appearance="tint" color={STATUS_COLOR[work.status] ?? 'informative'} data-testid="planned-work-status">
            {t(`show.planned.statuses.${work.status}`, { defaultValue: work.status })}
          </Badge>
          {work.internal && <Badge appearance="outline">{t('show.planned.internalBadge')}</Badge>}
        </div>
        <div className={styles.line}>
          {work.planned_by && <Caption1 className={styles.people}>{t('show.planned.plannedBy', { name: work.planned_by.name })}</Caption1>}
          {work.accepted_by && (
            <Caption1 className={styles.people}>{t('show.planned.acceptedBy', { name: work.accepted_by.name })}</Caption1>
          )}
          {work.rejected_by && (
            <Caption1 className={styles.people}>{t('show.planned.rejectedBy', { name: work.rejected_by.name })}</Caption1>
          )}
        </div>
      </div>
      {(canDecide || canChange) && (
        <div className={styles.actions}>
          {canDecide && (
            <>
              <Button
                appearance="primary"
                size="small"
                icon={<CheckmarkRegular />}
                aria-label={t('show.planned.acceptLabel', { start })}
                disabled={busy}
                onClick={() => decide.mutate('accept')}
              >
                {t('show.planned.accept')}
              </Button>
              <Button
                size="small"
                icon={<DismissRegular />}
                aria-label={t('show.planned.rejectLabel', { start })}
                disabled={busy}
                onClick={() => decide.mutate('reject')}
              >
                {t('show.planned.reject')}
              </Button>
            </>
          )}
          {canChange && (
            <>
              <Tooltip content={t('show.planned.editTooltip')} relationship="description">
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<EditRegular />}
                  aria-label={t('show.planned.edit', { start })}
                  disabled={busy}
                  onClick={onEdit}
                />
              </Tooltip>
              <ConfirmDialog
                title={t('show.planned.deleteTitle', { start, hours: hours(work.hours) })}
                body={t('show.planned.deleteBody')}
                onConfirm={() => remove.mutateAsync(undefined).then(ignoreFailure, ignoreFailure)}
                trigger={
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={t('show.planned.delete', { start })}
                    disabled={busy}
                  />
                }
              />
            </>
          )}
        </div>
      )}
    </li>
  );
}

export function PlannedWorks({ works }: { works: TicketPlannedWork[] }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const me = useAtomValue(currentUserAtom);
  const ticketId = Number(useParams().id);
  // The page's ticket, read from the cache the page keeps fresh (no second request).
  const ticket = useQuery({ ...ticketDetailQuery(ticketId), enabled: false }).data;
  const frozen = !!ticket?.deleted_at;
  const list = useQuery(ticketPlannedWorksQuery(ticketId));
  const shown = list.data ?? fromTicket(works);
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    // Back to the add button (shown again once no form is open), so the keyboard does not fall to the page top.
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const form = (work?: PlannedWork) => (
    <Suspense fallback={<Spinner size="small" />}>
      <PlannedWorkForm ticketId={ticketId} work={work} onClose={close} />
    </Suspense>
  );

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Subtitle2 as="h3">{t('show.planned.title')}</Subtitle2>
        {mayPlan(me, frozen) && editing === null && (
          <Button ref={addButton} appearance="primary" icon={<CalendarAddRegular />} onClick={() => setEditing('new')}>
            {t('show.planned.add')}
          </Button>
        )}
      </div>
      {frozen && <Text className={styles.empty}>{t('show.planned.frozen')}</Text>}
      {editing === 'new' && form()}
      {shown.length === 0 ? (
        <Text className={styles.empty}>{t('show.planned.empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('show.planned.title')} data-testid="planned-works" aria-busy={list.isFetching}>
          {shown.map((work) =>
            editing === work.id ? (
              <li key={work.id} className={styles.editing} data-work={work.id}>
                {form(work)}
              </li>
            ) : (
              <PlannedWorkItem
                key={work.id}
                ticketId={ticketId}
                work={work}
                canChange={mayChange(me, work, frozen)}
                canDecide={mayDecide(me, work, frozen)}
                onEdit={() => setEditing(work.id)}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
