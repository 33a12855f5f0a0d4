/**
 * The look-ups: what staff forms pick from (`GET /api/admin/lookups/…`, server/API.md "Lookups"), each answering
 * `{data: […]}`. The server registers its routes at these paths and its look-ups return these types; the apps call
 * them through the queries of `@helpdesk/shared` (`companyChoicesQuery`, `agentChoicesQuery`, …).
 */
import { z } from 'zod';
import { day, id } from './common.ts';

export { LOOKUP_PATHS } from './lookup-paths.ts';

/** A company the signed-in staff member may pick (its record scope), live ones only. */
export const companyChoiceSchema = z.strictObject({ id, name: z.string(), short_name: z.string(), tag: z.string() });
export type CompanyChoice = z.infer<typeof companyChoiceSchema>;

/** A live agent; `on_leave` and `leave` let the assignee pickers warn about an absence, `open_tickets` shows its load. */
export const agentChoiceSchema = z.strictObject({
  id,
  name: z.string(),
  agent_type: z.string().nullable(),
  /** Away today on an accepted leave (not remote work). */
  on_leave: z.boolean(),
  /** That leave, or the next one starting within a week (whole days). */
  leave: z.strictObject({ start: day, end: day }).nullable(),
  /** Tickets assigned to the agent in an open status (`OPEN_TICKET_STATUSES`), trashed ones not counted. */
  open_tickets: z.number().int().nonnegative(),
  /** At work now: a working day, within its working hours (`AGENT_WORKDAY_START` + time scope), not on leave. */
  available: z.boolean(),
});
export type AgentChoice = z.infer<typeof agentChoiceSchema>;

/** One of a company's live client people. */
export const personChoiceSchema = z.strictObject({ id, name: z.string(), email: z.string(), role: z.string() });
export type PersonChoice = z.infer<typeof personChoiceSchema>;

/** One of a company's live devices; `name` is vendor and model, as the ticket's device shows it. */
export const deviceChoiceSchema = z.strictObject({
  id,
  type: z.string(),
  name: z.string(),
  inventory_number: z.string().nullable(),
  state: z.string(),
  owner_id: id.nullable(),
});
export type DeviceChoice = z.infer<typeof deviceChoiceSchema>;

/** One of a company's live projects. */
export const projectChoiceSchema = z.strictObject({ id, name: z.string(), state: z.string() });
export type ProjectChoice = z.infer<typeof projectChoiceSchema>;
