import { FINANCE_MENU_ITEM_IDS, FINANCE_MENU_TITLE_ID } from '@helpdesk/shared';
import type { MenuItem } from './menu.ts';
import { CLIENT_MENU, STAFF_MENU } from '../testing/remote-declarations.ts';
import { visibleMenu, type MenuViewer } from './menu-filter.ts';

const ids = (items: MenuItem[]) => items.map((item) => item.id);
const labels = (items: MenuItem[]) => items.map((item) => item.label);
const staff = (roles: string[], hasAssignedCompanies = false): MenuViewer => ({ roles: ['agent', ...roles], hasAssignedCompanies });

describe('staff menu (spec §6)', () => {
  it('shows admins everything, Finances included', () => {
    const menu = visibleMenu(STAFF_MENU, staff(['admin']));
    expect(ids(menu)).toEqual(ids([...STAFF_MENU]));
    expect(ids(menu)).toEqual(expect.arrayContaining([FINANCE_MENU_TITLE_ID, ...FINANCE_MENU_ITEM_IDS]));
  });

  it('shows managers the agents list but no finances and no admin-only items', () => {
    const menu = labels(visibleMenu(STAFF_MENU, staff(['manager'])));
    expect(menu).toEqual(expect.arrayContaining(['agents', 'companies', 'companyReport', 'agentReport', 'competencies']));
    expect(menu).not.toEqual(expect.arrayContaining(['groups.finances']));
    for (const adminOnly of ['controlCenter', 'holidays', 'timeAccept', 'evaluations', 'generalReport', 'agentCosts']) {
      expect(menu).not.toContain(adminOnly);
    }
  });

  it('shows an agent companies and the company report only with an assigned company', () => {
    const without = labels(visibleMenu(STAFF_MENU, staff([], false)));
    expect(without).not.toContain('companies');
    expect(without).not.toContain('companyReport');
    expect(without).not.toContain('agents');
    expect(without).toContain('agentReport');
    const withCompany = labels(visibleMenu(STAFF_MENU, staff(['assigned-agent'], true)));
    expect(withCompany).toEqual(expect.arrayContaining(['companies', 'companyReport']));
    // The role name alone is not enough: the assigned companies must have loaded.
    expect(labels(visibleMenu(STAFF_MENU, staff(['assigned-agent'], false)))).not.toContain('companies');
  });

  it('drops a group title whose items are all hidden', () => {
    const menu = ids(visibleMenu(STAFF_MENU, staff(['manager'])));
    expect(menu).not.toContain(FINANCE_MENU_TITLE_ID);
  });
});

describe('client menu (spec §5)', () => {
  const client = (roles: string[]) => labels(visibleMenu(CLIENT_MENU, { roles: ['client', ...roles], hasAssignedCompanies: false }));

  it('gives company tickets, employees and the contract balance to VIP clients only', () => {
    expect(client(['client'])).toEqual(['tickets', 'projects']);
    expect(client(['client-vip'])).toEqual(['tickets', 'companyTickets', 'projects', 'employees', 'contractBalance']);
  });

  it('shows reports and monitoring logs when the company flags grant the permissions', () => {
    expect(client(['client-vip', 'monitoring-log', 'company-report'])).toEqual([
      'tickets',
      'companyTickets',
      'projects',
      'monitoringLogs',
      'employees',
      'companyReport',
      'contractBalance',
    ]);
  });
});
