/**
 * What the tickets' staff forms add to the shared look-ups (`agentChoicesQuery`, … in `@helpdesk/shared`): how an
 * assignee is shown, and the agents strongest in a category. Keys sit outside the tickets root: ticket events do not
 * refetch them, and they change rarely.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { AgentChoice } from '@helpdesk/shared/resources';

/** An agent as the assignee pickers show it: marked when on leave (or about to be), with the warning to show once picked. */
export function agentPick(
  agent: AgentChoice,
  t: (key: string, values: Record<string, string>) => string,
): { label: string; warning?: string } {
  if (agent.on_leave && agent.leave)
    return {
      label: t('common.onLeave', { name: agent.name, end: agent.leave.end }),
      warning: t('common.onLeaveWarning', { name: agent.name, end: agent.leave.end }),
    };
  if (agent.leave)
    return {
      label: t('common.leaveSoon', { name: agent.name, start: agent.leave.start }),
      warning: t('common.leaveSoonWarning', { name: agent.name, start: agent.leave.start, end: agent.leave.end }),
    };
  return { label: agent.name };
}

const STALE_MS = 5 * 60_000;

/** Agents strongest in the competency areas of a ticket category (server/API.md "Competencies"), best first. */
export const strongestAgentsLookup = (category: string) =>
  queryOptions({
    queryKey: ['lookups', 'strongest-agents', category] as const,
    queryFn: async () =>
      (
        await apiClient.get<{ data: { id: number; name: string; level: number }[] }>('/admin/competencies/strongest', {
          params: { category },
          silent: true,
        })
      ).data.data,
    staleTime: STALE_MS,
  });
