/** Request bodies of the auth flow (Sanctum SPA contract, ARCHITECTURE §3). */
import { z } from 'zod';
import { messageKey } from './messages.ts';
import { textSchema } from './primitives.ts';
import { rules } from './rules.ts';

/** A login e-mail address (login, forgot and reset password). */
export const loginEmail = z.string().trim().check(rules.required(), rules.email());
export const loginSchema = z.object({
  email: loginEmail,
  password: z.string().min(1).max(200),
  remember: z.union([z.boolean(), z.literal('on'), z.literal('1'), z.literal('0')]).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: loginEmail });

/** How a staff member confirms a sign-in after the password: the SMS code is the default (spec §4). */
export const SIGN_IN_FACTORS = ['sms', 'authenticator', 'recovery', 'passkey'] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];
/** The factors confirmed by typing a code (a passkey signs a challenge instead). */
export const CODE_FACTORS = ['sms', 'authenticator', 'recovery'] as const;
export type CodeFactor = (typeof CODE_FACTORS)[number];

/** A recovery code as shown at enrolment: ten letters or digits, optionally split by a dash after five. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** A 6-digit code from the SMS or the authenticator app. */
const sixDigits = z.string().trim().check(rules.required(), rules.digits(6));

export const twoFactorCodeSchema = z
  .object({
    method: z.enum(CODE_FACTORS).optional(),
    code: z.string().trim().check(rules.required(), rules.max(20)),
  })
  .check(
    z.refine((body) => body.method === 'recovery' || body.code === '' || /^\d{6}$/.test(body.code), {
      path: ['code'],
      params: { rule: 'digits', length: 6 },
    }),
    z.refine((body) => body.method !== 'recovery' || body.code === '' || RECOVERY_CODE_PATTERN.test(body.code), {
      path: ['code'],
      ...messageKey('recovery_code_format'),
    }),
  );
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/**
 * A browser's WebAuthn answer as @simplewebauthn/browser gives it (registration or authentication); the server's
 * WebAuthn library checks its inside, this only bounds its shape and size.
 */
export const webAuthnResponseSchema = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});

/** POST /api/profile/passkeys: the new credential and the name it is listed under. */
export const passkeyRegistrationSchema = z.object({
  name: textSchema.trim().check(rules.required(), rules.max(100)),
  credential: webAuthnResponseSchema,
});

/** POST /api/two-factor/passkey: the signed challenge. */
export const passkeySignInSchema = z.object({ credential: webAuthnResponseSchema });

/** The admins' sign-in policy (PUT /api/admin/sign-in-policy). */
export const signInPolicySchema = z.object({
  /** Admins and managers must have a factor stronger than SMS: without one they set it up right after the SMS code. */
  strong_factor_required: z.boolean(),
});
export type SignInPolicy = z.infer<typeof signInPolicySchema>;

/**
 * Proof of presence before a factor is removed or its recovery codes replaced (step-up): the account's password, or a
 * fresh code from the authenticator app — so a session left open or stolen cannot take the account's factors away.
 */
export const STEP_UP_PROOFS = ['password', 'authenticator'] as const;
export type StepUpProof = (typeof STEP_UP_PROOFS)[number];
export const stepUpSchema = z
  .object({
    /** The password unless said otherwise. */
    proof: z.enum(STEP_UP_PROOFS).optional(),
    password: z.string().max(200).optional(),
    code: z.string().trim().optional(),
  })
  .check(
    z.refine((body) => body.proof === 'authenticator' || (body.password ?? '') !== '', {
      path: ['password'],
      params: { rule: 'required' },
    }),
    z.refine((body) => body.proof !== 'authenticator' || (body.code ?? '') !== '', { path: ['code'], params: { rule: 'required' } }),
    z.refine((body) => body.proof !== 'authenticator' || !body.code || /^\d{6}$/.test(body.code), {
      path: ['code'],
      params: { rule: 'digits', length: 6 },
    }),
  );
export type StepUpInput = z.infer<typeof stepUpSchema>;

/** Completes the authenticator's enrolment: the first code the app shows. */
export const authenticatorConfirmSchema = z.object({ code: sixDigits });

export const setLangSchema = z.object({ lang: z.enum(['pl', 'en']) });

/** An endpoint the server may ever post to: https only (which push services are allowed is the server's setting). */
const httpsUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const invalidSubscription = messageKey('push_subscription');

/**
 * A browser's Web Push subscription as `PushSubscription.toJSON()` gives it: the push service's endpoint and the keys
 * the server encrypts for (RFC 8291) — `p256dh` an uncompressed P-256 point (65 bytes, base64url), `auth` 16 bytes.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: textSchema.trim().max(2048).refine(httpsUrl, messageKey('push_endpoint')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().refine((value) => /^B[A-Za-z0-9_-]{86}=?$/.test(value), invalidSubscription),
    auth: z.string().refine((value) => /^[A-Za-z0-9_-]{22}(==)?$/.test(value), invalidSubscription),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** A JSON text is read as what it holds; anything else is left for the subscription schema to refuse. */
const fromJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * POST /save-token `{ token }` (spec §7): the token is the whole subscription — the shell sends
 * `JSON.stringify(subscription)`; the object itself is accepted too.
 */
export const saveTokenSchema = z.object({
  token: z
    .preprocess(fromJson, z.unknown())
    .refine((value) => value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)), invalidSubscription)
    .pipe(pushSubscriptionSchema),
});
