/**
 * A list's rows as a light table: Fluent's header (Table, TableHeader, TableHeaderCell with sort, the select-all
 * cell), the body plain tr/td with the classes of Fluent's small row and cell made once per table — no component, no
 * hook per cell. Row links are plain anchors (`link`) followed by one delegated listener: a plain left click goes
 * through the router, a modified or middle click is the browser's. Rows redraw only when their own props change.
 */
import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { Table, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MOBILE_MEDIA_QUERY } from '../constants.ts';
import { useLightLook, type LightLook } from './light-look.ts';
import { TableScroll } from './table-scroll.tsx';

const useStyles = makeStyles({
  // Plain cells do not clip as Fluent's cell layout does: under Fluent's fixed layout a long value (an inventory
  // number, an IP, a health bar) ran over the next column. Columns size to their content instead.
  table: { tableLayout: 'auto' },
  hideNarrow: { [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  muted: { color: tokens.colorNeutralForeground3 },
});

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
  const styles = useStyles();
  const look = useLightLook();
  const navigate = useNavigate();
  // The router's base for the rows' plain links (a Link per row costs the router's hooks twice a row).
  const base = useHref('/').replace(/\/$/, '');
  const kit = useMemo<LightCellKit>(
    () => ({
      look,
      link: (to, children, extra) => (
        <a
          href={base + to}
          data-to={to}
          className={extra?.className ? mergeClasses(styles.link, extra.className) : styles.link}
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
      muted: (children) => <span className={styles.muted}>{children}</span>,
    }),
    [look, base, styles],
  );
  const cellClasses = useMemo(
    () => columns.map((column) => (column.hideNarrow ? mergeClasses(look.cell, styles.hideNarrow) : look.cell)),
    [columns, look, styles],
  );
  const allSelected = !!selection && rows.length > 0 && rows.every((row) => selection.isSelected(row));
  const someSelected = !!selection && !allSelected && rows.some((row) => selection.isSelected(row));

  // The rows' links go through the router (one listener for all of them); a modified or middle click is the browser's.
  const onLinkClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-to]');
    if (!link) return;
    event.preventDefault();
    void navigate(link.dataset.to!);
  };

  const table = (
    <Table
      className={scroll || !className ? styles.table : mergeClasses(styles.table, className)}
      sortable={!!sort}
      aria-label={label}
      aria-busy={busy}
      size="small"
      data-testid={props['data-testid']}
    >
      <TableHeader>
        <TableRow>
          {selection && (
            // A native checkbox, as the rows': Fluent's TableSelectionCell brings Checkbox and Radio onto the route.
            <th className={look.selectionCell} onClick={() => selection.onToggleAll()}>
              <input
                type="checkbox"
                className={look.checkbox}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected;
                }}
                onChange={noop}
                aria-checked={someSelected ? 'mixed' : allSelected}
                aria-label={selection.allLabel}
              />
            </th>
          )}
          {columns.map((column) => {
            const sortable = !!sort && !!column.sortKey;
            return (
              <TableHeaderCell
                key={column.id}
                className={column.hideNarrow ? styles.hideNarrow : undefined}
                style={column.width ? { width: column.width } : undefined}
                sortable={sortable}
                sortDirection={sortable && sort.key === column.sortKey ? sort.direction : undefined}
                onClick={sortable ? () => sort.onSort(column.sortKey!) : undefined}
              >
                {column.header}
              </TableHeaderCell>
            );
          })}
        </TableRow>
      </TableHeader>
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
            className={rowClassName ? mergeClasses(look.row, rowClassName(row, look)) : look.row}
            extra={rowProps?.(row)}
          />
        ))}
        {totalRow && (
          <tr className={totalRow.className ? mergeClasses(look.row, totalRow.className) : look.row} {...totalRow.props}>
            {selection && <td className={look.selectionCell} />}
            {totalRow.cells.map((cell, index) => (
              <td key={index} className={cellClasses[index] ?? look.cell}>
                {cell}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </Table>
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

function noop() {}
