import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { i18n, initI18n } from '@helpdesk/shared';
import { renderRoute } from '../testing/render-route.tsx';
import { SelectField, SwitchField, TextField, TextareaField } from './form-fields.tsx';

interface Values {
  name: string;
  hours: number | '';
  company_id: number | null;
  manager_id: number | null;
  notes: string;
  active: boolean;
}

let latest: Values | null = null;

function Form({ defaults }: { defaults: Values }) {
  const form = useForm<Values>({ defaultValues: defaults });
  latest = form.watch();
  const companies = [
    { value: 1, label: 'ACME' },
    { value: 2, label: 'KLIN' },
  ];
  return (
    <form>
      <TextField control={form.control} name="name" label="Nazwa" required />
      <TextField control={form.control} name="hours" label="Godziny" type="number" />
      <SelectField control={form.control} name="company_id" label="Firma" required choices={companies} />
      <SelectField control={form.control} name="manager_id" label="Kierownik" choices={companies} emptyLabel="— brak —" />
      <TextareaField control={form.control} name="notes" label="Opis" rows={6} />
      <SwitchField control={form.control} name="active" label="Aktywny" />
    </form>
  );
}

describe('form fields', () => {
  beforeAll(() => initI18n());
  beforeEach(() => act(() => i18n.changeLanguage('pl')));

  it('keep numbers numbers and the empty choice null; a required select without a value shows a blank it cannot return to', async () => {
    const user = userEvent.setup();
    await renderRoute(
      [
        {
          path: 'screen',
          element: <Form defaults={{ name: 'Wdrożenie', hours: 2, company_id: null, manager_id: 1, notes: '', active: false }} />,
        },
      ],
      '/screen',
    );
    expect(await screen.findByLabelText(/Nazwa/)).toHaveValue('Wdrożenie');
    const company = screen.getByLabelText(/Firma/) as HTMLSelectElement;
    expect(company.value).toBe('');
    expect(company.options[0]).toBeDisabled();

    await user.selectOptions(company, '2');
    await user.selectOptions(screen.getByLabelText(/Kierownik/), '');
    await user.clear(screen.getByLabelText(/Godziny/));
    await user.type(screen.getByLabelText(/Godziny/), '7');
    await user.type(screen.getByLabelText(/Opis/), 'Nowa sieć');
    await user.click(screen.getByRole('switch', { name: 'Aktywny' }));
    expect(latest).toEqual({ name: 'Wdrożenie', hours: 7, company_id: 2, manager_id: null, notes: 'Nowa sieć', active: true });

    await user.clear(screen.getByLabelText(/Godziny/));
    expect(latest?.hours).toBe('');
  });
});
