/**
 * A list's rows as a light table: plain table elements with the classes of the kit's static stylesheet
 * (light-sheet.ts: Fluent's small Table, TableHeaderCell with its sort button, TableRow and TableCell), no component,
 * no hook per cell, nothing for Griffel to resolve or insert while the table renders. Row links are plain anchors
 * (`link`) followed by one delegated listener: a plain left click goes through the router, a modified or middle click
 * is the browser's. Rows redraw only when their own props change.
 */
import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { LIGHT } from './light-sheet.ts';
import { useLightLook, type LightLook } from './light-look.ts';
import { TableScroll } from './table-scroll.tsx';

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

const SORT_ICONS = { ascending: <ArrowUpRegular fontSize={12} />, descending: <ArrowDownRegular fontSize={12} /> };

export interface LightHeaderCellProps {
  children: ReactNode;
  width?: string | undefined;
  className?: string | undefined;
  /** The column's name as `data-col`, which the screen's own rules may pick the header cell by (as its cells). */
  column?: string | undefined;
  /** With it the column sorts on a click of its header (a button filling the cell), and says its sort (aria-sort). */
  onSort?: (() => void) | undefined;
  sortDirection?: 'ascending' | 'descending' | undefined;
}

/** Fluent's TableHeaderCell as plain elements: a `th` (with `aria-sort` when sortable), a button, the sort arrow. */
export function LightHeaderCell({ children, width, className, column, onSort, sortDirection }: LightHeaderCellProps) {
  return (
    <th
      className={join(onSort ? LIGHT.sortableHeaderCell : LIGHT.headerCell, className)}
      data-col={column}
      style={width ? { width } : undefined}
      aria-sort={onSort ? (sortDirection ?? 'none') : undefined}
    >
      {onSort ? (
        <button type="button" className={LIGHT.sortButton} onClick={onSort}>
          {children}
          {sortDirection && <span className={LIGHT.sortIcon}>{SORT_ICONS[sortDirection]}</span>}
        </button>
      ) : (
        <div className={LIGHT.headerButton}>{children}</div>
      )}
    </th>
  );
}

/** What a cell draws with: the table's classes and a plain link through the router. */
export interface LightCellKit {
  look: LightLook;
  /** A plain anchor to an app path, followed through the router by the table's one listener. */
  link: (to: string, children: ReactNode, props?: { title?: string; className?: string; 'aria-label'?: string }) => ReactNode;
  /** A tint badge (Fluent Badge, appearance tint) as a plain span. */
  badge: (colour: keyof LightLook['badges'], children: ReactNode, title?: string) => ReactNode;
  /** A muted text (e.g. the dash of an empty value). */
  muted: (children: ReactNode) => ReactNode;
}

/**
 * What a light table's cells and a light list's cards draw with (the kit, made once per list) and the one listener
 * that follows its links: a plain left click goes through the router, a modified or middle click is the browser's.
 */
export function useLightKit(): { kit: LightCellKit; onLinkClick: (event: MouseEvent<HTMLElement>) => void } {
  const look = useLightLook();
  const navigate = useNavigate();
  // The router's base for the plain links (a Link per row costs the router's hooks twice a row).
  const base = useHref('/').replace(/\/$/, '');
  const kit = useMemo<LightCellKit>(
    () => ({
      look,
      link: (to, children, extra) => (
        <a
          href={base + to}
          data-to={to}
          className={extra?.className ? join(LIGHT.link, extra.className) : LIGHT.link}
          title={extra?.title}
          aria-label={extra?.['aria-label']}
        >
          {children}
        </a>
      ),
      badge: (colour, children, title) => (
        <span className={look.badges[colour]} title={title}>
          {children}
        </span>
      ),
      muted: (children) => <span className={LIGHT.muted}>{children}</span>,
    }),
    [look, base],
  );
  const onLinkClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-to]');
    if (!link) return;
    event.preventDefault();
    void navigate(link.dataset.to!);
  };
  return { kit, onLinkClick };
}

export interface LightColumn<Row> {
  id: string;
  header: ReactNode;
  /** The cell's content: plain elements and strings (the kit's `link` and `badge` for links and badges). */
  cell: (row: Row, kit: LightCellKit) => ReactNode;
  /** The cell's title attribute. */
  title?: (row: Row) => string | undefined;
  /** The server's sort key; with `sort` the header sorts on click. */
  sortKey?: string;
  width?: string;
  /** Hidden below the mobile breakpoint (991.98 px) where the table, not cards, is shown there. */
  hideNarrow?: boolean;
}

export interface LightSort {
  key: string;
  direction: 'ascending' | 'descending';
  onSort: (key: string) => void;
}

export interface LightSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  onToggleAll: () => void;
  /** The row's checkbox's accessible name ("Zaznacz …"). */
  label: (row: Row) => string;
  allLabel: string;
}

export interface LightTableProps<Row> {
  rows: Row[];
  columns: LightColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name. */
  label: string;
  sort?: LightSort | undefined;
  selection?: LightSelection<Row> | undefined;
  /** A row's extra class (e.g. a deleted row muted). */
  rowClassName?: (row: Row, look: LightLook) => string | undefined;
  /** A row's extra attributes (test ids, data-*). */
  rowProps?: (row: Row) => Record<string, string | number | boolean | undefined>;
  busy?: boolean | undefined;
  'data-testid'?: string;
  className?: string | undefined;
  /** Inside the sideways scroll box with the table sized to its content (TableScroll); a string names its region. */
  scroll?: boolean | string;
  /** A last row after the rows (e.g. the totals), one cell per column. */
  totalRow?: { cells: ReactNode[]; className?: string; props?: Record<string, string> } | undefined;
}

export function LightTable<Row>(props: LightTableProps<Row>) {
  const { rows, columns, rowKey, label, sort, selection, rowClassName, rowProps, busy, className, scroll, totalRow } = props;
  const { kit, onLinkClick } = useLightKit();
  const look = kit.look;
  const cellClasses = useMemo(
    () => columns.map((column) => (column.hideNarrow ? join(look.cell, LIGHT.hideNarrow) : look.cell)),
    [columns, look],
  );
  const allSelected = !!selection && rows.length > 0 && rows.every((row) => selection.isSelected(row));
  const someSelected = !!selection && !allSelected && rows.some((row) => selection.isSelected(row));

  const table = (
    <table
      className={scroll || !className ? LIGHT.table : join(LIGHT.table, className)}
      aria-label={label}
      aria-busy={busy}
      data-testid={props['data-testid']}
    >
      <thead>
        <tr className={LIGHT.headerRow}>
          {selection && (
            // A native checkbox, as the rows': Fluent's TableSelectionCell brings Checkbox and Radio onto the route.
            <th className={look.selectionCell} onClick={() => selection.onToggleAll()}>
              <SelectAllBox className={look.checkbox} all={allSelected} some={someSelected} label={selection.allLabel} />
            </th>
          )}
          {columns.map((column) => {
            const sortable = !!sort && !!column.sortKey;
            return (
              <LightHeaderCell
                key={column.id}
                className={column.hideNarrow ? LIGHT.hideNarrow : undefined}
                width={column.width}
                onSort={sortable ? () => sort.onSort(column.sortKey!) : undefined}
                sortDirection={sortable && sort.key === column.sortKey ? sort.direction : undefined}
              >
                {column.header}
              </LightHeaderCell>
            );
          })}
        </tr>
      </thead>
      <tbody onClick={onLinkClick}>
        {rows.map((row) => (
          <LightRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            cellClasses={cellClasses}
            kit={kit}
            selected={selection ? selection.isSelected(row) : undefined}
            selection={selection}
            className={rowClassName ? join(look.row, rowClassName(row, look)) : look.row}
            extra={rowProps?.(row)}
          />
        ))}
        {totalRow && (
          <tr className={totalRow.className ? join(look.row, totalRow.className) : look.row} {...totalRow.props}>
            {selection && <td className={look.selectionCell} />}
            {totalRow.cells.map((cell, index) => (
              <td key={index} className={cellClasses[index] ?? look.cell}>
                {cell}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
  return scroll ? (
    <TableScroll className={className} label={typeof scroll === 'string' ? scroll : undefined}>
      {table}
    </TableScroll>
  ) : (
    table
  );
}

interface LightRowProps<Row> {
  row: Row;
  columns: LightColumn<Row>[];
  cellClasses: string[];
  kit: LightCellKit;
  selected: boolean | undefined;
  selection: LightSelection<Row> | undefined;
  className: string;
  extra: Record<string, string | number | boolean | undefined> | undefined;
}

/** One row: plain elements with the classes the table made once; memoised on its own props. */
const LightRow = memo(function LightRow<Row>({
  row,
  columns,
  cellClasses,
  kit,
  selected,
  selection,
  className,
  extra,
}: LightRowProps<Row>) {
  return (
    <tr className={className} aria-selected={selection ? selected : undefined} {...extra}>
      {selection && (
        <td className={kit.look.selectionCell} onClick={() => selection.onToggle(row)}>
          {/* The cell's click toggles the selection (the whole cell is the target, as Fluent's selection cell). */}
          <input type="checkbox" className={kit.look.checkbox} checked={!!selected} onChange={noop} aria-label={selection.label(row)} />
        </td>
      )}
      {columns.map((column, index) => (
        <td key={column.id} className={cellClasses[index]} title={column.title?.(row)}>
          {column.cell(row, kit)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: LightRowProps<Row>) => ReactNode;

/**
 * The header's select-all box, a native checkbox as the rows' are: checked when every row is, mixed when some are.
 * The header cell's click toggles (the table's listener), so the box's own change does nothing.
 */
export function SelectAllBox({ className, all, some, label }: { className: string; all: boolean; some: boolean; label: string }) {
  return (
    <input
      type="checkbox"
      className={className}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = some;
      }}
      onChange={noop}
      aria-checked={some ? 'mixed' : all}
      aria-label={label}
    />
  );
}

function noop() {}
