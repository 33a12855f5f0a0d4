/** The company form's values: empty ones for a new company, and a loaded company turned back into the request body. */
import { formValuesOf } from '@helpdesk/shared/forms';
import type { CompanyDetail } from '@helpdesk/shared/resources';
import { companySchema, type CompanyFormValues } from '@helpdesk/shared/schemas';

/** Suggested SLA per priority for a new company (minutes); the admin changes them. */
export const NEW_COMPANY_PRIORITIES: CompanyFormValues['priorities'] = [
  { priority: 'low', is_24_7: false, active: true, is_default: false, open_sla_minutes: 480, resolve_sla_minutes: 5760 },
  { priority: 'normal', is_24_7: false, active: true, is_default: true, open_sla_minutes: 240, resolve_sla_minutes: 2880 },
  { priority: 'high', is_24_7: false, active: true, is_default: false, open_sla_minutes: 60, resolve_sla_minutes: 480 },
  { priority: 'critical', is_24_7: true, active: true, is_default: false, open_sla_minutes: 30, resolve_sla_minutes: 240 },
];

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  short_name: '',
  tag: '',
  domains: [],
  description: '',
  addresses: [],
  business_hours: { from_day: 1, to_day: 5, from_hour: '08:00', to_hour: '16:00' },
  report_frequency: 'never',
  report_hours_limit: false,
  report_vip_only: false,
  show_reports: 0,
  show_monitoring_logs: 0,
  categories: [],
  responsible_agent_id: null,
  agent_ids: [],
  charging_model: 'universal',
  arrivals_package: false,
  expected_arrivals: 0,
  expected_hours: 0,
  it_time_limit: 0,
  admin_time_limit: 0,
  developer_time_limit: 0,
  specialist_time_limit: 0,
  arrivals_limit: 0,
  nip: '',
  billing_street: '',
  billing_postal_code: '',
  billing_city: '',
  billing_country_code: 'PL',
  contract_start: null,
  contract_end: null,
  contract_renewal: 'none',
  carry_over_cap_hours: null,
  alert_warning_percent: 80,
  alert_limit_percent: 100,
  priorities: NEW_COMPANY_PRIORITIES,
};

/** A loaded company as the form's values: the request body's fields as the company has them, no description as empty. */
export const toCompanyForm = (company: CompanyDetail): CompanyFormValues => ({
  ...formValuesOf(companySchema, company),
  description: company.description ?? '',
  nip: company.nip ?? '',
  billing_street: company.billing_street ?? '',
  billing_postal_code: company.billing_postal_code ?? '',
  billing_city: company.billing_city ?? '',
  billing_country_code: company.billing_country_code,
});
