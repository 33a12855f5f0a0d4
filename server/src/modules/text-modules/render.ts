/**
 * Filling a text module for a ticket: the one server-side function the composer's render call uses, and what a macro
 * or an automation answering "with a text module" will call (with the system as the actor, `agent.*` then empty).
 * Names of statuses and priorities and the dates are written in the module's language, dates in the business time
 * zone (what the ticket page shows).
 */
import { eq, inArray } from 'drizzle-orm';
import { PLACEHOLDER_PATTERN, type TextModuleLanguage, type TextModulePlaceholder } from '@helpdesk/shared/schemas';
import { nameOf } from '@helpdesk/shared/vocabulary';
import type { Db } from '../../platform/db/client';
import { companies, users } from '../../platform/db/schema';
import { FieldError } from '../../platform/errors';
import { formatMailDateTime } from '../../platform/mail-templates/mail-format';
import { scopeOf } from '../../platform/policy';
import { findTicket, type TicketActor, type TicketRow } from '../tickets';
import { findTextModule, type TextModuleRow } from './service';

/** "29 listopada 2026 14:30" / "29 November 2026 at 14:30" (the mails' format); empty for no date (a paused or absent deadline). */
export function formatModuleDate(lang: TextModuleLanguage, at: Date | null): string {
  return at ? formatMailDateTime(lang, at) : '';
}

type Person = { firstname: string; lastname: string; email: string | null } | undefined;

/** Every placeholder's value for this ticket, in `lang`; `agentId` is who answers (null: the system). */
export async function placeholderValues(
  db: Db,
  ticket: TicketRow,
  agentId: number | null,
  lang: TextModuleLanguage,
): Promise<Record<TextModulePlaceholder, string>> {
  const ids = [ticket.requesterId, ticket.assigneeId, agentId].filter((id): id is number => id != null);
  const people = ids.length
    ? await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const person = (id: number | null): Person => (id == null ? undefined : people.find((p) => p.id === id));
  const [company] = await db
    .select({ name: companies.name, shortName: companies.shortName })
    .from(companies)
    .where(eq(companies.id, ticket.companyId));
  const requester = person(ticket.requesterId);
  const agent = person(agentId);
  const assignee = person(ticket.assigneeId);
  return {
    'ticket.fullid': ticket.fullid,
    'ticket.subject': ticket.subject,
    'ticket.status': nameOf(lang, 'ticketStatus', ticket.status),
    'ticket.priority': nameOf(lang, 'ticketPriority', ticket.priority),
    'ticket.created_at': formatModuleDate(lang, ticket.createdAt),
    // A ticket from an unknown e-mail sender has no requester: the name its e-mail gave stands in.
    'requester.firstname': requester?.firstname ?? ticket.senderName ?? '',
    'requester.lastname': requester?.lastname ?? '',
    'requester.email': requester?.email ?? ticket.senderEmail ?? '',
    'agent.firstname': agent?.firstname ?? '',
    'agent.lastname': agent?.lastname ?? '',
    'agent.email': agent?.email ?? '',
    'assignee.firstname': assignee?.firstname ?? '',
    'assignee.lastname': assignee?.lastname ?? '',
    'company.name': company?.name ?? '',
    'company.short_name': company?.shortName ?? '',
    'sla.first_response_at': formatModuleDate(lang, ticket.firstResponseDueAt),
    'sla.resolve_at': formatModuleDate(lang, ticket.resolveDueAt),
  };
}

/** The body with each placeholder replaced by its value (saving refused unknown ones, so every one has a value). */
export function fillPlaceholders(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(PLACEHOLDER_PATTERN, (whole, name: string) => values[name] ?? whole);
}

/** A module filled for a ticket: the module must be global or the ticket's company's (422 on `ticket_id` otherwise). */
export async function renderTextModule(db: Db, module: TextModuleRow, ticket: TicketRow, agentId: number | null): Promise<string> {
  if (module.companyId !== null && module.companyId !== ticket.companyId) throw new FieldError('ticket_id', 'text_module_other_company');
  return fillPlaceholders(module.body, await placeholderValues(db, ticket, agentId, module.language));
}

/**
 * `POST /api/admin/text-modules/{id}/render`: the module and the ticket as the actor sees them (404 outside its
 * scope), filled in with the actor as the agent.
 */
export async function renderTextModuleFor(db: Db, actor: TicketActor, moduleId: number, ticketId: number) {
  const ticket = await findTicket(db, actor, ticketId);
  const records = 'kind' in actor ? { companies: [actor.company.id] } : scopeOf(actor);
  const module = await findTextModule(db, moduleId, records);
  const agentId = 'kind' in actor ? null : actor.user.id;
  return { id: module.id, body: await renderTextModule(db, module, ticket, agentId) };
}
