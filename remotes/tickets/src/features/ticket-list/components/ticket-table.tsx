/** The list as a table (wide screens): sortable columns, row selection, the keyboard's active row. */
import { memo, useEffect, useMemo, useRef, type MouseEvent, type Ref } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import {
  Table,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowRepeatAllRegular, HeartPulseRegular, MailRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TicketRow } from '@helpdesk/shared/resources';
import { isUnverifiedSender } from '@helpdesk/shared/enums';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketSort, TicketSortKey } from '../../shared/ticket-vocabulary.ts';
import { useElementNarrower } from '../../shared/use-element-width.ts';
import { relevantClock, shownState } from './sla-cell.tsx';
import { SenderVerificationMark } from '@helpdesk/shared/ui';
import type { RowsViewProps } from './rows-view.ts';
import { paths } from '@helpdesk/shared';
import { rowTexts, SLA_BADGE, useRowLook, type RowLook, type RowTexts } from './row-look.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  // The rows carry both layouts' status and priority cells; the table's width picks one with CSS, so crossing the
  // width redraws the header, not fifty rows.
  full: { '& [data-col="stacked"]': { display: 'none' } },
  compact: { '& [data-col="status"], & [data-col="priority"]': { display: 'none' } },
  table: { minWidth: '640px' },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `2px solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '-2px',
  },
  trashed: { color: tokens.colorNeutralForeground3 },
  number: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: '2px' },
  idLine: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  subject: { fontWeight: tokens.fontWeightSemibold },
  subjectCell: { display: 'flex', flexDirection: 'column', minWidth: 0, paddingBlock: tokens.spacingVerticalXS },
  truncate: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  // Caption1's typography on a plain span: fifty rows of Fluent Text components cost script on every render.
  caption: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightRegular,
  },
  stacked: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: '2px' },
});

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

/** Below this width (the sidebar and the summary panel both open on a laptop) priority stacks under status. */
export const COMPACT_TABLE_WIDTH = 1000;
const COMPACT_COLUMNS: Column[] = COLUMNS.filter((column) => column.id !== 'priority').map((column) =>
  column.id === 'sla' ? { ...column, width: '136px' } : column,
);

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

export function TicketTable({ rows, selected, active, setActive, onToggle, onToggleAll, sort, onSort, busy }: RowsViewProps) {
  const styles = useStyles();
  const look = useRowLook();
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  // The router's base for the rows' plain links (a Link per row costs the router's hooks twice a row).
  const base = useHref('/').replace(/\/$/, '');
  const activeRow = useRef<HTMLTableRowElement | null>(null);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = !allSelected && rows.some((row) => selected.has(row.id));
  const [scroller, compact] = useElementNarrower<HTMLDivElement>(COMPACT_TABLE_WIDTH);
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  // The time the rows' SLA states are judged at: once per page of rows, not per row.
  const now = useMemo(() => Date.now(), [rows]);
  // One set of texts, classes and helpers for all rows (not a hook per row); rows redraw only when their own props change.
  const shared = useMemo<RowShared>(
    () => ({
      styles,
      look,
      texts: rowTexts(t),
      base,
      now,
      classes: {
        row: look.row,
        activeRow: mergeClasses(look.row, styles.active),
        trashedRow: mergeClasses(look.row, styles.trashed),
        activeTrashedRow: mergeClasses(look.row, styles.active, styles.trashed),
        numberLink: styles.link,
        subjectLink: mergeClasses(styles.link, styles.subject, styles.truncate),
        date: mergeClasses(styles.caption, styles.muted),
        requester: mergeClasses(styles.caption, styles.muted, styles.truncate),
        companyTag: mergeClasses(look.badge, look.rounded, look.informative),
        slaBadge: {
          informative: mergeClasses(look.badge, look.informative),
          danger: mergeClasses(look.badge, look.danger),
          warning: mergeClasses(look.badge, look.warning),
          success: mergeClasses(look.badge, look.success),
          subtle: mergeClasses(look.badge, look.subtle),
        },
      },
    }),
    [styles, look, t, base, now],
  );

  useEffect(() => {
    activeRow.current?.focus({ preventScroll: true });
    activeRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  // The rows' links go through the router (one listener for all of them); a modified or middle click is the browser's.
  const onLinkClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-to]');
    if (!link) return;
    event.preventDefault();
    navigate(link.dataset.to!);
  };

  return (
    <div
      ref={scroller}
      className={mergeClasses(styles.scroller, compact ? styles.compact : styles.full)}
      data-layout={compact ? 'compact' : 'full'}
    >
      <Table className={styles.table} sortable aria-label={t('screens.ticketList')} aria-busy={busy} size="small">
        <TableHeader>
          <TableRow>
            <TableSelectionCell
              checked={allSelected ? true : someSelected ? 'mixed' : false}
              onClick={() => onToggleAll()}
              checkboxIndicator={{ 'aria-label': t('list.selectAll') }}
            />
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                style={column.width ? { width: column.width } : undefined}
                sortable={!!column.sortKey}
                sortDirection={column.sortKey ? sortDirection(sort, column.sortKey) : undefined}
                onClick={column.sortKey ? () => onSort(nextSort(sort, column.sortKey!)) : undefined}
              >
                {compact && column.id === 'status'
                  ? `${t('list.columns.status')} / ${t('list.columns.priority')}`
                  : t(`list.columns.${column.id}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <tbody onClick={onLinkClick}>
          {rows.map((row, index) => (
            <TicketTableRow
              key={row.id}
              row={row}
              index={index}
              isActive={index === active}
              isSelected={selected.has(row.id)}
              rowRef={index === active ? activeRow : undefined}
              setActive={setActive}
              onToggle={onToggle}
              shared={shared}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}

interface RowShared {
  styles: ReturnType<typeof useStyles>;
  look: RowLook;
  texts: RowTexts;
  /** The router's base path, before the rows' paths in their links. */
  base: string;
  now: number;
  classes: {
    row: string;
    activeRow: string;
    trashedRow: string;
    activeTrashedRow: string;
    numberLink: string;
    subjectLink: string;
    date: string;
    requester: string;
    companyTag: string;
    slaBadge: Record<(typeof SLA_BADGE)[keyof typeof SLA_BADGE], string>;
  };
}

interface RowProps {
  row: TicketRow;
  index: number;
  isActive: boolean;
  isSelected: boolean;
  rowRef?: Ref<HTMLTableRowElement> | undefined;
  setActive: (index: number) => void;
  onToggle: (row: TicketRow) => void;
  shared: RowShared;
}

const ORIGIN_ICONS = { email: MailRegular, monitoring: HeartPulseRegular, reminder: ArrowRepeatAllRegular } as const;

/**
 * One row, a light component: plain table elements with the classes the table made once, no hooks, no component per
 * cell (a mark only where the row has one), texts from the table; memoised, so selecting or moving redraws two rows.
 */
const TicketTableRow = memo(function TicketTableRow({ row, index, isActive, isSelected, rowRef, setActive, onToggle, shared }: RowProps) {
  const { look, texts, base, now, classes } = shared;
  const to = paths.staff.ticketShow(row.id);
  const href = base + to;
  const onActivate = () => setActive(index);
  const trashed = !!row.deleted_at;
  const status = (
    <span className={look.colourLabel}>
      <span className={look.dot} style={{ backgroundColor: row.status_color }} aria-hidden />
      {texts.status(row.status)}
    </span>
  );
  const priority = (
    <span className={look.colourLabel}>
      <span className={look.dot} style={{ backgroundColor: row.priority_color }} aria-hidden />
      {texts.priority(row.priority)}
    </span>
  );
  const { which, clock } = relevantClock(row.sla);
  const sla = shownState(clock, now);
  const Origin = row.origin === 'web' ? null : ORIGIN_ICONS[row.origin];
  return (
    <tr
      ref={rowRef}
      tabIndex={isActive ? 0 : -1}
      aria-selected={isSelected}
      data-ticket-id={row.id}
      data-active={isActive || undefined}
      className={isActive ? (trashed ? classes.activeTrashedRow : classes.activeRow) : trashed ? classes.trashedRow : classes.row}
      onClick={onActivate}
    >
      <td
        className={look.selectionCell}
        onClick={(event) => {
          event.stopPropagation();
          onActivate();
          onToggle(row);
        }}
      >
        <input
          type="checkbox"
          className={look.checkbox}
          checked={isSelected}
          // The cell's click toggles the selection (the whole cell is the target, as Fluent's selection cell).
          onChange={noop}
          aria-label={texts.selectRow(row.fullid)}
        />
      </td>
      <td className={look.cell}>
        <span className={shared.styles.number}>
          <span className={shared.styles.idLine}>
            <a className={classes.numberLink} href={href} data-to={to} tabIndex={-1}>
              {row.fullid}
            </a>
            {Origin && (
              // A title, not Fluent's Tooltip: the list is the remote's first route and Tooltip brings its positioning along.
              <span
                className={look.mark}
                role="img"
                aria-label={texts.origin(row.origin)}
                title={texts.origin(row.origin)}
                data-origin={row.origin}
              >
                <Origin aria-hidden />
              </span>
            )}
            {(row.mail_auth === 'unknown' || isUnverifiedSender(row.mail_auth)) && (
              <SenderVerificationMark verdict={row.mail_auth} compact />
            )}
          </span>
          <span className={classes.companyTag} title={row.company.short_name}>
            {row.company.tag}
          </span>
          <span className={classes.date} title={texts.createdAt}>
            {formatDateTime(row.created_at)}
          </span>
        </span>
      </td>
      <td className={look.cell}>
        {/* Not TableCellLayout: it brings Avatar along (14 KiB gzip on the remote's first route). */}
        <span className={shared.styles.subjectCell}>
          <a className={classes.subjectLink} href={href} data-to={to} title={row.subject}>
            {row.subject}
          </a>
          <span className={classes.requester}>{row.requester?.name ?? (row.sender ? texts.sender(row.sender) : texts.noRequester)}</span>
        </span>
      </td>
      <td className={look.cell} data-col="stacked">
        <span className={shared.styles.stacked}>
          {status}
          {priority}
        </span>
      </td>
      <td className={look.cell} data-col="status">
        {status}
      </td>
      <td className={look.cell} data-col="priority">
        {priority}
      </td>
      <td className={look.cell}>{row.assignee?.name ?? <span className={shared.styles.muted}>{texts.unassigned}</span>}</td>
      <td className={look.cell}>
        <span className={look.slaCell} data-sla={sla}>
          <span className={classes.slaBadge[SLA_BADGE[sla]]} title={texts.slaClock(which)}>
            {texts.slaState(sla)}
          </span>
          {clock.due_at && sla !== 'none' && <span className={classes.date}>{texts.deadline(formatDateTime(clock.due_at))}</span>}
        </span>
      </td>
    </tr>
  );
});

function noop() {}
