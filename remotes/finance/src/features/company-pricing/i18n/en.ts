/** English texts of the company pricing screens; the Polish ones are in pl.ts. */
import type { pricingPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const pricingEn: Texts<typeof pricingPl> = {
  add: 'Add pricing',
  anyCompany: 'All companies',
  empty: 'No company pricing',
  deleteTitle: 'Delete the pricing of {{name}} from {{date}}?',
  columns: {
    company: 'Company',
    package_hours: 'Package hours',
    package_price: 'Package price',
    overtime_price: 'Overtime price',
    package_visits: 'Package visits',
    extra_visit_price: 'Extra visit price',
    valid_from: 'Valid from',
    notes: 'Notes',
    actions: 'Actions',
  },
  fields: {
    company_id: 'Company',
    package_hours: 'Package hours',
    package_price: 'Package price (PLN)',
    overtime_price: 'Price of an hour over the package (PLN)',
    package_visits: 'Package visits',
    extra_visit_price: 'Extra visit price (PLN)',
    valid_from: 'Valid from',
    notes: 'Notes',
    hours_no_limit: 'No limit on hours',
    arrivals_no_limit: 'No limit on arrivals',
  },
  preview: 'Show changes in past months',
  previewTitle: 'What saving changes',
  previewNone: 'Saving does not change the amounts of past months.',
  previewHint: 'Valid from a past month: check what changes in its figures.',
  month: 'Month',
  before: 'Was',
  after: 'Will be',
};
