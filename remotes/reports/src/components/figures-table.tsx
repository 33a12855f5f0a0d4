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

export interface Column<R> {
  key: string;
  header: string;
  /** The value written to the export file (and shown unless `render` is given). */
  value: (row: R) => string | number;
  render?: (row: R) => ReactNode;
  numeric?: boolean;
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

/** The rows of a table as the export writes them: the header row, then one row of values per row. */
export function tableRows<R>(columns: Column<R>[], rows: R[]): (string | number)[][] {
  return [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))];
}
