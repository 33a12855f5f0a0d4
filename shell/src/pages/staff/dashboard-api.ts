/** GET /api/admin/dashboard?company_id=: the staff dashboard's figures, following the sidebar's company filter. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiClient, companyFilterAtom, type CompanyFilter } from '@helpdesk/shared';

export interface DashboardFigures {
  open_tickets: number;
  unassigned_tickets: number;
  sla_due_today: number;
  sla_breached: number;
  my_minutes_this_week: number;
  waiting_tickets: number;
}

export async function fetchDashboard(company: CompanyFilter): Promise<DashboardFigures> {
  const params = company === 'all' ? {} : { company_id: company };
  const { data } = await apiClient.get<{ data: DashboardFigures }>('/admin/dashboard', { params, silent: true });
  return data.data;
}

export const dashboardQuery = (company: CompanyFilter) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', company] as const,
    queryFn: () => fetchDashboard(company),
    refetchInterval: 60_000,
  });

export function useDashboard() {
  const company = useAtomValue(companyFilterAtom);
  return { company, ...useQuery(dashboardQuery(company)) };
}
