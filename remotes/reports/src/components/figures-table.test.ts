/** The export table of a screen's columns: typed cells, combined cells split, shown numbers kept as numbers. */
import { csvText } from '@helpdesk/shared/sheets';
import { exportTable, type Column } from './figures-table.tsx';

interface Row {
  month: string;
  used: number;
  package: number | null;
  opened: number;
  sla: number | null;
}

const COLUMNS: Column<Row>[] = [
  { key: 'month', header: 'Miesiąc', value: (r) => r.month },
  {
    key: 'used',
    header: 'Czas',
    value: (r) => `${r.used} / ${r.package}`,
    exported: [
      { header: 'Czas', kind: 'duration', value: (r) => r.used },
      { header: 'Czas — Pakiet', kind: 'duration', value: (r) => r.package },
    ],
  },
  { key: 'opened', header: 'Otwarte', value: (r) => r.opened, numeric: true },
  { key: 'sla', header: 'SLA', value: (r) => `${r.sla}%`, numeric: true, exported: { kind: 'percent', value: (r) => r.sla } },
];

describe('exportTable', () => {
  it('types the columns and splits "used / package" into two', () => {
    const table = exportTable('Raport', COLUMNS, [
      { month: '2026-10', used: 90, package: 600, opened: 3, sla: 0.5 },
      { month: '2026-11', used: 30, package: null, opened: 2, sla: null },
    ]);
    expect(table.columns.map((c) => [c.header, c.kind])).toEqual([
      ['Miesiąc', 'text'],
      ['Czas', 'duration'],
      ['Czas — Pakiet', 'duration'],
      ['Otwarte', 'text'],
      ['SLA', 'percent'],
    ]);
    expect(table.rows[0]).toEqual(['2026-10', 90, 600, { kind: 'integer', value: 3 }, 0.5]);
    expect(csvText([table], 'pl')).toBe('\uFEFFMiesiąc;Czas;Czas — Pakiet;Otwarte;SLA\r\n2026-10;1:30;10:00;3;50%\r\n2026-11;0:30;;2;\r\n');
  });
});
