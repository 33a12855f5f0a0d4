/** The remote kit: root, standalone page, lazy screens and placeholders, the screen frame and the list frame. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { addTranslations, i18n, initI18n, registeredInstances } from '@helpdesk/shared';
import { renderRoute } from '../testing/render-route.tsx';
import { showStandaloneHelp } from './standalone.ts';
import {
  createRemoteRoot,
  lazyScreen,
  ListFrame,
  ListSearch,
  ListTabs,
  placeholderScreens,
  ScreenFrame,
  type FrameQuery,
  type ListPage,
} from './index.ts';

interface Row {
  id: number;
  name: string;
}

const page = (rows: Row[], meta: Partial<ListPage<Row>['meta']> = {}): ListPage<Row> => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, from: rows.length ? 1 : null, to: rows.length || null, total: rows.length, ...meta },
});

const ready = <T,>(data: T) => ({ isPending: false, isError: false, isFetching: false, error: null, refetch: jest.fn(), data });
const pending = (): FrameQuery & { data?: undefined } => ({
  isPending: true,
  isError: false,
  isFetching: true,
  error: null,
  refetch: jest.fn(),
  data: undefined,
});
/** The server answered 500 with its reason. */
const serverError = () =>
  new AxiosError('Request failed', '500', undefined, undefined, {
    status: 500,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { message: 'Błąd serwera' },
  });
const failed = (): FrameQuery & { data?: undefined } => ({
  isPending: false,
  isError: true,
  isFetching: false,
  error: serverError(),
  refetch: jest.fn(),
  data: undefined,
});

/** Below the spec's breakpoint (991.98 px) or above it, as the browser's matchMedia would say. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  }) as unknown as typeof window.matchMedia;
}

beforeAll(async () => {
  await initI18n();
  addTranslations('finance', { pl: { screens: { invoicing: 'Fakturowanie' } }, en: { screens: { invoicing: 'Invoicing' } } });
});
beforeEach(async () => {
  viewport(1440);
  await act(() => i18n.changeLanguage('pl'));
});

describe('the remote root', () => {
  it('marks the remote’s area, renders the screen and records the shared instances it received', async () => {
    const Root = createRemoteRoot('finance', '1.2.3');
    await renderRoute([{ path: 'finance', element: <Root />, children: [{ path: 'x', element: <p>ekran</p> }] }], '/finance/x');
    expect(await screen.findByText('ekran')).toBeInTheDocument();
    expect(screen.getByText('ekran').closest('[data-remote-root]')).toHaveAttribute('data-remote-root', 'finance');
    await waitFor(() => expect(registeredInstances().finance?.version).toBe('1.2.3'));
    expect(registeredInstances().finance?.i18n).toBe(i18n);
  });
});

describe('the standalone page', () => {
  it('explains how to load the remote into a shell, with its own manifest address', () => {
    document.body.innerHTML = '<div id="root"></div>';
    showStandaloneHelp('reports');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('reports remote');
    expect(document.querySelector('pre')).toHaveTextContent(`{ reports: '${new URL('mf-manifest.json', window.location.href).href}' }`);
  });
});

describe('lazy screens and placeholders', () => {
  it('loads a screen’s named export, wrapped where asked', async () => {
    const Screen = () => <p>lista</p>;
    const load = async () => ({ Screen, Other: () => null });
    expect((await lazyScreen(load, 'Screen')()).Component).toBe(Screen);
    const Wrapped = () => null;
    expect((await lazyScreen(load, 'Screen', () => Wrapped)()).Component).toBe(Wrapped);
  });

  it('asks again for a screen chunk that failed to load, not for a module that threw', async () => {
    const Screen = () => <p>lista</p>;
    const chunkError = Object.assign(new Error('Loading chunk 9072 failed.\n(error: /remotes/x/9072.js)'), { name: 'ChunkLoadError' });
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw chunkError;
      return { Screen };
    };
    expect((await lazyScreen(flaky, 'Screen')()).Component).toBe(Screen);
    expect(calls).toBe(2);

    let down = 0;
    const dead = async (): Promise<{ Screen: typeof Screen }> => {
      down += 1;
      throw chunkError;
    };
    await expect(lazyScreen(dead, 'Screen')()).rejects.toBe(chunkError);
    expect(down).toBe(3);

    let thrown = 0;
    const broken = async (): Promise<{ Screen: typeof Screen }> => {
      thrown += 1;
      throw new TypeError('x is not a function');
    };
    await expect(lazyScreen(broken, 'Screen')()).rejects.toThrow('x is not a function');
    expect(thrown).toBe(1);
  });

  it('titles a placeholder from the remote’s texts in Polish and English, and names its key', async () => {
    const lazy = placeholderScreens<'invoicing'>('finance', '1.0.0')('invoicing');
    const { Component } = (await lazy()) as { Component: { placeholderKey?: string } };
    expect(Component.placeholderKey).toBe('invoicing');
    await renderRoute([{ path: 'invoicing', lazy }], '/invoicing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fakturowanie' })).toBeInTheDocument();
    expect(screen.getByTestId('screen')).toHaveAttribute('data-remote', 'finance');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoicing' })).toBeInTheDocument();
  });
});

describe('the screen frame', () => {
  const frame = (query?: FrameQuery, isEmpty = false) => (
    <ScreenFrame
      remote="tickets"
      name="things"
      title="Rzeczy"
      actions={<button type="button">Dodaj</button>}
      filters={<input aria-label="Filtr" />}
      query={query}
      isEmpty={isEmpty}
      empty={{ text: 'Brak rzeczy.' }}
    >
      <p>treść</p>
    </ScreenFrame>
  );

  it('shows the title, actions and filters, then the body once its query answered', async () => {
    await renderRoute([{ path: 's', element: frame(ready({})) }], '/s');
    const section = await screen.findByTestId('screen');
    expect(section).toHaveAttribute('data-remote', 'tickets');
    expect(section).toHaveAttribute('data-screen', 'things');
    expect(within(section).getByRole('heading', { level: 1, name: 'Rzeczy' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Dodaj' })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Filtr' })).toBeInTheDocument();
    expect(within(section).getByText('treść')).toBeInTheDocument();
  });

  it('shows loading, empty and error (with retry) states instead of the body, in Polish and English', async () => {
    const view = await renderRoute([{ path: 's', element: frame(pending()) }], '/s');
    expect(await screen.findByTestId('list-loading')).toHaveAttribute('aria-label', 'Wczytywanie…');
    expect(screen.getByTestId('screen')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('treść')).not.toBeInTheDocument();
    view.unmount();

    const emptyView = await renderRoute([{ path: 's', element: frame(ready({}), true) }], '/s');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak rzeczy.');
    expect(screen.queryByText('treść')).not.toBeInTheDocument();
    emptyView.unmount();

    const error = failed();
    await renderRoute([{ path: 's', element: frame(error) }], '/s');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać danych. Błąd serwera');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(error.refetch).toHaveBeenCalled();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the data. Błąd serwera');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the list frame', () => {
  const rows = [
    { id: 1, name: 'Pierwszy' },
    { id: 2, name: 'Drugi' },
  ];

  function List(props: {
    query: FrameQuery & { data?: ListPage<Row> };
    onPage?: (page: number) => void;
    onFilter?: (f: 'all' | 'open') => void;
    onSearch?: (s: string) => void;
    selected?: number;
  }) {
    return (
      <ListFrame<Row>
        remote="client"
        name="rows"
        title="Wiersze"
        query={props.query}
        empty={{ text: 'Brak wierszy.' }}
        tabs={
          <ListTabs
            value="all"
            options={['all', 'open'] as const}
            label={(f) => (f === 'all' ? 'Wszystkie' : 'Otwarte')}
            counts={{ all: 2, open: 1 }}
            onChange={props.onFilter ?? (() => {})}
            aria-label="Filtry"
          />
        }
        search={<ListSearch label="Szukaj" value="" onChange={props.onSearch ?? (() => {})} />}
        bulk={props.selected ? <p>Zaznaczono: {props.selected}</p> : undefined}
        summary={<p>Podsumowanie listy</p>}
        table={(items) => (
          <table aria-label="Tabela">
            <tbody>
              {items.map((r) => (
                <tr key={r.id}>
                  <td>{r.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        cards={(items) => (
          <ul aria-label="Karty">
            {items.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
        )}
        pagination={{ onPage: props.onPage ?? (() => {}) }}
        footer={({ mobile }) => <small>{mobile ? 'karty' : 'tabela'}</small>}
      />
    );
  }

  it('shows a table with the exact total above the breakpoint, cards below it', async () => {
    const view = await renderRoute([{ path: 'l', element: <List query={ready(page(rows))} /> }], '/l');
    expect(await screen.findByRole('table', { name: 'Tabela' })).toHaveTextContent('PierwszyDrugi');
    expect(screen.queryByRole('list', { name: 'Karty' })).not.toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–2 z 2');
    // No page size chooser where the list does not offer one.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('tabela')).toBeInTheDocument();
    // The summary stands above the rows, outside the rows' container (and their timing).
    const summary = screen.getByText('Podsumowanie listy');
    expect(summary.compareDocumentPosition(screen.getByTestId('list-rows')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('list-rows')).not.toContainElement(summary);
    view.unmount();

    viewport(390);
    await renderRoute([{ path: 'l', element: <List query={ready(page(rows))} /> }], '/l');
    expect(await screen.findByRole('list', { name: 'Karty' })).toHaveTextContent('PierwszyDrugi');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-rows')).toHaveAttribute('data-view', 'cards');
    expect(screen.getByText('karty')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–2 of 2');
  });

  it('times the rows’ render to the end of their own elements and to the end of the commit, and keeps no entries', async () => {
    const calls: string[] = [];
    const { mark, measure, clearMarks, clearMeasures } = performance;
    performance.mark = ((name: string) => void calls.push(`mark ${name}`)) as unknown as typeof performance.mark;
    performance.measure = ((name: string, start?: string) =>
      void calls.push(`measure ${name} from ${start}`)) as unknown as typeof performance.measure;
    performance.clearMarks = (() => {}) as typeof performance.clearMarks;
    performance.clearMeasures = (() => {}) as typeof performance.clearMeasures;
    try {
      await renderRoute([{ path: 'l', element: <List query={ready(page(rows))} /> }], '/l');
      await screen.findByRole('table', { name: 'Tabela' });
    } finally {
      Object.assign(performance, { mark, measure, clearMarks, clearMeasures });
    }
    expect(calls.slice(0, 3)).toEqual([
      'mark list-rows:rows:start',
      'measure list-rows-render:rows from list-rows:rows:start',
      'measure list-rows:rows from list-rows:rows:start',
    ]);
  });

  it('has tabs with counts, a search box and the bulk bar while rows are selected', async () => {
    await renderRoute([{ path: 'l', element: <List query={ready(page(rows))} selected={2} /> }], '/l');
    const tabs = await screen.findByRole('tablist', { name: 'Filtry' });
    expect(within(tabs).getByRole('tab', { name: 'Wszystkie 2' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Otwarte 1' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toBeInTheDocument();
    expect(screen.getByText('Zaznaczono: 2')).toBeInTheDocument();
  });

  it('is worked by keyboard: search, tabs and pages', async () => {
    const user = userEvent.setup();
    const onFilter = jest.fn();
    const onSearch = jest.fn();
    const onPage = jest.fn();
    await renderRoute(
      [
        {
          path: 'l',
          element: (
            <List
              query={ready(page(rows, { current_page: 1, last_page: 3, to: 2, total: 6 }))}
              onFilter={onFilter}
              onSearch={onSearch}
              onPage={onPage}
            />
          ),
        },
      ],
      '/l',
    );
    await screen.findByRole('table');
    screen.getByRole('tab', { name: 'Otwarte 1' }).focus();
    await user.keyboard('{Enter}');
    expect(onFilter).toHaveBeenCalledWith('open');
    await user.click(screen.getByRole('searchbox', { name: 'Szukaj' }));
    await user.keyboard('v');
    expect(onSearch).toHaveBeenCalledWith('v');
    screen.getByRole('button', { name: 'Następna strona' }).focus();
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
  });

  it('shows its loading, empty and error states in place of the rows', async () => {
    const loading = await renderRoute([{ path: 'l', element: <List query={pending()} /> }], '/l');
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('list-total')).not.toBeInTheDocument();
    expect(screen.queryByText('Podsumowanie listy')).not.toBeInTheDocument();
    loading.unmount();

    const empty = await renderRoute([{ path: 'l', element: <List query={ready(page([]))} /> }], '/l');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak wierszy.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Podsumowanie listy')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Brak pozycji');
    empty.unmount();

    await renderRoute([{ path: 'l', element: <List query={failed()} /> }], '/l');
    expect(await screen.findByTestId('list-error')).toHaveTextContent('Nie udało się wczytać danych. Błąd serwera');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the rows and says so when a refetch fails', async () => {
    const query = { ...ready(page(rows)), isError: true, error: serverError() };
    await renderRoute([{ path: 'l', element: <List query={query} /> }], '/l');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByTestId('list-error')).toHaveTextContent('Błąd serwera');
  });
});
