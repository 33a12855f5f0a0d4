/**
 * Monitoring (server/API.md "Monitoring alerts"): the alert senders post, and the log list's query. The token request
 * is `monitoringTokenCreateSchema` (planned-works.ts).
 */
import { z } from 'zod';
import { TICKET_PRIORITIES } from './enums.ts';
import { idSchema, pageQueryShape, searchSchema, textSchema } from './primitives.ts';

export const ALERT_STATUSES = ['problem', 'ok'] as const;

/** The documented alert shape. */
export const alertSchema = z.object({
  /** What is checked, stable across alerts (e.g. `srv-acme-01/disk-c`): one open ticket per check. */
  check: textSchema.trim().min(1).max(200),
  status: z.enum(ALERT_STATUSES).default('problem'),
  title: textSchema.trim().min(1).max(255),
  message: textSchema.max(20_000).default(''),
  host: textSchema.trim().max(255).optional(),
  /** The ticket priority a problem opens with (default high). */
  severity: z.enum(TICKET_PRIORITIES).optional(),
  /** Who sends it (Zabbix, PRTG, Uptime Kuma…), shown as the log's sender. */
  sender: textSchema.trim().max(100).optional(),
});
export type Alert = z.output<typeof alertSchema>;

export const monitoringListQuerySchema = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  company_id: idSchema.optional(),
  status: z.enum(ALERT_STATUSES).optional(),
  search: searchSchema,
  ...pageQueryShape,
});
export type MonitoringListQuery = z.output<typeof monitoringListQuerySchema>;

/** "Mark all read", optionally for one company only. */
export const monitoringReadAllSchema = z.object({ company_id: idSchema.optional() });

/**
 * The query of the inbound alert routes: `token` for senders that cannot set a header; the webhook hands every other
 * parameter to its adapter, so they are kept.
 */
export const monitoringInboundQuerySchema = z.looseObject({ token: z.string().optional() });
