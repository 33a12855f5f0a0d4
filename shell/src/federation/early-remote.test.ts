import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { bootPage } from './boot-page.ts';
import { startEarlyRemote } from './early-remote.ts';
import { loadRemoteRoutes, remoteEntry, startFederation } from './remote-registry.ts';
import { remoteManifestsFrom } from './runtime-config.ts';
import { TODAYS_DECLARATIONS } from '../testing/remote-declarations.ts';

jest.mock('@module-federation/enhanced/runtime', () => {
  const remotes: { name: string; entry: string }[] = [];
  return {
    registerPlugins: jest.fn(),
    registerRemotes: jest.fn((list: { name: string; entry: string }[]) => {
      for (const remote of list) {
        const index = remotes.findIndex((known) => known.name === remote.name);
        if (index >= 0) remotes.splice(index, 1);
        remotes.push(remote);
      }
    }),
    getInstance: () => ({ options: { remotes } }),
    loadRemote: jest.fn(),
  };
});

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const remotes = { tickets: '/remotes/tickets/v/1/mf-manifest.json', client: '/remotes/client/v/1/mf-manifest.json' };
const user = { data: { id: 1, type: 'agent' } };
// What the served versions declare: the URL's remote is known from them.
const declarations = TODAYS_DECLARATIONS;

const page = bootPage;

describe('the URL’s remote on a full load', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is not started without a signed-in user, the config or the remotes in the boot data, nor for a shell page', () => {
    startEarlyRemote(page({ config: { apiBase: '/api' }, remotes, user: null }), '/admin/ticket');
    startEarlyRemote(page({ remotes, user }), '/admin/ticket');
    startEarlyRemote(page({ config: { apiBase: '/api' }, user }), '/admin/ticket');
    startEarlyRemote(page({ config: { apiBase: '/api' }, remotes, user, declarations }), '/admin/profile');
    // No declaration in the boot data: no remote is known to serve the URL yet (the bootstrap reads the manifests).
    startEarlyRemote(page({ config: { apiBase: '/api' }, remotes, user }), '/admin/ticket');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('loads with the first script, and the bootstrap adopts that load instead of asking again', async () => {
    const routes = { remote: 'tickets', version: '1.0.0', routes: [] };
    mockedLoadRemote.mockResolvedValue(routes as never);
    startEarlyRemote(page({ config: { apiBase: '/api' }, remotes, user, declarations }), '/admin/ticket');
    expect(mockedLoadRemote).toHaveBeenCalledWith('tickets/routes');
    expect(registerPlugins).toHaveBeenCalledTimes(1);

    // The bootstrap registers the same remotes: nothing is registered twice.
    startFederation(remoteManifestsFrom(remotes), []);
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(remoteEntry('tickets')).toBe(new URL(remotes.tickets, window.location.href).href);

    await expect(loadRemoteRoutes('tickets')).resolves.toBe(routes);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});
