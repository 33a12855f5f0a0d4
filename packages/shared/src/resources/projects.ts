/** Projects (server/API.md "Projects"), staff and client. */
import { z } from 'zod';
import { PROJECT_STATES, TICKET_PRIORITIES, TICKET_STATUSES } from '../schemas/enums.ts';
import { companyRefSchema, day, id, instant, personRefSchema } from './common.ts';

/** The time reported against the budget: staff, and VIPs on the client side. */
export const projectTimeSchema = z.strictObject({
  total_minutes: z.number().int(),
  /** Each day's minutes rounded up to the hour (spec §9). */
  charged_minutes: z.number().int(),
  budget_minutes: z.number().int(),
  remaining_minutes: z.number().int().nullable(),
  used_percent: z.number().int().nullable(),
});
export type ProjectTime = z.infer<typeof projectTimeSchema>;

export const projectSchema = z.strictObject({
  id,
  name: z.string(),
  company: companyRefSchema,
  manager: personRefSchema.nullable(),
  deadline: day.nullable(),
  /** The budget in hours; 0 = none. */
  hours: z.number().int(),
  description: z.string().nullable(),
  state: z.enum(PROJECT_STATES),
  created_at: instant,
  updated_at: instant,
  finished_at: instant.nullable(),
  deleted_at: instant.nullable(),
  tickets_count: z.number().int(),
  time: projectTimeSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectTicketSchema = z.strictObject({
  id,
  fullid: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  status_color: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  priority_color: z.string(),
  created_at: instant,
  resolved_at: instant.nullable(),
  /** With the budget only: the minutes reported on it. */
  minutes: z.number().int().optional(),
});
export type ProjectTicket = z.infer<typeof projectTicketSchema>;

export const projectDetailSchema = projectSchema.extend({ tickets: z.array(projectTicketSchema) });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
