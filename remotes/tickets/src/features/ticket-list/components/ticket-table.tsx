/** The list as a table (wide screens): sortable columns, row selection, the keyboard's active row. */
import { memo, useEffect, useMemo, useRef, type Ref } from 'react';
import { Link } from 'react-router-dom';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TicketRow } from '@helpdesk/shared/resources';
import { ColourLabel } from '../../shared/components/colour-label.tsx';
import { CompanyTag } from '../../shared/components/company-tag.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketSort, TicketSortKey } from '../../shared/ticket-vocabulary.ts';
import { useElementWidth } from '../../shared/use-element-width.ts';
import { SlaCell } from './sla-cell.tsx';
import { OriginMark } from './origin-mark.tsx';
import { SenderVerificationMark, useThreadWriterTexts } from '@helpdesk/shared/ui';
import type { RowsViewProps } from './rows-view.ts';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
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
  const { t } = useTranslation('tickets');
  const activeRow = useRef<HTMLTableRowElement | null>(null);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = !allSelected && rows.some((row) => selected.has(row.id));
  const [scroller, width] = useElementWidth<HTMLDivElement>();
  const compact = width > 0 && width < COMPACT_TABLE_WIDTH;
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  const writer = useThreadWriterTexts();
  // One set of texts and styles for all rows (not a hook per row); rows redraw only when their own props change.
  const shared = useMemo(() => ({ styles, t, sender: writer.sender }), [styles, t, writer.sender]);

  useEffect(() => {
    activeRow.current?.focus({ preventScroll: true });
    activeRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <div ref={scroller} className={styles.scroller} data-layout={compact ? 'compact' : 'full'}>
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
        <TableBody>
          {rows.map((row, index) => (
            <TicketTableRow
              key={row.id}
              row={row}
              index={index}
              isActive={index === active}
              isSelected={selected.has(row.id)}
              compact={compact}
              rowRef={index === active ? activeRow : undefined}
              setActive={setActive}
              onToggle={onToggle}
              shared={shared}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

interface RowShared {
  styles: ReturnType<typeof useStyles>;
  t: TFunction<'tickets'>;
  sender: ReturnType<typeof useThreadWriterTexts>['sender'];
}

interface RowProps {
  row: TicketRow;
  index: number;
  isActive: boolean;
  isSelected: boolean;
  compact: boolean;
  rowRef?: Ref<HTMLTableRowElement> | undefined;
  setActive: (index: number) => void;
  onToggle: (row: TicketRow) => void;
  shared: RowShared;
}

/** One row: no hooks of its own beyond Fluent's cells, and memoised, so selecting or moving redraws two rows, not fifty. */
const TicketTableRow = memo(function TicketTableRow({
  row,
  index,
  isActive,
  isSelected,
  compact,
  rowRef,
  setActive,
  onToggle,
  shared,
}: RowProps) {
  const { styles, t, sender } = shared;
  const href = paths.staff.ticketShow(row.id);
  const onActivate = () => setActive(index);
  return (
    <TableRow
      ref={rowRef}
      tabIndex={isActive ? 0 : -1}
      aria-selected={isSelected}
      data-ticket-id={row.id}
      data-active={isActive || undefined}
      className={mergeClasses(isActive && styles.active, !!row.deleted_at && styles.trashed)}
      onClick={onActivate}
    >
      <TableSelectionCell
        checked={isSelected}
        onClick={(event) => {
          event.stopPropagation();
          onActivate();
          onToggle(row);
        }}
        checkboxIndicator={{ 'aria-label': t('list.selectRow', { fullid: row.fullid }) }}
      />
      <TableCell>
        <span className={styles.number}>
          <span className={styles.idLine}>
            <Link className={styles.link} to={href} tabIndex={-1}>
              {row.fullid}
            </Link>
            <OriginMark origin={row.origin} />
            <SenderVerificationMark verdict={row.mail_auth} compact />
          </span>
          <CompanyTag tag={row.company.tag} name={row.company.short_name} />
          <span className={mergeClasses(styles.caption, styles.muted)} title={t('list.columns.created_at')}>
            {formatDateTime(row.created_at)}
          </span>
        </span>
      </TableCell>
      <TableCell>
        {/* Not TableCellLayout: it brings Avatar along (14 KiB gzip on the remote's first route). */}
        <span className={styles.subjectCell}>
          <Link className={mergeClasses(styles.link, styles.subject, styles.truncate)} to={href} title={row.subject}>
            {row.subject}
          </Link>
          <span className={mergeClasses(styles.caption, styles.muted, styles.truncate)}>
            {row.requester?.name ?? (row.sender ? sender(row.sender) : t('list.noRequester'))}
          </span>
        </span>
      </TableCell>
      {compact ? (
        <TableCell>
          <span className={styles.stacked}>
            <ColourLabel colour={row.status_color} label={t(`shared:ticket.status.${row.status}`)} />
            <ColourLabel colour={row.priority_color} label={t(`shared:ticket.priority.${row.priority}`)} />
          </span>
        </TableCell>
      ) : (
        <>
          <TableCell>
            <ColourLabel colour={row.status_color} label={t(`shared:ticket.status.${row.status}`)} />
          </TableCell>
          <TableCell>
            <ColourLabel colour={row.priority_color} label={t(`shared:ticket.priority.${row.priority}`)} />
          </TableCell>
        </>
      )}
      <TableCell>{row.assignee?.name ?? <span className={styles.muted}>{t('list.unassigned')}</span>}</TableCell>
      <TableCell>
        <SlaCell sla={row.sla} />
      </TableCell>
    </TableRow>
  );
});
