/** Request bodies of the auth flow (Sanctum SPA contract, ARCHITECTURE §3). */
import { z } from 'zod';
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

export const twoFactorCodeSchema = z.object({
  code: z.string().trim().check(rules.required(), rules.digits(6)),
});

export const setLangSchema = z.object({ lang: z.enum(['pl', 'en']) });
export const saveTokenSchema = z.object({ token: textSchema.trim().min(1).max(4096) });
