import { BROADCAST_EVENTS, companyChoicesQuery, queryRoots, runningTimerQuery } from '@helpdesk/shared';
import { STALE_QUERIES, type PlannedWorkEventPayload, type TicketEventPayload } from './stale-queries.ts';

const ticket: TicketEventPayload = { id: 4711, companyId: 1, fullid: 'ACME-812', subject: 'Drukarka', status: 'new' };
const work: PlannedWorkEventPayload = {
  id: 9,
  ticketId: 4711,
  companyId: 1,
  status: 'accepted',
  action: 'accepted',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

describe('broadcast → stale queries', () => {
  it('has an entry for every event the server broadcasts', () => {
    expect(Object.keys(STALE_QUERIES).sort()).toEqual(Object.keys(BROADCAST_EVENTS).sort());
  });

  it('a planned-work change refreshes every planned-works list (top bar, ticket tab) and that ticket only', () => {
    expect(STALE_QUERIES.plannedWorkUpdated(work)).toEqual([[queryRoots.plannedWorks], [queryRoots.tickets, 'detail', 4711]]);
  });

  it('ticket events refresh the lists, counters and badges; an update the agent summary and the company’s contract balance too', () => {
    expect(STALE_QUERIES.ticketCreated(ticket)).toEqual([[queryRoots.tickets], [queryRoots.ticketCounters], [queryRoots.menuBadges]]);
    expect(STALE_QUERIES.ticketUpdated(ticket)).toEqual([
      [queryRoots.tickets],
      [queryRoots.ticketCounters],
      [queryRoots.menuBadges],
      [queryRoots.agentSummary],
      [queryRoots.contractBalance, 1],
    ]);
  });

  it('an agent change refreshes the agent screens and every staff form choice (assignees)', () => {
    expect(STALE_QUERIES.agentUpdated({ id: 7, action: 'deleted' })).toEqual([[queryRoots.agents], [queryRoots.lookups]]);
  });

  it('a client person change refreshes the client lists and that company’s people look-up (requester choice)', () => {
    expect(STALE_QUERIES.clientUpdated({ id: 5, companyId: 3, action: 'created' })).toEqual([
      [queryRoots.clients],
      ['lookups', 'company', 3, 'people'],
    ]);
    expect(STALE_QUERIES.clientUpdated({ id: null, companyId: 7, action: 'imported' })).toEqual([
      [queryRoots.clients],
      ['lookups', 'company', 7, 'people'],
    ]);
  });

  it('a company change refreshes company lists, every lookup (the ticket form’s companies and people) and the company filter', () => {
    expect(STALE_QUERIES.companyUpdated({ id: 3, action: 'updated', updatedAt: '2026-11-22T08:00:00.000Z' })).toEqual([
      [queryRoots.companies],
      [queryRoots.lookups],
      ['assigned-companies'],
    ]);
    // The sidebar's company filter reads the shared company look-up, under the look-ups' root.
    expect(companyChoicesQuery.queryKey[0]).toBe(queryRoots.lookups);
  });

  it('notifications and counters refresh their own queries', () => {
    expect(STALE_QUERIES.notification({})).toEqual([[queryRoots.notifications]]);
    expect(STALE_QUERIES.countersUpdated({})).toEqual([[queryRoots.counters]]);
  });

  it('a timer started or stopped elsewhere refreshes the query the chip and the ticket page’s button share', () => {
    expect(STALE_QUERIES.timerChanged({})).toEqual([[queryRoots.timer]]);
    expect(runningTimerQuery.queryKey[0]).toBe(queryRoots.timer);
  });
});
