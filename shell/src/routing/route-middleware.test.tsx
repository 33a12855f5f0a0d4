/**
 * Named route middleware (spec §6, §8): a route may name guards of the shell's table in its handle
 * (`middleware: ['auth', 'admin']`); a name the table lacks is a 500 whose page says 'Unknown middleware {name}'.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { apiClient, i18n, initI18n, needs, store } from '@helpdesk/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { staffUser } from '@helpdesk/shared/testing';
import { shellTranslations } from '../i18n/translations.ts';
import { startFederation } from '../federation/remote-registry.ts';
import { routerOptions, shellRoutes } from './router.tsx';
import { setCurrentUser } from '../session/session.ts';
import { decideAccess, UnknownMiddlewareError } from '../session/access.ts';

jest.mock('@module-federation/enhanced/runtime', () => {
  const remotes: { name: string; entry: string }[] = [];
  return {
    registerPlugins: jest.fn(),
    registerRemotes: jest.fn((list: { name: string; entry: string }[]) => remotes.push(...list)),
    getInstance: () => ({ options: { remotes } }),
    loadRemote: jest.fn(),
  };
});
jest.mock('../federation/use-prefetch-remotes.ts', () => ({ usePrefetchRemotes: () => undefined }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const slow = { timeout: 15_000 };

const ticketsModule = {
  remote: 'tickets',
  version: '1.0.0',
  routes: [
    { path: 'ticket', handle: { ...needs('tickets.work'), middleware: ['auth', 'admin'] }, element: <h1>Ticket list</h1> },
    { path: 'project', handle: { ...needs('tickets.work'), middleware: ['auth', 'vip-only'] }, element: <h1>Projects</h1> },
  ],
};

beforeAll(async () => {
  await initI18n(shellTranslations);
  startFederation({ tickets: 'http://localhost/t/mf-manifest.json' }, []);
});

it('the guard table knows auth, admin and client; any other name throws the 500 of spec §8', () => {
  const admin = staffUser('admin');
  expect(decideAccess('/admin/ticket', '', admin, ['auth', 'admin'])).toEqual({ kind: 'allow' });
  expect(decideAccess('/admin/ticket', '', null, ['auth'])).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin%2Fticket' });
  expect(() => decideAccess('/admin/ticket', '', admin, ['guest-only'])).toThrow(new UnknownMiddlewareError('guest-only'));
  expect(new UnknownMiddlewareError('guest-only')).toMatchObject({ status: 500, message: 'Unknown middleware guest-only' });
});

// One router for the test: a remote's routes are patched into the product's router once per page load.
it('runs the middleware a route names; an unknown name shows the error page with 500 and the name (in Polish and English)', async () => {
  await i18n.changeLanguage('pl');
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('not needed here'));
  mockedLoadRemote.mockImplementation(async (id: string) => (id === 'tickets/routes' ? ticketsModule : null) as never);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(shellRoutes, { ...routerOptions, initialEntries: ['/admin/ticket'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(queryClient, staffUser('admin'));
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
        </FluentProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Ticket list' }, slow)).toBeInTheDocument();
  await act(() => router.navigate('/admin/project'));
  expect(await screen.findByText('Unknown middleware vip-only', {}, slow)).toBeInTheDocument();
  expect(screen.getByText('500')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Projects' })).not.toBeInTheDocument();
  // The spec's text is the same in both languages; the English page keeps it.
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByText('Unknown middleware vip-only')).toBeInTheDocument();
  view.unmount();
  error.mockRestore();
});
