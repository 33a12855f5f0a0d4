import { z } from 'zod';
import { errorMap, message } from './messages.ts';
import { agentCostBodySchema } from './finance.ts';
import { holidayBodySchema } from './leaves.ts';
import { competencyLevelSchema } from './competencies.ts';
import { dateSchema, idSchema, timeOfDaySchema } from './primitives.ts';

describe('validation messages', () => {
  it('write numbers as the language does', () => {
    expect(message('pl', 'min_value', { min: 0.25 })).toBe('Pole musi być większe lub równe 0,25');
    expect(message('en', 'min_value', { min: 0.25 })).toBe('The field must be at least 0.25');
    expect(message('pl', 'max_string', { max: 100_000 })).toBe('Pole może mieć najwyżej 100\u00a0000 znaków');
    expect(message('en', 'max_string', { max: 100_000 })).toBe('The field may not be longer than 100,000 characters');
    expect(message('pl', 'max_string', { max: 2000 })).toBe('Pole może mieć najwyżej 2000 znaków');
    expect(message('pl', 'throttle', { seconds: 30 })).toBe('Zbyt wiele prób. Spróbuj ponownie za 30 s.');
  });

  it('leave text parameters as they are', () => {
    expect(message('pl', 'attachment_too_large', { max: '10' })).toBe('Plik jest za duży (maksymalnie 10 MB)');
  });

  it('reach zod issues through the error map', () => {
    const result = z
      .number()
      .min(0.25)
      .safeParse(0.1, { error: errorMap('pl') });
    expect(result.error?.issues[0]?.message).toBe('Pole musi być większe lub równe 0,25');
  });

  it.each([
    ['pl', 'To pole jest wymagane'],
    ['en', 'This field is required'],
  ] as const)('%s: an empty choice, number, date or time field is required, not "≥ 0" or "a valid date"', (lang, required) => {
    const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: errorMap(lang) }).error?.issues[0]?.message;
    for (const empty of ['', '  ', null, undefined]) {
      expect(first(idSchema, empty)).toBe(required);
      expect(first(competencyLevelSchema, empty)).toBe(required);
    }
    expect(first(dateSchema, '')).toBe(required);
    expect(first(timeOfDaySchema, '')).toBe(required);
    const cost = agentCostBodySchema.safeParse({ agent_id: '', net_salary: '', valid_from: '' }, { error: errorMap(lang) });
    expect(Object.fromEntries(cost.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      agent_id: required,
      net_salary: required,
      valid_from: required,
    });
    const holiday = holidayBodySchema.safeParse({ name: '', date: '' }, { error: errorMap(lang) });
    expect(holiday.error!.issues.map((i) => i.message)).toEqual([required, required]);
  });

  it('a number or a date typed wrong still says what is wrong with it', () => {
    const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: errorMap('pl') }).error?.issues[0]?.message;
    expect(idSchema.parse('12')).toBe(12);
    expect(first(idSchema, 'abc')).toBe(message('pl', 'number'));
    expect(first(idSchema, '0')).toBe(message('pl', 'min_value', { min: 0 }));
    expect(first(dateSchema, '2026-13-45')).toBe(message('pl', 'date'));
  });
});
