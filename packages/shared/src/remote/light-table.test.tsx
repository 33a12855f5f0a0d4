/**
 * The light table (Fluent's header, plain rows, links through the router, native selection, sort from the header) and
 * the light cards a list shows below the mobile breakpoint.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@helpdesk/shared';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderRoute } from '../testing/render-route.tsx';
import { LIGHT, LightCards, LightTable, TableScroll, useLightRowActions, type LightColumn } from './index.ts';

interface Row {
  id: number;
  name: string;
  deleted: boolean;
}

const ROWS: Row[] = [
  { id: 1, name: 'ACME', deleted: false },
  { id: 2, name: 'Globex', deleted: true },
];

const COLUMNS: LightColumn<Row>[] = [
  { id: 'name', header: 'Nazwa', sortKey: 'name', cell: (row, kit) => kit.link(`/things/${row.id}`, row.name) },
  {
    id: 'state',
    header: 'Stan',
    hideNarrow: true,
    title: (row) => (row.deleted ? 'usunięta' : undefined),
    cell: (row, kit) => (row.deleted ? kit.badge('danger', 'Usunięta') : kit.muted('—')),
  },
];

function Screen({ onSort }: { onSort?: (key: string) => void }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (row: Row) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  return (
    <>
      <LightTable
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        label="Rzeczy"
        data-testid="things"
        rowProps={(row) => ({ 'data-testid': 'thing-row', 'data-id': row.id })}
        sort={onSort ? { key: 'name', direction: 'ascending', onSort } : undefined}
        selection={{
          isSelected: (row) => selected.has(row.id),
          onToggle: toggle,
          onToggleAll: () => setSelected(selected.size === ROWS.length ? new Set() : new Set(ROWS.map((row) => row.id))),
          label: (row) => `Zaznacz ${row.name}`,
          allLabel: 'Zaznacz wszystkie',
        }}
      />
      <output>{[...selected].join(',')}</output>
    </>
  );
}

const routes = (onSort?: (key: string) => void) => [
  { path: 'things', element: <Screen onSort={onSort} /> },
  { path: 'things/:id', element: <h1>rzecz</h1> },
];

describe('LightTable', () => {
  it('draws the header and the rows as plain cells on the kit’s stylesheet, under the table’s name', async () => {
    await renderRoute(routes(), '/things');
    const table = screen.getByRole('table', { name: 'Rzeczy' });
    expect(table).toHaveAttribute('data-testid', 'things');
    expect(within(table).getByRole('columnheader', { name: 'Nazwa' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('thing-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveAttribute('data-id', '2');
    expect(within(rows[1]!).getByText('Usunięta')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveAttribute('title', 'usunięta');
    expect(within(rows[0]!).getByText('—')).toBeInTheDocument();
    // Plain elements, not Fluent's Table, TableHeaderCell or TableCell components: their look is one static sheet.
    expect(table.querySelector('[class*="fui-"]')).toBeNull();
    expect(table).toHaveClass(LIGHT.table);
    expect(rows[0]).toHaveClass(LIGHT.row);
    expect(document.querySelector('style[data-sheet="light-table"]')?.textContent).toContain(`.${LIGHT.row}{`);
  });

  it('follows a row link through the router on a plain click and leaves a modified click to the browser', async () => {
    const { router } = await renderRoute(routes(), '/things');
    const link = screen.getByRole('link', { name: 'Globex' });
    expect(link).toHaveAttribute('href', '/things/2');
    // A ctrl-click (new tab) or a middle click is the browser's: the router stays, the default is not prevented.
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom cannot open the page
    };
    window.addEventListener('click', browser);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/things');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'rzecz' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/2');
  });

  it('selects rows with native checkboxes named per row, by mouse and by keyboard, and all from the header', async () => {
    await renderRoute(routes(), '/things');
    const acme = screen.getByRole('checkbox', { name: 'Zaznacz ACME' });
    await userEvent.click(acme);
    expect(acme).toBeChecked();
    expect(screen.getAllByTestId('thing-row')[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    const globex = screen.getByRole('checkbox', { name: 'Zaznacz Globex' });
    globex.focus();
    await userEvent.keyboard(' ');
    expect(globex).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' }));
    expect(acme).not.toBeChecked();
    expect(globex).not.toBeChecked();
  });

  it('sorts from a sortable column’s header and marks the sorted direction', async () => {
    const onSort = jest.fn();
    await renderRoute(routes(onSort), '/things');
    const header = screen.getByRole('columnheader', { name: 'Nazwa' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Stan' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button', { name: 'Nazwa' }));
    expect(onSort).toHaveBeenCalledWith('name');
    // The header's sort is a button: Enter and space sort from the keyboard too.
    within(screen.getByRole('columnheader', { name: 'Nazwa' }))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSort).toHaveBeenCalledTimes(3);
  });

  it('wraps a table sized to its content in a sideways scroll box', async () => {
    await renderRoute(
      [
        {
          path: 'wide',
          element: (
            <TableScroll>
              <table aria-label="szeroka" />
            </TableScroll>
          ),
        },
      ],
      '/wide',
    );
    const box = screen.getByRole('table', { name: 'szeroka' }).parentElement!;
    expect(box.className).not.toBe('');
  });
});

describe('LightCards', () => {
  const cards = [
    {
      path: 'cards',
      element: (
        <LightCards
          rows={ROWS}
          rowKey={(row) => row.id}
          label="Rzeczy"
          data-testid="things"
          cardProps={(row) => ({ 'data-testid': 'thing-card', 'data-id': row.id })}
          card={(row, kit) => (
            <>
              <span className={LIGHT.cardTitle}>{kit.link(`/things/${row.id}`, row.name)}</span>
              {row.deleted ? kit.badge('danger', 'Usunięta') : kit.muted('—')}
            </>
          )}
        />
      ),
    },
    { path: 'things/:id', element: <h1>rzecz</h1> },
  ];

  it('draws a card per row as a plain list item on the kit’s stylesheet, under the list’s name', async () => {
    await renderRoute(cards, '/cards');
    const list = screen.getByRole('list', { name: 'Rzeczy' });
    expect(list).toHaveAttribute('data-testid', 'things');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveAttribute('data-testid', 'thing-card');
    expect(items[1]).toHaveAttribute('data-id', '2');
    expect(within(items[1]!).getByText('Usunięta')).toHaveClass(LIGHT.badge);
    expect(within(items[0]!).getByText('—')).toHaveClass(LIGHT.muted);
    expect(list.querySelector('[class*="fui-"]')).toBeNull();
    expect(list).toHaveClass(LIGHT.cards);
    expect(items[0]!.className).toContain(LIGHT.card);
    expect(document.querySelector('style[data-sheet="light-table"]')?.textContent).toContain(`.${LIGHT.card}{`);
  });

  it('follows a card’s link through the router on a plain click and leaves a modified click to the browser', async () => {
    const { router } = await renderRoute(cards, '/cards');
    const link = screen.getByRole('link', { name: 'ACME' });
    expect(link).toHaveAttribute('href', '/things/1');
    let leftToBrowser = false;
    const browser = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot open the page
    };
    window.addEventListener('click', browser);
    fireEvent.click(link, { shiftKey: true });
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/cards');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'rzecz' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/1');
  });
});

describe('useLightRowActions', () => {
  function Actions({ onDelete, onEdit, deleted = false }: { onDelete: () => Promise<void>; onEdit: () => void; deleted?: boolean }) {
    const light = useLightRowActions();
    return (
      <>
        {light.actions({
          deleted,
          texts: { edit: 'Edytuj', delete: 'Usuń', restore: 'Przywróć', deleteTitle: 'Usunąć ACME?', deleteBody: 'Tego nie cofniesz.' },
          names: { delete: 'Usuń: ACME' },
          onEdit,
          onDelete,
          onRestore: () => undefined,
        })}
        {light.dialog}
      </>
    );
  }

  it('edits at once; deletes only after the one confirmation dialog, and a cancel returns the focus to the row’s button', async () => {
    const onDelete = jest.fn(() => Promise.resolve());
    const onEdit = jest.fn();
    await renderRoute([{ path: 'x', element: <Actions onDelete={onDelete} onEdit={onEdit} /> }], '/x');
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    const remove = screen.getByRole('button', { name: 'Usuń: ACME' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć ACME?' });
    expect(within(dialog).getByText('Tego nie cofniesz.')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks in English when the language is English', async () => {
    await renderRoute([{ path: 'x', element: <Actions onDelete={() => Promise.resolve()} onEdit={() => undefined} /> }], '/x');
    await act(() => i18n.changeLanguage('en'));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń: ACME' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pl'));
  });

  it('offers only restore on a deleted row', async () => {
    await renderRoute([{ path: 'x', element: <Actions deleted onDelete={() => Promise.resolve()} onEdit={() => undefined} /> }], '/x');
    expect(screen.getByRole('button', { name: 'Przywróć' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edytuj' })).toBeNull();
  });
});
