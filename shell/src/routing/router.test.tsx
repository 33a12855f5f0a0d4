import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { apiClient, currentUserAtom, initI18n, needs, store } from '@helpdesk/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { shellTranslations } from '../i18n/translations.ts';
import { startFederation } from '../federation/remote-registry.ts';
import { homeLoader, routerOptions, shellRoutes } from './router.tsx';
import { setCurrentUser } from '../session/session.ts';
import { resetInteractive, whenInteractive } from '../app/interactive.ts';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { staffUser } from '@helpdesk/shared/testing';

jest.mock('@module-federation/enhanced/runtime', () => {
  const remotes: { name: string; entry: string }[] = [];
  return {
    registerPlugins: jest.fn(),
    registerRemotes: jest.fn((list: { name: string; entry: string }[]) => remotes.push(...list)),
    getInstance: () => ({ options: { remotes } }),
    loadRemote: jest.fn(),
  };
});

// Idle-time prefetching would load remotes behind the tests' back; it has its own test.
jest.mock('../federation/use-prefetch-remotes.ts', () => ({ usePrefetchRemotes: () => undefined }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Boom(): never {
  throw new Error('screen exploded');
}

const ticketsModule = {
  remote: 'tickets',
  version: '1.2.3',
  routes: [
    { path: 'ticket', element: <h1>Remote ticket list</h1> },
    { path: 'ticket/show/:id?', element: <h1>Remote ticket details</h1> },
    { path: 'project', element: <Boom /> },
  ],
};
const reportsModule = { remote: 'reports', version: '2.0.0', routes: [{ path: 'daily-report', element: <h1>Daily</h1> }] };
const reportsFallback = { remote: 'reports', version: 'unavailable', routes: [], fallback: true, error: 'offline' };

beforeAll(async () => {
  await initI18n(shellTranslations);
  startFederation(
    {
      tickets: 'http://localhost/t/mf-manifest.json',
      reports: 'http://localhost/r/mf-manifest.json',
      client: 'http://localhost/c/mf-manifest.json',
      finance: 'http://localhost/f/mf-manifest.json',
      management: 'http://localhost/m/mf-manifest.json',
    },
    [],
  );
});

// These tests are about routing: the layouts' own requests (menu counters, widgets, the dashboard's figures) fail
// as they would without a server, without jsdom opening a connection to one.
beforeEach(() => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('no server in this test'));
  jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('no server in this test'));
});
afterEach(() => jest.restoreAllMocks());

const admin: CurrentUser = staffUser('admin', { firstname: 'Adam', lastname: 'Administrator', data: { agent_type: 'admin' } });

function renderAt(path: string, user: CurrentUser = admin) {
  const router = createMemoryRouter(shellRoutes, { ...routerOptions, initialEntries: [path] });
  const queryClient = new QueryClient();
  setCurrentUser(queryClient, user);
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
        </FluentProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return router;
}

it('loads a remote on first visit and renders its screen inside the staff layout', async () => {
  mockedLoadRemote.mockImplementation(async (id: string) => (id === 'tickets/routes' ? ticketsModule : null) as never);
  const router = renderAt('/admin/ticket');
  expect(await screen.findByRole('heading', { name: 'Remote ticket list' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();

  await act(() => router.navigate('/admin/ticket/show/7'));
  expect(await screen.findByRole('heading', { name: 'Remote ticket details' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

  // A screen that throws is caught by the remote's boundary; the shell chrome stays.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(() => router.navigate('/admin/project'));
  expect(await screen.findByText('Błąd w module „Zgłoszenia”')).toBeInTheDocument();
  expect(screen.getByText('screen exploded')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
});

it('shows the fallback for an unavailable remote and recovers on retry', async () => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValueOnce(reportsFallback as never);
  const router = renderAt('/admin/daily-report');
  expect(await screen.findByText('Moduł „Raporty” jest chwilowo niedostępny')).toBeInTheDocument();

  // Other paths of the dead remote do not hammer it: the fallback answers at once.
  await act(() => router.navigate('/admin/agent-report'));
  expect(await screen.findByText('Moduł „Raporty” jest chwilowo niedostępny')).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

  await act(() => router.navigate('/admin/daily-report'));
  mockedLoadRemote.mockResolvedValueOnce(reportsModule as never);
  await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
  expect(await screen.findByRole('heading', { name: 'Daily' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'reports', entry: 'http://localhost/r/mf-manifest.json' }], { force: true });
});

it('patches the remote for the navigation that replaced a superseded one', async () => {
  const clientModule = { remote: 'client', version: '1.0.0', routes: [{ path: 'project', element: <h1>Client projects</h1> }] };
  let release: (value: unknown) => void = () => undefined;
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(() => new Promise((resolve) => (release = () => resolve(clientModule))) as never);
  const client: CurrentUser = {
    ...admin,
    roles: [{ name: 'client' }],
    scope: 'client',
    data: { ...admin.data, kind: 'client', company_id: 1 },
  };
  const router = createMemoryRouter(shellRoutes, { ...routerOptions, initialEntries: ['/error'] });
  const queryClient = new QueryClient();
  setCurrentUser(queryClient, client);
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
        </FluentProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  // Two navigations to the same remote path while it loads: the first is aborted by the second.
  act(() => {
    void router.navigate('/project');
    void router.navigate('/project', { replace: true });
  });
  await act(async () => release(undefined));
  expect(await screen.findByRole('heading', { name: 'Client projects' })).toBeInTheDocument();
});

it('shows the not-found page for unknown paths', async () => {
  renderAt('/admin/definitely-not-here');
  expect(await screen.findByText('Nie można odnaleźć tej strony')).toBeInTheDocument();
});

describe('routes declare their ability; the guard refuses a staff route the user lacks (spec §6)', () => {
  const financeModule = {
    remote: 'finance',
    version: '1.0.0',
    routes: [{ path: 'invoicing', handle: needs('finance.view'), element: <h1>Invoicing</h1> }],
  };
  const managementModule = {
    remote: 'management',
    version: '1.0.0',
    routes: [
      { path: 'holiday', handle: needs('holidays.manage'), element: <h1>Holidays</h1> },
      { path: 'competencies', handle: needs('competencies.view'), element: <h1>Competencies</h1> },
    ],
  };
  // Lazy layouts and remotes on a busy machine: more than the default second.
  const slow = { timeout: 15_000 };
  const agentAs = (role: 'manager' | 'agent'): CurrentUser => ({
    ...admin,
    data: { ...admin.data, id: 2, role, agent_type: 'support' },
    roles: [{ name: 'agent' }, { name: role }],
  });
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockImplementation(
      async (id: string) => (id === 'finance/routes' ? financeModule : id === 'management/routes' ? managementModule : null) as never,
    );
  });

  // One router for the whole walk: a remote's routes are patched into the product's router once per page load.
  it('an agent and a manager typing an admin-only address land on /error; an admin gets the screens', async () => {
    const queryClient = new QueryClient();
    setCurrentUser(queryClient, agentAs('manager'));
    const router = createMemoryRouter(shellRoutes, { ...routerOptions, initialEntries: ['/admin/invoicing'] });
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <FluentProvider theme={webLightTheme}>
            <RouterProvider router={router} />
          </FluentProvider>
        </QueryClientProvider>
      </JotaiProvider>,
    );
    const visit = async (path: string) => {
      await act(() => router.navigate(path));
      await waitFor(() => expect(mockedLoadRemote.mock.calls.length).toBeGreaterThan(0), slow);
    };
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'), slow);
    for (const role of ['manager', 'agent'] as const) {
      act(() => setCurrentUser(queryClient, agentAs(role)));
      for (const path of ['/admin/invoicing', '/admin/holiday', '/admin/control-center']) {
        await visit(path);
        await waitFor(() => expect(router.state.location.pathname).toBe('/error'), slow);
        expect(screen.queryByRole('heading', { name: /Invoicing|Holidays/ })).not.toBeInTheDocument();
      }
    }
    // A manager keeps what its abilities grant.
    act(() => setCurrentUser(queryClient, agentAs('manager')));
    await visit('/admin/competencies');
    expect(await screen.findByRole('heading', { name: 'Competencies' }, slow)).toBeInTheDocument();
    act(() => setCurrentUser(queryClient, admin));
    await visit('/admin/invoicing');
    expect(await screen.findByRole('heading', { name: 'Invoicing' }, slow)).toBeInTheDocument();
    await visit('/admin/holiday');
    expect(await screen.findByRole('heading', { name: 'Holidays' }, slow)).toBeInTheDocument();
  });
});

describe('the site’s root', () => {
  afterEach(() => store.set(currentUserAtom, null));

  it('is a redirect of the route to the signed-in user’s home, so a server render answers it with one', () => {
    store.set(currentUserAtom, admin);
    const answer = homeLoader();
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe('/admin');

    store.set(currentUserAtom, {
      ...admin,
      roles: [{ name: 'client' }],
      scope: 'client',
      data: { ...admin.data, kind: 'client', company_id: 1 },
    });
    expect((homeLoader() as Response).headers.get('Location')).toBe('/ticket?filter=not-resolved');
  });

  it('renders the page’s own redirect to the login when nobody is signed in', async () => {
    expect(homeLoader()).toBeNull();
    const router = createMemoryRouter(shellRoutes, { ...routerOptions, initialEntries: ['/'] });
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={new QueryClient()}>
          <FluentProvider theme={webLightTheme}>
            <RouterProvider router={router} />
          </FluentProvider>
        </QueryClientProvider>
      </JotaiProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

it('says the first screen is interactive once the layout is on the page, not with the loading page shown before it', async () => {
  // A client boot: the router's first commit is its loading page while its first navigation loads the layout and the
  // screen; what waits for idle time (app/when-idle.ts) waits for the screen, not for that page.
  resetInteractive();
  let layoutWhenInteractive: boolean | undefined;
  void whenInteractive().then(() => {
    layoutWhenInteractive = document.querySelector('main#content') !== null;
  });
  renderAt('/admin/profile');
  await waitFor(() => expect(layoutWhenInteractive).toBeDefined(), { timeout: 10_000 });
  expect(layoutWhenInteractive).toBe(true);
});
