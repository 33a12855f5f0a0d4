/** Monitoring alerts and logs (server/API.md "Monitoring alerts and logs"), staff and client. */
import { z } from 'zod';
import { TICKET_STATUSES } from '../schemas/enums.ts';
import { companyRefSchema, id, instant } from './common.ts';

export const monitoringLogSchema = z.strictObject({
  id,
  title: z.string(),
  sender: z.string(),
  address: z.string().nullable(),
  company: companyRefSchema.nullable(),
  check: z.string().nullable(),
  status: z.enum(['problem', 'ok']),
  severity: z.string().nullable(),
  source: z.string(),
  read: z.boolean(),
  read_at: instant.nullable(),
  received_at: instant,
  /** Only when the caller may open the ticket. */
  ticket: z.strictObject({ id, fullid: z.string(), status: z.enum(TICKET_STATUSES) }).nullable(),
});
export type MonitoringLog = z.infer<typeof monitoringLogSchema>;

/** One log with its sanitised text. */
export const monitoringLogDetailSchema = monitoringLogSchema.extend({ body: z.string() });
export type MonitoringLogDetail = z.infer<typeof monitoringLogDetailSchema>;
