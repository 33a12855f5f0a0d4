/** The list as a table (wide screens): sortable columns, row selection, the keyboard's active row. */
import { memo, useEffect, useMemo, useRef, type CSSProperties, type MouseEvent, type Ref } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { ArrowRepeatAllRegular, HeartPulseRegular, MailRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { TicketRow } from '@helpdesk/shared/resources';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketSort, TicketSortKey } from '../../../lib/ticket-vocabulary.ts';
import { relevantClock, shownState } from './sla-state.ts';
import { SenderVerificationMark } from '@helpdesk/shared/ui';
import type { RowsViewProps } from './rows-view.ts';
import { paths, renderNow } from '@helpdesk/shared';
import { LIGHT, LightHeaderCell, SelectAllBox } from '@helpdesk/shared/remote';
import { rowTexts, showsSenderMark, SLA_BADGE, type RowTexts } from './row-look.ts';
import { ROW } from './row-sheet.ts';

interface Column {
  id: string;
  sortKey?: TicketSortKey;
  width?: string;
}

// The creation date sits under the number (the sort list offers it): a separate column left the subject no room
// beside the summary panel.
const COLUMNS: Column[] = [
  { id: 'fullid', sortKey: 'fullid', width: '112px' },
  { id: 'subject', sortKey: 'subject' },
  { id: 'status', sortKey: 'status', width: '130px' },
  { id: 'priority', sortKey: 'priority', width: '100px' },
  { id: 'assignee', width: '130px' },
  { id: 'sla', sortKey: 'resolve_due_at', width: '150px' },
];

export function sortDirection(sort: TicketSort, key: TicketSortKey): 'ascending' | 'descending' | undefined {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return undefined;
}

/** A click on the sorted column flips it; a new column sorts descending for dates and priority, else ascending. */
export function nextSort(sort: TicketSort, key: TicketSortKey): TicketSort {
  const direction = sortDirection(sort, key);
  if (direction === 'ascending') return `-${key}`;
  if (direction === 'descending') return key;
  return key === 'created_at' || key === 'updated_at' || key === 'priority' ? `-${key}` : key;
}

/**
 * The rows' texts per language, made once for the page's life (they hold no data, only translations) — kept only
 * once the language's texts are loaded, so a language still arriving is asked again.
 */
const textsByLanguage = new Map<string, RowTexts>();
function textsFor(i18n: i18n, t: Parameters<typeof rowTexts>[0]): RowTexts {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const known = textsByLanguage.get(language);
  if (known) return known;
  const texts = rowTexts(t);
  if (i18n.hasResourceBundle(language, 'tickets') && i18n.hasResourceBundle(language, 'shared')) textsByLanguage.set(language, texts);
  return texts;
}

/** The rows' texts in the current language (the same object for the page's life once the language is loaded). */
export function useRowTexts(): RowTexts {
  const { t, i18n } = useTranslation('tickets');
  return useMemo(() => textsFor(i18n, t), [i18n, t]);
}

export function TicketTable({ rows, selected, active, setActive, onToggle, onToggleAll, sort, onSort, busy }: RowsViewProps) {
  const { t } = useTranslation('tickets');
  const texts = useRowTexts();
  const navigate = useNavigate();
  // The router's base for the rows' plain links (a Link per row costs the router's hooks twice a row).
  const base = useHref('/').replace(/\/$/, '');
  const activeRow = useRef<HTMLTableRowElement | null>(null);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = !allSelected && rows.some((row) => selected.has(row.id));
  // The time the rows' SLA states are judged at: once per page of rows, not per row.
  const now = useMemo(() => renderNow(), [rows]);
  // One set of texts and helpers for all rows (not a hook per row); rows redraw only when their own props change.
  const shared = useMemo<RowShared>(() => ({ texts, base, now }), [texts, base, now]);

  useEffect(() => {
    activeRow.current?.focus({ preventScroll: true });
    activeRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  // One listener for all rows: a click makes its row the active one; in the selection cell it toggles the row (the
  // whole cell is the target, as Fluent's selection cell); on a link it navigates through the router (a modified or
  // middle click is the browser's).
  const onRowsClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const target = event.target as Element;
    const tr = target.closest<HTMLTableRowElement>('tr[data-ticket-id]');
    if (!tr) return;
    const index = tr.sectionRowIndex;
    const row = rows[index];
    if (!row) return;
    setActive(index);
    if (target.closest('td') === tr.cells[0]) {
      onToggle(row);
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = target.closest<HTMLAnchorElement>('a[data-to]');
    if (!link) return;
    event.preventDefault();
    navigate(link.dataset.to!);
  };

  return (
    <div className={ROW.scroller}>
      <table className={ROW.table} aria-label={t('screens.ticketList')} aria-busy={busy}>
        <thead>
          <tr className={LIGHT.headerRow}>
            {/* A native checkbox, as the rows': Fluent's TableSelectionCell brings Checkbox and Radio onto the route. */}
            <th className={ROW.headerSelectionCell} onClick={() => onToggleAll()}>
              <SelectAllBox className={ROW.checkbox} all={allSelected} some={someSelected} label={t('list.selectAll')} />
            </th>
            {COLUMNS.map((column) => (
              <LightHeaderCell
                key={column.id}
                width={column.width}
                column={column.id}
                onSort={column.sortKey ? () => onSort(nextSort(sort, column.sortKey!)) : undefined}
                sortDirection={column.sortKey ? sortDirection(sort, column.sortKey) : undefined}
              >
                {column.id === 'status' ? (
                  <>
                    <span className={ROW.whenFull}>{t('list.columns.status')}</span>
                    <span className={ROW.whenCompact}>{`${t('list.columns.status')} / ${t('list.columns.priority')}`}</span>
                  </>
                ) : (
                  t(`list.columns.${column.id}`)
                )}
              </LightHeaderCell>
            ))}
          </tr>
        </thead>
        <tbody onClick={onRowsClick}>
          {rows.map((row, index) => (
            <TicketTableRow
              key={row.id}
              row={row}
              isActive={index === active}
              isSelected={selected.has(row.id)}
              rowRef={index === active ? activeRow : undefined}
              shared={shared}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowShared {
  texts: RowTexts;
  /** The router's base path, before the rows' paths in their links. */
  base: string;
  now: number;
}

interface RowProps {
  row: TicketRow;
  isActive: boolean;
  isSelected: boolean;
  rowRef?: Ref<HTMLTableRowElement> | undefined;
  shared: RowShared;
}

const ORIGIN_ICONS = { email: MailRegular, monitoring: HeartPulseRegular, reminder: ArrowRepeatAllRegular } as const;

/**
 * Where a ticket came from (e-mail, monitoring, reminder) as an icon named by its title — a title, not Fluent's
 * Tooltip: the list is the remote's first route and Tooltip brings its positioning along. Nothing for the web form.
 */
export function OriginMark({ origin, texts }: { origin: TicketRow['origin']; texts: RowTexts }) {
  if (origin === 'web') return null;
  const Origin = ORIGIN_ICONS[origin];
  return (
    <span className={ROW.mark} role="img" aria-label={texts.origin(origin)} title={texts.origin(origin)} data-origin={origin}>
      <Origin aria-hidden />
    </span>
  );
}

/** A status or priority: its colour is the dot the label's ::before draws. */
export const dot = (colour: string) => ({ '--tkl-dot': colour }) as CSSProperties;

/**
 * One row, a light component: plain table elements with the classes of one static stylesheet (row-sheet.ts), no
 * hooks, no handlers (the table listens for all rows), no component per cell (a mark only where the row has one),
 * texts from the table; memoised, so selecting or moving redraws two rows.
 */
const TicketTableRow = memo(function TicketTableRow({ row, isActive, isSelected, rowRef, shared }: RowProps) {
  const { texts, base, now } = shared;
  const to = paths.staff.ticketShow(row.id);
  const href = base + to;
  const trashed = !!row.deleted_at;
  const { which, clock } = relevantClock(row.sla);
  const sla = shownState(clock, now);
  const fromElsewhere = row.origin !== 'web';
  const unverified = showsSenderMark(row);
  const number = (
    <a className={ROW.numberLink} href={href} data-to={to} tabIndex={-1}>
      {row.fullid}
    </a>
  );
  return (
    <tr
      ref={rowRef}
      tabIndex={isActive ? 0 : -1}
      aria-selected={isSelected}
      data-ticket-id={row.id}
      data-active={isActive || undefined}
      className={`${ROW.row}${isActive ? ` ${ROW.active}` : ''}${trashed ? ` ${ROW.trashed}` : ''}`}
    >
      <td className={ROW.selectionCell}>
        <input
          type="checkbox"
          className={ROW.checkbox}
          checked={isSelected}
          // The cell's click toggles the selection (the table's listener).
          onChange={noop}
          aria-label={texts.selectRow(row.fullid)}
        />
      </td>
      <td className={ROW.cell}>
        {fromElsewhere || unverified ? (
          <span className={ROW.idLine}>
            {number}
            <OriginMark origin={row.origin} texts={texts} />
            {unverified && <SenderVerificationMark verdict={row.mail_auth} compact />}
          </span>
        ) : (
          number
        )}
        <span className={ROW.companyTag} title={row.company.short_name}>
          {row.company.tag}
        </span>
        <span className={ROW.date} title={texts.createdAt}>
          {formatDateTime(row.created_at)}
        </span>
      </td>
      {/* Not TableCellLayout: it brings Avatar along (14 KiB gzip on the remote's first route). */}
      <td className={ROW.subjectCell}>
        <a className={ROW.subjectLink} href={href} data-to={to} title={row.subject}>
          {row.subject}
        </a>
        <span className={ROW.requester}>{row.requester?.name ?? (row.sender ? texts.sender(row.sender) : texts.noRequester)}</span>
      </td>
      <td className={ROW.cell} data-col="status">
        <span className={ROW.label} style={dot(row.status_color)}>
          {texts.status(row.status)}
        </span>
        <span className={ROW.stackedPriority} style={dot(row.priority_color)}>
          {texts.priority(row.priority)}
        </span>
      </td>
      <td className={ROW.cell} data-col="priority">
        <span className={ROW.label} style={dot(row.priority_color)}>
          {texts.priority(row.priority)}
        </span>
      </td>
      <td className={row.assignee ? ROW.cell : ROW.mutedCell}>{row.assignee?.name ?? texts.unassigned}</td>
      <td className={ROW.cell}>
        <span className={ROW.slaBadge[SLA_BADGE[sla]]} title={texts.slaClock(which)} data-sla={sla}>
          {texts.slaState(sla)}
        </span>
        {clock.due_at && sla !== 'none' && <span className={ROW.date}>{texts.deadline(formatDateTime(clock.due_at))}</span>}
      </td>
    </tr>
  );
});

function noop() {}
