/**
 * The seller's invoice settings, one record in `app_settings` (`invoice_settings`). Until an admin saves them the
 * defaults stand (series `FV/{YYYY}/{MM}/{n}` and `FK/{YYYY}/{MM}/{n}`, 14 days, the configured VAT rate) with the
 * seller empty — and approval refuses to issue an invoice without a seller.
 */
import { eq } from 'drizzle-orm';
import { bankAccountCompact, invoiceSettingsBodySchema, nipDigits, type InvoiceSettingsBody } from '@helpdesk/shared/schemas';
import type { InvoiceSettings } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
import { appSettings } from '../../platform/db/schema';

export const INVOICE_SETTINGS_KEY = 'invoice_settings';

type Stored = Omit<InvoiceSettings, 'complete'>;

const defaults = (vatRate: number): Stored => ({
  seller_name: '',
  nip: '',
  street: '',
  postal_code: '',
  city: '',
  country_code: 'PL',
  bank_account: null,
  number_pattern: 'FV/{YYYY}/{MM}/{n}',
  correction_pattern: 'FK/{YYYY}/{MM}/{n}',
  payment_days: 14,
  vat_rate: vatRate,
  place_of_issue: null,
});

const complete = (s: Stored) => Boolean(s.seller_name && s.nip && s.street && s.postal_code && s.city);

/** The settings in force (`defaultVatRate`: the configured INVOICE_VAT_RATE, used until the settings are saved). */
export async function readInvoiceSettings(db: Db, defaultVatRate: number): Promise<InvoiceSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, INVOICE_SETTINGS_KEY));
  const stored = { ...defaults(defaultVatRate), ...((row?.value as Partial<Stored> | undefined) ?? {}) };
  return { ...stored, complete: complete(stored) };
}

/** An admin's save: stored, and recorded in the audit trail (the fields it changed) in the same transaction. */
export async function saveInvoiceSettings(db: Db, body: InvoiceSettingsBody, author: AuditAuthor): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [was] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, INVOICE_SETTINGS_KEY));
    const value = await storeInvoiceSettings(tx, body);
    await recordChange(tx, {
      author,
      kind: 'settings',
      action: 'updated',
      recordId: INVOICE_SETTINGS_KEY,
      label: INVOICE_SETTINGS_KEY,
      before: (was?.value as Record<string, unknown> | undefined) ?? null,
      after: value,
    });
  });
}

/** Stores the validated body: the NIP as its 10 digits, the account without spaces. */
async function storeInvoiceSettings(db: Db, body: InvoiceSettingsBody): Promise<Stored> {
  const value: Stored = {
    seller_name: body.seller_name,
    nip: nipDigits(body.nip),
    street: body.street,
    postal_code: body.postal_code,
    city: body.city,
    country_code: body.country_code,
    bank_account: body.bank_account ? bankAccountCompact(body.bank_account) : null,
    number_pattern: body.number_pattern,
    correction_pattern: body.correction_pattern,
    payment_days: body.payment_days,
    vat_rate: body.vat_rate,
    place_of_issue: body.place_of_issue || null,
  };
  await db
    .insert(appSettings)
    .values({ key: INVOICE_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}

/** Seeds and tests: settings as an admin would save them (validated the same way), not an admin's change to record. */
export async function writeInvoiceSettings(db: Db, input: Record<string, unknown>): Promise<void> {
  await storeInvoiceSettings(db, invoiceSettingsBodySchema.parse(input));
}
