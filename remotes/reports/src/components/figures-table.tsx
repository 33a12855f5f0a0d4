/**
 * A plain table of report figures; the same columns feed the CSV/XLSX export, so the file is what the screen shows.
 * The first column names its row (a row header), so a screen reader reads each figure with its column and row.
 */
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { TableScroll } from '@helpdesk/shared/remote';
import type { ColumnKind, SheetColumn, SheetTable, SheetValue } from '@helpdesk/shared/sheets';

/** One column of the export file: its header, kind and value (a duration in minutes, a percent as a fraction…). */
export interface ExportColumn<R> {
  header: string;
  kind: ColumnKind;
  decimals?: 0 | 1;
  value: (row: R) => SheetValue;
}

export interface Column<R> {
  key: string;
  header: string;
  /** The value shown (unless `render` is given), and written to the export file unless `exported` says otherwise. */
  value: (row: R) => string | number;
  render?: (row: R) => ReactNode;
  numeric?: boolean;
  /**
   * The column in the export file: its kind and value (minutes for a duration, a fraction for a percent), or the
   * columns it becomes when the screen shows two figures in one cell ("3:00 / 5:00"). Default: the shown value,
   * a number as a number.
   */
  exported?: Omit<ExportColumn<R>, 'header'> | ExportColumn<R>[];
}

const useStyles = makeStyles({
  cell: { whiteSpace: 'nowrap' },
  numeric: { whiteSpace: 'nowrap', textAlign: 'right' },
  rowHeader: { fontWeight: tokens.fontWeightRegular },
});

export function FiguresTable<R>({
  label,
  columns,
  rows,
  rowKey,
  testId,
}: {
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  testId?: string;
}) {
  const styles = useStyles();
  return (
    // Focusable, so a keyboard user can scroll a table wider than the screen (WCAG 2.1.1).
    <TableScroll label={label}>
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.key} className={c.numeric ? styles.numeric : styles.cell}>
                {c.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c, index) =>
                index === 0 ? (
                  <TableHeaderCell
                    key={c.key}
                    scope="row"
                    className={mergeClasses(styles.rowHeader, c.numeric ? styles.numeric : styles.cell)}
                  >
                    {c.render ? c.render(row) : c.value(row)}
                  </TableHeaderCell>
                ) : (
                  <TableCell key={c.key} className={c.numeric ? styles.numeric : styles.cell}>
                    {c.render ? c.render(row) : c.value(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The export columns of a screen's columns. */
export function exportColumns<R>(columns: Column<R>[]): ExportColumn<R>[] {
  return columns.flatMap((c): ExportColumn<R>[] => {
    if (Array.isArray(c.exported)) return c.exported;
    if (c.exported) return [{ header: c.header, ...c.exported }];
    const shown = (row: R): SheetValue => {
      const v = c.value(row);
      return typeof v === 'number' ? { kind: Number.isInteger(v) ? 'integer' : 'decimal', value: v } : v;
    };
    return [{ header: c.header, kind: 'text', value: shown }];
  });
}

/** A table as the export writes it (a sheet of the XLSX, the CSV): typed columns, one row of values per row. */
export function exportTable<R>(name: string, columns: Column<R>[], rows: R[]): SheetTable {
  const out = exportColumns(columns);
  return {
    name,
    columns: out.map(({ header, kind, decimals }): SheetColumn => ({ header, kind, ...(decimals === undefined ? {} : { decimals }) })),
    rows: rows.map((row) => out.map((c) => c.value(row))),
  };
}
