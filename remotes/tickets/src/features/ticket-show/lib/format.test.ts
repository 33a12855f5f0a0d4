import { minutesToHhMm } from './format.ts';

it('writes minutes as hh:mm (spec §9)', () => {
  expect(minutesToHhMm(75)).toBe('01:15');
  expect(minutesToHhMm(292.5)).toBe('04:53');
  expect(minutesToHhMm(0)).toBe('00:00');
  expect(minutesToHhMm(-5)).toBe('00:00');
});
