/** Column helpers shared by the schema's area files. */
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

export const tz = { withTimezone: true } as const;
export const createdAt = () => timestamp(tz).notNull().defaultNow();
export const updatedAt = () => timestamp(tz).notNull().defaultNow();
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
