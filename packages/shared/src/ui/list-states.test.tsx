import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { renderRoute } from '../testing/render-route.tsx';
import { ListEmpty, ListError, ListSkeleton } from './list-states.tsx';
import { PaginationBar } from './pagination-bar.tsx';

describe('list states and pagination', () => {
  beforeAll(() => initI18n());
  beforeEach(() => act(() => i18n.changeLanguage('pl')));

  it('say what happens, in the list’s words where it has them', async () => {
    const onRetry = jest.fn();
    await renderRoute(
      [
        {
          path: 'screen',
          element: (
            <>
              <ListSkeleton rows={30} selectable />
              <ListEmpty text="Brak projektów." action={<button type="button">Dodaj</button>} />
              <ListError message="Błąd serwera" onRetry={onRetry} retrying={false} />
              <ListError text="Nie udało się wczytać zgłoszeń." onRetry={onRetry} retrying />
            </>
          ),
        },
      ],
      '/screen',
    );
    expect(await screen.findByTestId('list-loading')).toHaveAttribute('aria-label', 'Wczytywanie…');
    expect(screen.getByTestId('list-loading').children).toHaveLength(12);
    expect(screen.getByTestId('list-empty')).toHaveTextContent('Brak projektów.Dodaj');
    const [failed, named] = screen.getAllByRole('alert');
    expect(failed).toHaveTextContent('Nie udało się wczytać danych. Błąd serwera');
    expect(named).toHaveTextContent('Nie udało się wczytać zgłoszeń.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Spróbuj ponownie' })[0]!);
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'Spróbuj ponownie' })[1]).toBeDisabled();
  });

  it('pages with the exact total and the page size', async () => {
    const onPage = jest.fn();
    const onPerPage = jest.fn();
    const meta = { current_page: 2, last_page: 3, from: 21, to: 40, total: 45 };
    await renderRoute(
      [
        {
          path: 'screen',
          element: (
            <>
              <PaginationBar meta={meta} perPage={20} onPage={onPage} onPerPage={onPerPage} />
              <PaginationBar
                meta={{ ...meta, current_page: 1, last_page: 0, from: null, to: null, total: 0 }}
                perPage={20}
                onPage={onPage}
                onPerPage={onPerPage}
                totalNone="0 zgłoszeń"
              />
            </>
          ),
        },
      ],
      '/screen',
    );
    const [full, empty] = await screen.findAllByRole('navigation', { name: 'Stronicowanie' });
    expect(full).toHaveTextContent('21–40 z 45');
    expect(full).toHaveTextContent('Strona 2 z 3');
    expect(empty).toHaveTextContent('0 zgłoszeń');
    await userEvent.click(screen.getAllByRole('button', { name: 'Ostatnia strona' })[0]!);
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.selectOptions(screen.getAllByLabelText('Na stronie')[0]!, '50');
    expect(onPerPage).toHaveBeenCalledWith(50);
  });
});
