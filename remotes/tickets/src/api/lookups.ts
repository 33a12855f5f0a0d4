/**
 * What the tickets' staff forms add to the shared look-ups (`agentChoicesQuery`, … in `@helpdesk/shared`): how an
 * assignee is shown, and the agents strongest in a category. Keys sit outside the tickets root: ticket events do not
 * refetch them, and they change rarely.
 */
import { queryOptions } from '@tanstack/react-query';
import { agentChoicesQuery, apiClient } from '@helpdesk/shared';
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

type Translate = (key: string, values: Record<string, string | number>) => string;

/**
 * The assignee pickers' choices (ticket page and create form): the agents strongest in the ticket category's
 * competency areas first, best first, then the others in their order; each labelled with its leave mark, its open
 * tickets ("7 open") and "away" when not at work now (a leave already says why).
 */
export function assigneeChoices(
  agents: readonly AgentChoice[],
  strongest: readonly { id: number; level: number }[],
  t: Translate,
  formatCount: (value: number) => string,
): { id: number; label: string; warning?: string }[] {
  const choice = (agent: AgentChoice, level?: number) => {
    const pick = agentPick(agent, t);
    const name = level === undefined ? pick.label : t('show.details.strongAgent', { name: pick.label, level });
    const marks = [name, t('common.openTickets', { count: agent.open_tickets, formatted: formatCount(agent.open_tickets) })];
    if (!agent.available && !agent.on_leave) marks.push(t('common.away', {}));
    return { id: agent.id, label: marks.join(' · '), warning: pick.warning };
  };
  const leading = strongest.flatMap((s) => {
    const agent = agents.find((a) => a.id === s.id);
    return agent ? [choice(agent, s.level)] : [];
  });
  return [...leading, ...agents.filter((a) => !strongest.some((s) => s.id === a.id)).map((a) => choice(a))];
}

const STALE_MS = 5 * 60_000;

/** The agents for the assignee pickers: the shared look-up, refetched when older than 30 s as it carries their load. */
export const assigneeCandidatesQuery = queryOptions({ ...agentChoicesQuery, staleTime: 30_000 });

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
