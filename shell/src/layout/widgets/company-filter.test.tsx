import { act, screen } from '@testing-library/react';
import { apiClient, companyFilterAtom, i18n, initI18n, store } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';
import { CompanyFilter } from './company-filter.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => {
  jest.restoreAllMocks();
  store.set(companyFilterAtom, 'all');
});

describe.each([
  ['pl', 'Wszystkie firmy'],
  ['en', 'All companies'],
])('the sidebar company filter (%s)', (lang, all) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('names the chosen company, never its bare id, while the names load and after', async () => {
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(apiClient, 'get').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    store.set(companyFilterAtom, 1);
    renderWithProviders(<CompanyFilter />, { path: '/admin/general-report' });
    const picker = await screen.findByTestId('company-filter');
    expect(picker).toHaveTextContent('…');
    expect(picker).not.toHaveTextContent(/^1$/);
    await act(async () => answer({ data: { data: [{ id: 1, name: 'Acme Sp. z o.o.', tag: 'ACME', short_name: 'Acme' }] } }));
    expect(await screen.findByText('Acme Sp. z o.o.')).toBeInTheDocument();
    act(() => store.set(companyFilterAtom, 'all'));
    expect(await screen.findByText(all)).toBeInTheDocument();
  });
});
