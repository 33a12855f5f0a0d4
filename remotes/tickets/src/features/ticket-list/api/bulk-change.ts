/**
 * Bulk actions on selected tickets. The API changes one ticket per call (PATCH with the version the list showed,
 * DELETE, POST …/restore), so each is sent on its own, a few at a time, and every outcome is kept for the
 * summary: a stale version (409) or a refusal fails that ticket only.
 */
import { useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage, errorStatus, queryRoots } from '@helpdesk/shared';
import type { TicketRow } from '@helpdesk/shared/resources';
import type { TicketPriority, TicketStatus } from '../../../lib/ticket-vocabulary.ts';
import { applyMacroToTickets } from '../../../api/macros.ts';

export type BulkAction =
  | { kind: 'assign'; assigneeId: number | null }
  | { kind: 'status'; status: TicketStatus }
  | { kind: 'priority'; priority: TicketPriority }
  | { kind: 'trash' }
  | { kind: 'restore' }
  /** One call for all of them: the server applies the macro to each ticket on its own and answers per ticket. */
  | { kind: 'macro'; macroId: number };

export type BulkActionKind = BulkAction['kind'];

export interface BulkFailure {
  ticket: Pick<TicketRow, 'id' | 'fullid'>;
  status: number | undefined;
  message: string | undefined;
}

export interface BulkResult {
  succeeded: number[];
  failed: BulkFailure[];
}

type Target = Pick<TicketRow, 'id' | 'fullid' | 'version'>;

/** The HTTP status each per-ticket result of a macro stands for (a conflict reads as the 409 it is). */
const MACRO_RESULT_STATUS = { conflict: 409, not_found: 404, invalid: 422 } as const;

async function runMacro(macroId: number, tickets: readonly Target[]): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failed: [] };
  try {
    const { data } = await applyMacroToTickets(macroId, tickets);
    for (const r of data) {
      if (r.result === 'applied') result.succeeded.push(r.id);
      else {
        const fullid = tickets.find((t) => t.id === r.id)?.fullid ?? r.fullid ?? `#${r.id}`;
        result.failed.push({ ticket: { id: r.id, fullid }, status: MACRO_RESULT_STATUS[r.result], message: r.message ?? undefined });
      }
    }
  } catch (error) {
    // The whole call refused (the macro gone, switched off, the session ended): every ticket failed alike.
    for (const t of tickets)
      result.failed.push({ ticket: { id: t.id, fullid: t.fullid }, status: errorStatus(error), message: errorMessage(error) });
  }
  return result;
}

function send(action: Exclude<BulkAction, { kind: 'macro' }>, ticket: Target): Promise<unknown> {
  const url = `/admin/ticket/${ticket.id}`;
  const options = { silent: true };
  switch (action.kind) {
    case 'assign':
      return apiClient.patch(url, { version: ticket.version, assignee_id: action.assigneeId }, options);
    case 'status':
      return apiClient.patch(url, { version: ticket.version, status: action.status }, options);
    case 'priority':
      return apiClient.patch(url, { version: ticket.version, priority: action.priority }, options);
    case 'trash':
      return apiClient.delete(url, options);
    case 'restore':
      return apiClient.post(`${url}/restore`, {}, options);
  }
}

/** Parallel calls at once: enough to be quick, few enough not to queue up on a single-connection database. */
export const BULK_CONCURRENCY = 4;

export async function runBulkAction(
  action: BulkAction,
  tickets: readonly Target[],
  onProgress?: (done: number) => void,
): Promise<BulkResult> {
  if (action.kind === 'macro') {
    const result = await runMacro(action.macroId, tickets);
    onProgress?.(tickets.length);
    return result;
  }
  const result: BulkResult = { succeeded: [], failed: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tickets.length) {
      const ticket = tickets[next++]!;
      try {
        await send(action, ticket);
        result.succeeded.push(ticket.id);
      } catch (error) {
        result.failed.push({ ticket: { id: ticket.id, fullid: ticket.fullid }, status: errorStatus(error), message: errorMessage(error) });
      }
      onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, tickets.length) }, worker));
  // Keep the order the user saw.
  const order = new Map(tickets.map((t, i) => [t.id, i]));
  result.succeeded.sort((a, b) => order.get(a)! - order.get(b)!);
  result.failed.sort((a, b) => order.get(a.ticket.id)! - order.get(b.ticket.id)!);
  return result;
}

/** runBulkAction, then the ticket lists, counters and menu badges refresh (whatever the outcome). */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return async (action: BulkAction, tickets: readonly Target[], onProgress?: (done: number) => void): Promise<BulkResult> => {
    const result = await runBulkAction(action, tickets, onProgress);
    for (const root of [queryRoots.tickets, queryRoots.ticketCounters, queryRoots.menuBadges])
      void queryClient.invalidateQueries({ queryKey: [root] });
    return result;
  };
}
