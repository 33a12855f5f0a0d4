/**
 * The real-time event of a planned-work change (`App\Events\PlannedWorkUpdated`). Planned works are staff-only,
 * so it never goes on the company channel (the company's clients listen there): it goes to the own channel
 * (`private-App.Models.User.{id}`) of every agent who may see the company's tickets — admins and managers, and
 * the agents assigned to the company (the rule of `scopeOf` in platform/policy.ts), taken at the moment of the change.
 */
import { BROADCAST_EVENTS } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { staffChannelsOfCompany } from '../../platform/broadcasting/staff-channels';

export type PlannedWorkAction = 'created' | 'updated' | 'deleted' | 'accepted' | 'rejected';

export interface PlannedWorkEventPayload {
  id: number;
  ticketId: number;
  companyId: number;
  status: string;
  action: PlannedWorkAction;
  updatedAt: string;
}

export async function publishPlannedWorkEvent(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  payload: PlannedWorkEventPayload,
  exceptSocketId?: string,
): Promise<void> {
  const channels = await staffChannelsOfCompany(ctx.db, payload.companyId);
  if (channels.length) await ctx.broadcaster.publish(channels, BROADCAST_EVENTS.plannedWorkUpdated, payload, exceptSocketId);
}
