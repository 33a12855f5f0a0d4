/** What the companies endpoints answer: the shared resources `CompanyRow` and `CompanyDetail`. */
import type { CompanyDetail, CompanyRow, ContractHealth, PersonRef } from '@helpdesk/shared/resources';
import { companySchema, type CompanyInput, type TicketPriority } from '@helpdesk/shared/schemas';
import { apiFields } from '../../platform/db/api-names';
import type { companies, companyPriorities } from '../../platform/db/schema';

type Company = typeof companies.$inferSelect;
type Priority = typeof companyPriorities.$inferSelect;

/** The body's fields kept in other tables: the assigned agents and the priorities table. */
const RELATIONS = ['agent_ids', 'priorities'] as const;
type CompanyColumn = Exclude<keyof CompanyInput, (typeof RELATIONS)[number]>;

/**
 * The company's own columns by their API names: every field of the request body (`companySchema`) but the relations.
 * Stored as sent and answered as stored, under the same names (a field the table lacks does not compile).
 */
export const COMPANY_COLUMNS = Object.keys(companySchema.shape).filter(
  (field): field is CompanyColumn => !(RELATIONS as readonly string[]).includes(field),
);

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
    ...apiFields(c, COMPANY_COLUMNS),
    responsible_agent: extras.responsible,
    agent_ids: extras.agents.map((a) => a.id),
    agents: extras.agents,
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
