/** The `audit-retention` job: once a day, on one instance at a time (the job lease), deletes entries past their keep. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { purgeAuditLog } from './service';

export const AUDIT_RETENTION_JOB = 'audit-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditRetention {
  start(): void;
  stop(): Promise<void>;
}

export function createAuditRetention(ctx: AppContext, log: FastifyBaseLogger): AuditRetention {
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  const pass = () => {
    chain = chain
      .then(async () => {
        const run = await ctx.jobs.runExclusive(AUDIT_RETENTION_JOB, () => purgeAuditLog(ctx.db, ctx.config.auditRetentionDays));
        if (run.ran && run.result)
          log.info({ deleted: run.result, days: ctx.config.auditRetentionDays }, 'audit trail: old entries deleted');
      })
      .catch((error: unknown) => log.error({ err: error }, 'audit trail: retention pass failed'));
    return chain;
  };
  return {
    start() {
      void pass();
      timer = setInterval(() => void pass(), DAY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await chain;
    },
  };
}
