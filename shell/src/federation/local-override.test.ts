import { clearOverride, decideOverrides, OVERRIDE_STORAGE_KEY, readOverrides, setOverride } from './local-override.ts';

const BASE = 'https://helpdesk.example.com/admin';

describe('decideOverrides', () => {
  it('accepts localhost, 127.0.0.1 and [::1] entries for known remotes', () => {
    const decision = decideOverrides(
      {
        tickets: 'http://localhost:3001/mf-manifest.json',
        reports: 'http://127.0.0.1:3003/mf-manifest.json',
        finance: 'http://[::1]:3004/mf-manifest.json',
      },
      [],
      BASE,
    );
    expect(decision.refused).toEqual([]);
    expect(decision.applied.map((o) => o.remote)).toEqual(['tickets', 'reports', 'finance']);
  });

  it('refuses other hosts unless the deployment allows their origin', () => {
    const stored = { tickets: 'https://staging.example.com/tickets/mf-manifest.json' };
    expect(decideOverrides(stored, [], BASE).refused).toEqual([
      { remote: 'tickets', url: stored.tickets, reason: 'not-allowed-origin' },
    ]);
    const allowed = decideOverrides(stored, ['https://staging.example.com/'], BASE);
    expect(allowed.applied).toEqual([{ remote: 'tickets', url: stored.tickets }]);
  });

  it('refuses a lookalike host that merely contains localhost', () => {
    const decision = decideOverrides({ tickets: 'https://localhost.evil.example/mf-manifest.json' }, [], BASE);
    expect(decision.applied).toEqual([]);
    expect(decision.refused[0]?.reason).toBe('not-allowed-origin');
  });

  it('refuses unknown remotes and non-http URLs', () => {
    const decision = decideOverrides(
      { payroll: 'http://localhost:9/mf-manifest.json', client: 'javascript:alert(1)' },
      [],
      BASE,
    );
    expect(decision.applied).toEqual([]);
    expect(decision.refused.map((r) => r.reason).sort()).toEqual(['invalid-url', 'unknown-remote']);
  });
});

describe('override storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores, reads back and clears overrides', () => {
    setOverride('tickets', 'http://localhost:3001/mf-manifest.json');
    setOverride('client', 'http://localhost:3005/mf-manifest.json');
    expect(readOverrides([]).applied).toHaveLength(2);
    clearOverride('tickets');
    expect(readOverrides([]).applied.map((o) => o.remote)).toEqual(['client']);
    clearOverride('client');
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupt stored value instead of failing the start-up', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, '{not json');
    expect(readOverrides([])).toEqual({ applied: [], refused: [] });
  });
});
