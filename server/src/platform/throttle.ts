import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

type Limiter = (
  request: FastifyRequest,
  options?: { increment?: boolean },
) => Promise<{ isAllowed: boolean; remaining?: number; ttlInSeconds?: number; isExceeded?: boolean }>;

export interface Throttle {
  /** 429 + Retry-After when the budget is spent; `increment: false` only checks. */
  check(request: FastifyRequest, options?: { increment?: boolean }): Promise<void>;
  /** Counts one attempt (e.g. after a failure) without refusing. */
  hit(request: FastifyRequest): Promise<void>;
}

/** A named budget on top of @fastify/rate-limit's store (memory, or Redis when configured). */
export function createThrottle(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; key: (request: FastifyRequest) => string },
): Throttle {
  const limiter = (app as unknown as { createRateLimit(o: object): Limiter }).createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: options.key,
  });
  return {
    async check(request, { increment = true } = {}) {
      const result = await limiter(request, { increment });
      if (result.isAllowed) return;
      // A counted attempt is refused past the budget; a peek is refused once the budget is used up.
      const spent = increment ? result.isExceeded === true : (result.remaining ?? 1) <= 0;
      if (!spent) return;
      const seconds = Math.max(1, result.ttlInSeconds ?? Math.ceil(options.timeWindowMs / 1000));
      throw new HttpError(429, 'throttle', {}, { seconds }, { 'retry-after': String(seconds) });
    },
    async hit(request) {
      await limiter(request, { increment: true });
    },
  };
}
