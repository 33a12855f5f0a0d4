/**
 * Demo data for a believable MSP. Idempotent: it does nothing once the demo admin exists.
 * Deterministic (seeded PRNG); dates are relative to `now`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import * as t from '../../platform/db/schema';
import { hashPassword } from '../../platform/password';
import { Random } from './random';
import { DAY } from './common';
import type { SeedContext, SeedOptions } from './context';
import { seedCompanies } from './companies';
import { seedPeople } from './people';
import { seedAssets } from './assets';
import { seedTickets } from './tickets';
import { seedMessages } from './messages';
import { seedIntake } from './intake';
import { seedWork } from './work';
import { seedStaff } from './staff';
import { seedFinance } from './finance';
import { seedActivity } from './activity';
import { seedTextModules } from './text-modules';
import { seedMacros } from './macros';

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_LOGINS = [
  { email: 'admin@demo.test', description: 'agent, admin' },
  { email: 'manager@demo.test', description: 'agent, manager' },
  { email: 'agent@demo.test', description: 'agent, assigned to ACME, BUDX and KLIN' },
  { email: 'client@demo.test', description: 'client of ACME' },
  { email: 'vip@demo.test', description: 'client-vip of ACME' },
  { email: 'monitoring@demo.test', description: 'monitoring of ACME' },
] as const;

export type { SeedOptions } from './context';

export interface SeedResult {
  seeded: boolean;
  tickets: number;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const found = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'admin@demo.test')).limit(1);
  return found.length > 0;
}

/** Seeds in one transaction, so an interrupted seed leaves an empty database that is seeded next time. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (await isSeeded(db)) return { seeded: false, tickets: 0 };
  const result = await db.transaction((tx) => seedInto(tx as unknown as Db, options));
  // Planner statistics for the fresh data (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
  return result;
}

async function seedInto(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const rng = new Random(20_240_601);
  // Where tickets came from draws from its own sequence: the rest of the demo stays as it was without it.
  const origins = new Random(20_240_602);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ts = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  // The parts run in this order and share the random sequences: each one draws where the one before stopped, and
  // gets what the parts before it made.
  const s0: SeedContext = { db, options, log, now, rng, origins, passwordHash, ts };
  const s1 = { ...s0, ...(await seedCompanies(s0)) };
  const s2 = { ...s1, ...(await seedPeople(s1)) };
  const s3 = { ...s2, ...(await seedAssets(s2)) };
  const s4 = { ...s3, ...(await seedTickets(s3)) };
  const s5 = { ...s4, ...(await seedMessages(s4)) };
  await seedIntake(s5);
  await seedWork(s5);
  await seedStaff(s5);
  await seedFinance(s5);
  await seedActivity(s5);
  await seedTextModules(s5);
  await seedMacros(s5);
  log('seed: done');
  return { seeded: true, tickets: s5.tickets.length };
}
