/**
 * The real-time event of a planned-work change (`App\Events\PlannedWorkUpdated`). Planned works are staff-only,
 * so it never goes on the company channel (the company's clients listen there): it goes to the own channel
 * (`private-App.Models.User.{id}`) of every agent who may see the company's tickets — admins and managers, and
 * the agents assigned to the company (the rule of `scopeOf` in platform/policy.ts), taken at the moment of the change.
 */
import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import { BROADCAST_EVENTS, userChannel } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companyAgents, users } from '../../platform/db/schema';
import { ABILITIES } from '../../platform/policy';

export type PlannedWorkAction = 'created' | 'updated' | 'deleted' | 'accepted' | 'rejected';

export interface PlannedWorkEventPayload {
  id: number;
  ticketId: number;
  companyId: number;
  status: string;
  action: PlannedWorkAction;
  updatedAt: string;
}

/** The own channels of the agents who see every company's tickets or are assigned to this one. */
export async function staffChannelsOfCompany(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.kind, 'agent'),
        isNull(users.deletedAt),
        or(
          inArray(users.role, [...ABILITIES['companies.see-all']]),
          exists(
            db
              .select({ one: companyAgents.agentId })
              .from(companyAgents)
              .where(and(eq(companyAgents.agentId, users.id), eq(companyAgents.companyId, companyId))),
          ),
        ),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => userChannel(r.id));
}

export async function publishPlannedWorkEvent(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  payload: PlannedWorkEventPayload,
  exceptSocketId?: string,
): Promise<void> {
  const channels = await staffChannelsOfCompany(ctx.db, payload.companyId);
  if (channels.length) await ctx.broadcaster.publish(channels, BROADCAST_EVENTS.plannedWorkUpdated, payload, exceptSocketId);
}
