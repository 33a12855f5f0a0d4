/**
 * PATCH one change with the version the agent saw when deciding it. On 409 the current ticket is shown and the
 * page's conflict bar offers to apply the same change on top of it; nothing is overwritten without the agent.
 */
import { useCallback } from 'react';
import { changeTicket, useTicketMutation, type TicketChanges } from './ticket-actions.ts';
import { useConflict } from '../hooks/conflict-context.tsx';

export interface ChangeRequest {
  version: number;
  changes: TicketChanges;
  /** The change in words for the conflict bar ("Priorytet → Wysoki"). */
  description: string;
}

export function useChangeTicket(ticketId: number, onDone?: () => void) {
  const { report } = useConflict();
  const mutation = useTicketMutation(ticketId, (request: ChangeRequest) => changeTicket(ticketId, request.version, request.changes), {
    returnsDetail: true,
    onSuccess: () => onDone?.(),
    onConflict: (conflict, request) => {
      onDone?.();
      report({
        message: conflict.message,
        change: request.description,
        reapply: (version) => mutation.mutate({ ...request, version }),
      });
    },
  });
  const change = useCallback((request: ChangeRequest) => mutation.mutate(request), [mutation]);
  return { change, pending: mutation.isPending };
}
