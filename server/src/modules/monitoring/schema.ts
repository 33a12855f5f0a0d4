/**
 * Request shapes of monitoring alerts and logs (issue 6 item 3). The token request is the shared
 * `monitoringTokenCreateSchema` (@helpdesk/shared/schemas), which the token form uses too.
 */
import { z } from 'zod';
import { idSchema, pageQueryShape, searchSchema, textSchema, TICKET_PRIORITIES } from '@helpdesk/shared/schemas';

const id = idSchema;

export const ALERT_STATUSES = ['problem', 'ok'] as const;

/** The documented alert shape (server/API.md "Monitoring alerts"). */
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

export const idParams = z.object({ id });
export const companyParams = z.object({ companyId: id });

export const monitoringListQuery = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  company_id: id.optional(),
  status: z.enum(ALERT_STATUSES).optional(),
  search: searchSchema,
  ...pageQueryShape,
});

export const readAllSchema = z.object({ company_id: id.optional() });
