/** Running timers for time reports (issue 36 item 6): an agent's clock on one ticket until it is stopped. */
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { tickets } from './tickets';
import { users } from './users-auth';

/**
 * Only running timers are rows: stopping one deletes it and hands its figures to the time-report form. The unique
 * index on the agent is the "one running timer per agent" rule, so two tabs starting at once cannot both win.
 */
export const agentTimers = pgTable(
  'agent_timers',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    startedAt: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_timers_agent_unique').on(t.agentId), index('agent_timers_ticket_idx').on(t.ticketId)],
);
