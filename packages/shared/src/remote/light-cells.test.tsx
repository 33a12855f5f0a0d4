/** The light table's shared cells: the company tag. */
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route.tsx';
import { companyTagColumn, LightTable, type LightColumn } from './index.ts';

interface Row {
  id: number;
  company: { tag: string; short_name: string } | null;
}

const COLUMNS: LightColumn<Row>[] = [{ id: 'id', header: 'Nr', cell: (row) => row.id }, companyTagColumn('Firma', (row) => row.company)];

describe('companyTagColumn', () => {
  it('shows the company’s tag as a badge named by its short name, and a dash for a row without a company', async () => {
    const rows: Row[] = [
      { id: 1, company: { tag: 'ACME', short_name: 'Acme sp. z o.o.' } },
      { id: 2, company: null },
    ];
    await renderRoute(
      [
        {
          path: 'x',
          element: (
            <LightTable rows={rows} columns={COLUMNS} rowKey={(r) => r.id} label="Zgłoszenia" rowProps={() => ({ 'data-testid': 'row' })} />
          ),
        },
      ],
      '/x',
    );
    expect(screen.getByRole('columnheader', { name: 'Firma' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('row');
    const tag = within(first!).getByText('ACME');
    expect(tag.tagName).toBe('SPAN');
    expect(tag).toHaveAttribute('title', 'Acme sp. z o.o.');
    expect(within(second!).getAllByRole('cell')[1]).toHaveTextContent('—');
  });
});
