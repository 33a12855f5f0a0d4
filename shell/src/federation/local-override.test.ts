import { LOCAL_OVERRIDE_SOURCES, remoteVersionManifestPath } from '@helpdesk/shared/remote-names';
import {
  clearOverride,
  decideOverrides,
  OVERRIDE_COOKIE,
  OVERRIDE_STORAGE_KEY,
  readOverrides,
  setOverride,
  syncOverrideCookie,
} from './local-override.ts';

const BASE = 'https://helpdesk.example.com/admin';

describe('decideOverrides', () => {
  it('accepts localhost and 127.0.0.1 entries for known remotes, over http and https', () => {
    const decision = decideOverrides(
      {
        tickets: 'http://localhost:3001/mf-manifest.json',
        reports: 'http://127.0.0.1:3003/mf-manifest.json',
        finance: 'https://localhost:3004/mf-manifest.json',
        client: 'https://127.0.0.1:3005/mf-manifest.json',
      },
      [],
      BASE,
    );
    expect(decision.refused).toEqual([]);
    expect(decision.applied.map((o) => o.remote)).toEqual(['tickets', 'reports', 'finance', 'client']);
  });

  it('refuses [::1]: the CSP cannot allow an IPv6 literal, so the browser would block the override', () => {
    const url = 'http://[::1]:3004/mf-manifest.json';
    expect(decideOverrides({ finance: url }, [], BASE)).toEqual({
      applied: [],
      refused: [{ remote: 'finance', url, reason: 'not-allowed-origin' }],
    });
  });

  // A CSP host-source as the browser matches it: same scheme, same host, any port for `:*`.
  const cspAllows = (url: string) =>
    LOCAL_OVERRIDE_SOURCES.some((source) => {
      const match = /^(https?):\/\/([^:/]+):\*$/.exec(source)!;
      const parsed = new URL(url);
      return parsed.protocol === `${match[1]}:` && parsed.hostname === match[2];
    });

  it('applies a local override exactly when the CSP sources the server sends allow it', () => {
    const urls = [
      'http://localhost:3001/mf-manifest.json',
      'https://localhost/mf-manifest.json',
      'http://127.0.0.1:8080/x/mf-manifest.json',
      'https://127.0.0.1:3005/mf-manifest.json',
      'http://[::1]:3004/mf-manifest.json',
      'http://localhost.evil.example/mf-manifest.json',
      'http://127.0.0.2:3001/mf-manifest.json',
      'http://0.0.0.0:3001/mf-manifest.json',
    ];
    for (const url of urls) expect([url, decideOverrides({ tickets: url }, [], BASE).applied.length === 1]).toEqual([url, cspAllows(url)]);
    expect(LOCAL_OVERRIDE_SOURCES).toEqual(['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*', 'https://127.0.0.1:*']);
  });

  it('refuses other hosts unless the deployment allows their origin', () => {
    const stored = { tickets: 'https://staging.example.com/tickets/mf-manifest.json' };
    expect(decideOverrides(stored, [], BASE).refused).toEqual([{ remote: 'tickets', url: stored.tickets, reason: 'not-allowed-origin' }]);
    const allowed = decideOverrides(stored, ['https://staging.example.com/'], BASE);
    expect(allowed.applied).toEqual([{ remote: 'tickets', url: stored.tickets }]);
  });

  it('refuses an unlisted localhost override when the server allows none (production), a listed one still counts', () => {
    const stored = { tickets: 'http://localhost:3001/mf-manifest.json' };
    expect(decideOverrides(stored, [], BASE, false).refused).toEqual([
      { remote: 'tickets', url: stored.tickets, reason: 'not-allowed-origin' },
    ]);
    expect(decideOverrides(stored, ['http://localhost:3001'], BASE, false).applied).toEqual([{ remote: 'tickets', url: stored.tickets }]);
  });

  it('refuses a lookalike host that merely contains localhost', () => {
    const decision = decideOverrides({ tickets: 'https://localhost.evil.example/mf-manifest.json' }, [], BASE);
    expect(decision.applied).toEqual([]);
    expect(decision.refused[0]?.reason).toBe('not-allowed-origin');
  });

  it('refuses unknown remotes and non-http URLs', () => {
    const decision = decideOverrides({ payroll: 'http://localhost:9/mf-manifest.json', client: 'javascript:alert(1)' }, [], BASE);
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

describe('a published version tried in one browser', () => {
  it('accepts this origin’s own /remote-versions/<remote>/ path, not another remote’s nor another path', () => {
    const decision = decideOverrides(
      {
        finance: `https://helpdesk.example.com${remoteVersionManifestPath('finance', '1.4.0+abc')}`,
        tickets: remoteVersionManifestPath('reports', '2.0.0'),
        reports: '/remotes/reports/mf-manifest.json',
        client: `https://other.example.com${remoteVersionManifestPath('client', '1.0.0')}`,
      },
      [],
      BASE,
      false,
    );
    expect(decision.applied).toEqual([
      { remote: 'finance', url: 'https://helpdesk.example.com/remote-versions/finance/1.4.0%2Babc/mf-manifest.json' },
    ]);
    expect(decision.refused.map((r) => [r.remote, r.reason])).toEqual([
      ['tickets', 'not-allowed-origin'],
      ['reports', 'not-allowed-origin'],
      ['client', 'not-allowed-origin'],
    ]);
  });
});

describe('the override cookie the server’s CSP reads', () => {
  const clearCookie = () => (document.cookie = `${OVERRIDE_COOKIE}=; path=/; max-age=0`);
  beforeEach(clearCookie);
  afterAll(clearCookie);

  it('names the origins the applied overrides load from, this one’s too, once; changes only when they change', () => {
    const applied = [
      { remote: 'finance' as const, url: 'http://localhost:3004/mf-manifest.json' },
      { remote: 'tickets' as const, url: 'http://127.0.0.1:3001/mf-manifest.json' },
      { remote: 'client' as const, url: `${window.location.origin}/remote-versions/client/1.0.0/mf-manifest.json` },
    ];
    expect(syncOverrideCookie(applied)).toBe(true);
    expect(document.cookie).toContain(
      `${OVERRIDE_COOKIE}=${encodeURIComponent(['http://127.0.0.1:3001', 'http://localhost:3004', window.location.origin].sort().join(' '))}`,
    );
    expect(syncOverrideCookie(applied)).toBe(false);
    expect(syncOverrideCookie([])).toBe(true);
    expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
    expect(syncOverrideCookie([])).toBe(false);
  });
});
