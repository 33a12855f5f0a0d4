/** Text modules (issue 36): canned answers for the composer, global or one company's. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './users-auth';

export const textModules = pgTable(
  'text_modules',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Typed after `::` in the composer. */
    shortcut: text().notNull(),
    /** Plain text as the composer sends it, with `{{placeholders}}`. */
    body: text().notNull(),
    language: text().$type<'pl' | 'en'>().notNull(),
    /** Null: global, offered on every company's tickets. A company's modules go with it. */
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    category: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('text_modules_company_idx').on(t.companyId), index('text_modules_name_idx').on(t.name)],
);
