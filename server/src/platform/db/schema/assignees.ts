/** Round-robin assignment (issue 36): when each agent was last handed a ticket by rotation. */
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { users } from './users-auth';

/** One row per agent the rotation has picked; an agent without a row was never picked and comes first. */
export const assigneeRotation = pgTable(
  'assignee_rotation',
  {
    agentId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastPickedAt: timestamp(tz).notNull(),
  },
  (t) => [index('assignee_rotation_last_picked_idx').on(t.lastPickedAt)],
);
