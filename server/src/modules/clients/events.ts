/**
 * `App\Events\ClientUpdated`: a client person created, changed, deleted, restored or imported. Staff-only (the
 * people of a company are staff data): sent to the own channels of every agent who sees the company, so open
 * client lists and the ticket form's requester choices refresh.
 */
import { BROADCAST_EVENTS } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { staffChannelsOfCompany } from '../../platform/broadcasting/staff-channels';

export type ClientAction = 'created' | 'updated' | 'deleted' | 'restored' | 'imported';

export interface ClientEventPayload {
  /** The person; null for an import (many at once). */
  id: number | null;
  companyId: number;
  action: ClientAction;
}

export async function publishClientEvent(
  ctx: Pick<AppContext, 'db' | 'broadcaster'>,
  payload: ClientEventPayload,
  exceptSocketId?: string,
): Promise<void> {
  const channels = await staffChannelsOfCompany(ctx.db, payload.companyId);
  if (channels.length) await ctx.broadcaster.publish(channels, BROADCAST_EVENTS.clientUpdated, payload, exceptSocketId);
}
