/** What the companies endpoints answer: the shared resources `CompanyRow` and `CompanyDetail`. */
import type { CompanyDetail, CompanyRow, ContractHealth, PersonRef } from '@helpdesk/shared/resources';
import type { TicketPriority } from '@helpdesk/shared/schemas';
import type { companies, companyPriorities } from '../../platform/db/schema';

type Company = typeof companies.$inferSelect;
type Priority = typeof companyPriorities.$inferSelect;

export interface CompanyExtras {
  responsible: PersonRef | null;
  openTickets: number;
  health: ContractHealth;
}

export function presentCompanyRow(c: Company, extras: CompanyExtras): CompanyRow {
  return {
    id: c.id,
    name: c.name,
    short_name: c.shortName,
    tag: c.tag,
    domains: c.domains,
    responsible_agent: extras.responsible,
    open_tickets: extras.openTickets,
    health: extras.health,
  };
}

export function presentCompany(c: Company, extras: CompanyExtras & { agents: PersonRef[]; priorities: Priority[] }): CompanyDetail {
  return {
    id: c.id,
    name: c.name,
    short_name: c.shortName,
    tag: c.tag,
    domains: c.domains,
    description: c.description,
    addresses: c.addresses,
    business_hours: {
      from_day: c.businessHours.fromDay,
      to_day: c.businessHours.toDay,
      from_hour: c.businessHours.fromHour,
      to_hour: c.businessHours.toHour,
    },
    report_frequency: c.reportFrequency,
    report_hours_limit: c.reportHoursLimit,
    report_vip_only: c.reportVipOnly,
    show_reports: c.showReports === 1 ? 1 : 0,
    show_monitoring_logs: c.showMonitoringLogs === 1 ? 1 : 0,
    categories: c.categories,
    responsible_agent_id: c.responsibleAgentId,
    responsible_agent: extras.responsible,
    agent_ids: extras.agents.map((a) => a.id),
    agents: extras.agents,
    charging_model: c.chargingModel,
    arrivals_package: c.arrivalsPackage,
    expected_arrivals: c.expectedArrivals,
    expected_hours: c.expectedHours,
    it_time_limit: c.itTimeLimit,
    admin_time_limit: c.adminTimeLimit,
    developer_time_limit: c.developerTimeLimit,
    specialist_time_limit: c.specialistTimeLimit,
    arrivals_limit: c.arrivalsLimit,
    priorities: extras.priorities.map((p) => ({
      priority: p.priority as TicketPriority,
      is_24_7: p.is247,
      active: p.active,
      is_default: p.isDefault,
      open_sla_minutes: p.openSlaMinutes,
      resolve_sla_minutes: p.resolveSlaMinutes,
    })),
    documentation:
      c.itDocumentationPath && c.itDocumentationName ? { filename: c.itDocumentationName, size: c.itDocumentationSize ?? 0 } : null,
    open_tickets: extras.openTickets,
    health: extras.health,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
