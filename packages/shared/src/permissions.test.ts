import { ABILITIES, ABILITY_NAMES, abilityOfHandle, can, isStaffAbility, needs } from './permissions.ts';

describe('the ability table (spec §6)', () => {
  const agent = (...roles: string[]) => new Set(['agent', ...roles]);

  it('gives an admin agent every staff ability and no client one', () => {
    for (const ability of ABILITY_NAMES)
      expect([ability, can(agent('admin'), ability)]).toEqual([ability, isStaffAbility(ability) || ability === 'account.own']);
  });

  it('splits what "manage agents" used to stand for: managers see every company, edit profiles, delete others\' time; agents do not', () => {
    for (const ability of [
      'agents.manage',
      'companies.see-all',
      'profiles.edit-others',
      'time-reports.delete-others',
      'planned-works.decide',
    ] as const) {
      expect(can(agent('manager'), ability)).toBe(true);
      expect(can(agent('agent'), ability)).toBe(false);
      expect(can(agent('agent', 'assigned-agent'), ability)).toBe(false);
    }
  });

  it('companies and the company report need an assigned company for a plain agent', () => {
    expect(can(agent('agent'), 'companies.manage')).toBe(false);
    expect(can(agent('agent', 'assigned-agent'), 'companies.manage')).toBe(true);
    expect(can(agent('agent', 'assigned-agent'), 'reports.company')).toBe(true);
  });

  it('client abilities come from the role and the company permissions; staff ones never reach a client', () => {
    const vip = { roles: [{ name: 'client' }, { name: 'client-vip' }, { name: 'monitoring-log' }] };
    expect(can(vip, 'client.company-tickets')).toBe(true);
    expect(can(vip, 'client.monitoring-log')).toBe(true);
    expect(can(vip, 'client.company-report')).toBe(false);
    expect(can(['client'], 'client.employees')).toBe(false);
    expect(can(vip, 'tickets.work')).toBe(false);
    expect(can(null, 'account.own')).toBe(false);
  });

  it('routes declare an ability of the table in their handle', () => {
    expect(abilityOfHandle(needs('finance.view'))).toBe('finance.view');
    expect(abilityOfHandle({ ability: 'no.such' })).toBeUndefined();
    expect(abilityOfHandle(undefined)).toBeUndefined();
    expect(Object.keys(ABILITIES)).toEqual(ABILITY_NAMES);
  });
});
