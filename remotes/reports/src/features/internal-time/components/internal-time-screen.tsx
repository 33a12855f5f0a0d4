/**
 * `/admin/internal-time`: work that is not a ticket (spec §4 categories) — a month's entries with their total, add,
 * edit and delete. An agent sees its own; admins and managers anyone's, filtered by agent. The entries count toward
 * the agent's reported hours, so the summary panel's missing days follow.
 */
import { useMemo, useState } from 'react';
import { Button, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery, can, currentUserAtom, renderNow } from '@helpdesk/shared';
import { INTERNAL_TIME_CATEGORIES } from '@helpdesk/shared/enums';
import { formatMinutes } from '@helpdesk/shared/format';
import { businessDate } from '@helpdesk/shared/months';
import { cachedText, LIGHT, LightCards, LightTable, ListFrame, useLightButtons, type LightColumn } from '@helpdesk/shared/remote';
import type { InternalTime } from '@helpdesk/shared/resources';
import { ConfirmDialog, DEFAULT_PAGE_SIZE } from '@helpdesk/shared/ui';
import { internalTimeListQuery, useDeleteInternalTime, type InternalTimeCategory, type InternalTimeFilters } from '../api/internal-time.ts';
import { InternalTimeForm } from './internal-time-form.tsx';
import '../i18n/register.ts';

const useStyles = makeStyles({
  month: { maxWidth: '190px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const rowProps = () => ({ 'data-testid': 'internal-time-row' });

export function InternalTimeScreen() {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const me = useAtomValue(currentUserAtom);
  const manager = can(me, 'internal-time.manage-others');
  // The business calendar's today (the server's): its month is the list's, and a new entry's day.
  const today = businessDate(new Date(renderNow()));
  const [filters, setFilters] = useState<InternalTimeFilters>({ month: today.slice(0, 7), agent_id: null, category: null });
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<InternalTime | 'new' | null>(null);
  // One delete confirmation for the table, opened from a row's button (the focus returns there).
  const [deleting, setDeleting] = useState<{ entry: InternalTime; trigger: HTMLElement } | null>(null);
  const list = useQuery(internalTimeListQuery(filters, paging));
  const agents = useQuery({ ...agentChoicesQuery, enabled: manager }).data ?? [];
  const remove = useDeleteInternalTime();
  const total = list.data?.summary.minutes ?? 0;
  const deleteBusy = remove.isPending;
  const set = (change: Partial<InternalTimeFilters>) => {
    setFilters({ ...filters, ...change });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  // The table's rows: plain cells and buttons with classes made once, the texts asked once per table.
  const buttons = useLightButtons();
  const category = useMemo(() => cachedText((c: InternalTime['category']) => t(`internalTime.categories.${c}`)), [t]);
  // The row's edit and delete buttons: the table's last column and the card's last line.
  const actionsCell = useMemo(() => {
    const icons = { edit: <EditRegular aria-hidden />, delete: <DeleteRegular aria-hidden /> };
    return (e: InternalTime) => (
      <span className={styles.actions}>
        <button
          type="button"
          className={buttons.subtleIcon}
          aria-label={t('internalTime.edit', { day: e.day })}
          onClick={() => setEditing(e)}
        >
          {icons.edit}
        </button>
        <button
          type="button"
          className={buttons.subtleIcon}
          aria-label={t('internalTime.delete', { day: e.day })}
          aria-haspopup="dialog"
          disabled={deleteBusy}
          onClick={(event) => setDeleting({ entry: e, trigger: event.currentTarget })}
        >
          {icons.delete}
        </button>
      </span>
    );
  }, [t, styles, buttons, deleteBusy]);
  const columns = useMemo<LightColumn<InternalTime>[]>(() => {
    const header = (c: 'day' | 'from_hour' | 'minutes' | 'category' | 'description' | 'agent' | 'actions') =>
      t(`internalTime.columns.${c}`);
    return [
      { id: 'day', header: header('day'), cell: (e) => e.day },
      { id: 'from_hour', header: header('from_hour'), cell: (e) => e.from_hour },
      { id: 'minutes', header: header('minutes'), cell: (e) => formatMinutes(e.minutes) },
      { id: 'category', header: header('category'), cell: (e) => category(e.category) },
      { id: 'description', header: header('description'), cell: (e) => e.description || '—' },
      ...(manager ? [{ id: 'agent', header: header('agent'), cell: (e: InternalTime) => e.agent?.name ?? '—' }] : []),
      { id: 'actions', header: header('actions'), cell: actionsCell },
    ];
  }, [t, category, manager, actionsCell]);

  return (
    <ListFrame
      remote="reports"
      name="internal-time"
      title={t('screens.internalTime')}
      query={list}
      errorText={t('internalTime.error')}
      empty={{ text: t('internalTime.empty') }}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
          {t('internalTime.add')}
        </Button>
      }
      filters={
        <>
          <Field label={t('internalTime.month')} className={styles.month}>
            <Input type="month" value={filters.month} onChange={(_, d) => d.value && set({ month: d.value })} />
          </Field>
          <Select
            aria-label={t('internalTime.columns.category')}
            value={filters.category ?? ''}
            onChange={(_, d) => set({ category: d.value ? (d.value as InternalTimeCategory) : null })}
          >
            <option value="">{t('internalTime.anyCategory')}</option>
            {INTERNAL_TIME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`internalTime.categories.${c}`)}
              </option>
            ))}
          </Select>
          {manager && (
            <Select
              aria-label={t('internalTime.columns.agent')}
              value={filters.agent_id ?? ''}
              onChange={(_, d) => set({ agent_id: d.value ? Number(d.value) : null })}
            >
              <option value="">{t('internalTime.anyAgent')}</option>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          )}
        </>
      }
      bulk={
        list.data && list.data.meta.total > 0 ? (
          <Text weight="semibold" data-testid="internal-time-total">
            {t('internalTime.total', { hhmm: formatMinutes(total) })}
          </Text>
        ) : null
      }
      cards={(rows) => (
        <LightCards
          rows={rows}
          rowKey={(e) => e.id}
          label={t('screens.internalTime')}
          cardProps={rowProps}
          card={(e) => (
            <>
              <span className={LIGHT.cardTitle}>
                {e.day} {e.from_hour} · {formatMinutes(e.minutes)} · {category(e.category)}
              </span>
              {manager && <span>{e.agent?.name ?? '—'}</span>}
              {e.description && <span>{e.description}</span>}
              {actionsCell(e)}
            </>
          )}
        />
      )}
      table={(rows) => (
        <LightTable rows={rows} columns={columns} rowKey={(e) => e.id} label={t('screens.internalTime')} rowProps={rowProps} />
      )}
      pagination={{
        perPage: paging.perPage,
        onPage: (page) => setPaging((p) => ({ ...p, page })),
        onPerPage: (perPage) => setPaging({ page: 1, perPage }),
      }}
    >
      {deleting && (
        <ConfirmDialog
          open
          title={t('internalTime.deleteTitle', { day: deleting.entry.day, duration: formatMinutes(deleting.entry.minutes) })}
          onConfirm={() =>
            remove.mutateAsync(deleting.entry.id).then(
              () => undefined,
              () => undefined,
            )
          }
          onOpenChange={(open) => {
            if (open) return;
            const { trigger } = deleting;
            setDeleting(null);
            if (trigger.isConnected) trigger.focus();
          }}
        />
      )}
      {editing && (
        <InternalTimeForm
          entry={editing === 'new' ? null : editing}
          today={today}
          agents={manager ? agents : []}
          onClose={() => setEditing(null)}
        />
      )}
    </ListFrame>
  );
}
