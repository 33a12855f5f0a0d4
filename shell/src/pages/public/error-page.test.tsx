import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n, initI18n } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { ErrorPage } from './error-page.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/error', element: <ErrorPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

it.each([
  ['pl', 'Brak uprawnień', 'Wróć do poprzedniej strony', 'Wróć na stronę główną'],
  ['en', 'Access denied', 'Back to the previous page', 'Back to the home page'],
] as const)('%s: /error says why and leads back — to the page before it or to the start page', async (lang, title, back, home) => {
  await act(() => i18n.changeLanguage(lang));
  const u = userEvent.setup();
  const router = renderAt(['/admin/ticket', '/error']);
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
  await u.click(screen.getByRole('button', { name: back }));
  expect(router.state.location.pathname).toBe('/admin/ticket');
});

it('opened directly, /error offers the start page only (there is no page of ours to go back to)', async () => {
  await act(() => i18n.changeLanguage('pl'));
  const u = userEvent.setup();
  const router = renderAt(['/error']);
  expect(await screen.findByText('Brak uprawnień')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Wróć do poprzedniej strony' })).not.toBeInTheDocument();
  await u.click(screen.getByRole('link', { name: 'Wróć na stronę główną' }));
  expect(router.state.location.pathname).toBe('/');
});
