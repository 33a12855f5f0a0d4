/** Ticket requests: list queries, create, change, reply, notes, CC, time reports, drafts. */
import { z } from 'zod';
import {
  ADMIN_TICKET_FILTERS,
  CLIENT_TICKET_FILTERS,
  OVERTIME_PERCENTS,
  CLIENT_TICKET_PRIORITIES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_SORT_KEYS,
  TICKET_TYPES,
  TIME_REPORT_KINDS,
} from './enums.ts';
import { attachmentsExpectedSchema } from './attachments.ts';
import { ticketEventPayloadSchema } from './broadcast.ts';
import { dateSchema, idSchema, pageQueryShape, searchSchema, textSchema, timeOfDaySchema, versionSchema } from './primitives.ts';

const id = idSchema;
const optionalId = id.nullable().optional();
/** HTML or plain text; the server sanitises it. */
const messageBody = textSchema.trim().min(1).max(100_000);

const sort = z
  .string()
  .regex(new RegExp(`^-?(${TICKET_SORT_KEYS.join('|')})$`))
  .default('-created_at');

const page = {
  ...pageQueryShape,
  search: searchSchema,
  sort,
};

export const adminTicketListQuerySchema = z.object({
  filter: z.enum(ADMIN_TICKET_FILTERS).default('not-resolved'),
  company_id: id.optional(),
  ...page,
});
export type AdminTicketListQuery = z.infer<typeof adminTicketListQuerySchema>;

export const clientTicketListQuerySchema = z.object({
  filter: z.enum(CLIENT_TICKET_FILTERS).default('not-resolved'),
  /** `company`: every ticket of the company (client-vip only). */
  scope: z.enum(['own', 'company']).default('own'),
  ...page,
});
export type ClientTicketListQuery = z.infer<typeof clientTicketListQuerySchema>;

/** Statuses a ticket may be added with (spec §4); a draft is saved through the drafts endpoints. */
export const TICKET_CREATE_STATUSES = TICKET_STATUSES;
/** Statuses a reply may set (spec §4). */
export const TICKET_REPLY_STATUSES = ['in-progress', 'waiting-for-client', 'waiting-for-third-party', 'resolved'] as const;

export const adminTicketCreateSchema = z.object({
  company_id: id,
  subject: textSchema.trim().min(1).max(255),
  body: messageBody,
  type: z.enum(TICKET_TYPES).default('question'),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
  category: z.enum(TICKET_CATEGORIES).default('other'),
  status: z.enum(TICKET_CREATE_STATUSES).default('new'),
  requester_id: optionalId,
  cc: z.array(id).max(50).default([]),
  project_id: optionalId,
  device_id: optionalId,
  assignee_id: optionalId,
  responsible_id: optionalId,
  support_scope: z.enum(TIME_REPORT_KINDS).nullable().optional(),
  /** The draft this ticket was made from; deleted once the ticket exists. */
  draft_id: optionalId,
});
export type AdminTicketCreateInput = z.infer<typeof adminTicketCreateSchema>;

export const clientTicketCreateSchema = z.object({
  subject: textSchema.trim().min(1).max(255),
  body: messageBody,
  type: z.enum(TICKET_TYPES).default('question'),
  // Clients choose low, normal or high; critical is the agents' call (spec §4: one list shows only three).
  priority: z.enum(CLIENT_TICKET_PRIORITIES).default('normal'),
  category: z.enum(TICKET_CATEGORIES).default('other'),
  cc: z.array(id).max(50).default([]),
  device_id: optionalId,
});
export type ClientTicketCreateInput = z.infer<typeof clientTicketCreateSchema>;

/** One or more changes to a ticket; `version` is the one the user saw (409 when the ticket moved on). */
export const ticketUpdateSchema = z
  .object({
    version: versionSchema,
    subject: textSchema.trim().min(1).max(255).optional(),
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    category: z.enum(TICKET_CATEGORIES).optional(),
    type: z.enum(TICKET_TYPES).optional(),
    project_id: optionalId,
    device_id: optionalId,
    assignee_id: optionalId,
    responsible_id: optionalId,
    requester_id: optionalId,
    support_scope: z.enum(TIME_REPORT_KINDS).nullable().optional(),
  })
  .strict();
export type TicketUpdateInput = z.infer<typeof ticketUpdateSchema>;

/** Merge a ticket into another of its company (`POST …/ticket/{id}/merge`). */
export const ticketMergeSchema = z.object({ target_id: id }).strict();
export type TicketMergeInput = z.infer<typeof ticketMergeSchema>;

/** Split messages off into a new ticket (`POST …/ticket/{id}/split`); at least one message stays behind. */
export const ticketSplitSchema = z.object({ message_ids: z.array(id).min(1).max(500) }).strict();
export type TicketSplitInput = z.infer<typeof ticketSplitSchema>;

export const ticketReplySchema = z.object({
  body: messageBody,
  status: z.enum(TICKET_REPLY_STATUSES).optional(),
  version: versionSchema.optional(),
  attachments_expected: attachmentsExpectedSchema.optional(),
});
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

export const clientTicketReplySchema = z.object({
  body: messageBody,
  version: versionSchema.optional(),
  attachments_expected: attachmentsExpectedSchema.optional(),
});

export const ticketNoteSchema = z.object({ body: messageBody });

export const ticketCcSchema = z.object({ user_ids: z.array(id).max(50), version: versionSchema.optional() });

const hhmm = timeOfDaySchema;
export const timeReportSchema = z.object({
  day: dateSchema,
  from_hour: hhmm,
  kind: z.enum(TIME_REPORT_KINDS),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  description: textSchema.trim().max(1000).default(''),
  additional_works: z.boolean().default(false),
  overtime: z
    .union(OVERTIME_PERCENTS.map((v) => z.literal(v)) as [z.ZodLiteral<0>, z.ZodLiteral<50>, z.ZodLiteral<100>, z.ZodLiteral<150>])
    .default(0),
  outside_contract: z.boolean().default(false),
  arrival: z.boolean().default(false),
  needs_accept: z.boolean().default(false),
});
export type TimeReportInput = z.infer<typeof timeReportSchema>;

/** A draft keeps whatever the form held; only the subject and company are columns. */
export const ticketDraftSchema = z.object({
  company_id: id.nullable().optional(),
  subject: textSchema.trim().max(255).default(''),
  payload: z.record(z.string(), z.unknown()).default({}),
});
export type TicketDraftInput = z.infer<typeof ticketDraftSchema>;

/** Ticket events on `private-company.{id}`: the base payload plus what changed and the new version. */
export const ticketBroadcastPayloadSchema = ticketEventPayloadSchema.extend({
  version: z.number(),
  action: z.string(),
  updatedAt: z.string(),
});
export type TicketBroadcastPayload = z.infer<typeof ticketBroadcastPayloadSchema>;

/** Presence channel of one open ticket (who is viewing, who is typing via `client-typing`). */
/** `?company_id=` of the staff ticket counters: `companyFilterQuerySchema` (primitives.ts). The client's counters: */
export const clientTicketScopeQuerySchema = z.object({ scope: z.enum(['own', 'company']).default('own') });
/** `/…/ticket/:id/attachments/:attachmentId`. */
export const ticketAttachmentParamsSchema = z.object({ id, attachmentId: id });
/** `/…/ticket/:id/time-reports/:reportId`. */
export const timeReportParamsSchema = z.object({ id, reportId: id });

export const ticketPresenceChannel = (ticketId: number) => `presence-ticket.${ticketId}`;
export const TICKET_TYPING_EVENT = 'client-typing';
