/**
 * Issue 38 item 4: a bad canary rolls itself back. Browsers report, per remote version, how many times its routes
 * loaded and how many of those failed or crashed (`POST /api/remote-health`, counted per minute in remote_health).
 * On one instance at a time (the job lease) the guard compares, over the last CANARY_WINDOW_MINUTES, each running
 * canary's error rate with the stable version's; past CANARY_ERROR_MARGIN_PERCENT points (and on at least
 * CANARY_MIN_LOADS canary loads) it withdraws the canary — a rollback recorded with its figures — and tells every
 * admin by the bell and e-mail. Manual rollback stays as it was.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatPercent } from '@helpdesk/shared/format';
import type { CanaryWithdrawal, RemoteDeploymentEvent } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import { appBaseUrl, REMOTE_NAMES, type RemoteName } from '../../config';
import { remoteHealth, remoteReleases, users } from '../../platform/db/schema';
import { createLeasedSchedule, type LeasedSchedule } from '../../platform/jobs';
import { renderCanaryWithdrawn } from '../../platform/mail-templates';
import { text } from '../../platform/messages';
import { notifyUser } from '../notifications';
import { withdrawCanary } from './service';
import { healthOver, type VersionHealth } from './health';

export const CANARY_GUARD_JOB = 'canary-guard';
const MINUTE_MS = 60_000;
/** Rows older than this are deleted by the guard's pass: the window never reaches back further. */
const KEEP_MS = 24 * 60 * MINUTE_MS;
export const CANARY_GUARD_ACTOR = 'canary-guard';

const rate = (h: VersionHealth) => (h.loads > 0 ? Math.min(1, h.errors / h.loads) : 0);

/** The verdict on one canary: the figures when it must go, else null. */
export function judgeCanary(
  canary: VersionHealth,
  stable: VersionHealth,
  options: { minLoads: number; marginPercent: number; windowMinutes: number },
): CanaryWithdrawal | null {
  if (canary.loads < options.minLoads) return null;
  if ((rate(canary) - rate(stable)) * 100 <= options.marginPercent) return null;
  return {
    kind: 'canary_errors',
    canary_loads: canary.loads,
    canary_errors: canary.errors,
    stable_loads: stable.loads,
    stable_errors: stable.errors,
    window_minutes: options.windowMinutes,
    margin_percent: options.marginPercent,
  };
}

/** One pass: every running canary judged, the bad ones withdrawn and the admins told; old counters deleted. */
export async function guardCanaries(ctx: AppContext, now = new Date()): Promise<RemoteDeploymentEvent[]> {
  const { db, config } = ctx;
  const options = config.canaryGuard;
  const running = await db
    .select()
    .from(remoteReleases)
    .where(and(sql`${remoteReleases.canaryVersion} is not null`, sql`${remoteReleases.canaryPercent} > 0`));
  const withdrawn: RemoteDeploymentEvent[] = [];
  for (const release of running) {
    if (!(REMOTE_NAMES as readonly string[]).includes(release.remote) || !release.canaryVersion) continue;
    const remote = release.remote as RemoteName;
    const health = await healthOver(db, remote, options.windowMinutes, now);
    const none = { loads: 0, errors: 0 };
    const verdict = judgeCanary(health.get(release.canaryVersion) ?? none, health.get(release.activeVersion ?? '') ?? none, options);
    if (!verdict) continue;
    const event = await withdrawCanary(
      { db, config, broadcaster: ctx.broadcaster },
      remote,
      release.canaryVersion,
      { name: CANARY_GUARD_ACTOR, author: { userId: null, ip: null, name: CANARY_GUARD_ACTOR } },
      verdict,
    );
    if (!event) continue;
    withdrawn.push(event);
    await tellAdmins(ctx, remote, release.canaryVersion, verdict);
  }
  await db.delete(remoteHealth).where(lt(remoteHealth.minute, new Date(now.getTime() - KEEP_MS)));
  return withdrawn;
}

/** The bell and an e-mail to every live admin, each in their language. */
async function tellAdmins(ctx: AppContext, remote: RemoteName, version: string, figures: CanaryWithdrawal): Promise<void> {
  const admins = await ctx.db
    .select({ id: users.id, email: users.email, lang: users.lang, firstname: users.firstname })
    .from(users)
    .where(and(eq(users.kind, 'agent'), inArray(users.role, ['admin']), isNull(users.deletedAt)));
  for (const admin of admins) {
    const lang = admin.lang === 'en' ? 'en' : 'pl';
    const percent = (errors: number, loads: number) => formatPercent(loads > 0 ? (errors / loads) * 100 : 0, lang);
    const params = {
      remote,
      version,
      canary: percent(figures.canary_errors, figures.canary_loads),
      stable: percent(figures.stable_errors, figures.stable_loads),
    };
    await notifyUser(ctx, admin.id, 'App\\Notifications\\CanaryWithdrawn', {
      type: 'deployment',
      message: text(lang, 'canary_withdrawn', params),
      title: `${remote} ${version}`,
    });
    const mail = renderCanaryWithdrawn(lang, {
      recipientName: admin.firstname,
      remote,
      version,
      figures,
      url: `${appBaseUrl(ctx.config)}/admin/control-center`,
    });
    await ctx.messenger.sendMail(admin.email, mail.subject, mail.text, undefined, { html: mail.html, userId: admin.id });
  }
}

export type CanaryGuard = LeasedSchedule;

export function createCanaryGuard(ctx: AppContext, log: FastifyBaseLogger): CanaryGuard {
  return createLeasedSchedule(ctx.jobs, log, {
    job: CANARY_GUARD_JOB,
    everyMs: ctx.config.canaryGuard.intervalSeconds * 1000,
    pass: () => guardCanaries(ctx),
    report: (withdrawn) => {
      for (const event of withdrawn)
        log.warn({ remote: event.remote, canary: event.previous_version, reason: event.reason }, 'canary withdrawn');
    },
    failure: 'canary guard: pass failed',
  });
}
