/** Access data (server/API.md "Access data"): the login log and the allowed IPs. */
import { z } from 'zod';
import { id, instant, paginatedSchema, personRefSchema } from './common.ts';

export const loginLogEntrySchema = z.strictObject({
  id,
  created_at: instant,
  ip: z.string(),
  /** The account, when the e-mail typed matched one. */
  user: personRefSchema.nullable(),
  email: z.string(),
  success: z.boolean(),
  /** Why a failed attempt failed (credentials, ip, throttle…). */
  reason: z.string().nullable(),
  /** Parsed from the user agent; null parts were not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.string().nullable(),
  user_agent: z.string(),
});
export type LoginLogEntry = z.infer<typeof loginLogEntrySchema>;
export const loginLogPageSchema = paginatedSchema(loginLogEntrySchema);

export const allowedIpSchema = z.strictObject({
  id,
  address: z.string(),
  permanent: z.boolean(),
  created_at: instant,
  /** The agent the rule is for; null = every staff member. */
  user: personRefSchema.nullable(),
  added_by: personRefSchema.nullable(),
  /** Whether the address the list was asked from matches this rule. */
  matches_current_ip: z.boolean(),
});
export type AllowedIp = z.infer<typeof allowedIpSchema>;

export const allowedIpListSchema = z.strictObject({
  data: z.array(allowedIpSchema),
  /** The address the asking request came from, as the login check sees it. */
  current_ip: z.string(),
  /** Whether the asking user could log in again from `current_ip` under these rules. */
  current_ip_admitted: z.boolean(),
});
export type AllowedIpList = z.infer<typeof allowedIpListSchema>;
