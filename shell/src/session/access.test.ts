import type { CurrentUser } from '@helpdesk/shared/schemas';
import { needs } from '@helpdesk/shared';
import { decideAccess, guardRedirect, homeFor, safeRedirect } from './access.ts';

function user(roles: string[], options: { twoFactor?: boolean; companyId?: number | null } = {}): CurrentUser {
  const agent = roles.includes('agent');
  return {
    data: {
      id: 1,
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.test',
      lang: 'pl',
      kind: agent ? 'agent' : 'client',
      role: roles[roles.length - 1]!,
      agent_type: null,
      time_scope: 0,
      company_id: options.companyId ?? (agent ? null : 1),
      company: null,
      is_two_factor_authenticated: options.twoFactor ?? !agent,
      temporary_password: false,
    },
    roles: roles.map((name) => ({ name })),
    permissions: [],
    companies: [],
    scope: agent ? 'admin' : 'client',
  };
}

const admin = user(['agent', 'admin'], { twoFactor: true });
const agentBeforeCode = user(['agent'], { twoFactor: false });
const client = user(['client']);
const vip = user(['client-vip']);

describe('decideAccess (spec §6)', () => {
  it.each(['/login', '/forgot', '/evaluation', '/reset', '/help'])('%s is public', (path) => {
    expect(decideAccess(path, '', null)).toEqual({ kind: 'allow' });
  });

  it('sends anonymous visitors to login with the path and query to come back to', () => {
    expect(decideAccess('/admin/ticket', '?filter=new', null)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fadmin%2Fticket%3Ffilter%3Dnew',
    });
    expect(decideAccess('/ticket', '', null)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fticket' });
  });

  it('lets agents with the SMS code into any path containing admin', () => {
    expect(decideAccess('/admin/agent-costs', '', admin)).toEqual({ kind: 'allow' });
  });

  it('sends an agent without the SMS code to /code', () => {
    expect(decideAccess('/admin', '', agentBeforeCode)).toEqual({ kind: 'redirect', to: '/code?redirect=%2Fadmin' });
  });

  it('sends clients away from admin paths and agents away from the client area', () => {
    expect(decideAccess('/admin/ticket', '', client)).toEqual({ kind: 'redirect', to: '/error' });
    expect(decideAccess('/ticket', '?filter=all', admin)).toEqual({ kind: 'redirect', to: '/error' });
    expect(decideAccess('/ticket/companyindex', '', vip)).toEqual({ kind: 'allow' });
  });

  it('needs only a login for home, /code, /error and the utility pages', () => {
    for (const path of ['/', '/code', '/error', '/utility/maintenance']) {
      expect(decideAccess(path, '', agentBeforeCode)).toEqual({ kind: 'allow' });
      expect(decideAccess(path, '', client)).toEqual({ kind: 'allow' });
    }
  });
});

describe('guardRedirect (the browser’s guard and the server’s render)', () => {
  const agent = user(['agent'], { twoFactor: true });

  it('renders what the middleware and every declared ability allow', () => {
    expect(guardRedirect('/admin/ticket', '', agent, [undefined, needs('tickets.work')])).toBeNull();
    expect(guardRedirect('/ticket', '', client, [{ middleware: ['auth'] }])).toBeNull();
  });

  it('takes the middleware redirect first: another area, the code still due', () => {
    expect(guardRedirect('/admin/ticket', '', client, [needs('tickets.work')])).toBe('/error');
    expect(guardRedirect('/admin', '?x=1', agentBeforeCode, [])).toBe('/code?redirect=%2Fadmin%3Fx%3D1');
  });

  it('sends a user who lacks any matched route’s ability to /error', () => {
    expect(guardRedirect('/admin/agent-costs', '', agent, [needs('tickets.work'), needs('finance.view')])).toBe('/error');
    expect(guardRedirect('/admin/agent-costs', '', admin, [needs('tickets.work'), needs('finance.view')])).toBeNull();
  });

  it('adds the middleware a route names in its handle', () => {
    expect(guardRedirect('/utility/maintenance', '', client, [{ middleware: ['admin'] }])).toBe('/error');
  });
});

describe('homeFor', () => {
  it('lands agents on /admin (or /code first) and clients on their not-resolved tickets', () => {
    expect(homeFor(admin)).toBe('/admin');
    expect(homeFor(agentBeforeCode)).toBe('/code');
    expect(homeFor(client)).toBe('/ticket?filter=not-resolved');
  });
});

describe('safeRedirect', () => {
  it('accepts only local paths', () => {
    expect(safeRedirect('/admin/ticket?filter=new')).toBe('/admin/ticket?filter=new');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
