import type { TimeAcceptStatus } from '@helpdesk/shared/enums';
import type { TimeAcceptItem } from '@helpdesk/shared/resources';

/** Where a time report stands in its acceptance. */
export const stateOf = (item: TimeAcceptItem): Exclude<TimeAcceptStatus, 'all'> =>
  item.accepted_at ? 'accepted' : item.rejected_at ? 'rejected' : 'pending';

/** A report can still be accepted or rejected: waiting, and not in a locked (invoiced) month. */
export const decidable = (item: TimeAcceptItem) => stateOf(item) === 'pending' && !item.locked;
