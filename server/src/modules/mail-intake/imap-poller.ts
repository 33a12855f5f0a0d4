/**
 * The IMAP poller (imapflow): every IMAP_POLL_SECONDS it reads the unseen messages of the mailbox, files
 * each through `ingestMessage` and flags it \Seen. A successful pass (even an empty one) is recorded as the
 * last fetch. A message that fails stays unseen and stops the pass, so a passing fault is retried and a
 * lasting one shows as a mailbox that is no longer fetched (the sidebar's blinking alert).
 * Several instances: only the holder of the 'imap-poller' job lease polls (failover when it dies), and the
 * Message-ID claim would still file each message once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { AppContext } from '../../app-context';
import type { AppConfig } from '../../config';
import { ingestMessage, MAX_MESSAGE_BYTES, recordMailFetch, type IngestResult } from './service';

export type ImapSettings = NonNullable<AppConfig['mailIntake']['imap']>;

export interface PollResult {
  fetched: number;
  results: IngestResult[];
}

export interface ImapPoller {
  pollOnce(): Promise<PollResult>;
  start(): void;
  stop(): Promise<void>;
}

export function createImapPoller(ctx: AppContext, settings: ImapSettings, log: FastifyBaseLogger): ImapPoller {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function pollOnce(): Promise<PollResult> {
    const client = new ImapFlow({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: { user: settings.user, pass: settings.password },
      tls: { rejectUnauthorized: settings.rejectUnauthorized },
      logger: false,
    });
    await client.connect();
    const results: IngestResult[] = [];
    try {
      const lock = await client.getMailboxLock(settings.mailbox);
      try {
        const uids = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of uids) {
          const message = await client.fetchOne(String(uid), { source: true, size: true }, { uid: true });
          if (!message || !message.source) continue;
          if (message.source.length > MAX_MESSAGE_BYTES) {
            log.warn({ uid, size: message.source.length }, 'mail intake: message too large, left unseen');
            continue;
          }
          results.push(await ingestMessage(ctx, message.source));
          await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    await recordMailFetch(ctx.db);
    return { fetched: results.length, results };
  }

  const schedule = (delayMs = settings.pollSeconds * 1000) => {
    if (stopped) return;
    timer = setTimeout(() => {
      // One instance polls at a time (the job lease); the others' timers only look whether the holder is gone.
      running = ctx.jobs
        .runExclusive('imap-poller', pollOnce)
        .then((run) => run.ran && run.result.fetched && log.info({ fetched: run.result.fetched }, 'mail intake: messages filed'))
        .catch((error: unknown) => log.error({ err: error }, 'mail intake: IMAP poll failed'))
        .finally(() => schedule());
    }, delayMs);
    timer.unref();
  };

  return {
    pollOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
