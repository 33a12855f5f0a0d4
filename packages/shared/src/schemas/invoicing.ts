/**
 * Invoices (server/API.md "Invoice settings", "Invoice documents"): the seller's settings, the buyer's tax id and the
 * checks of Polish tax ids and bank accounts shared by the forms and the server.
 */
import { z } from 'zod';
import { messageKey } from './messages.ts';
import { textSchema, typedNumber } from './primitives.ts';
import { rules } from './rules.ts';

/** Digits only: "123-456-32-18", "PL 1234563218" → "1234563218". */
export const nipDigits = (value: string): string => value.replace(/^PL/i, '').replace(/[\s-]/g, '');

/** A Polish NIP: 10 digits, the last a mod-11 check digit of the first nine (weights 6 5 7 2 3 4 5 6 7). */
export function isValidNip(value: string): boolean {
  const digits = nipDigits(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** Without spaces, upper case; a bare 26-digit NRB stays as it is. */
export const bankAccountCompact = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** A Polish NRB (26 digits) or an IBAN: the ISO 13616 mod-97 check (an NRB is checked as `PL` + its digits). */
export function isValidBankAccount(value: string): boolean {
  const compact = bankAccountCompact(value);
  const iban = /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('PL') && iban.length !== 28) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of code) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** The tokens a number series may use: `{n}` (required), `{YYYY}`, `{MM}` (only with `{YYYY}`, so numbers never repeat). */
export const INVOICE_SERIES_TOKENS = ['{YYYY}', '{MM}', '{n}'] as const;
export function isValidSeriesPattern(pattern: string): boolean {
  if (!pattern.includes('{n}')) return false;
  if (pattern.includes('{MM}') && !pattern.includes('{YYYY}')) return false;
  const rest = INVOICE_SERIES_TOKENS.reduce((s, t) => s.split(t).join(''), pattern);
  return !/[{}]/.test(rest) && pattern.split('{n}').length === 2;
}

export const INVOICE_VAT_RATES = [23, 8, 5, 0] as const;
export const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

const nipSchema = textSchema.trim().refine((v) => v === '' || isValidNip(v), messageKey('nip'));
const seriesSchema = textSchema
  .trim()
  .check(rules.required(), rules.max(60))
  .refine(isValidSeriesPattern, messageKey('invoice_series', { n: '{n}', MM: '{MM}', YYYY: '{YYYY}' }));

/** `PUT /api/admin/invoice-settings`. */
export const invoiceSettingsBodySchema = z
  .object({
    seller_name: textSchema.trim().check(rules.required(), rules.max(255)),
    nip: nipSchema.refine((v) => v !== '', messageKey('required')),
    street: textSchema.trim().check(rules.required(), rules.max(255)),
    postal_code: textSchema
      .trim()
      .check(rules.required())
      .refine((v) => v === '' || POSTAL_CODE_PATTERN.test(v), messageKey('postal_code')),
    city: textSchema.trim().check(rules.required(), rules.max(100)),
    country_code: textSchema
      .trim()
      .toUpperCase()
      .refine((v) => /^[A-Z]{2}$/.test(v), messageKey('country_code'))
      .default('PL'),
    bank_account: textSchema
      .trim()
      .refine((v) => v === '' || isValidBankAccount(v), messageKey('bank_account'))
      .nullable()
      .optional(),
    number_pattern: seriesSchema.default('FV/{YYYY}/{MM}/{n}'),
    correction_pattern: seriesSchema.default('FK/{YYYY}/{MM}/{n}'),
    payment_days: z.coerce.number().int().min(0).max(365).default(14),
    vat_rate: typedNumber(
      z
        .number()
        .int()
        .refine((v) => (INVOICE_VAT_RATES as readonly number[]).includes(v), messageKey('one_of')),
    ),
    place_of_issue: textSchema.trim().check(rules.max(100)).nullable().optional(),
  })
  .refine((s) => s.number_pattern !== s.correction_pattern, {
    path: ['correction_pattern'],
    params: { messageKey: 'invoice_series_same' },
  });
export type InvoiceSettingsBody = z.output<typeof invoiceSettingsBodySchema>;
export type InvoiceSettingsFormInput = z.input<typeof invoiceSettingsBodySchema>;

/** The buyer's fields on the company form (all optional; the NIP checked when given). */
export const companyBillingShape = {
  nip: nipSchema.nullable().optional(),
  billing_street: textSchema.trim().check(rules.max(255)).nullable().optional(),
  billing_postal_code: textSchema
    .trim()
    .refine((v) => v === '' || POSTAL_CODE_PATTERN.test(v), messageKey('postal_code'))
    .nullable()
    .optional(),
  billing_city: textSchema.trim().check(rules.max(100)).nullable().optional(),
  billing_country_code: textSchema
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), messageKey('country_code'))
    .nullable()
    .optional(),
};

/** `GET /api/admin/invoicing/:companyId/documents?month=`. */
export const invoiceDocumentsQuerySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
