import { compareText, formatFixed, formatHours, formatMoney, formatNumber, formatPercent, localeOf, sortByText } from './numbers.ts';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) between groups and before units: compare with spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the user language (issue #37)', () => {
  it('writes Polish separators in Polish and English ones in English', () => {
    expect(plain(formatNumber(50000, 'pl'))).toBe('50 000');
    expect(plain(formatNumber(1234567.5, 'pl'))).toBe('1 234 567,5');
    expect(formatNumber(50000, 'en')).toBe('50,000');
    expect(formatNumber(2.345, 'pl')).toBe('2,35');
    expect(formatFixed(4.5, 'pl', 2)).toBe('4,50');
    expect(formatNumber(null, 'pl')).toBe('—');
  });

  it('writes percentages with a decimal comma in Polish', () => {
    expect(plain(formatPercent(406.72, 'pl'))).toMatch(/^406,7 ?%$/);
    expect(formatPercent(406.72, 'en')).toBe('406.7%');
    expect(formatPercent(undefined, 'pl')).toBe('—');
  });

  it('writes money and hours with the language unit', () => {
    expect(plain(formatMoney(1234.5, 'pl'))).toBe('1234,50 zł');
    expect(plain(formatHours(12.5, 'pl'))).toBe('12,5 godz.');
    expect(formatHours(12.5, 'en')).not.toMatch(/godz/);
  });

  it('reads any language tag, falling back to Polish', () => {
    expect(localeOf('en-US')).toBe('en');
    expect(localeOf(undefined)).toBe('pl');
    expect(localeOf('de')).toBe('pl');
  });
});

describe('text order in the user language (issue #37)', () => {
  it('puts Polish letters after their base letter, not after Z', () => {
    const names = ['Zakład Energetyczny', 'Łódzka Spółdzielnia', 'Lubelska', 'Ćma', 'Cyfrowa'];
    expect(sortByText(names, (n) => n, 'pl')).toEqual(['Cyfrowa', 'Ćma', 'Lubelska', 'Łódzka Spółdzielnia', 'Zakład Energetyczny']);
    // What a code-point sort gives: the bug this replaces.
    expect([...names].sort()).not.toEqual(sortByText(names, (n) => n, 'pl'));
  });

  it('ignores case and orders numbers by value', () => {
    expect(compareText('alfa', 'Beta', 'pl')).toBeLessThan(0);
    expect(sortByText(['Biuro 10', 'Biuro 9'], (n) => n, 'pl')).toEqual(['Biuro 9', 'Biuro 10']);
  });
});
