/**
 * A rule's rule-only actions: notices to staff (the bell always; e-mail and push as each recipient chose for
 * `sla_warning` when the rule watches an SLA deadline, else for `automation_notice`) and a text module e-mailed to the
 * requester. They write into the caller's unit of work: the bell rows and the outbox rows exist only if the run does.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AutomationAction, AutomationCondition, NotificationEvent } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { companies, users } from '../../platform/db/schema';
import {
  formatMailDuration,
  renderAutomationNotice,
  renderAutomationRequesterMail,
  renderSlaWarning,
  type SlaDeadlineKind,
} from '../../platform/mail-templates';
import { text } from '../../platform/messages';
import { notificationChannelsFor } from '../../platform/notification-channels';
import { notifyUser } from '../notifications';
import { mailBaseUrl, mailTicketOf, type SystemActor, type TicketRow } from '../tickets';
import { renderTextModuleFor } from '../text-modules';

type Notice = Extract<AutomationAction, { action: 'notify_agent' | 'notify_assignee' | 'notify_responsible' | 'notify_managers' }>;
type RequesterMail = Extract<AutomationAction, { action: 'mail_text_module_to_requester' }>;

const MINUTE = 60_000;

/** The SLA deadline a rule watches (its first SLA condition), which its notices speak of. */
function watchedDeadline(conditions: readonly AutomationCondition[]): SlaDeadlineKind | null {
  for (const c of conditions) {
    if (c.field === 'sla_resolve_elapsed') return 'resolve';
    if (c.field === 'sla_first_response_elapsed') return 'response';
  }
  return null;
}

/** The live agents the notices name, each once. */
async function recipientsOf(
  ctx: AppContext,
  t: TicketRow,
  notices: readonly Notice[],
): Promise<{ id: number; email: string; lang: string }[]> {
  const ids = new Set<number>();
  let managers = false;
  for (const n of notices) {
    if (n.action === 'notify_agent') ids.add(n.agent_id);
    else if (n.action === 'notify_assignee' && t.assigneeId) ids.add(t.assigneeId);
    else if (n.action === 'notify_responsible' && t.responsibleId) ids.add(t.responsibleId);
    else if (n.action === 'notify_managers') managers = true;
  }
  const live = and(eq(users.kind, 'agent'), isNull(users.deletedAt));
  const rows = [
    ...(ids.size
      ? await ctx.db
          .select({ id: users.id, email: users.email, lang: users.lang })
          .from(users)
          .where(and(inArray(users.id, [...ids]), live))
      : []),
    ...(managers
      ? await ctx.db
          .select({ id: users.id, email: users.email, lang: users.lang })
          .from(users)
          .where(and(eq(users.role, 'manager'), live))
      : []),
  ];
  return [...new Map(rows.map((r) => [r.id, r])).values()].sort((a, b) => a.id - b.id);
}

/** Sends the notices; answers whom it told. */
export async function sendNotices(
  ctx: AppContext,
  rule: { name: string; conditions: readonly AutomationCondition[] },
  t: TicketRow,
  notices: readonly Notice[],
  now = new Date(),
): Promise<number[]> {
  if (!notices.length) return [];
  const people = await recipientsOf(ctx, t, notices);
  if (!people.length) return [];
  const deadline = watchedDeadline(rule.conditions);
  const dueAt = deadline === 'response' ? t.firstResponseDueAt : deadline === 'resolve' ? t.resolveDueAt : null;
  const event: NotificationEvent = deadline ? 'sla_warning' : 'automation_notice';
  const wants = await notificationChannelsFor(
    ctx.db,
    people.map((p) => p.id),
    event,
  );
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, t.companyId));
  const ticket = mailTicketOf(t, { company: company?.name });
  for (const person of people) {
    const lang = person.lang === 'en' ? 'en' : 'pl';
    const minutes = dueAt ? (dueAt.getTime() - now.getTime()) / MINUTE : 0;
    const message =
      deadline && dueAt
        ? text(lang, `notify_sla_${deadline}${minutes <= 0 ? '_breached' : ''}`, {
            fullid: t.fullid,
            left: formatMailDuration(minutes),
            late: formatMailDuration(-minutes),
          })
        : text(lang, 'notify_automation', { rule: rule.name, fullid: t.fullid, subject: t.subject });
    const channels = wants.get(person.id) ?? { mail: false, push: false };
    await notifyUser(
      ctx,
      person.id,
      deadline ? 'App\\Notifications\\SlaWarning' : 'App\\Notifications\\AutomationNotice',
      { type: 'ticket', message, ticket: t.id, title: t.fullid, text: t.subject },
      { push: channels.push },
    );
    if (!channels.mail) continue;
    const mail =
      deadline && dueAt
        ? renderSlaWarning(lang, { baseUrl: mailBaseUrl(ctx), ticket, deadline, dueAt, now, rule: rule.name })
        : renderAutomationNotice(lang, { baseUrl: mailBaseUrl(ctx), ticket, rule: rule.name });
    await ctx.messenger.sendMail(person.email, mail.subject, mail.text, undefined, {
      html: mail.html,
      userId: person.id,
      headers: { 'X-Helpdesk-Ticket': t.fullid },
    });
  }
  return people.map((p) => p.id);
}

/** E-mails each text module, filled for the ticket, to its requester (else an unknown sender); answers the addresses. */
export async function mailRequester(
  ctx: AppContext,
  actor: SystemActor,
  rule: { name: string },
  t: TicketRow,
  mails: readonly RequesterMail[],
): Promise<string[]> {
  if (!mails.length) return [];
  const [requester] = t.requesterId
    ? await ctx.db
        .select({ email: users.email, lang: users.lang, name: users.firstname })
        .from(users)
        .where(and(eq(users.id, t.requesterId), isNull(users.deletedAt)))
    : [];
  const to = requester?.email ?? t.senderEmail;
  if (!to) return [];
  const lang = requester?.lang === 'en' ? 'en' : 'pl';
  for (const m of mails) {
    const { body } = await renderTextModuleFor(ctx.db, actor, m.text_module_id, t.id);
    const mail = renderAutomationRequesterMail(lang, {
      baseUrl: mailBaseUrl(ctx),
      ticket: mailTicketOf(t),
      recipientName: requester?.name,
      message: { author: rule.name, at: new Date(), body },
    });
    await ctx.messenger.sendMail(to, mail.subject, mail.text, undefined, { html: mail.html, headers: { 'X-Helpdesk-Ticket': t.fullid } });
  }
  return [to];
}
