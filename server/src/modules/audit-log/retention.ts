/** The `audit-retention` job: once a day, on one instance at a time (the job lease), deletes entries past their keep. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { purgeAuditLog } from './service';
import { createLeasedSchedule, type LeasedSchedule } from '../../platform/jobs';

export const AUDIT_RETENTION_JOB = 'audit-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export type AuditRetention = LeasedSchedule;

export function createAuditRetention(ctx: AppContext, log: FastifyBaseLogger): AuditRetention {
  return createLeasedSchedule(ctx.jobs, log, {
    job: AUDIT_RETENTION_JOB,
    everyMs: DAY_MS,
    pass: () => purgeAuditLog(ctx.db, ctx.config.auditRetentionDays),
    report: (deleted) => {
      if (deleted) log.info({ deleted, days: ctx.config.auditRetentionDays }, 'audit trail: old entries deleted');
    },
    failure: 'audit trail: retention pass failed',
  });
}
