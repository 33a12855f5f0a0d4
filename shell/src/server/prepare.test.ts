/**
 * @jest-environment node
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addLazyTranslations, i18n, loadTranslations } from '@helpdesk/shared';
import { prepare, routesModuleFor } from './render.tsx';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const STABLE = 'http://127.0.0.1:8000/remotes/tickets/v/0123456789abcdef/mf-manifest.json';
const CANARY = 'http://127.0.0.1:8000/remote-versions/tickets/2.0.0/mf-manifest.json';
const routesModule = (version: string) => ({ remote: 'tickets', version, routes: [] });

describe("a render thread's remote versions", () => {
  let now = Date.parse('2026-12-01T08:00:00Z');
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a canary and the stable build loaded: turns between them load and register neither again', async () => {
    mockedLoadRemote.mockResolvedValueOnce(routesModule('1.0.0')).mockResolvedValueOnce(routesModule('2.0.0'));
    expect(await prepare('tickets', STABLE)).toBe(true);
    expect(await prepare('tickets', CANARY)).toBe(true);
    const [loads, registrations] = [mockedLoadRemote.mock.calls.length, mockedRegister.mock.calls.length];
    // A render prepares its user's version, then takes its routes module.
    for (let turn = 0; turn < 3; turn++) {
      expect(await prepare('tickets', STABLE)).toBe(true);
      expect((await routesModuleFor('tickets', STABLE))?.version).toBe('1.0.0');
      expect(await prepare('tickets', CANARY)).toBe(true);
      expect((await routesModuleFor('tickets', CANARY))?.version).toBe('2.0.0');
    }
    expect([mockedLoadRemote.mock.calls.length, mockedRegister.mock.calls.length]).toEqual([loads, registrations]);
  });

  it("renders each version with its own texts: a turn to the other version puts that version's texts back", async () => {
    // As a build's routes module does when it runs: its namespace's texts, one language at a time.
    const build = (version: string, add: string) => async () => {
      addLazyTranslations('client', {
        pl: () => Promise.resolve({ add: `${add} (pl)`, screens: { list: 'Lista' } }),
        en: () => Promise.resolve({ add: `${add} (en)`, screens: { list: 'List' } }),
      });
      return { remote: 'client', version, routes: [] };
    };
    const stable = 'http://127.0.0.1:8000/remotes/client/v/0123456789abcdef/mf-manifest.json';
    const canary = 'http://127.0.0.1:8000/remote-versions/client/2.0.0/mf-manifest.json';
    mockedLoadRemote.mockImplementationOnce(build('1.0.0', 'Add')).mockImplementationOnce(build('2.0.0', 'Add a ticket'));
    expect(await prepare('client', stable)).toBe(true);
    expect(await prepare('client', canary)).toBe(true);
    const text = (locale: string) => i18n.getFixedT(locale, 'client')('add');
    for (let turn = 0; turn < 2; turn++) {
      await routesModuleFor('client', stable);
      expect([text('pl'), text('en'), i18n.getFixedT('en', 'client')('screens.list')]).toEqual(['Add (pl)', 'Add (en)', 'List']);
      await routesModuleFor('client', canary);
      expect([text('pl'), text('en')]).toEqual(['Add a ticket (pl)', 'Add a ticket (en)']);
    }
  });

  it("renders a kept version with its own texts after a new version's module ran and its texts failed to load", async () => {
    const stable = 'http://127.0.0.1:8000/remotes/management/v/0123456789abcdef/mf-manifest.json';
    const broken = 'http://127.0.0.1:8000/remote-versions/management/4.0.0/mf-manifest.json';
    mockedLoadRemote
      .mockImplementationOnce(async () => {
        addLazyTranslations('management', {
          pl: () => Promise.resolve({ add: 'Dodaj' }),
          en: () => Promise.resolve({ add: 'Add' }),
        });
        return { remote: 'management', version: '1.0.0', routes: [] };
      })
      // The new build's module runs (its loaders take the namespace), its Polish texts come, its English chunk fails.
      .mockImplementationOnce(async () => {
        addLazyTranslations('management', {
          pl: () => Promise.resolve({ add: 'Dodaj 4.0.0' }),
          en: () => Promise.reject(new Error('ChunkLoadError')),
        });
        return { remote: 'management', version: '4.0.0', routes: [] };
      });
    expect(await prepare('management', stable)).toBe(true);
    expect(await prepare('management', broken)).toBe(false);
    // Any render loads every namespace's texts in its user's language: the failed build's loaders are gone at once.
    await expect(loadTranslations('en')).resolves.toBeUndefined();
    // The stable user's render: its version, then every namespace's texts in the user's language.
    expect((await routesModuleFor('management', stable))?.version).toBe('1.0.0');
    await expect(loadTranslations('en')).resolves.toBeUndefined();
    await expect(loadTranslations('pl')).resolves.toBeUndefined();
    expect(['pl', 'en'].map((locale) => i18n.getFixedT(locale, 'management')('add'))).toEqual(['Dodaj', 'Add']);
  });

  it("drops the texts of a remote's first version that failed half-way: no render then fails on its loaders", async () => {
    mockedLoadRemote.mockImplementationOnce(async () => {
      addLazyTranslations('finance', {
        pl: () => Promise.resolve({ invoice: 'Faktura' }),
        en: () => Promise.reject(new Error('ChunkLoadError')),
      });
      return { remote: 'finance', version: '1.0.0', routes: [] };
    });
    expect(await prepare('finance', 'http://127.0.0.1:8000/remotes/finance/v/fedcba9876543210/mf-manifest.json')).toBe(false);
    await expect(loadTranslations('en')).resolves.toBeUndefined();
    expect(i18n.hasResourceBundle('pl', 'finance')).toBe(false);
  });

  it('answers a version that failed to load with false, and tries it again (registered anew) 30 s later', async () => {
    const broken = 'http://127.0.0.1:8000/remote-versions/reports/3.0.0/mf-manifest.json';
    mockedLoadRemote.mockRejectedValueOnce(new Error('fetch failed')).mockResolvedValueOnce(routesModule('3.0.0'));
    expect(await prepare('reports', broken)).toBe(false);
    const loads = mockedLoadRemote.mock.calls.length;
    now += 29_000;
    expect(await prepare('reports', broken)).toBe(false);
    expect(mockedLoadRemote.mock.calls.length).toBe(loads);
    now += 2_000;
    expect(await prepare('reports', broken)).toBe(true);
    expect(mockedLoadRemote.mock.calls.length).toBe(loads + 1);
    expect(mockedRegister.mock.calls.at(-1)).toEqual([[{ name: 'reports', entry: broken }], { force: true }]);
  });
});
