/** Tickets as the staff and client APIs answer them (server/API.md "Ticket lists", "One ticket"). */
import { z } from 'zod';
import {
  MAIL_AUTH_VERDICTS,
  MAIL_MARKS,
  OVERTIME_PERCENTS,
  PLANNED_WORK_STATUSES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  TIME_REPORT_KINDS,
} from '../schemas/enums.ts';
import {
  companyRefSchema,
  day,
  id,
  instant,
  mailSenderSchema,
  personRefSchema,
  personWithEmailSchema,
  messageOriginSchema,
  ticketOriginSchema,
} from './common.ts';

export const slaStateSchema = z.enum(['due', 'paused', 'breached', 'met', 'none']);
export type SlaState = z.infer<typeof slaStateSchema>;

export const slaClockSchema = z.strictObject({ due_at: instant.nullable(), done_at: instant.nullable(), state: slaStateSchema });
export type SlaClock = z.infer<typeof slaClockSchema>;

export const slaSchema = z.strictObject({ paused: z.boolean(), first_response: slaClockSchema, resolution: slaClockSchema });
export type Sla = z.infer<typeof slaSchema>;

/** An e-mail sender's SPF/DKIM/DMARC verdict. */
export const mailAuthSchema = z.enum(MAIL_AUTH_VERDICTS);

const ticketRowShape = {
  id,
  fullid: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  status_color: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  priority_color: z.string(),
  type: z.enum(TICKET_TYPES),
  category: z.enum(TICKET_CATEGORIES),
  company: companyRefSchema,
  requester: personRefSchema.nullable(),
  /** What filed the ticket, and the e-mail's From when its sender is not a user. */
  origin: ticketOriginSchema,
  sender: mailSenderSchema.nullable(),
  /** Whether the e-mail that opened it passed SPF/DKIM/DMARC; null when no e-mail did. */
  mail_auth: mailAuthSchema.nullable().optional(),
  assignee: personRefSchema.nullable(),
  created_at: instant,
  updated_at: instant,
  resolved_at: instant.nullable(),
  deleted_at: instant.nullable(),
  sla: slaSchema,
  version: z.number().int(),
};

/** A row of a ticket list, staff and client alike. */
export const ticketRowSchema = z.strictObject(ticketRowShape);
export type TicketRow = z.infer<typeof ticketRowSchema>;

export const attachmentSchema = z.strictObject({
  id,
  message_id: id.nullable(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  created_at: instant,
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const ticketMessageSchema = z.strictObject({
  id,
  body: z.string(),
  author: z.strictObject({ id, name: z.string(), kind: z.enum(['agent', 'client']) }).nullable(),
  origin: messageOriginSchema,
  sender: mailSenderSchema.nullable(),
  /** The e-mail's SPF/DKIM/DMARC verdict when an e-mail brought it. */
  mail_auth: mailAuthSchema.nullable().optional(),
  created_at: instant,
  attachments: z.array(attachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** Another ticket named on a ticket's page (merged into / from, split from / into). */
export const ticketLinkSchema = z.strictObject({ id, fullid: z.string() });
export type TicketLink = z.infer<typeof ticketLinkSchema>;

const clientTicketDetailShape = {
  ...ticketRowShape,
  body: z.string(),
  company: companyRefSchema.extend({ name: z.string() }),
  requester: personWithEmailSchema.nullable(),
  responsible: personRefSchema.nullable(),
  created_by: personRefSchema.nullable(),
  support_scope: z.enum(TIME_REPORT_KINDS).nullable(),
  project: personRefSchema.nullable(),
  device: z.strictObject({ id, type: z.string(), name: z.string(), inventory_number: z.string().nullable() }).nullable(),
  cc: z.array(personWithEmailSchema),
  messages: z.array(ticketMessageSchema),
  attachments: z.array(attachmentSchema),
  /** Merged into that ticket: this one is resolved and read-only (its page shows the pointer). */
  merged_into: ticketLinkSchema.nullable(),
  /** The tickets merged into this one. */
  merged_from: z.array(ticketLinkSchema),
  /** The ticket this one was split off. */
  split_from: ticketLinkSchema.nullable(),
  /** The tickets split off this one. */
  split_into: z.array(ticketLinkSchema),
};

/** One ticket as a client sees it: no private notes, time, history or planned works. */
export const clientTicketDetailSchema = z.strictObject(clientTicketDetailShape);
export type ClientTicketDetail = z.infer<typeof clientTicketDetailSchema>;

export const ticketNoteSchema = z.strictObject({
  id,
  body: z.string(),
  author: personRefSchema.nullable(),
  /** `automatic`: an automatic e-mail (out-of-office reply, bounce) kept as a note, `sender` its From; null otherwise. */
  mail_mark: z.enum(MAIL_MARKS).nullable().optional(),
  sender: mailSenderSchema.nullable().optional(),
  created_at: instant,
});
export type TicketNote = z.infer<typeof ticketNoteSchema>;

export const timeReportSchema = z.strictObject({
  id,
  agent: personRefSchema.nullable(),
  day,
  from_hour: z.string(),
  kind: z.enum(TIME_REPORT_KINDS),
  minutes: z.number().int(),
  description: z.string(),
  additional_works: z.boolean(),
  overtime: z.union(OVERTIME_PERCENTS.map((p) => z.literal(p))),
  outside_contract: z.boolean(),
  arrival: z.boolean(),
  needs_accept: z.boolean(),
  accepted_at: instant.nullable(),
  rejected_at: instant.nullable(),
  reject_reason: z.string().nullable(),
  created_at: instant,
  /** Its company's month is closed (invoiced): nothing may change it, nor decide it. */
  locked: z.boolean(),
});
export type TimeReport = z.infer<typeof timeReportSchema>;

export const timeSummarySchema = z.strictObject({
  total_minutes: z.number().int(),
  charged_minutes: z.number().int(),
  normal: z.number().int(),
  overtime: z.strictObject({ '50': z.number().int(), '100': z.number().int(), '150': z.number().int() }),
  weighted: z.number(),
});
export type TimeSummary = z.infer<typeof timeSummarySchema>;

export const historyEntrySchema = z.strictObject({
  id,
  action: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  user: personRefSchema.nullable(),
  created_at: instant,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A planned work as the ticket carries it (the planned-works list says more: PlannedWork). */
export const ticketPlannedWorkSchema = z.strictObject({
  id,
  start_time: instant,
  hours: z.number(),
  status: z.enum(PLANNED_WORK_STATUSES),
  internal: z.boolean(),
});
export type TicketPlannedWork = z.infer<typeof ticketPlannedWorkSchema>;

/** One ticket as staff see it, trashed ones too. */
export const ticketDetailSchema = z.strictObject({
  ...clientTicketDetailShape,
  notes: z.array(ticketNoteSchema),
  time_reports: z.array(timeReportSchema),
  time_summary: timeSummarySchema,
  history: z.array(historyEntrySchema),
  planned_works: z.array(ticketPlannedWorkSchema),
  presence_channel: z.string(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** A planned work with who planned and decided it (server/API.md "Planned works"). */
export const plannedWorkSchema = z.strictObject({
  id,
  start_time: instant,
  hours: z.number(),
  planned_by: personRefSchema.nullable(),
  accepted_by: personRefSchema.nullable(),
  rejected_by: personRefSchema.nullable(),
  internal: z.boolean(),
  status: z.enum(PLANNED_WORK_STATUSES),
  ticket: z.strictObject({ id, fullid: z.string(), subject: z.string() }),
  created_at: instant,
  updated_at: instant,
});
export type PlannedWork = z.infer<typeof plannedWorkSchema>;
