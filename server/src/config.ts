import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS_TIME_ZONE } from './platform/business-time-zone';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

import { REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';

export { REMOTE_NAMES, type RemoteName };

export interface PusherConfig {
  /** `embedded`: this server speaks the Pusher protocol; `pusher`: publish to a Pusher-compatible service. */
  driver: 'embedded' | 'pusher';
  appId: string;
  key: string;
  secret: string;
  cluster: string;
  /** Service address used by the `pusher` REST driver. */
  host: string | undefined;
  port: number | undefined;
  useTLS: boolean;
  /** What the browser connects to; undefined = the host/port the page was loaded from. */
  clientHost: string | undefined;
  clientPort: number | undefined;
  clientTLS: boolean;
}

/** Where attachment bytes live: a directory (default), or an S3-compatible bucket when instances share no disk. */
export type AttachmentsConfig =
  | { driver: 'disk'; dir: string }
  | {
      driver: 's3';
      /** Undefined: AWS S3 itself (by region); set for MinIO, Ceph, R2, Garage, … */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      /** Undefined: the AWS SDK's default chain (AWS_* variables, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (most self-hosted servers need it). */
      forcePathStyle: boolean;
    };

export interface AppConfig {
  port: number;
  host: string;
  env: 'production' | 'development' | 'test';
  shellDist: string;
  remotesDir: string;
  remoteUrls: Record<RemoteName, string>;
  remoteOverrideOrigins: string[];
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string;
  /** Where ticket and e-mail attachments are stored. */
  attachments: AttachmentsConfig;
  databaseUrl: string | undefined;
  appKey: string;
  /** Trust X-Forwarded-* (behind a proxy). */
  trustProxy: boolean;
  smsDriver: string;
  mailDriver: string;
  pusher: PusherConfig;
  logLevel: string;
  /** Public base URL for links in e-mails; default: the request's origin. */
  appUrl: string | undefined;
  rateLimits: { loginPerIp: number; loginPerAccount: number; codePerUser: number; forgotPerIp: number };
  /** Tickets the seed creates on an empty database. */
  seedTickets: number;
  /** E-mail intake (issue 6): the raw-message endpoint's bearer token and the IMAP poller (off without IMAP_HOST). */
  mailIntake: {
    token: string | undefined;
    imap: { host: string; port: number; secure: boolean; user: string; password: string; mailbox: string; pollSeconds: number; rejectUnauthorized: boolean } | undefined;
  };
  /** Reminder scheduler: whether this instance runs it, how often it looks, and the time zone of reminder days. */
  reminders: { scheduler: boolean; intervalSeconds: number; timeZone: string };
}

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`Expected an integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function attachmentsConfig(env: Env): AttachmentsConfig {
  const driver = env.ATTACHMENTS_DRIVER || 'disk';
  if (driver === 'disk') return { driver, dir: path.resolve(env.ATTACHMENTS_DIR || path.join(REPO_ROOT, 'var/attachments')) };
  if (driver !== 's3') throw new Error(`ATTACHMENTS_DRIVER must be "disk" or "s3", got "${driver}"`);
  if (!env.S3_BUCKET) throw new Error('ATTACHMENTS_DRIVER=s3 needs S3_BUCKET');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    driver,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET,
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    // Self-hosted servers (an endpoint is set) rarely have per-bucket host names.
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, !!env.S3_ENDPOINT),
  };
}

function optionalInt(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : int(value, 0);
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] || `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return {
    port: int(env.PORT, 8000),
    host: env.HOST || 'localhost',
    env: nodeEnv,
    shellDist: path.resolve(env.SHELL_DIST || path.join(REPO_ROOT, 'shell/dist')),
    remotesDir: path.resolve(env.REMOTES_DIR || path.join(REPO_ROOT, 'remotes')),
    remoteUrls,
    remoteOverrideOrigins: (env.REMOTE_OVERRIDE_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'var/data')),
    attachments: attachmentsConfig(env),
    databaseUrl: env.DATABASE_URL || undefined,
    // A fixed development key keeps sessions valid across restarts; production must set APP_KEY.
    appKey: env.APP_KEY || 'helpdesk-development-key-change-me-in-production-0123456789',
    trustProxy: bool(env.TRUST_PROXY, false),
    smsDriver: env.SMS_DRIVER || 'log',
    mailDriver: env.MAIL_DRIVER || 'log',
    pusher: {
      driver: env.BROADCAST_DRIVER === 'pusher' ? 'pusher' : 'embedded',
      appId: env.PUSHER_APP_ID || 'helpdesk',
      key: env.PUSHER_APP_KEY || 'helpdesk-key',
      secret: env.PUSHER_APP_SECRET || 'helpdesk-secret',
      cluster: env.PUSHER_APP_CLUSTER || 'eu',
      host: env.PUSHER_HOST || undefined,
      port: optionalInt(env.PUSHER_PORT),
      useTLS: bool(env.PUSHER_USE_TLS, false),
      clientHost: env.PUSHER_CLIENT_HOST || undefined,
      clientPort: optionalInt(env.PUSHER_CLIENT_PORT),
      clientTLS: bool(env.PUSHER_CLIENT_TLS, false),
    },
    appUrl: env.APP_URL || undefined,
    rateLimits: {
      loginPerIp: int(env.RATE_LIMIT_LOGIN_PER_IP, 30),
      loginPerAccount: int(env.RATE_LIMIT_LOGIN_PER_ACCOUNT, 5),
      codePerUser: int(env.RATE_LIMIT_CODE_PER_USER, 10),
      forgotPerIp: int(env.RATE_LIMIT_FORGOT_PER_IP, 10),
    },
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    seedTickets: int(env.SEED_TICKETS, 5000),
    mailIntake: {
      // A fixed development token, like APP_KEY; production has no raw-mail endpoint unless MAIL_INTAKE_TOKEN is set.
      token: env.MAIL_INTAKE_TOKEN || (nodeEnv === 'production' ? undefined : 'helpdesk-mail-intake-development-token'),
      imap: env.IMAP_HOST
        ? {
            host: env.IMAP_HOST,
            port: int(env.IMAP_PORT, bool(env.IMAP_SECURE, true) ? 993 : 143),
            secure: bool(env.IMAP_SECURE, true),
            user: env.IMAP_USER ?? '',
            password: env.IMAP_PASSWORD ?? '',
            mailbox: env.IMAP_MAILBOX || 'INBOX',
            pollSeconds: int(env.IMAP_POLL_SECONDS, 60),
            rejectUnauthorized: bool(env.IMAP_TLS_REJECT_UNAUTHORIZED, true),
          }
        : undefined,
    },
    reminders: {
      scheduler: bool(env.REMINDER_SCHEDULER, true),
      intervalSeconds: int(env.REMINDER_INTERVAL_SECONDS, 60),
      timeZone: env.REMINDER_TIME_ZONE || BUSINESS_TIME_ZONE,
    },
  };
}
