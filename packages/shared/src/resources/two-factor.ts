/** The sign-in code's delivery as the code screen shows it (GET /api/two-factor/status). */
import { z } from 'zod';

export const TWO_FACTOR_CHANNELS = ['sms', 'mail'] as const;
export const TWO_FACTOR_DELIVERY_STATUSES = ['waiting', 'sent', 'failed'] as const;

export const twoFactorDeliverySchema = z.strictObject({
  /** SMS to the account's phone; e-mail when the account has no phone number. */
  channel: z.enum(TWO_FACTOR_CHANNELS),
  /** Where it went, masked: "+48 *** *** 789", "a***@demo.test". */
  destination: z.string(),
  /** `waiting`: queued or being retried; `sent`: the gateway or mail server took it; `failed`: it will not arrive. */
  status: z.enum(TWO_FACTOR_DELIVERY_STATUSES),
  /** Why it failed, in the user's language (the raw reason is for staff only). */
  reason: z.string().optional(),
});
export type TwoFactorDelivery = z.infer<typeof twoFactorDeliverySchema>;
