/**
 * `/admin/time-accept` (admin, spec §4–§6): the time reports that wait for acceptance — filterable by agent, company,
 * period and reason —, accepting or rejecting one or many at once (a rejection needs a reason), what a corrected
 * report changed, and the reports of a locked (invoiced) month marked as such. The list follows live.
 * The view: what it knows and does is useTimeAccept's.
 */
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Field, Input, Select, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { TIME_ACCEPT_REASONS, TIME_ACCEPT_STATUSES, type TimeAcceptReason, type TimeAcceptStatus } from '@helpdesk/shared/enums';
import { formatMinutes } from '@helpdesk/shared/format';
import {
  cachedText,
  LightTable,
  ListFrame,
  ListTabs,
  useLightBadges,
  useLightButtons,
  useLightLook,
  type LightCellKit,
  type LightColumn,
} from '@helpdesk/shared/remote';
import type { TimeAcceptItem } from '@helpdesk/shared/resources';
import { polishDay } from '../../../lib/polish-day.ts';
import { NO_FILTERS } from '../api/time-accept.ts';
import { useTimeAccept } from '../hooks/use-time-accept.ts';
import { decidable, stateOf } from '../lib/report-state.ts';
import { RejectDialog } from './reject-dialog.tsx';
import { ReportChanges } from './report-changes.tsx';
import '../i18n/register.ts';

const useStyles = makeStyles({
  // The ticket's subject takes the room, dates and badges stay on one line (the light table sizes to its content).
  ticket: { display: 'inline-block', minWidth: '160px' },
  date: { maxWidth: '170px' },
  bulk: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  cell: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS, '& > *': { whiteSpace: 'nowrap' } },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const rowProps = (item: TimeAcceptItem) => ({ 'data-testid': 'time-accept-row', 'data-report': item.id });

export function TimeAcceptScreen() {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const { filters, set, filtered, list, rows, agents, companies, pagination, selection, decisions } = useTimeAccept();
  const { selected, chosen, open, toggle, selectAll, allChecked, someChecked } = selection;
  const { busy, accept, reject, rejecting, askReject, cancelReject } = decisions;

  // The rows' pieces: plain elements with classes made once, the texts asked once per table; the cards use them too.
  const look = useLightLook();
  const badges = useLightBadges();
  const buttons = useLightButtons();
  const texts = useMemo(
    () => ({
      reason: cachedText((reason: TimeAcceptReason) => t(`timeAccept.reasons.${reason}`)),
      state: cachedText((state: Exclude<TimeAcceptStatus, 'all'>) => t(`timeAccept.state.${state}`)),
      resubmitted: t('timeAccept.resubmitted'),
      locked: t('timeAccept.locked'),
      lockedHint: t('timeAccept.lockedHint'),
      accept: t('timeAccept.accept'),
      reject: t('timeAccept.reject'),
    }),
    [t],
  );
  const agentName = (item: TimeAcceptItem) => item.agent?.name ?? '—';
  const ticketText = (item: TimeAcceptItem) => `${item.ticket.fullid} — ${item.ticket.subject}`;
  const ticket = (item: TimeAcceptItem, kit?: LightCellKit) =>
    kit ? (
      kit.link(paths.staff.ticketShow(item.ticket.id), ticketText(item))
    ) : (
      <Link to={paths.staff.ticketShow(item.ticket.id)}>{ticketText(item)}</Link>
    );
  const reasons = (item: TimeAcceptItem) => (
    <span className={styles.badges}>
      {item.reasons.map((reason) => (
        <span
          key={reason}
          className={
            reason === 'overtime' ? badges.tint.warning : reason === 'outside-contract' ? badges.tint.severe : badges.tint.informative
          }
        >
          {reason === 'overtime' ? `${texts.reason('overtime')} ${item.overtime}%` : texts.reason(reason)}
        </span>
      ))}
    </span>
  );
  const state = (item: TimeAcceptItem) => {
    const current = stateOf(item);
    return (
      <div className={styles.cell}>
        <span className={styles.badges}>
          <span
            className={
              current === 'accepted' ? badges.filled.success : current === 'rejected' ? badges.filled.danger : badges.filled.informative
            }
          >
            {texts.state(current)}
          </span>
          {item.resubmitted_at && current === 'pending' && <span className={badges.outline.brand}>{texts.resubmitted}</span>}
          {item.locked && (
            <Tooltip content={texts.lockedHint} relationship="description">
              <span className={badges.outline.danger} tabIndex={0}>
                {texts.locked}
              </span>
            </Tooltip>
          )}
        </span>
        {current === 'rejected' && item.reject_reason && (
          <Text size={200} className={styles.muted}>
            {t('timeAccept.rejectedBecause', { reason: item.reject_reason })}
          </Text>
        )}
        {item.previous && current === 'pending' && <ReportChanges item={item} previous={item.previous} />}
      </div>
    );
  };
  const actions = (item: TimeAcceptItem) =>
    decidable(item) && (
      <span className={styles.actions}>
        <button
          type="button"
          className={buttons.smallPrimary}
          aria-label={t('timeAccept.acceptOne', { day: item.day, agent: agentName(item) })}
          disabled={busy}
          onClick={() => void accept([item.id])}
        >
          {texts.accept}
        </button>
        <button
          type="button"
          className={buttons.small}
          aria-label={t('timeAccept.rejectOne', { day: item.day, agent: agentName(item) })}
          disabled={busy}
          onClick={() => askReject([item.id])}
        >
          {texts.reject}
        </button>
      </span>
    );
  const select = (item: TimeAcceptItem) =>
    decidable(item) ? (
      <input
        type="checkbox"
        className={look.checkbox}
        aria-label={t('timeAccept.selectRow', { day: item.day, agent: agentName(item) })}
        checked={selected.has(item.id)}
        onChange={(event) => toggle(item.id, event.currentTarget.checked)}
      />
    ) : null;

  const column = (c: 'day' | 'agent' | 'ticket' | 'company' | 'time' | 'reasons' | 'description' | 'state') => t(`timeAccept.columns.${c}`);
  const columns: LightColumn<TimeAcceptItem>[] = [
    {
      id: 'select',
      header: open.length > 0 && (
        // A native checkbox, as the rows': Fluent's Checkbox per row costs its hooks on every row.
        <input
          type="checkbox"
          className={look.checkbox}
          aria-label={t('timeAccept.selectAll')}
          checked={allChecked}
          aria-checked={someChecked ? 'mixed' : allChecked}
          ref={(input) => {
            if (input) input.indeterminate = someChecked;
          }}
          onChange={(event) => selectAll(event.currentTarget.checked)}
        />
      ),
      cell: select,
    },
    { id: 'day', header: column('day'), cell: (item) => `${item.day} ${item.from_hour}` },
    { id: 'agent', header: column('agent'), cell: agentName },
    { id: 'ticket', header: column('ticket'), cell: (item, kit) => <span className={styles.ticket}>{ticket(item, kit)}</span> },
    { id: 'company', header: column('company'), cell: (item) => item.company?.tag ?? '—' },
    { id: 'time', header: column('time'), cell: (item) => formatMinutes(item.minutes) },
    { id: 'reasons', header: column('reasons'), cell: reasons },
    { id: 'description', header: column('description'), cell: (item) => item.description || '—' },
    // The decision sits under the state it changes: one column less, so the table fits beside the summary panel.
    {
      id: 'state',
      header: column('state'),
      cell: (item) => (
        <div className={styles.cell}>
          {state(item)}
          {actions(item)}
        </div>
      ),
    },
  ];

  const table = (
    <LightTable
      rows={rows}
      columns={columns}
      rowKey={(item) => item.id}
      label={t('screens.timeAccept')}
      data-testid="time-accept-table"
      rowProps={rowProps}
    />
  );
  const cards = rows.map((item) => (
    <div key={item.id} className={styles.card} data-testid="time-accept-row" data-report={item.id}>
      <div>
        {select(item)} {item.day} {item.from_hour} · {formatMinutes(item.minutes)} · {agentName(item)}
      </div>
      <div>
        {item.company?.tag ?? '—'} · {ticket(item)}
      </div>
      {reasons(item)}
      {item.description && <Text>{item.description}</Text>}
      {state(item)}
      {actions(item)}
    </div>
  ));

  let bulk: ReactNode = null;
  if (chosen.length > 0) {
    bulk = (
      <div className={styles.bulk} role="region" aria-label={t('timeAccept.selected', { count: chosen.length })}>
        <Text weight="semibold">{t('timeAccept.selected', { count: chosen.length })}</Text>
        <Button appearance="primary" disabled={busy} onClick={() => void accept(chosen)}>
          {t('timeAccept.acceptSelected')}
        </Button>
        <Button disabled={busy} onClick={() => askReject(chosen)}>
          {t('timeAccept.rejectSelected')}
        </Button>
      </div>
    );
  }

  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  return (
    <ListFrame
      remote="reports"
      name="time-accept"
      title={t('screens.timeAccept')}
      query={list}
      errorText={t('timeAccept.error')}
      empty={{
        text: filtered ? t('timeAccept.emptyFiltered') : t('timeAccept.empty'),
        ...(filtered ? { action: <Button onClick={() => set(NO_FILTERS)}>{t('timeAccept.clear')}</Button> } : {}),
      }}
      tabs={
        <ListTabs<TimeAcceptStatus>
          aria-label={t('timeAccept.tabsLabel')}
          value={filters.status}
          options={TIME_ACCEPT_STATUSES}
          label={(s) => t(`timeAccept.tabs.${s}`)}
          onChange={(status) => set({ status })}
        />
      }
      filters={
        <>
          <Select
            aria-label={t('timeAccept.columns.agent')}
            value={filters.agent_id ?? ''}
            onChange={(_, d) => set({ agent_id: numberOrNull(d.value) })}
          >
            <option value="">{t('timeAccept.anyAgent')}</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('timeAccept.columns.company')}
            value={filters.company_id ?? ''}
            onChange={(_, d) => set({ company_id: numberOrNull(d.value) })}
          >
            <option value="">{t('timeAccept.anyCompany')}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.tag ? `${c.tag} — ${c.name}` : c.name}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('timeAccept.columns.reasons')}
            value={filters.reason ?? ''}
            onChange={(_, d) => set({ reason: d.value ? (d.value as TimeAcceptReason) : null })}
          >
            <option value="">{t('timeAccept.anyReason')}</option>
            {TIME_ACCEPT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`timeAccept.reasons.${r}`)}
              </option>
            ))}
          </Select>
          <Field label={t('timeAccept.from')} className={styles.date}>
            <Input type="date" value={filters.from} max={filters.to || polishDay()} onChange={(_, d) => set({ from: d.value })} />
          </Field>
          <Field label={t('timeAccept.to')} className={styles.date}>
            <Input
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              max={polishDay()}
              onChange={(_, d) => set({ to: d.value })}
            />
          </Field>
        </>
      }
      bulk={bulk}
      table={() => table}
      cards={() => cards}
      pagination={pagination}
    >
      {rejecting && <RejectDialog count={rejecting.length} onReject={reject} onClose={cancelReject} />}
    </ListFrame>
  );
}
