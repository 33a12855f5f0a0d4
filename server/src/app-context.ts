import type { AppConfig } from './config';
import type { Db } from './platform/db/client';
import type { Broadcaster } from './platform/broadcasting/broadcaster';
import type { JobLeases } from './platform/jobs';
import type { Messenger } from './platform/messaging';
import type { AttachmentStore } from './platform/storage/attachment-store';
import type { CounterStore } from './platform/counters';
import type { SenderCheck } from './platform/mail-auth';
import { createHooks, type Hooks } from './platform/hooks';
import { authorize, type Ability, type AuthorizeOptions } from './platform/policy';

/** What every module plugin receives: configuration and the platform services. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  messenger: Messenger;
  broadcaster: Broadcaster;
  /** Where attachment bytes live (disk or an S3-compatible bucket, ATTACHMENTS_DRIVER). */
  attachments: AttachmentStore;
  /** Expiring counters (login and SMS-code guesses per account): memory, or a store shared by the instances. */
  counters: CounterStore;
  /** Which database the app runs on. */
  databaseKind: 'pglite' | 'postgres';
  /** Jobs that run once across instances (`ctx.jobs.runExclusive('name', pass)`). */
  jobs: JobLeases;
  /** When this server process started serving. */
  startedAt: Date;
  /** SPF/DKIM/DMARC of inbound mail; unset: mailauth on the system's DNS, bounded by config. */
  senderCheck?: SenderCheck;
  /** Effects that travel up the layers: a lower module emits, the upper module registered a listener (platform/hooks.ts). */
  hooks: Hooks;
  /** Route hook enforcing the policy: `onRequest: ctx.authorize('tickets.work')`. */
  authorize(ability: Ability, options?: AuthorizeOptions): ReturnType<typeof authorize>;
}

/** `hooks`: a registry made earlier, when a platform service created before the context emits into it (the outbox sender). */
export function createContext(parts: Omit<AppContext, 'authorize' | 'hooks'> & { hooks?: Hooks }): AppContext {
  return { ...parts, hooks: parts.hooks ?? createHooks(), authorize: (ability, options) => authorize(parts.db, ability, options) };
}
