/** The create/edit form hook: load → the form's values → save → toast → on; a 422 under its fields; another failure said. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { useFieldArray } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { z } from 'zod';
import { expectRefusedField } from '../testing/expect-refused.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { setUpScreenTests } from '../testing/screen-tests.ts';
import { TextField } from '../ui/index.ts';
import { useEditForm } from './index.ts';

const schema = z.object({ name: z.string().trim().min(1) });
type Holiday = { id: number; name: string };
type Answer = { data: Holiday; message: string };

const answered = (status: number, data: unknown) =>
  new AxiosError('Request failed', String(status), undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function EditScreen({ record, save }: { record?: Holiday; save: (values: { name: string }) => Promise<Answer> }) {
  const { form, submit, failed } = useEditForm({
    schema,
    empty: { name: '' },
    record,
    toForm: (h: Holiday) => ({ name: h.name }),
    save,
    next: (answer: Answer) => `/saved/${answer.data.id}`,
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField control={form.control} name="name" label="Nazwa" />
      {failed && <p role="alert">nie zapisano</p>}
      <button type="submit">Zapisz</button>
    </form>
  );
}

const rowsSchema = z.object({ name: z.string(), rows: z.array(z.object({ label: z.string(), code: z.string() })) });
type Rows = z.infer<typeof rowsSchema>;

function RowsScreen({ save }: { save: (values: Rows) => Promise<Answer> }) {
  const { form, submit } = useEditForm({
    schema: rowsSchema,
    empty: {
      name: 'Kalendarz',
      rows: [
        { label: 'Wigilia', code: 'W' },
        { label: 'Sylwester', code: 'S' },
      ],
    },
    save,
    next: () => null,
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField control={form.control} name="name" label="Nazwa" />
      {rows.fields.map((row, index) => (
        <div key={row.id}>
          <TextField control={form.control} name={`rows.${index}.label`} label={`Dzień ${index + 1}`} />
          <TextField control={form.control} name={`rows.${index}.code`} label={`Kod ${index + 1}`} />
        </div>
      ))}
      {form.formState.errors.root?.server?.message && <p data-testid="form-error">{form.formState.errors.root.server.message}</p>}
      <button type="submit">Zapisz</button>
    </form>
  );
}

const { toasts } = setUpScreenTests();

async function show(record: Holiday | undefined, save: (values: { name: string }) => Promise<Answer>) {
  await renderRoute(
    [
      { path: 'edit', element: <EditScreen record={record} save={save} /> },
      { path: 'saved/:id', element: <Where /> },
    ],
    '/edit',
  );
}

describe('useEditForm', () => {
  it('fills the form from the loaded record, saves what was typed, shows the answer’s message and goes on', async () => {
    const save = jest.fn(async (values: { name: string }) => ({ data: { id: 7, ...values }, message: 'Zapisano święto.' }));
    await show({ id: 7, name: 'Wigilia' }, save);
    const name = await screen.findByRole('textbox', { name: 'Nazwa' });
    await waitFor(() => expect(name).toHaveValue('Wigilia'));
    await userEvent.clear(name);
    await userEvent.type(name, '  Boże Narodzenie ');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/saved/7');
    expect(save).toHaveBeenCalledWith({ name: 'Boże Narodzenie' });
    expect(toasts.map((toast) => toast.body)).toEqual(['Zapisano święto.']);
  });

  it('puts a 422’s messages under their fields and keeps the input; any other failure is said once', async () => {
    const save = jest
      .fn<Promise<Answer>, [{ name: string }]>()
      .mockRejectedValueOnce(answered(422, { message: 'Błędne dane.', errors: { name: ['Ten dzień ma już święto.'] } }))
      .mockRejectedValueOnce(answered(500, { message: 'Błąd serwera' }));
    await show(undefined, save);
    const name = await screen.findByRole('textbox', { name: 'Nazwa' });
    await userEvent.type(name, 'Wigilia');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ten dzień ma już święto.')).toBeInTheDocument();
    expect(name).toHaveValue('Wigilia');
    expect(screen.queryByText('nie zapisano')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('nie zapisano')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('puts a 422 for a row of a list under that row’s field; a key no field holds lands on the form', async () => {
    const save = jest.fn<Promise<Answer>, [Rows]>().mockRejectedValueOnce(
      answered(422, {
        message: 'Błędne dane.',
        errors: {
          'rows.1.code': ['Ten kod jest już zajęty.'],
          'rows.1.password': ['Nie zapisuj haseł.'],
          'rows.0': ['Ten wiersz jest niepełny.'],
        },
      }),
    );
    await renderRoute([{ path: 'edit', element: <RowsScreen save={save} /> }], '/edit');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Kod 2' }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await expectRefusedField(screen.getByRole('textbox', { name: 'Kod 2' }), 'Ten kod jest już zajęty.', 'SX');
    expect(screen.getByRole('textbox', { name: 'Kod 1' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Dzień 2' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('form-error')).toHaveTextContent('Nie zapisuj haseł. Ten wiersz jest niepełny.');
    expect(screen.getByTestId('form-error')).not.toHaveTextContent('Ten kod jest już zajęty.');
  });
});
