import type { RemoteDeclaration } from '@helpdesk/shared/remote-declaration';
import { mountForPath, remoteDeclarations, setRemoteDeclarations } from '../routing/remote-mounts.ts';
import { staffMenu, type MenuItem } from '../layout/menu.ts';
import { TODAYS_DECLARATIONS } from '../testing/remote-declarations.ts';
import { followDeclaration, startRemoteDeclarations } from './remote-declarations.ts';

/** Today's reports remote plus a screen at a new path and its menu entry, placed in the reports group after the agent report. */
const reportsWithForecast: RemoteDeclaration = {
  ...TODAYS_DECLARATIONS.reports!,
  segments: [...TODAYS_DECLARATIONS.reports!.segments, { segment: 'forecast', ability: 'reports.general' }],
  menu: [
    ...TODAYS_DECLARATIONS.reports!.menu,
    {
      id: 146,
      group: 'reports',
      order: 45,
      key: 'forecast',
      label: { pl: 'Prognoza', en: 'Forecast' },
      path: '/admin/forecast',
      ability: 'reports.general',
    },
  ],
};

const manifest = (declaration: unknown) => ({ name: 'reports', metaData: { helpdeskDeclaration: declaration } });
const labels = (items: readonly MenuItem[]) => items.map((item) => item.label);

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setRemoteDeclarations(TODAYS_DECLARATIONS);
  jest.restoreAllMocks();
});

describe('the mount table and menus from what the remotes declare', () => {
  it('mounts a newly declared segment and places its menu entry in its group at its order', () => {
    expect(mountForPath('/admin/forecast')).toBeNull();
    setRemoteDeclarations({ ...TODAYS_DECLARATIONS, reports: reportsWithForecast });
    expect(mountForPath('/admin/forecast/2026')?.remote).toBe('reports');
    expect(mountForPath('/forecast')).toBeNull();
    const menu = staffMenu(remoteDeclarations());
    const reports = menu.slice(menu.findIndex((item) => item.label === 'groups.reports'));
    expect(labels(reports).slice(0, 7)).toEqual([
      'groups.reports',
      'dailyReport',
      'companyReport',
      'generalReport',
      'agentReport',
      'forecast',
      'timeAccept',
    ]);
    expect(reports[5]).toMatchObject({
      id: 146,
      to: '/admin/forecast',
      ability: 'reports.general',
      text: { pl: 'Prognoza', en: 'Forecast' },
    });
  });

  it('without a remote’s declaration neither its paths nor its entries exist; the groups stay', () => {
    const { finance: _finance, ...others } = TODAYS_DECLARATIONS;
    setRemoteDeclarations(others);
    expect(mountForPath('/admin/invoicing')).toBeNull();
    const menu = staffMenu(remoteDeclarations());
    expect(labels(menu).slice(-2)).toEqual(['auditLog', 'groups.finances']);
  });
});

describe('where the shell reads the declarations', () => {
  const served = { reports: 'https://x.test/reports/mf-manifest.json', finance: 'https://x.test/finance/mf-manifest.json' };

  it('takes the boot data’s for the served manifests, reads an overridden remote’s own manifest', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => manifest(reportsWithForecast) });
    const registered = new Map([
      ['reports', 'http://localhost:3004/mf-manifest.json'],
      ['finance', served.finance],
    ] as const);
    await startRemoteDeclarations({ reports: TODAYS_DECLARATIONS.reports, finance: TODAYS_DECLARATIONS.finance }, served, registered);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('http://localhost:3004/mf-manifest.json');
    expect(mountForPath('/admin/forecast')?.remote).toBe('reports');
    expect(mountForPath('/admin/invoicing')?.remote).toBe('finance');
    // Remotes with no location at all keep the built-in copy's paths (their pages say the module is unavailable).
    expect(mountForPath('/admin/ticket')?.remote).toBe('tickets');
  });

  it('with no remote locations at all (remotes.json unreadable) keeps the built-in paths and menu entries', async () => {
    await startRemoteDeclarations(undefined, {}, new Map());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mountForPath('/admin/asset')?.remote).toBe('management');
    expect(labels(staffMenu(remoteDeclarations()))).toContain('cmdb');
  });

  it('refuses a malformed declaration (no ability of the table) and uses the built-in copy for a build that declares nothing', async () => {
    const bad = { ...reportsWithForecast, segments: [{ segment: 'forecast', ability: 'reports.everything' }] };
    fetchMock.mockImplementation(async (url: string) => ({
      ok: true,
      json: async () => (url.includes('reports') ? manifest(bad) : { name: 'finance', metaData: {} }),
    }));
    await startRemoteDeclarations(undefined, served, new Map(Object.entries(served)) as never);
    expect(mountForPath('/admin/forecast')).toBeNull();
    expect(mountForPath('/admin/daily-report')).toBeNull();
    expect(mountForPath('/admin/invoicing')?.remote).toBe('finance');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"reports.everything" is no ability'));
  });

  it('follows a version switch: the new build’s paths and entries replace the old ones', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => manifest(reportsWithForecast) });
    await followDeclaration('reports', 'https://x.test/remote-versions/reports/2.0.0/mf-manifest.json');
    expect(mountForPath('/admin/forecast')?.remote).toBe('reports');
    expect(labels(staffMenu(remoteDeclarations()))).toContain('forecast');
  });
});
