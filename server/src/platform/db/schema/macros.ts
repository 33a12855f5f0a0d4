/** Macros (issue 36): a named, ordered list of ticket actions agents apply in one step. */
import { boolean, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { TicketAction } from '@helpdesk/shared/schemas';
import { createdAt, updatedAt } from './columns';

export const macros = pgTable('macros', {
  id: serial().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** In the order they apply; validated by `ticketActionSchema` when saved. */
  actions: jsonb().$type<TicketAction[]>().notNull(),
  /** An inactive macro stays for editing but is not offered on tickets. */
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
