/** Request bodies of the auth flow (Sanctum SPA contract, ARCHITECTURE §3). */
import { z } from 'zod';
import { messageKey } from './messages.ts';
import { textSchema } from './primitives.ts';

const email = z.string().trim().min(1).pipe(z.email());
/** A new password: at least 8 characters with a letter and a digit. */
export const newPassword = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value), messageKey('password_strength'));

export const loginSchema = z.object({
  email,
  password: z.string().min(1).max(200),
  remember: z.union([z.boolean(), z.literal('on'), z.literal('1'), z.literal('0')]).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });

const confirmed = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
const confirmation = { path: ['password_confirmation'], ...messageKey('confirmed') };

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), email, password: newPassword, password_confirmation: z.string().min(1) })
  .refine(confirmed, confirmation);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ current_password: z.string().min(1).max(200), password: newPassword, password_confirmation: z.string().min(1) })
  .refine(confirmed, confirmation);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .refine((v) => /^\d{6}$/.test(v), messageKey('digits', { length: 6 })),
});

export const setLangSchema = z.object({ lang: z.enum(['pl', 'en']) });
export const saveTokenSchema = z.object({ token: textSchema.trim().min(1).max(4096) });
