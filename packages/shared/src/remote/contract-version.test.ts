import { manifestContract, requiredRangeFor, satisfiesRange, unsatisfiedContract } from './contract-version.ts';

const manifest = (requires?: string) => ({
  name: 'finance',
  metaData: { publicPath: 'auto', ...(requires ? { helpdeskContract: { version: requires.replace(/^\^/, ''), requires } } : {}) },
});

describe('the shell contract range', () => {
  it('a caret range takes the same major from its minimum on (0.x: the same minor)', () => {
    expect(requiredRangeFor('1.2.0')).toBe('^1.2.0');
    expect(satisfiesRange('1.2.0', '^1.2.0')).toBe(true);
    expect(satisfiesRange('1.9.3', '^1.2.0')).toBe(true);
    expect(satisfiesRange('1.1.9', '^1.2.0')).toBe(false);
    expect(satisfiesRange('2.0.0', '^1.2.0')).toBe(false);
    expect(satisfiesRange('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfiesRange('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfiesRange('1.3.0', '>=1.2.0')).toBe(true);
    expect(satisfiesRange('1.2.0', '1.2.0')).toBe(true);
    expect(satisfiesRange('1.2.0', 'latest')).toBe(false);
  });

  it('reads the range a manifest declares; a manifest without one (an older build) needs nothing', () => {
    expect(manifestContract(manifest('^1.3.0'))).toEqual({ version: '1.3.0', requires: '^1.3.0' });
    expect(manifestContract(manifest())).toBeNull();
    expect(manifestContract(null)).toBeNull();
    expect(unsatisfiedContract(manifest('^1.3.0'), '1.2.0')).toBe('^1.3.0');
    expect(unsatisfiedContract(manifest('^1.1.0'), '1.2.0')).toBeNull();
    expect(unsatisfiedContract(manifest(), '0.1.0')).toBeNull();
  });
});
