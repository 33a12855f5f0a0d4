import { z } from 'zod';
import { errorMap, message } from './messages.ts';

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
});
