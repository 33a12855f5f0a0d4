import { paths, ROUTE_OWNERS } from './paths.ts';
import { REMOTE_NAMES } from '../federation/remote-names.ts';

const segmentOf = (path: string) => {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  return parts[0] === 'admin' ? { area: 'staff' as const, segment: parts[1] } : { area: 'client' as const, segment: parts[0] };
};

describe('route references', () => {
  it('build the spec §2 URLs', () => {
    expect(paths.staff.ticketShow(42)).toBe('/admin/ticket/show/42');
    expect(paths.staff.ticketList('not-assigned')).toBe('/admin/ticket?filter=not-assigned');
    expect(paths.staff.ticketList()).toBe('/admin/ticket');
    expect(paths.staff.ticketCreate(7)).toBe('/admin/ticket/create?draft=7');
    expect(paths.staff.project.show(3)).toBe('/admin/project/show/3');
    expect(paths.staff.reminder.edit(5)).toBe('/admin/reminder/edit/5');
    expect(paths.client.ticketShow(9)).toBe('/ticket/show/9');
    expect(paths.client.ticketList()).toBe('/ticket?filter=not-resolved');
    expect(paths.client.companyTicketList('all')).toBe('/ticket/companyindex?filter=all');
    expect(paths.login('/admin/ticket?filter=new')).toBe('/login?redirect=%2Fadmin%2Fticket%3Ffilter%3Dnew');
    expect(paths.login()).toBe('/login');
    expect(paths.staff.profile()).toBe('/admin/profile');
    expect(paths.staff.profile(4)).toBe('/admin/profile/4');
    expect(paths.staff.companyReport()).toBe('/admin/company-report');
    expect(paths.staff.companyReport({ company: 3, from: '2026-11', to: '2026-11' })).toBe(
      '/admin/company-report?report_company=3&from=2026-11&to=2026-11',
    );
  });

  it('every remote path built here has an owner among the remotes, and every remote owns a segment', () => {
    const built = [
      paths.staff.ticketShow(1),
      paths.staff.monitoringLog(),
      paths.staff.unassignedEmail(),
      paths.staff.reminder.list(),
      paths.staff.project.list(),
      paths.staff.asset.list(),
      paths.staff.company.evaluations(1),
      paths.staff.client.list(),
      paths.staff.agent.list(),
      paths.staff.agentStatsShow(1),
      paths.staff.leave(),
      paths.staff.holiday.create(),
      paths.staff.timeAccept(),
      paths.staff.internalTime(),
      paths.staff.evaluation(),
      paths.staff.dailyReport(),
      paths.staff.companyReport(),
      paths.staff.generalReport(),
      paths.staff.agentReport(),
      paths.staff.competencies(),
      paths.staff.accessData(),
      paths.staff.agentCosts.list(),
      paths.staff.companyPricing.edit(1),
      paths.staff.profitability(),
      paths.staff.agentProfitability(),
      paths.staff.invoicing(),
      paths.client.ticketShow(1),
      paths.client.projectShow(1),
      paths.client.monitoringLog(),
      paths.client.companyReport(),
      paths.client.employeeEdit(1),
    ];
    for (const path of built) {
      const { area, segment } = segmentOf(path);
      expect([path, (ROUTE_OWNERS[area] as Record<string, string>)[segment!]]).toEqual([path, expect.any(String)]);
    }
    const owners = new Set([...Object.values(ROUTE_OWNERS.staff), ...Object.values(ROUTE_OWNERS.client)]);
    expect([...owners].sort()).toEqual([...REMOTE_NAMES].sort());
  });
});
