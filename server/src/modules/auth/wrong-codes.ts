import { HttpError } from '../../platform/errors';
import type { CounterStore, CounterValue } from '../../platform/counters';
import { TWO_FACTOR_MAX_WRONG_PER_HOUR } from './service';

const HOUR_MS = 60 * 60_000;

/** 429 with Retry-After until the counter's window ends. */
export function tooManyAttempts(counter: CounterValue | null): HttpError {
  const seconds = Math.max(1, Math.ceil(((counter?.resetAt ?? Date.now()) - Date.now()) / 1000));
  return new HttpError(429, 'throttle', {}, { seconds }, { 'retry-after': String(seconds) });
}

/**
 * Wrong codes per account and hour, across logins and resends: a new login no longer buys fresh guesses. One budget
 * for every factor (SMS, authenticator, recovery code, enrolment), so switching factors buys none either.
 */
export function wrongCodeBudget(counters: CounterStore) {
  const key = (userId: number) => `two-factor-wrong:${userId}`;
  return {
    /** 429 once the hour's budget is spent. */
    async check(userId: number): Promise<void> {
      const wrong = await counters.get(key(userId));
      if (wrong && wrong.count >= TWO_FACTOR_MAX_WRONG_PER_HOUR) throw tooManyAttempts(wrong);
    },
    async count(userId: number): Promise<void> {
      await counters.increment(key(userId), HOUR_MS);
    },
  };
}
