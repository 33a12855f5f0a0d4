/**
 * The real-time event of an agent change (`App\Events\AgentUpdated`): staff-only, so it goes to the own channel
 * (`private-App.Models.User.{id}`) of every live agent, never on a company channel. Open agent lists and the
 * assignee look-ups refresh from it (shell/src/realtime/stale-queries.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { users } from '../../platform/db/schema';

export type AgentAction = 'created' | 'updated' | 'deleted' | 'restored';

export interface AgentEventPayload {
  id: number;
  action: AgentAction;
}

export async function publishAgentEvent(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  payload: AgentEventPayload,
  exceptSocketId?: string,
): Promise<void> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kind, 'agent'), isNull(users.deletedAt)))
    .orderBy(users.id);
  if (rows.length)
    await ctx.broadcaster.publish(
      rows.map((r) => userChannel(r.id)),
      BROADCAST_EVENTS.agentUpdated,
      payload,
      exceptSocketId,
    );
}
