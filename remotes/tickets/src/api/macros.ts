/**
 * Macros as the ticket page and the list's bulk bar use them (server/API.md "Macros"): the active ones to offer, and
 * applying one to a ticket (the version the page shows; 409 when it moved on) or to the selected tickets (one call,
 * one result per ticket).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Macro, MacroTicketResult, Paginated, TicketDetail, TicketRow } from '@helpdesk/shared/resources';

/** The active macros by name (the largest page: a menu, not a search). */
export const activeMacrosQuery = queryOptions({
  queryKey: [queryRoots.macros, 'active'] as const,
  queryFn: async ({ signal }) =>
    (await apiClient.get<Paginated<Macro>>('/admin/macros', { params: { active: '1', per_page: 100 }, signal, silent: true })).data.data,
  staleTime: 60_000,
});

export async function applyMacro(ticketId: number, macroId: number, version: number) {
  const { data } = await apiClient.post<{ data: TicketDetail; message: string }>(`/admin/ticket/${ticketId}/macros/${macroId}/apply`, {
    version,
  });
  return data;
}

export async function applyMacroToTickets(macroId: number, tickets: readonly Pick<TicketRow, 'id' | 'version'>[]) {
  const { data } = await apiClient.post<{ data: MacroTicketResult[]; message: string }>(
    `/admin/macros/${macroId}/apply`,
    { tickets: tickets.map((t) => ({ id: t.id, version: t.version })) },
    { silent: true },
  );
  return data;
}
