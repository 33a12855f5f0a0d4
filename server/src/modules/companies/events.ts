/**
 * `App\Events\CompanyUpdated`: a company was created or changed. Companies are staff data, so it goes to the own
 * channel of every agent who sees the company (admins and managers, and its assigned agents), never to the
 * company channel where its clients listen. The shell refreshes company lists and every staff form's lookups.
 */
import { BROADCAST_EVENTS } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { staffChannelsOfCompany } from '../../platform/broadcasting/staff-channels';

export interface CompanyEventPayload {
  id: number;
  action: 'created' | 'updated';
  updatedAt: string;
}

export async function publishCompanyEvent(ctx: Pick<AppContext, 'db' | 'broadcaster'>, payload: CompanyEventPayload): Promise<void> {
  const channels = await staffChannelsOfCompany(ctx.db, payload.id);
  if (channels.length) await ctx.broadcaster.publish(channels, BROADCAST_EVENTS.companyUpdated, payload);
}
