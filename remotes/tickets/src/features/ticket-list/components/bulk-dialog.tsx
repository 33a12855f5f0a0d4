/**
 * The one confirmation of a bulk action: it names the tickets, asks for the value (agent, status, priority) when
 * the action needs one, runs the calls with progress, then reports a summary toast. Loaded on first use.
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  ProgressBar,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery, toast } from '@helpdesk/shared';
import type { TicketRow } from '@helpdesk/shared/resources';
import { agentPick } from '../../../api/lookups.ts';
import { activeMacrosQuery } from '../../../api/macros.ts';
import { PRIORITIES, STATUSES, type TicketPriority, type TicketStatus } from '../../../lib/ticket-vocabulary.ts';
import { useBulkAction, type BulkAction, type BulkActionKind, type BulkResult } from '../api/bulk-change.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  tickets: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  summary: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  failures: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** How many ticket numbers a dialog or toast spells out before "and N more". */
const NAMED = 8;

export interface BulkDialogProps {
  kind: BulkActionKind;
  tickets: TicketRow[];
  onClose: () => void;
  /** After the calls: the ids that failed stay selected. */
  onDone: (result: BulkResult) => void;
}

export function BulkDialog({ kind, tickets, onClose, onDone }: BulkDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const runBulkAction = useBulkAction();
  const agents = useQuery({ ...agentChoicesQuery, enabled: kind === 'assign' });
  const macros = useQuery({ ...activeMacrosQuery, enabled: kind === 'macro' });
  const [macroId, setMacroId] = useState<string>('');
  /** A macro's outcome stays in the dialog, ticket by ticket, until the agent closes it. */
  const [summary, setSummary] = useState<BulkResult | null>(null);
  const [assignee, setAssignee] = useState<string>('');
  const [status, setStatus] = useState<TicketStatus>('in-progress');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [done, setDone] = useState<number | null>(null);
  const running = done !== null;
  const picked = agents.data?.find((agent) => String(agent.id) === assignee);
  const pickedWarning = picked ? agentPick(picked, t).warning : undefined;

  const names = (list: string[]) =>
    list.length > NAMED ? `${list.slice(0, NAMED).join(', ')} ${t('list.bulk.more', { count: list.length - NAMED })}` : list.join(', ');

  const action = (): BulkAction | null => {
    switch (kind) {
      case 'assign':
        return assignee === '' ? null : { kind, assigneeId: assignee === 'none' ? null : Number(assignee) };
      case 'status':
        return { kind, status };
      case 'priority':
        return { kind, priority };
      case 'macro':
        return macroId === '' ? null : { kind, macroId: Number(macroId) };
      default:
        return { kind };
    }
  };

  const confirm = async () => {
    const chosen = action();
    if (!chosen) return;
    setDone(0);
    const result = await runBulkAction(chosen, tickets, setDone);
    if (chosen.kind === 'macro') {
      setSummary(result);
      return;
    }
    const ok = result.succeeded.length;
    const failed = names(
      result.failed.map(
        (f) => `${f.ticket.fullid} (${f.status === 409 ? t('list.bulk.stale') : (f.message ?? t('list.bulk.failedReason'))})`,
      ),
    );
    if (result.failed.length === 0) toast.success(t('list.bulk.done', { ok, count: tickets.length }));
    else if (ok > 0) toast.warning(`${t('list.bulk.partial', { ok, count: tickets.length, failed })} ${t('list.bulk.keptSelected')}`);
    else toast.error(`${t('list.bulk.failedAll', { failed })} ${t('list.bulk.keptSelected')}`);
    onDone(result);
  };

  const reason = (status: number | undefined, message: string | undefined) =>
    status === 409 ? t('list.bulk.stale') : (message ?? t('list.bulk.failedReason'));

  if (summary)
    return (
      <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onDone(summary)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('list.bulk.titles.macro', { count: tickets.length })}</DialogTitle>
            <DialogContent className={styles.summary} data-testid="macro-summary">
              <Text role="status">{t('list.bulk.applied', { ok: summary.succeeded.length, count: tickets.length })}</Text>
              {summary.failed.length > 0 && (
                <>
                  <Text>{t('list.bulk.notApplied')}</Text>
                  <ul className={styles.failures}>
                    {summary.failed.map((f) => (
                      <li key={f.ticket.id} data-testid="macro-failure">
                        {f.ticket.fullid}: {reason(f.status, f.message)}
                      </li>
                    ))}
                  </ul>
                  <Text>{t('list.bulk.keptSelected')}</Text>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => onDone(summary)}>
                {t('list.bulk.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !running && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(`list.bulk.titles.${kind}`, { count: tickets.length })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text className={styles.tickets}>{t('list.bulk.tickets', { list: names(tickets.map((ticket) => ticket.fullid)) })}</Text>
            {kind === 'assign' && (
              <Field label={t('list.bulk.agent')} validationMessage={agents.isError ? t('create.lookupFailed') : undefined}>
                <Select value={assignee} onChange={(_, data) => setAssignee(data.value)} disabled={running}>
                  <option value="" disabled>
                    {t('create.placeholders.choose')}
                  </option>
                  <option value="none">{t('common.nobody')}</option>
                  {agents.data?.map((agent) => (
                    <option key={agent.id} value={agent.id}>
                      {agentPick(agent, t).label}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {kind === 'assign' && pickedWarning && (
              <Text role="status" data-testid="on-leave-warning" className={styles.warning}>
                {pickedWarning}
              </Text>
            )}
            {kind === 'status' && (
              <Field label={t('list.bulk.newStatus')}>
                <Select value={status} onChange={(_, data) => setStatus(data.value as TicketStatus)} disabled={running}>
                  {STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {t(`shared:ticket.status.${value}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {kind === 'priority' && (
              <Field label={t('list.bulk.newPriority')}>
                <Select value={priority} onChange={(_, data) => setPriority(data.value as TicketPriority)} disabled={running}>
                  {PRIORITIES.map((value) => (
                    <option key={value} value={value}>
                      {t(`shared:ticket.priority.${value}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {kind === 'macro' && (
              <Field
                label={t('list.bulk.macroPick')}
                validationMessage={
                  macros.isError ? t('create.lookupFailed') : macros.data?.length === 0 ? t('list.bulk.noMacros') : undefined
                }
                validationState={macros.isError ? 'error' : 'none'}
              >
                <Select value={macroId} onChange={(_, data) => setMacroId(data.value)} disabled={running}>
                  <option value="" disabled>
                    {t('create.placeholders.choose')}
                  </option>
                  {macros.data?.map((macro) => (
                    <option key={macro.id} value={macro.id}>
                      {macro.name}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {running && (
              <Field validationMessage={t('list.bulk.working', { done, count: tickets.length })} validationState="none">
                <ProgressBar value={done / tickets.length} />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={running}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={running || action() === null}>
              {kind === 'trash'
                ? t('list.bulk.trash')
                : kind === 'restore'
                  ? t('list.bulk.restore')
                  : kind === 'macro'
                    ? t('list.bulk.apply')
                    : t('list.bulk.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
