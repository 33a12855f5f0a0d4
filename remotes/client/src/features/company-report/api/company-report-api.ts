/** `GET /api/client/company-report?from=&to=` (server/API.md "Company report"). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';

export type StaffKind = 'it' | 'admin' | 'developer' | 'specialist';
export const STAFF_KINDS: readonly StaffKind[] = ['it', 'admin', 'developer', 'specialist'];

export interface HoursFigures {
  reported_minutes: number;
  charged_minutes: number;
  package_minutes: number | null;
  remaining_minutes: number | null;
  over_minutes: number;
}

export interface SlaFigures {
  met: number;
  breached: number;
  total: number;
}

export interface MonthFigures {
  month: string;
  hours: HoursFigures & { outside_contract_minutes: number; per_kind: Record<StaffKind, HoursFigures> };
  arrivals: { used: number; package: number | null; remaining: number | null; limit: number | null };
  tickets: { opened: number; resolved: number };
  sla: { first_response: SlaFigures; resolution: SlaFigures };
}

export interface CompanyReport {
  company: { id: number; name: string; short_name: string; tag: string };
  contract: {
    charging_model: 'universal' | 'split' | 'no-limit' | 'limited';
    hours: { package_minutes: number | null; per_kind: Record<StaffKind, number | null> | null };
    arrivals: { package: number | null; limit: number | null };
  };
  range: { from: string; to: string; time_zone: string };
  months: MonthFigures[];
}

export const companyReportQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['client-company-report', range] as const,
    queryFn: async ({ signal }) => (await apiClient.get<{ data: CompanyReport }>('/client/company-report', { params: range, signal, silent: true })).data.data,
    placeholderData: keepPreviousData,
  });
