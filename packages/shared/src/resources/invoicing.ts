/** Invoice settings and issued invoice documents (server/API.md "Invoice settings", "Invoice documents"). Money in grosze. */
import { z } from 'zod';
import { id } from './common.ts';

export const invoiceSettingsSchema = z.strictObject({
  seller_name: z.string(),
  nip: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  bank_account: z.string().nullable(),
  number_pattern: z.string(),
  correction_pattern: z.string(),
  payment_days: z.number().int(),
  vat_rate: z.number().int(),
  place_of_issue: z.string().nullable(),
  /** Seller name, NIP and address are filled in: approval can issue invoices. */
  complete: z.boolean(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** One issued document in a month's list (the PDF at `/api/admin/invoice-documents/{id}/pdf`). */
export const invoiceDocumentRowSchema = z.strictObject({
  id,
  kind: z.enum(['VAT', 'KOR']),
  number: z.string(),
  month: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  /** KOR: the number of the invoice it corrects. */
  corrects_number: z.string().nullable(),
});
export type InvoiceDocumentRow = z.infer<typeof invoiceDocumentRowSchema>;
