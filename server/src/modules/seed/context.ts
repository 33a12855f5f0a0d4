/** What every part of the demo seed gets: the database, the options, the clock and the random sequences. */
import type { Db } from '../../platform/db/client';
import type { Random } from './random';

export interface SeedOptions {
  tickets: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedContext {
  db: Db;
  options: SeedOptions;
  log: (line: string) => void;
  now: Date;
  rng: Random;
  /** Where tickets came from draws from its own sequence. */
  origins: Random;
  passwordHash: string;
  ts: (daysAgo: number) => Date;
}
