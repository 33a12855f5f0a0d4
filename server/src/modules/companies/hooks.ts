/** What the companies module reads from the modules above it (they fill it in app.ts; platform/hooks.ts). */
import type { ContractHealth } from '@helpdesk/shared/resources';
import type { Db } from '../../platform/db/client';
import type { companies } from '../../platform/db/schema';
import { defineSlot } from '../../platform/hooks';

export type ContractHealthOf = (db: Db, rows: readonly (typeof companies.$inferSelect)[]) => Promise<Map<number, ContractHealth>>;

/** The company list's and detail's contract health bars: the company report's figures of this month. */
export const contractHealthSource = defineSlot<ContractHealthOf>('companies.contract-health');
