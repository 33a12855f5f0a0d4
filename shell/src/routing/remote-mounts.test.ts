import type { MenuItem } from '../layout/menu.ts';
import { CLIENT_MENU, STAFF_MENU } from '../testing/remote-declarations.ts';
import { mountForPath, remoteMounts } from './remote-mounts.ts';

describe('mountForPath', () => {
  it.each([
    ['/admin/ticket', 'tickets'],
    ['/admin/ticket/show/12', 'tickets'],
    ['/admin/agent', 'management'],
    ['/admin/agent-stats/show/3', 'reports'],
    ['/admin/agent-report', 'reports'],
    ['/admin/agent-costs/edit/1', 'finance'],
    ['/admin/agent-profitability', 'finance'],
    ['/admin/invoice-settings', 'finance'],
    ['/ticket/companyindex', 'client'],
    ['/company-report', 'client'],
    ['/admin/company-report', 'reports'],
    ['/admin/company', 'management'],
  ])('%s is served by %s', (path, remote) => {
    expect(mountForPath(path)?.remote).toBe(remote);
  });

  it.each(['/', '/admin', '/admin/control-center', '/login', '/profile', '/admin/nothing', '/asset'])('%s is not a remote path', (path) => {
    expect(mountForPath(path)).toBeNull();
  });

  it('never gives one segment to two remotes in the same area', () => {
    for (const base of ['/admin', ''] as const) {
      const segments = remoteMounts()
        .filter((m) => m.base === base)
        .flatMap((m) => m.segments);
      expect(new Set(segments).size).toBe(segments.length);
    }
  });
});

describe('menus', () => {
  const links = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => [...(item.to ? [item.to] : []), ...links(item.children ?? [])]);
  const SHELL_PATHS = new Set(['/admin', '/admin/control-center']);

  it('link only to paths the shell or a remote serves', () => {
    for (const to of [...links(STAFF_MENU), ...links(CLIENT_MENU)]) {
      const path = to.split('?')[0]!;
      expect(SHELL_PATHS.has(path) || mountForPath(path) !== null).toBe(true);
    }
  });

  it('keeps menu ids unique', () => {
    const ids = (items: readonly MenuItem[]): number[] => items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);
    expect(new Set(ids(STAFF_MENU)).size).toBe(ids(STAFF_MENU).length);
  });
});
