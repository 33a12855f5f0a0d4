/** English texts of the invoice settings (key `invoiceSettings`). */
import type { invoiceSettingsPl } from './pl.ts';

export const invoiceSettingsEn: typeof invoiceSettingsPl = {
  seller: 'Seller',
  numbering: 'Numbering and payment',
  incomplete: 'Fill in the seller (name, NIP, address): without it approving a month issues no invoice.',
  fields: {
    seller_name: 'Seller name',
    nip: 'NIP (tax id)',
    street: 'Street and number',
    postal_code: 'Postal code',
    city: 'City',
    country_code: 'Country code',
    bank_account: 'Bank account number',
    number_pattern: 'Invoice number pattern',
    correction_pattern: 'Correction number pattern',
    payment_days: 'Payment term (days)',
    vat_rate: 'Default VAT rate',
    place_of_issue: 'Place of issue',
  },
  hints: {
    nip: '10 digits, e.g. 526-025-02-74',
    postal_code: 'NN-NNN',
    country_code: 'Two letters, e.g. PL',
    bank_account: 'NRB (26 digits) or IBAN',
    pattern: '{YYYY} year, {MM} month, {n} running number (from 1 every month with {MM}, every year with only {YYYY})',
  },
};
