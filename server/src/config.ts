import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS_TIME_ZONE } from './platform/business-time-zone';
import { defaultCpuPoolOptions, type CpuPoolOptions } from './platform/cpu-work/cpu-pool';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './platform/db/client';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './platform/import-sheet';
import { parsePushEndpointOrigins } from './platform/outbound/push/endpoint-allow-list';
import { smsTransportFromEnv } from './platform/outbound/sms';
import type { SmsTransport } from './platform/outbound/transport';
import { DEVELOPMENT_VAPID_SUBJECT, generateVapidKeys, VAPID_ENV, vapidProblem, type VapidConfig } from './platform/outbound/push/vapid';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

import { REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';
import { isValidNip, nipDigits } from '@helpdesk/shared/schemas';

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

/**
 * KSeF, the national e-invoice system (modules/ksef): which environment invoices are sent to, and as whom. `off` (the
 * default) sends nothing; the FA(3) files stay downloadable.
 */
export interface KsefConfig {
  env: 'off' | 'test' | 'demo' | 'prod' | 'url';
  /** The API's base address (null when off). */
  baseUrl: string | null;
  /** KSEF_TOKEN: the KSeF token generated for the seller in KSeF (its authentication secret). */
  token: string | undefined;
  /** KSEF_NIP: the seller's NIP, the context the token authenticates in. */
  nip: string | undefined;
  /** KSEF_PUBLIC_KEY_PATH read as an SPKI PEM (a PEM certificate or public key); undefined: fetched from the API. */
  publicKeyPem: string | undefined;
}

/** KSEF_ENV's named environments (KSeF API 2.0 documentation, "Environments", 2025-12). */
export const KSEF_BASE_URLS = {
  test: 'https://api-test.ksef.mf.gov.pl/v2',
  demo: 'https://api-demo.ksef.mf.gov.pl/v2',
  prod: 'https://api.ksef.mf.gov.pl/v2',
} as const;

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
  /**
   * The first screen rendered on the server (README "Server rendering"): on unless SSR=off, and only when the shell's
   * server build is present. `budgetMs` (SSR_BUDGET_MS) bounds one render, data included, before the client boot is
   * sent instead; `remoteOrigins` (SSR_REMOTE_ORIGINS) are the other origins whose remotes' server code may run here;
   * `workers` (SSR_WORKERS, default max(1, cores − 1)) are the worker threads renders run on; `maxConcurrent`
   * (SSR_MAX_CONCURRENT, default: the machine's cores) renders taken at once, waiting for a thread or running, the next
   * full load beyond them gets the client boot (reason `busy`).
   */
  ssr: { enabled: boolean; budgetMs: number; remoteOrigins: string[]; workers: number; maxConcurrent: number };
  /**
   * HTML_MAX_CONCURRENT (default: the machine's cores; 0 = no limit): app-route pages (their HTML: session, boot data,
   * render) made at once; the next full loads wait their turn, so a burst of page loads does not hold up the API
   * calls of the screens already open (platform/admission.ts).
   */
  htmlMaxConcurrent: number;
  /** SECURITY_CONTACT as a URI (`mailto:` or `https:`): published at /.well-known/security.txt; null = none. */
  securityContact: string | null;
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string;
  /** Where ticket and e-mail attachments are stored. */
  attachments: AttachmentsConfig;
  databaseUrl: string | undefined;
  appKey: string;
  /**
   * Which peers may set X-Forwarded-* (behind a proxy): false = none, a hop count, or proxy addresses/CIDRs.
   * Never `true` (that would trust any client's X-Forwarded-For).
   */
  trustProxy: false | number | string[];
  /** Production without explicit consent seeds nothing (SEED_DEMO=1 seeds the demo MSP with its published password). */
  seedDemo: boolean;
  /** Where development secrets were generated and kept (undefined: every secret came from the environment). */
  secretsFile: string | undefined;
  /**
   * SMS_DRIVER, MAIL_DRIVER, PUSH_DRIVER: rows of the driver table (platform/outbound/drivers.ts); default `log`, but
   * PUSH_DRIVER defaults to `webpush` when the VAPID keys are there (outside tests: their subscriptions are made up).
   */
  smsDriver: string;
  mailDriver: string;
  pushDriver: string;
  /** The SMS gateway SMS_DRIVER chose, built from its SMSAPI_* or TWILIO_* variables (null for `log`). */
  smsGateway: SmsTransport | null;
  /** Outgoing e-mail: the From of every mail (its domain names the Message-IDs), the SMTP server, DKIM signing. */
  mail: {
    from: string;
    /** Where answers to ticket e-mails go (MAIL_REPLY_TO, the intake mailbox); unset: to MAIL_FROM. */
    replyTo: string | undefined;
    smtp: { url: string; rejectUnauthorized: boolean } | undefined;
    dkim: { domain: string; selector: string; privateKey: string } | undefined;
  };
  /** Production with a `log` driver: only with ALLOW_LOG_DRIVERS=1 (messages then reach the log, not people). */
  allowLogDrivers: boolean;
  /** Whether this instance runs the outbox sender (OUTBOX_SENDER, default on; the job lease keeps it to one at a time). */
  outboxSender: boolean;
  pusher: PusherConfig;
  logLevel: string;
  /** Public base URL for links in e-mails; default: the request's origin. */
  appUrl: string | undefined;
  /** Per minute. `searchPerUser`: the global search — typing sends one per pause, far below it at a person's pace. */
  rateLimits: { loginPerIp: number; loginPerAccount: number; codePerUser: number; forgotPerIp: number; searchPerUser: number };
  /** Tickets the seed creates on an empty database. */
  seedTickets: number;
  /** E-mail intake: the raw-message endpoint's bearer token and the IMAP poller (off without IMAP_HOST). */
  mailIntake: {
    token: string | undefined;
    imap:
      | {
          host: string;
          port: number;
          secure: boolean;
          user: string;
          password: string;
          mailbox: string;
          pollSeconds: number;
          rejectUnauthorized: boolean;
        }
      | undefined;
    /**
     * Issue 11 item 14: where mail whose sender failed SPF/DKIM/DMARC goes when its From is a known client —
     * `file` (as that client, marked unverified) or `unassigned` (a person decides). MAIL_UNVERIFIED_POLICY.
     */
    unverifiedPolicy: 'file' | 'unassigned';
    /** The longest one SPF/DKIM/DMARC check may take before its verdict is `unknown` (MAIL_AUTH_TIMEOUT_MS). */
    authTimeoutMs: number;
  };
  /** Reminder scheduler: whether this instance runs it, how often it looks, and the time zone of reminder days. */
  reminders: { scheduler: boolean; intervalSeconds: number; timeZone: string };
  /** Company report and hours-limit e-mails (COMPANY_MAIL_SCHEDULER, off by default under NODE_ENV=test). */
  companyMail: { scheduler: boolean; intervalSeconds: number };
  /**
   * Scheduled automation rules (modules/automations/scheduler.ts; the shipped SLA warning and breach rules among them):
   * whether this instance runs them (AUTOMATION_SCHEDULER, off by default under NODE_ENV=test) and how often it looks
   * for rules due (AUTOMATION_INTERVAL_SECONDS; each rule runs every its own `every_minutes`).
   */
  automations: { scheduler: boolean; intervalSeconds: number };
  /**
   * The canary guard (modules/remote-deployments/canary-guard.ts): whether this instance runs it (CANARY_GUARD, off
   * by default under NODE_ENV=test), how often it looks (CANARY_CHECK_SECONDS), over how many recent minutes it compares
   * (CANARY_WINDOW_MINUTES), the fewest canary loads it judges on (CANARY_MIN_LOADS) and by how many percentage points
   * the canary's error rate may exceed the stable version's before it is withdrawn (CANARY_ERROR_MARGIN_PERCENT).
   */
  canaryGuard: { enabled: boolean; intervalSeconds: number; windowMinutes: number; minLoads: number; marginPercent: number };
  /** VAT rate of the invoicing export, whole percent (INVOICE_VAT_RATE, default 23). */
  invoiceVatRate: number;
  /** Days the audit trail keeps an entry (AUDIT_RETENTION_DAYS, default 730 = two years); a daily job deletes older ones. */
  auditRetentionDays: number;
  /** KSEF_ENV, KSEF_TOKEN, KSEF_NIP, KSEF_PUBLIC_KEY_PATH. */
  ksef: KsefConfig;
  /**
   * Several instances: REDIS_URL shares real-time events, presence and rate limits between them;
   * a dead instance's presence members disappear after presenceTtlSeconds.
   */
  redis: { url: string; prefix: string; presenceTtlSeconds: number } | undefined;
  /** Who may read /metrics: a bearer token, or (unset) direct requests from the loopback interface only. */
  metricsToken: string | undefined;
  /** Where published remote versions live: `<dir>/<remote>/<version>/` (shared by the instances). */
  remoteDeploymentsDir: string;
  /** Bearer token the deploy CLI sends to the deployments API (unset: only a signed-in admin may deploy). */
  remoteDeployToken: string | undefined;
  /** The largest build archive `POST /api/admin/remote-deployments/{remote}/versions` takes (packed, and unpacked ×4). */
  remoteArchiveMaxBytes: number;
  /** Names this instance in logs and metrics (default host:port). */
  instanceName: string | undefined;
  /** A running export whose instance has not renewed its heartbeat for this long is failed (its instance died). */
  exportStaleSeconds: number;
  /** CPU_POOL_SIZE, CPU_TASK_TIMEOUT_MS, CPU_WORKER_MAX_HEAP_MB: the worker threads of CPU-heavy steps (platform/cpu-work). */
  cpuPool: CpuPoolOptions;
  /** IMPORT_MAX_UNPACKED_MB, IMPORT_MAX_CELLS: what an uploaded spreadsheet may unpack to (platform/import-sheet). */
  importLimits: ImportLimits;
  /**
   * DB_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout on every pool connection (0 = none). PGlite accepts the
   * setting but never fires it (its WASM backend has no timer interrupt; measured): there only the bounded report
   * ranges and page sizes limit a query.
   */
  statementTimeoutMs: number;
  /**
   * Web Push: the VAPID identity (undefined: push is off and the browser is never asked) and the origins, besides the
   * known push services, a subscription's endpoint may have (PUSH_ENDPOINT_ORIGINS).
   */
  push: { vapid: VapidConfig | undefined; endpointOrigins: string[] };
}

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`Expected an integer, got "${value}"`);
  return n;
}

function atLeast(name: string, value: number, min: number): number {
  if (value < min) throw new Error(`${name} must be at least ${min}, got ${value}`);
  return value;
}

const positive = (name: string, value: number) => atLeast(name, value, 1);

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function attachmentsConfig(env: Env): AttachmentsConfig {
  const driver = env.ATTACHMENTS_DRIVER || 'disk';
  if (driver === 'disk') return { driver, dir: path.resolve(env.ATTACHMENTS_DIR || path.join(REPO_ROOT, 'var/attachments')) };
  if (driver !== 's3') throw new Error(`ATTACHMENTS_DRIVER must be "disk" or "s3", got "${driver}"`);
  if (!env.S3_BUCKET) throw new Error('ATTACHMENTS_DRIVER=s3 needs S3_BUCKET');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    driver,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Self-hosted servers (an endpoint is set) rarely have per-bucket host names.
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, !!env.S3_ENDPOINT),
  };
}

/** A configuration the server must not start with; the message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The secrets production must be given, with the shortest value accepted. */
export const PRODUCTION_SECRETS = [
  { name: 'APP_KEY', minLength: 32, what: 'signs evaluation links and other tokens' },
  { name: 'PUSHER_APP_ID', minLength: 1, what: 'Pusher/broadcasting app id' },
  { name: 'PUSHER_APP_KEY', minLength: 1, what: 'Pusher/broadcasting app key (public)' },
  { name: 'PUSHER_APP_SECRET', minLength: 16, what: 'signs private/presence channel subscriptions and Pusher HTTP API calls' },
  { name: 'MAIL_INTAKE_TOKEN', minLength: 32, what: 'bearer token of POST /api/mail/inbound' },
] as const;
type SecretName = (typeof PRODUCTION_SECRETS)[number]['name'];

/** Values once published in this code base: never accepted in production. */
const PUBLISHED_VALUES = new Set([
  'helpdesk-development-key-change-me-in-production-0123456789',
  'helpdesk',
  'helpdesk-key',
  'helpdesk-secret',
  'helpdesk-mail-intake-development-token',
]);

function productionSecrets(env: Env): Record<SecretName, string> {
  const problems: string[] = [];
  for (const { name, minLength, what } of PRODUCTION_SECRETS) {
    const value = env[name] ?? '';
    if (value === '') problems.push(`  ${name} (missing; ${what})`);
    else if (PUBLISHED_VALUES.has(value)) problems.push(`  ${name} (the published development value; choose your own)`);
    else if (value.length < minLength) problems.push(`  ${name} (too short: at least ${minLength} characters)`);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      [
        'NODE_ENV=production needs its own secrets; set these environment variables:',
        ...problems,
        'Generate each secret with: openssl rand -base64 32',
      ].join('\n'),
    );
  }
  return Object.fromEntries(PRODUCTION_SECRETS.map(({ name }) => [name, env[name]!])) as Record<SecretName, string>;
}

/**
 * Development and tests: secrets not given in the environment are generated once per data directory and kept
 * beside it (mode 0600), so sessions, links and sockets survive restarts; several instances on one DATABASE_URL
 * share `var/secrets.json`. Never a constant in the code.
 */
function developmentSecrets(env: Env, file: string): { values: Record<SecretName, string>; file: string | undefined } {
  const fromEnv = Object.fromEntries(PRODUCTION_SECRETS.filter(({ name }) => env[name]).map(({ name }) => [name, env[name]!]));
  if (PRODUCTION_SECRETS.every(({ name }) => fromEnv[name])) return { values: fromEnv as Record<SecretName, string>, file: undefined };
  let stored = readSecrets(file);
  if (PRODUCTION_SECRETS.some(({ name }) => !stored[name])) {
    const generated = { ...stored };
    for (const { name } of PRODUCTION_SECRETS) generated[name] ??= name === 'PUSHER_APP_ID' ? `helpdesk-${random(6)}` : random(32);
    writeSecrets(file, generated, Object.keys(stored).length === 0);
    // Instances starting together (one DATABASE_URL): the first file written wins, every one reads it back.
    stored = readSecrets(file);
  }
  return { values: { ...stored, ...fromEnv } as Record<SecretName, string>, file };
}

const random = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

function readSecrets(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(`Cannot read the development secrets in ${file}: ${(error as Error).message}`);
  }
}

/**
 * Writes a temporary file and moves it into place (readers never see half a file): a new file by a hard link, which
 * fails when another process created it first (its secrets are kept), an update by a rename.
 */
function writeSecrets(file: string, values: Record<string, string>, create: boolean): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${random(4)}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  try {
    if (!create) return fs.renameSync(tmp, file);
    try {
      fs.linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Web Push's VAPID identity: PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY and PUSH_VAPID_SUBJECT. Production: all
 * three or none (none: push is off). Development and tests: a pair not given is generated once and kept in the
 * secrets file with the other development secrets, so browsers' subscriptions survive restarts.
 */
function vapidConfig(env: Env, nodeEnv: AppConfig['env'], secretsFile: string): VapidConfig | undefined {
  const given = [VAPID_ENV.publicKey, VAPID_ENV.privateKey, VAPID_ENV.subject].filter((name) => env[name]);
  if (nodeEnv === 'production' && given.length === 0) return undefined;
  if (nodeEnv === 'production' && given.length < 3)
    throw new ConfigError(
      `Web Push needs all of ${Object.values(VAPID_ENV).join(', ')} (or none of them: push off); only ${given.join(', ')} is set`,
    );
  let pair = { publicKey: env[VAPID_ENV.publicKey] ?? '', privateKey: env[VAPID_ENV.privateKey] ?? '' };
  if (!pair.publicKey !== !pair.privateKey)
    throw new ConfigError(`Set both ${VAPID_ENV.publicKey} and ${VAPID_ENV.privateKey}, or neither`);
  if (!pair.publicKey) {
    let stored = readSecrets(secretsFile);
    if (!stored[VAPID_ENV.publicKey] || !stored[VAPID_ENV.privateKey]) {
      const generated = generateVapidKeys();
      const values = { ...stored, [VAPID_ENV.publicKey]: generated.publicKey, [VAPID_ENV.privateKey]: generated.privateKey };
      writeSecrets(secretsFile, values, Object.keys(stored).length === 0);
      stored = readSecrets(secretsFile);
    }
    pair = { publicKey: stored[VAPID_ENV.publicKey] ?? '', privateKey: stored[VAPID_ENV.privateKey] ?? '' };
  }
  const vapid = { ...pair, subject: env[VAPID_ENV.subject] || DEVELOPMENT_VAPID_SUBJECT };
  const problem = vapidProblem(vapid);
  if (problem) throw new ConfigError(problem);
  return vapid;
}

/**
 * TRUST_PROXY: empty/false/0 = trust no proxy; a whole number = that many proxy hops; otherwise a comma-separated
 * list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`; proxy-addr's names loopback/linklocal/uniquelocal too).
 * `true` is refused: it would let any client choose its own address (the per-IP login limit keyed on it).
 */
/**
 * REMOTE_OVERRIDE_ORIGINS: origins the shell accepts local overrides from and the CSP allows. An IPv6 literal is
 * refused: CSP cannot name one, so the shell would accept an override the browser then blocks.
 */
export function parseOverrideOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ipv6 = origins.filter((o) => /^[a-z][a-z0-9+.-]*:\/\/\[/i.test(o));
  if (ipv6.length > 0)
    throw new ConfigError(
      `REMOTE_OVERRIDE_ORIGINS: a Content-Security-Policy cannot name an IPv6 address (${ipv6.join(', ')}); use a host name`,
    );
  return origins;
}

/** SECURITY_CONTACT: an e-mail address (becomes `mailto:`), a `mailto:` or an `https:` URL; anything else is refused. */
export function parseSecurityContact(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  if (/^[^\s@:/]+@[^\s@/]+\.[^\s@/]+$/.test(v)) return `mailto:${v}`;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(v) || /^https:\/\/\S+$/i.test(v)) return v;
  throw new ConfigError(`SECURITY_CONTACT must be an e-mail address, a mailto: or an https: URL, not "${v}"`);
}

export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || ['false', '0', 'no', 'off'].includes(v.toLowerCase())) return false;
  if (['true', 'yes', 'on', '*'].includes(v.toLowerCase())) {
    throw new ConfigError(
      `TRUST_PROXY=${v} would trust every client's X-Forwarded-For. Set the number of proxies in front of the server ` +
        '(TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1,10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !validProxyEntry(entry));
  if (bad.length > 0) throw new ConfigError(`TRUST_PROXY: not an address or CIDR: ${bad.join(', ')}`);
  return entries;
}

function validProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function optionalInt(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : int(value, 0);
}

function unverifiedPolicy(value: string | undefined): 'file' | 'unassigned' {
  if (!value || value === 'file' || value === 'unassigned') return value === 'unassigned' ? 'unassigned' : 'file';
  throw new Error(`MAIL_UNVERIFIED_POLICY must be "file" or "unassigned", not "${value}"`);
}

export const DEFAULT_MAIL_FROM = 'Helpdesk <helpdesk@localhost>';

/** MAIL_DKIM_PRIVATE_KEY: the PEM itself (`\n` escapes allowed, for one-line variables) or the path of a file holding it. */
function dkimKey(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return fs.readFileSync(value, 'utf8');
  } catch (error) {
    throw new ConfigError(`MAIL_DKIM_PRIVATE_KEY is neither a PEM key nor a readable file: ${(error as Error).message}`);
  }
}

/** The address links in e-mails start with: APP_URL, else this machine's port (development), no trailing slash. */
export const appBaseUrl = (config: Pick<AppConfig, 'appUrl' | 'port'>): string =>
  (config.appUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

/**
 * The drivers of outgoing messages and the mail server. Production refuses the `log` drivers (codes and reset links
 * would reach only the server log) unless ALLOW_LOG_DRIVERS=1 says it is meant.
 */
function outboundConfig(
  env: Env,
  nodeEnv: AppConfig['env'],
): Pick<AppConfig, 'smsDriver' | 'smsGateway' | 'mailDriver' | 'mail' | 'allowLogDrivers' | 'outboxSender'> {
  const mailDriver = env.MAIL_DRIVER || 'log';
  const smsDriver = env.SMS_DRIVER || 'log';
  const allowLogDrivers = bool(env.ALLOW_LOG_DRIVERS, false);
  const problems: string[] = [];
  if (nodeEnv === 'production' && !allowLogDrivers) {
    for (const [name, driver] of [
      ['MAIL_DRIVER', mailDriver],
      ['SMS_DRIVER', smsDriver],
    ] as const)
      if (driver === 'log')
        problems.push(`${name}=log only writes messages to the server log; choose a real driver or set ALLOW_LOG_DRIVERS=1`);
  }
  const sms = smsTransportFromEnv(env, { production: nodeEnv === 'production' });
  if (sms.error) problems.push(sms.error);
  if (mailDriver === 'smtp' && !env.SMTP_URL) problems.push('MAIL_DRIVER=smtp needs SMTP_URL (smtp://user:pass@host:587 or smtps://…:465)');
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (nodeEnv === 'production' && mailDriver !== 'log' && !env.MAIL_FROM) problems.push('MAIL_FROM ("Name <address>") is required');
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (env.MAIL_REPLY_TO && !/[^\s<>@]@[^\s<>@]+/.test(env.MAIL_REPLY_TO))
    problems.push(`MAIL_REPLY_TO must be "Name <address>" or an address, not "${env.MAIL_REPLY_TO}"`);
  if (!/[^\s<>@]@[^\s<>@]+/.test(from)) problems.push(`MAIL_FROM must be "Name <address>" or an address, not "${from}"`);
  const dkimParts = [env.MAIL_DKIM_DOMAIN, env.MAIL_DKIM_SELECTOR, env.MAIL_DKIM_PRIVATE_KEY];
  if (dkimParts.some(Boolean) && !dkimParts.every(Boolean))
    problems.push('DKIM signing needs all of MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY');
  if (problems.length) throw new ConfigError(`Outgoing messages are not configured:\n  - ${problems.join('\n  - ')}`);
  return {
    mailDriver,
    smsDriver,
    smsGateway: sms.transport,
    allowLogDrivers,
    outboxSender: bool(env.OUTBOX_SENDER, true),
    mail: {
      from,
      replyTo: env.MAIL_REPLY_TO || undefined,
      smtp: env.SMTP_URL ? { url: env.SMTP_URL, rejectUnauthorized: bool(env.SMTP_TLS_REJECT_UNAUTHORIZED, true) } : undefined,
      dkim: dkimParts.every(Boolean)
        ? { domain: env.MAIL_DKIM_DOMAIN!, selector: env.MAIL_DKIM_SELECTOR!, privateKey: dkimKey(env.MAIL_DKIM_PRIVATE_KEY!) }
        : undefined,
    },
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'var/data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const developmentSecretsFile = databaseUrl
    ? path.join(REPO_ROOT, 'var/secrets.json')
    : path.join(path.dirname(dataDir), `${path.basename(dataDir)}.secrets.json`);
  const secrets =
    nodeEnv === 'production' ? { values: productionSecrets(env), file: undefined } : developmentSecrets(env, developmentSecretsFile);
  const push = {
    vapid: vapidConfig(env, nodeEnv, developmentSecretsFile),
    endpointOrigins: parsePushEndpointOrigins(env.PUSH_ENDPOINT_ORIGINS),
  };
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
    remoteOverrideOrigins: parseOverrideOrigins(env.REMOTE_OVERRIDE_ORIGINS),
    ssr: {
      enabled: env.SSR !== 'off',
      budgetMs: int(env.SSR_BUDGET_MS, 300),
      remoteOrigins: parseOverrideOrigins(env.SSR_REMOTE_ORIGINS),
      workers: positive('SSR_WORKERS', int(env.SSR_WORKERS, Math.max(1, os.availableParallelism() - 1))),
      maxConcurrent: int(env.SSR_MAX_CONCURRENT, os.availableParallelism()),
    },
    htmlMaxConcurrent: int(env.HTML_MAX_CONCURRENT, os.availableParallelism()),
    securityContact: parseSecurityContact(env.SECURITY_CONTACT),
    dataDir,
    attachments: attachmentsConfig(env),
    databaseUrl,
    appKey: secrets.values.APP_KEY,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: nodeEnv === 'production' ? bool(env.SEED_DEMO, false) : true,
    secretsFile: secrets.file,
    ...outboundConfig(env, nodeEnv),
    pusher: {
      // PUSHER_HOST alone means an external Pusher-compatible service (BROADCAST_DRIVER=embedded keeps ours).
      driver: env.BROADCAST_DRIVER === 'pusher' || (!env.BROADCAST_DRIVER && env.PUSHER_HOST) ? 'pusher' : 'embedded',
      appId: secrets.values.PUSHER_APP_ID,
      key: secrets.values.PUSHER_APP_KEY,
      secret: secrets.values.PUSHER_APP_SECRET,
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
      searchPerUser: int(env.RATE_LIMIT_SEARCH_PER_USER, 120),
    },
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    seedTickets: int(env.SEED_TICKETS, 5000),
    invoiceVatRate: int(env.INVOICE_VAT_RATE, 23),
    auditRetentionDays: positive('AUDIT_RETENTION_DAYS', int(env.AUDIT_RETENTION_DAYS, 730)),
    ksef: parseKsefConfig(env),
    mailIntake: {
      token: secrets.values.MAIL_INTAKE_TOKEN,
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
      unverifiedPolicy: unverifiedPolicy(env.MAIL_UNVERIFIED_POLICY),
      authTimeoutMs: int(env.MAIL_AUTH_TIMEOUT_MS, 3000),
    },
    reminders: {
      scheduler: bool(env.REMINDER_SCHEDULER, true),
      intervalSeconds: int(env.REMINDER_INTERVAL_SECONDS, 60),
      timeZone: env.REMINDER_TIME_ZONE || BUSINESS_TIME_ZONE,
    },
    companyMail: {
      scheduler: bool(env.COMPANY_MAIL_SCHEDULER, env.NODE_ENV !== 'test'),
      intervalSeconds: int(env.COMPANY_MAIL_INTERVAL_SECONDS, 300),
    },
    automations: {
      scheduler: bool(env.AUTOMATION_SCHEDULER, env.NODE_ENV !== 'test'),
      intervalSeconds: int(env.AUTOMATION_INTERVAL_SECONDS, 60),
    },
    canaryGuard: {
      enabled: bool(env.CANARY_GUARD, env.NODE_ENV !== 'test'),
      intervalSeconds: positive('CANARY_CHECK_SECONDS', int(env.CANARY_CHECK_SECONDS, 60)),
      windowMinutes: positive('CANARY_WINDOW_MINUTES', int(env.CANARY_WINDOW_MINUTES, 15)),
      minLoads: positive('CANARY_MIN_LOADS', int(env.CANARY_MIN_LOADS, 20)),
      marginPercent: atLeast('CANARY_ERROR_MARGIN_PERCENT', int(env.CANARY_ERROR_MARGIN_PERCENT, 5), 0),
    },
    redis: env.REDIS_URL
      ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX || 'helpdesk:', presenceTtlSeconds: int(env.PRESENCE_TTL_SECONDS, 15) }
      : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    remoteDeploymentsDir: path.resolve(env.REMOTE_DEPLOYMENTS_DIR || path.join(dataDir, 'remotes')),
    remoteDeployToken: env.REMOTE_DEPLOY_TOKEN || undefined,
    remoteArchiveMaxBytes: positive('REMOTE_ARCHIVE_MAX_MB', int(env.REMOTE_ARCHIVE_MAX_MB, 50)) * 1024 * 1024,
    instanceName: env.INSTANCE_NAME || undefined,
    exportStaleSeconds: int(env.EXPORT_STALE_SECONDS, 30),
    cpuPool: {
      threads: positive('CPU_POOL_SIZE', int(env.CPU_POOL_SIZE, defaultCpuPoolOptions().threads)),
      timeoutMs: positive('CPU_TASK_TIMEOUT_MS', int(env.CPU_TASK_TIMEOUT_MS, defaultCpuPoolOptions().timeoutMs)),
      maxHeapMb: positive('CPU_WORKER_MAX_HEAP_MB', int(env.CPU_WORKER_MAX_HEAP_MB, defaultCpuPoolOptions().maxHeapMb)),
    },
    importLimits: {
      maxUnpackedMb: positive('IMPORT_MAX_UNPACKED_MB', int(env.IMPORT_MAX_UNPACKED_MB, DEFAULT_IMPORT_LIMITS.maxUnpackedMb)),
      maxCells: positive('IMPORT_MAX_CELLS', int(env.IMPORT_MAX_CELLS, DEFAULT_IMPORT_LIMITS.maxCells)),
    },
    statementTimeoutMs: atLeast('DB_STATEMENT_TIMEOUT_MS', int(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS), 0),
    push,
    pushDriver: env.PUSH_DRIVER || (push.vapid && nodeEnv !== 'test' ? 'webpush' : 'log'),
  };
}

/**
 * KSEF_ENV = off (default) | test | demo | prod | an https URL (http only to this machine, for a local stand-in). Any
 * environment but `off` needs KSEF_TOKEN and a well-formed KSEF_NIP; KSEF_PUBLIC_KEY_PATH, when set, must hold a PEM
 * public key or certificate.
 */
export function parseKsefConfig(env: Env): KsefConfig {
  const value = (env.KSEF_ENV || 'off').trim();
  if (value === 'off') return { env: 'off', baseUrl: null, token: undefined, nip: undefined, publicKeyPem: undefined };
  let kind: KsefConfig['env'];
  let baseUrl: string;
  if (value in KSEF_BASE_URLS) {
    kind = value as keyof typeof KSEF_BASE_URLS;
    baseUrl = KSEF_BASE_URLS[kind as keyof typeof KSEF_BASE_URLS];
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(`KSEF_ENV must be off, test, demo, prod or an https URL, not "${value}"`);
    }
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
      throw new ConfigError(`KSEF_ENV must be an https URL (http only to this machine), not "${value}"`);
    }
    kind = 'url';
    baseUrl = url.href.replace(/\/+$/, '');
  }
  const problems: string[] = [];
  const token = env.KSEF_TOKEN?.trim() || undefined;
  const nip = env.KSEF_NIP ? nipDigits(env.KSEF_NIP) || undefined : undefined;
  if (!token) problems.push('KSEF_TOKEN is not set');
  if (!nip) problems.push('KSEF_NIP is not set');
  else if (!isValidNip(nip)) problems.push(`KSEF_NIP "${env.KSEF_NIP}" is not a valid NIP`);
  let publicKeyPem: string | undefined;
  if (env.KSEF_PUBLIC_KEY_PATH) {
    try {
      publicKeyPem = publicKeyFromPem(fs.readFileSync(env.KSEF_PUBLIC_KEY_PATH, 'utf8'));
    } catch (error) {
      problems.push(`KSEF_PUBLIC_KEY_PATH: not a readable PEM public key or certificate (${(error as Error).message})`);
    }
  }
  if (problems.length) throw new ConfigError(`KSEF_ENV=${value} is not configured:\n  - ${problems.join('\n  - ')}`);
  return { env: kind, baseUrl, token, nip, publicKeyPem };
}

function publicKeyFromPem(pem: string): string {
  const key = pem.includes('BEGIN CERTIFICATE') ? new crypto.X509Certificate(pem).publicKey : crypto.createPublicKey(pem);
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

/** For command-line entry points: a ConfigError is printed as it is (no stack) and the process exits with 1. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    console.error(`\nThe server cannot start:\n${error.message}\n`);
    process.exit(1);
  }
}
