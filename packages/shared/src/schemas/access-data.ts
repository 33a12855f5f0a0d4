/** Access data (spec §3): the login log query and the allowed-IP body. */
import { z } from 'zod';
import { messageKey } from './messages.ts';
import { dateSchema, idSchema, pageQueryShape, searchSchema } from './primitives.ts';

const IP_FORMATS = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];

/** An address or a CIDR range, as the login check matches them. */
export const isIpOrCidr = (value: string): boolean => IP_FORMATS.some((format) => format.safeParse(value).success);

export const loginLogQuerySchema = z.object({
  user_id: idSchema.optional(),
  result: z.enum(['all', 'success', 'failure']).default('all'),
  /** A part of the IP address or of the e-mail typed at login. */
  search: searchSchema,
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  ...pageQueryShape,
});
export type LoginLogQuery = z.output<typeof loginLogQuerySchema>;

export const allowedIpBodySchema = z.strictObject({
  address: z.string().trim().min(1).max(64).refine(isIpOrCidr, messageKey('ip_address')),
  permanent: z.boolean().default(true),
  /** The agent the rule is for; none = every staff member. */
  user_id: idSchema.nullable().default(null),
});
export type AllowedIpBody = z.output<typeof allowedIpBodySchema>;

/** `?confirm=1` carries a change that would keep the asking admin out (answered 409 `lockout` without it). */
export const lockoutConfirmQuerySchema = z.object({ confirm: z.enum(['0', '1']).default('0') });
