/** People: agents (staff) and clients (employees of client companies), and the logged-in user (spec §3). */
import { z } from 'zod';
import { AGENT_JOB_POSITIONS, AGENT_ROLES, CLIENT_ROLES } from '../permissions.ts';
import { AGENT_TIME_SCOPES } from '../constants.ts';
import { LAYOUT_WIDTHS, SIDEBAR_MODES } from './enums.ts';
import { idSchema, textSchema } from './primitives.ts';
import { rules } from './rules.ts';

const name = textSchema.trim().check(rules.required(), rules.max(100));
const email = z.string().trim().check(rules.required(), rules.email());
const phone = textSchema.trim().check(rules.max(30)).nullable().optional();

export const agentSchema = z.object({
  firstname: name,
  lastname: name,
  email,
  agent_type: z.enum(AGENT_JOB_POSITIONS),
  phone,
  direct_phone: phone,
  role: z.enum(AGENT_ROLES),
  time_scope: z.union(AGENT_TIME_SCOPES.map((v) => z.literal(v)) as [z.ZodLiteral<0>, z.ZodLiteral<240>, z.ZodLiteral<480>]),
  company_ids: z.array(idSchema).default([]),
});
export type AgentInput = z.infer<typeof agentSchema>;

export const clientSchema = z.object({
  firstname: name,
  lastname: name,
  email,
  additional_email: z.string().trim().check(rules.email()).nullable().optional(),
  job_position: textSchema.trim().check(rules.max(100)).nullable().optional(),
  phone,
  role: z.enum(CLIENT_ROLES),
  city: textSchema.trim().check(rules.max(100)).nullable().optional(),
  lang: z.enum(['pl', 'en']).default('pl'),
  company_id: idSchema,
});
export type ClientInput = z.infer<typeof clientSchema>;

/** `GET /api/user`: the object itself, no wrapper. */
export const currentUserSchema = z.object({
  data: z.object({
    id: z.number(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    lang: z.enum(['pl', 'en']),
    kind: z.enum(['agent', 'client']),
    role: z.string(),
    agent_type: z.string().nullable(),
    time_scope: z.number(),
    company_id: z.number().nullable(),
    company: z
      .object({
        id: z.number(),
        name: z.string(),
        short_name: z.string(),
        tag: z.string(),
        show_reports: z.number(),
        show_monitoring_logs: z.number(),
      })
      .nullable(),
    is_two_factor_authenticated: z.boolean(),
    /**
     * The SMS code was right, but this admin or manager must set up a stronger factor before going on (the admins'
     * setting); a back end without the setting leaves it out.
     */
    sign_in_factor_enrolment: z.boolean().optional(),
    temporary_password: z.boolean(),
    /** The layout mode the user chose (spec §2, §9); a back end without it gives the defaults. */
    layout: z.object({ sidebar: z.enum(SIDEBAR_MODES), width: z.enum(LAYOUT_WIDTHS) }).optional(),
  }),
  roles: z.array(z.object({ name: z.string() })),
  permissions: z.array(z.object({ name: z.string() })),
  companies: z.array(z.number()),
  scope: z.enum(['admin', 'client']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
