/** The kit's row actions of a list and the card page of a create/edit form. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route.tsx';
import { setUpScreenTests } from '../testing/screen-tests.ts';
import { EditFormCard, RowActions, type EditFormCardProps } from './index.ts';

setUpScreenTests();

const texts = { edit: 'Edytuj', delete: 'Usuń', restore: 'Przywróć', deleteTitle: 'Usunąć Acme?', deleteBody: 'Zniknie z listy.' };

async function showRow(deleted: boolean) {
  const calls = { edit: jest.fn(), delete: jest.fn(async () => undefined), restore: jest.fn() };
  await renderRoute(
    [
      {
        path: 'list',
        element: (
          <RowActions
            deleted={deleted}
            texts={texts}
            names={{ edit: 'Edytuj Acme', delete: 'Usuń Acme', restore: 'Przywróć Acme' }}
            onEdit={calls.edit}
            onDelete={calls.delete}
            onRestore={calls.restore}
          />
        ),
      },
    ],
    '/list',
  );
  return calls;
}

describe('row actions', () => {
  it('edit, and delete only once confirmed; the buttons name the row', async () => {
    const calls = await showRow(false);
    const u = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Przywróć Acme' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Edytuj Acme' }));
    expect(calls.edit).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Usuń Acme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Usunąć Acme?');
    expect(dialog).toHaveTextContent('Zniknie z listy.');
    expect(calls.delete).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('button', { name: /Usuń/ }));
    expect(calls.delete).toHaveBeenCalledTimes(1);
  });

  it('a deleted row offers restore only', async () => {
    const calls = await showRow(true);
    expect(screen.queryByRole('button', { name: 'Edytuj Acme' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń Acme' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Przywróć Acme' }));
    expect(calls.restore).toHaveBeenCalledTimes(1);
  });
});

const cardTexts: EditFormCardProps['texts'] = {
  editTitle: 'Edycja święta',
  missing: 'Nie ma takiego święta.',
  back: 'Wróć do listy',
  loading: 'Wczytywanie święta…',
  failed: 'Nie udało się zapisać.',
  submit: 'Zapisz',
  cancel: 'Anuluj',
};
const query = (state: Partial<NonNullable<EditFormCardProps['record']>>) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  ...state,
});

async function showCard(props: Partial<EditFormCardProps>) {
  const back = jest.fn();
  const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  await renderRoute(
    [
      {
        path: 'form',
        element: (
          <EditFormCard
            remote="management"
            name="holiday"
            title="Nowe święto"
            texts={cardTexts}
            failed={false}
            busy={false}
            maxWidth="600px"
            onSubmit={submit}
            onBack={back}
            {...props}
          >
            <input aria-label="Nazwa" />
          </EditFormCard>
        ),
      },
    ],
    '/form',
  );
  return { back, submit };
}

describe('the card page of a create/edit form', () => {
  it('creating: the fields, save and cancel', async () => {
    const { back, submit } = await showCard({});
    expect(screen.getByTestId('screen')).toHaveAttribute('data-screen', 'holiday-create');
    const form = screen.getByRole('form', { name: 'Nowe święto' });
    expect(within(form).getByRole('textbox', { name: 'Nazwa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(submit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Anuluj' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('editing: a spinner while the record loads', async () => {
    await showCard({ record: query({ isPending: true, isFetching: true }) });
    expect(screen.getByTestId('screen')).toHaveAttribute('data-screen', 'holiday-edit');
    expect(screen.getByText('Wczytywanie święta…')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('editing: a failed save is said above the fields; save is held while saving and on a locked record', async () => {
    await showCard({ record: query({}), failed: true, locked: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się zapisać.');
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anuluj' })).toBeEnabled();
  });

  it('a record that cannot be loaded: a warning and the way back', async () => {
    const { back } = await showCard({ record: query({ isError: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Edycja święta' })).toBeInTheDocument();
    expect(screen.getByTestId('holiday-missing')).toHaveTextContent('Nie ma takiego święta.');
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Wróć do listy' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('an address naming no record: the same warning, without waiting for a load', async () => {
    await showCard({ record: query({ isPending: true }), invalid: true });
    expect(screen.getByTestId('holiday-missing')).toHaveTextContent('Nie ma takiego święta.');
  });
});
