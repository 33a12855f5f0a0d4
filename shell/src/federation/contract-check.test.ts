import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractPlugin, ContractSkewError, reloadedForSkew, reloadForSkew } from './contract-check.ts';
import { isFallbackModule, shellFederationPlugin, type FallbackRoutesModule } from './shell-plugin.ts';

/** A remote's mf-manifest.json as the build writes it, declaring (or not) the shell contract range it needs. */
function manifest(name: string, requires?: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '1.0.0', buildName: `@helpdesk/remote-${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
      ...(requires ? { helpdeskContract: { version: requires.slice(1), requires } } : {}),
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['routes.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/**
 * The runtime caches manifests per URL across instances, so each test names its own host.
 *
 * A federation runtime like the shell's (the contract plugin, then the shell plugin) whose network is a spy: the
 * manifest answers from `manifests`, and any other request (remoteEntry.js, a chunk) or entry load is recorded.
 */
function runtime(shellVersion: string, manifests: Record<string, unknown>) {
  const requested: string[] = [];
  const entriesLoaded: string[] = [];
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    fetch(url) {
      requested.push(url);
      const body = manifests[url];
      return Promise.resolve(body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 }));
    },
    loadEntry({ remoteInfo }) {
      entriesLoaded.push(remoteInfo.entry);
      // Stands for the remote's code: a routes module that says which remote it is.
      return { init: () => undefined, get: () => () => Promise.resolve({ remote: remoteInfo.name, version: 'loaded', routes: [] }) };
    },
  };
  const host = createInstance({
    name: `shell_${shellVersion.replaceAll('.', '_')}_${Math.random().toString(36).slice(2)}`,
    remotes: Object.keys(manifests).map((entry) => ({ name: entry.split('/')[3]!, entry })),
    plugins: [network, contractPlugin(shellVersion), shellFederationPlugin([])],
  });
  return { host, requested, entriesLoaded };
}

describe('the shell contract check', () => {
  it('refuses a remote whose manifest needs a newer contract before its entry is fetched or run', async () => {
    const { host, requested, entriesLoaded } = runtime('1.2.0', {
      'http://cdn-1.test/finance/mf-manifest.json': manifest('finance', '^1.3.0'),
    });
    const module = await host.loadRemote<FallbackRoutesModule>('finance/routes');
    expect(module && isFallbackModule(module)).toBe(true);
    expect(module).toMatchObject({ remote: 'finance', needsContract: '^1.3.0' });
    expect(module?.error).toContain('finance needs shell contract ^1.3.0, this shell offers 1.2.0');
    expect(requested).toEqual(['http://cdn-1.test/finance/mf-manifest.json']);
    expect(entriesLoaded).toEqual([]);
  });

  it('loads a remote whose range the shell satisfies, and one whose manifest declares none (an older build)', async () => {
    const { host, entriesLoaded } = runtime('1.2.0', {
      'http://cdn-2.test/finance/mf-manifest.json': manifest('finance', '^1.1.0'),
      'http://cdn-2.test/reports/mf-manifest.json': manifest('reports'),
    });
    expect(await host.loadRemote('finance/routes')).toEqual({ remote: 'finance', version: 'loaded', routes: [] });
    expect(await host.loadRemote('reports/routes')).toEqual({ remote: 'reports', version: 'loaded', routes: [] });
    expect(entriesLoaded).toEqual(['http://cdn-2.test/finance/remoteEntry.js', 'http://cdn-2.test/reports/remoteEntry.js']);
  });

  it('keeps the other remotes working beside a refused one', async () => {
    const { host, entriesLoaded } = runtime('1.0.0', {
      'http://cdn-3.test/finance/mf-manifest.json': manifest('finance', '^2.0.0'),
      'http://cdn-3.test/tickets/mf-manifest.json': manifest('tickets', '^1.0.0'),
    });
    expect(await host.loadRemote('finance/routes')).toMatchObject({ fallback: true, needsContract: '^2.0.0' });
    expect(await host.loadRemote('tickets/routes')).toEqual({ remote: 'tickets', version: 'loaded', routes: [] });
    expect(entriesLoaded).toEqual(['http://cdn-3.test/tickets/remoteEntry.js']);
  });

  it('names the range and the offered version in its error', () => {
    const error = new ContractSkewError('finance', '^1.3.0', '1.2.0');
    expect(error).toMatchObject({ remote: 'finance', requires: '^1.3.0', offered: '1.2.0' });
  });
});

describe('the reload for a skewed remote', () => {
  afterEach(() => window.sessionStorage.clear());

  it('remembers the shell version that reloaded, so the same shell after the reload knows it did not help', () => {
    const reload = jest.fn();
    expect(reloadedForSkew('finance', '^1.3.0', '1.2.0')).toBe(false);
    reloadForSkew('finance', '^1.3.0', '1.2.0', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadedForSkew('finance', '^1.3.0', '1.2.0')).toBe(true);
    // A newer shell (the reload brought one) or another range starts over; other remotes are not affected.
    expect(reloadedForSkew('finance', '^1.3.0', '1.3.0')).toBe(false);
    expect(reloadedForSkew('finance', '^1.4.0', '1.2.0')).toBe(false);
    expect(reloadedForSkew('reports', '^1.3.0', '1.2.0')).toBe(false);
  });
});
