/** The company form's values: empty ones for a new company, and a loaded company turned back into the request body. */
import type { CompanyDetail } from '@helpdesk/shared/resources';
import type { CompanyFormValues } from '@helpdesk/shared/schemas';

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
  priorities: NEW_COMPANY_PRIORITIES,
};

export function toCompanyForm(c: CompanyDetail): CompanyFormValues {
  return {
    name: c.name,
    short_name: c.short_name,
    tag: c.tag,
    domains: c.domains,
    description: c.description ?? '',
    addresses: c.addresses,
    business_hours: c.business_hours,
    report_frequency: c.report_frequency,
    report_hours_limit: c.report_hours_limit,
    report_vip_only: c.report_vip_only,
    show_reports: c.show_reports,
    show_monitoring_logs: c.show_monitoring_logs,
    categories: c.categories,
    responsible_agent_id: c.responsible_agent_id,
    agent_ids: c.agent_ids,
    charging_model: c.charging_model,
    arrivals_package: c.arrivals_package,
    expected_arrivals: c.expected_arrivals,
    expected_hours: c.expected_hours,
    it_time_limit: c.it_time_limit,
    admin_time_limit: c.admin_time_limit,
    developer_time_limit: c.developer_time_limit,
    specialist_time_limit: c.specialist_time_limit,
    arrivals_limit: c.arrivals_limit,
    priorities: c.priorities,
  };
}
