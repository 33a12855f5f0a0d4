/**
 * The company e-mails the reporting mode asks for (spec §3 Company "reporting mode"), inside every server process:
 *  - the company report at its frequency (daily, weekly, monthly) to its VIPs or to all its people (monitoring
 *    accounts are no people), with the figures of the company report module and the same figures as an XLSX file
 *    (platform/sheets: durations as durations, counts as numbers);
 *  - a warning when this month's package (hours in total or a staff type's, or visits) passes the company's first and
 *    second alert level (its contract terms, default 80 % and 100 %), from the live contract balance (the consumption): the e-mail with "hours-limit reports", the bell always.
 * Periods, in the report's time zone: daily = today (the month to yesterday), weekly = the ISO week (the month to
 * yesterday), monthly = this month (last month's report). Each e-mail is claimed in the database first
 * (company_mail_runs primary key) in the transaction that sends it: two processes, or two passes, send it once;
 * a failure rolls back the claim and the next pass retries. Timed passes run on one instance (ctx.jobs lease).
 * The e-mails are the common layout's (platform/mail-templates: HTML and text, the recipient's language); they link to
 * the screen the recipient may open (a VIP's company report or contract balance, the staff company report).
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatMinutes, formatNumber, formatPercent } from '@helpdesk/shared/format';
import { clientPaths, staffPaths } from '@helpdesk/shared/paths';
import { can } from '@helpdesk/shared/permissions';
import { TIME_REPORT_KINDS, type ValidationLang } from '@helpdesk/shared/schemas';
import type { TypedCell } from '@helpdesk/shared/sheets';
import { nameOf } from '@helpdesk/shared/vocabulary';
import type { BalanceFigure, ContractBalance, MonthFigures } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { companies, companyMailRuns, users } from '../../platform/db/schema';
import { figureName, renderCompanyReport, renderHoursLimitAlert, type HoursLimitFigure } from '../../platform/mail-templates';
import { text, type ServerMessageKey } from '../../platform/messages';
import { messengerWithin, sendRendered, type MailAttachment } from '../../platform/messaging';
import { rolesOf } from '../../platform/policy';
import { sheetFileOffThread } from '../../platform/cpu-work/sheets';
import type { SheetColumn, SheetValue } from '../../platform/sheets/writers';
import { companyReport } from '../company-report';
import { addMonths, monthOf } from '../../platform/months';
import { businessDateOf } from '../../platform/business-time-zone';
import { contractBalance } from '../finance';
import { notifyUser } from '../notifications';
import { createLeasedSchedule, type LeasedSchedule } from '../../platform/jobs';
import { appBaseUrl } from '../../config';

type Company = typeof companies.$inferSelect;
type MailKind = (typeof companyMailRuns.$inferSelect)['kind'];

export interface ReportMailSent {
  companyId: number;
  kind: MailKind;
  period: string;
  recipients: number;
}

/**
 * The two warnings of the hours package, highest first: each sent once a month at the company's alert level (its
 * contract terms; default 100 % and 80 %), stored under its rank's kind.
 */
export const HOURS_LIMIT_KINDS = ['hours-100', 'hours-80'] as const;
type HoursLimitKind = (typeof HOURS_LIMIT_KINDS)[number];

/** ISO 8601 week of a calendar day: `YYYY-Www`. */
export function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The e-mail's period key and the month its report covers, or null for `never`. */
export function reportPeriod(frequency: Company['reportFrequency'], now: Date): { period: string; month: string } | null {
  const yesterday = monthOf(new Date(now.getTime() - 86_400_000));
  switch (frequency) {
    case 'daily':
      return { period: businessDateOf(now), month: yesterday };
    case 'weekly':
      return { period: isoWeek(businessDateOf(now)), month: yesterday };
    case 'monthly':
      return { period: monthOf(now), month: addMonths(monthOf(now), -1) };
    default:
      return null;
  }
}

interface Person {
  id: number;
  email: string;
  name: string;
  lang: ValidationLang;
}

interface Recipient extends Person {
  name: string;
  lang: ValidationLang;
  /** The company's screens this person may open (the policy's rule: a VIP, and the company report as the company shows it). */
  may: { companyReport: boolean; contractBalance: boolean };
}

async function recipientsOf(db: Db, company: Company): Promise<Recipient[]> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, company.id),
        eq(users.kind, 'client'),
        isNull(users.deletedAt),
        company.reportVipOnly ? eq(users.role, 'client-vip') : ne(users.role, 'monitoring'),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => {
    const roles = rolesOf(r, company, 0);
    return {
      id: r.id,
      email: r.email,
      name: `${r.firstname} ${r.lastname}`.trim(),
      lang: r.lang,
      may: { companyReport: can(roles, 'client.company-report'), contractBalance: can(roles, 'client.contract-balance') },
    };
  });
}

/** The app's address the e-mails link to (APP_URL; the local server without it), no trailing slash. */

/**
 * The month's figures as an .xlsx workbook in the recipient's language: durations as durations, counts as numbers.
 * Made on the CPU pool like every other file: a pass over many companies must not hold the request thread.
 */
export async function reportWorkbook(company: Company, figures: MonthFigures, lang: ValidationLang): Promise<Buffer> {
  const say = (key: ServerMessageKey) => text(lang, key);
  const minutes = (value: number | null): TypedCell => ({ kind: 'duration', value });
  const count = (value: number | null): TypedCell => ({ kind: 'integer', value });
  const rows: SheetValue[][] = [
    [say('company_sheet_month'), figures.month],
    [say('company_sheet_charged'), minutes(figures.hours.charged_minutes)],
    [say('company_sheet_reported'), minutes(figures.hours.reported_minutes)],
    [say('company_sheet_package'), minutes(figures.hours.package_minutes)],
    [say('company_sheet_outside'), minutes(figures.hours.outside_contract_minutes)],
    ...TIME_REPORT_KINDS.map((kind) => [
      text(lang, 'company_sheet_kind', { kind: nameOf(lang, 'timeReportKind', kind) }),
      minutes(figures.hours.per_kind[kind].charged_minutes),
    ]),
    [say('company_sheet_arrivals'), count(figures.arrivals.used)],
    [say('company_sheet_arrivals_package'), count(figures.arrivals.package)],
    [say('company_sheet_opened'), count(figures.tickets.opened)],
    [say('company_sheet_resolved'), count(figures.tickets.resolved)],
    [say('company_sheet_sla_first_met'), count(figures.sla.first_response.met)],
    [say('company_sheet_sla_first_total'), count(figures.sla.first_response.total)],
    [say('company_sheet_sla_resolve_met'), count(figures.sla.resolution.met)],
    [say('company_sheet_sla_resolve_total'), count(figures.sla.resolution.total)],
  ];
  const columns: SheetColumn[] = [
    { header: say('company_sheet_figure'), kind: 'text', width: 44 },
    { header: say('company_sheet_value'), kind: 'text', width: 14 },
  ];
  return sheetFileOffThread('xlsx', [{ name: say('company_sheet'), columns, rows }], lang, `${company.tag} ${figures.month}`);
}

/** Claims one e-mail; `sent` false when another process (or pass) already did. */
async function claim(db: Db, companyId: number, kind: MailKind, period: string): Promise<boolean> {
  const [row] = await db
    .insert(companyMailRuns)
    .values({ companyId, kind, period })
    .onConflictDoNothing()
    .returning({ companyId: companyMailRuns.companyId });
  return Boolean(row);
}

async function sendReport(ctx: AppContext, company: Company, now: Date): Promise<ReportMailSent | null> {
  const slot = reportPeriod(company.reportFrequency, now);
  if (!slot) return null;
  // The claim and the queued e-mails commit together: a rollback leaves neither, so the next pass sends them once.
  const sent = await ctx.db.transaction(async (raw) => {
    const db = raw as unknown as Db;
    if (!(await claim(db, company.id, 'report', slot.period))) return null;
    const report = await companyReport(db, company, { from: slot.month, to: slot.month }, now);
    const figures = report.months[0]!;
    const people = await recipientsOf(db, company);
    const files = new Map<ValidationLang, MailAttachment>();
    for (const person of people) {
      const lang = person.lang;
      if (!files.has(lang))
        files.set(lang, {
          filename: `${company.tag}-${slot.month}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          content: await reportWorkbook(company, figures, lang),
        });
      const mail = renderCompanyReport(lang, {
        recipientName: person.name,
        company: company.name,
        period: slot.period,
        figures,
        reportUrl: person.may.companyReport ? `${appBaseUrl(ctx.config)}${clientPaths.companyReport()}` : undefined,
      });
      await sendRendered(ctx.messenger, person.email, mail, { tx: db, userId: person.id, attachments: [files.get(lang)!] });
    }
    await db
      .update(companyMailRuns)
      .set({ recipients: people.length })
      .where(and(eq(companyMailRuns.companyId, company.id), eq(companyMailRuns.kind, 'report'), eq(companyMailRuns.period, slot.period)));
    return { companyId: company.id, kind: 'report' as const, period: slot.period, recipients: people.length };
  });
  if (sent) ctx.messenger.wake();
  return sent;
}

/** The company's responsible agent (a live agent), or null. */
async function responsibleOf(db: Db, company: Company): Promise<Person | null> {
  if (!company.responsibleAgentId) return null;
  const [agent] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, lang: users.lang })
    .from(users)
    .where(and(eq(users.id, company.responsibleAgentId), eq(users.kind, 'agent'), isNull(users.deletedAt)));
  return agent ? { id: agent.id, email: agent.email, name: `${agent.firstname} ${agent.lastname}`.trim(), lang: agent.lang } : null;
}

/**
 * The packages of the live contract balance (the finance calculation, the figures the balance card shows) that the
 * warning watches; a package of 0 (every unit is over it from the start) is not watched.
 */
export function limitFigures(balance: ContractBalance): HoursLimitFigure[] {
  const out: HoursLimitFigure[] = [];
  const add = (label: string, f: BalanceFigure, minutes: boolean) => {
    if (f.package) out.push({ label, used: f.used, package: f.package, percent: f.percent ?? 0, minutes });
  };
  add('hours', balance.hours, true);
  for (const k of balance.per_kind) add(k.kind, k, true);
  add('visits', balance.visits, false);
  return out;
}

/**
 * The highest of the company's alert levels (the consumption's `levels`: amber, red) the figures reached (used ≥
 * level % of the package) and its kind, or null. No default: a caller that forgot the company's levels would warn at
 * 80 / 100 % whatever its contract says.
 */
export function reachedThreshold(
  figures: readonly HoursLimitFigure[],
  levels: readonly [number, number],
): { kind: HoursLimitKind; percent: number } | null {
  const ranked = [
    { kind: 'hours-100' as const, percent: levels[1] },
    { kind: 'hours-80' as const, percent: levels[0] },
  ];
  return ranked.find((t) => figures.some((f) => f.used * 100 >= f.package * t.percent)) ?? null;
}

/**
 * The warning of a company's month at its alert levels (`terms.alert_levels` of its live contract balance, the
 * consumption's `levels`): claimed once per company, month and level (passing the second at once settles the first); the e-mail goes to the company's report recipients and its
 * responsible agent when the company has hours-limit reports, the bell to the responsible agent and the company's VIPs.
 */
async function sendHoursLimit(ctx: AppContext, company: Company, now: Date): Promise<ReportMailSent | null> {
  const balance = await contractBalance(ctx.db, company.id, now);
  const figures = limitFigures(balance);
  const reachedLevel = reachedThreshold(figures, balance.terms.alert_levels);
  if (!reachedLevel) return null;
  const { kind, percent: threshold } = reachedLevel;
  const sent = await ctx.db.transaction(async (raw) => {
    const db = raw as unknown as Db;
    if (!(await claim(db, company.id, kind, balance.month))) return null;
    for (const lower of HOURS_LIMIT_KINDS.slice(HOURS_LIMIT_KINDS.indexOf(kind) + 1)) await claim(db, company.id, lower, balance.month);
    const responsible = await responsibleOf(db, company);
    const reached = figures.filter((f) => f.used * 100 >= f.package * threshold);
    let mailed = 0;
    if (company.reportHoursLimit) {
      const base = appBaseUrl(ctx.config);
      const people: (Person & { url?: string | undefined })[] = (await recipientsOf(db, company)).map((p) => ({
        ...p,
        url: p.may.contractBalance ? `${base}${clientPaths.contractBalance()}` : undefined,
      }));
      if (responsible && !people.some((p) => p.email === responsible.email))
        people.push({
          ...responsible,
          url: `${base}${staffPaths.companyReport({ company: company.id, from: balance.month, to: balance.month })}`,
        });
      for (const person of people) {
        const mail = renderHoursLimitAlert(person.lang, {
          recipientName: person.name,
          company: company.name,
          month: balance.month,
          percent: threshold,
          figures: reached,
          url: person.url,
        });
        await sendRendered(ctx.messenger, person.email, mail, { tx: db, userId: person.id });
      }
      mailed = people.length;
    }
    const packages = (lang: ValidationLang) =>
      reached
        .map((f) => {
          // The package's name and percentage in the recipient's language, never the code word ("hours", "it").
          const [used, pkg] = f.minutes
            ? [formatMinutes(f.used), formatMinutes(f.package)]
            : [formatNumber(f.used, lang), formatNumber(f.package, lang)];
          return `${figureName(lang, f.label)} ${used} / ${pkg} (${formatPercent(f.percent, lang)})`;
        })
        .join(', ');
    const vips = await db
      .select({ id: users.id, lang: users.lang })
      .from(users)
      .where(and(eq(users.companyId, company.id), eq(users.kind, 'client'), eq(users.role, 'client-vip'), isNull(users.deletedAt)))
      .orderBy(users.id);
    const bell = responsible ? [{ id: responsible.id, lang: responsible.lang }, ...vips] : vips;
    for (const person of bell) {
      const note = text(person.lang, 'notify_hours_limit', {
        company: company.name,
        month: balance.month,
        percent: threshold,
        packages: packages(person.lang),
      });
      await notifyUser({ ...ctx, db, messenger: messengerWithin(ctx.messenger, db) }, person.id, 'App\\Notifications\\HoursLimit', {
        type: 'company',
        message: note,
        title: company.name,
        text: note,
      });
    }
    await db
      .update(companyMailRuns)
      .set({ recipients: mailed })
      .where(and(eq(companyMailRuns.companyId, company.id), eq(companyMailRuns.kind, kind), eq(companyMailRuns.period, balance.month)));
    return { companyId: company.id, kind, period: balance.month, recipients: mailed };
  });
  if (sent) ctx.messenger.wake();
  return sent;
}

/**
 * The alert-level warning right after a company's counted time changed (a time report added or accepted), not only
 * at the next timed pass: claimed once per month and threshold.
 */
export async function hoursLimitCheck(ctx: AppContext, companyId: number, now = new Date()): Promise<ReportMailSent | null> {
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  return company ? sendHoursLimit(ctx, company, now) : null;
}

/** One pass over every live company that reports; returns the e-mails it sent (one entry per company e-mail). */
export async function runReportMails(ctx: AppContext, now = new Date()): Promise<ReportMailSent[]> {
  const due = await ctx.db
    .select()
    .from(companies)
    .where(and(isNull(companies.deletedAt), inArray(companies.reportFrequency, ['daily', 'weekly', 'monthly'])))
    .orderBy(companies.id);
  const limited = await ctx.db.select().from(companies).where(isNull(companies.deletedAt)).orderBy(companies.id);
  const sent: ReportMailSent[] = [];
  for (const company of due) {
    const done = await sendReport(ctx, company, now);
    if (done) sent.push(done);
  }
  for (const company of limited) {
    const done = await sendHoursLimit(ctx, company, now);
    if (done) sent.push(done);
  }
  return sent;
}

export type ReportMailScheduler = LeasedSchedule;

export function createReportMailScheduler(ctx: AppContext, log: FastifyBaseLogger): ReportMailScheduler {
  return createLeasedSchedule(ctx.jobs, log, {
    job: 'company-mails',
    everyMs: ctx.config.companyMail.intervalSeconds * 1000,
    pass: () => runReportMails(ctx),
    report: (mails) => {
      if (mails.length) log.info({ mails }, 'company mails: sent');
    },
    failure: 'company mails: pass failed',
  });
}
