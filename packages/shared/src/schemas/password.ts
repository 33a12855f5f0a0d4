/**
 * The password rule (ASVS 2.1.1, 2.1.7, 2.1.9): at least 12 characters, not a common password, no composition rules.
 * The server checks every new password with it (reset, change, temporary-password change) and the forms that set one
 * use the same schemas, so both show the same message. Only new passwords are checked: a login is not a change, so
 * older, shorter passwords (the demo accounts' `Demo1234!`) keep working until changed. In a module of its own, with
 * the schemas that set a password, so the list loads only with those forms.
 */
import { z } from 'zod';
import { loginEmail } from './auth.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { messageKey } from './messages.ts';
import { rules } from './rules.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** What the English-ranked list lacks: Polish favourites and this product's own words. */
const LOCAL_COMMON = [
  'haslo',
  'hasło',
  'zaq12wsx',
  'zaq1@wsx',
  'polska',
  'kochanie',
  'misiek',
  'myszka',
  'slonko',
  'słonko',
  'helpdesk',
  'demo',
  'admin',
  'administrator',
  'serwis',
];

/** Look-alike characters read as the letters they stand for ("P@ssw0rd" is "password"). */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
  '2': 'z',
};

let common: Set<string> | undefined;
const commonSet = () => (common ??= new Set([...COMMON_PASSWORDS.split('\n').filter(Boolean), ...LOCAL_COMMON]));

/** Digits counting up or down by one ("123456789012", "987654321098"). */
function isDigitRun(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const step = (Number(value[1]) - Number(value[0]) + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let i = 1; i < value.length; i++) if ((Number(value[i]) - Number(value[i - 1]) + 10) % 10 !== step) return false;
  return true;
}

/**
 * Whether a password is a common one or built from one: a listed password as it is, a listed one with only digits and
 * symbols around it ("Password2024!"), the same with look-alike characters ("P@ssw0rd1234"), a short run repeated
 * ("abcabcabcabc"), or a run of digits.
 */
export function isCommonPassword(password: string): boolean {
  const set = commonSet();
  const lower = password.normalize('NFKC').toLowerCase();
  if (set.has(lower)) return true;
  if (/^(.{1,4})\1+$/su.test(lower) || isDigitRun(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (!core) return false;
  if (set.has(core)) return true;
  const plain = [...core].map((c) => LEET[c] ?? c).join('');
  return set.has(plain);
}

const length = (value: string) => [...value].length;

/** A new password. */
export const newPassword = z
  .string()
  .check(rules.required(), rules.max(PASSWORD_MAX_LENGTH))
  .refine((value) => length(value) >= PASSWORD_MIN_LENGTH, messageKey('password_strength', { min: PASSWORD_MIN_LENGTH }))
  .refine((value) => length(value) < PASSWORD_MIN_LENGTH || !isCommonPassword(value), messageKey('password_common'));

const confirmation = z.string().check(rules.required(), rules.max(PASSWORD_MAX_LENGTH));
/** The confirmation's message names the field it confirms: "Potwierdzenie pola „Hasło” nie zgadza się". */
const passwordConfirmed = rules.confirmed<{ password: string; password_confirmation: string }>('password', {
  field: { pl: 'Hasło', en: 'password' },
});

export const resetPasswordSchema = z
  .object({
    token: z.string().check(rules.required(), rules.max(200)),
    email: loginEmail,
    password: newPassword,
    password_confirmation: confirmation,
  })
  .check(passwordConfirmed);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z.string().check(rules.required(), rules.max(200)),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .check(passwordConfirmed);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The first admin of a fresh installation (`/setup`'s form): agents confirm every login by SMS, so a phone too. */
export const firstAdminSchema = z
  .object({
    firstname: z.string().trim().check(rules.required(), rules.max(100)),
    lastname: z.string().trim().check(rules.required(), rules.max(100)),
    email: z.string().trim().check(rules.required(), rules.max(200), rules.email()),
    phone: z.string().trim().check(rules.required(), rules.max(40)),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .check(passwordConfirmed);
export type FirstAdminInput = z.output<typeof firstAdminSchema>;
