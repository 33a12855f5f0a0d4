/** The sign-in code's delivery as the code screen shows it (GET /api/two-factor/status). */
import { z } from 'zod';
import { SIGN_IN_FACTORS } from '../schemas/auth.ts';

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

/** The second factors the code screen offers this sign-in (GET /api/two-factor/methods); SMS always comes first. */
export const twoFactorMethodsSchema = z.strictObject({ methods: z.array(z.enum(SIGN_IN_FACTORS)) });
export type TwoFactorMethods = z.infer<typeof twoFactorMethodsSchema>;

export const AUTHENTICATOR_STATES = ['none', 'pending', 'enabled'] as const;

/** One's own sign-in factors (GET /api/profile/security). Never the secret: it is shown once, at enrolment. */
export const passkeySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const signInSecuritySchema = z.strictObject({
  authenticator: z.enum(AUTHENTICATOR_STATES),
  recovery_codes_left: z.number().int().nonnegative(),
  passkeys: z.array(passkeySchema),
});
export type SignInSecurity = z.infer<typeof signInSecuritySchema>;

/** A started enrolment (POST /api/profile/authenticator): the otpauth URI as text and as a QR code (an SVG data URL). */
export const authenticatorEnrolmentSchema = z.strictObject({ uri: z.string(), qr_code: z.string() });
export type AuthenticatorEnrolment = z.infer<typeof authenticatorEnrolmentSchema>;

/** Fresh recovery codes, shown this once (enrolment, regeneration). */
export const recoveryCodesSchema = z.strictObject({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
