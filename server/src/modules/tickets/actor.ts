/** Who acts on a ticket (a signed-in person or the system) and what filed it (provenance). */
import type { MailSender } from '@helpdesk/shared/resources';
import type { tickets, Origin } from '../../platform/db/schema';
import type { Actor, CompanyRow, UserRow } from '../../platform/policy';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketSet = Partial<typeof tickets.$inferInsert>;

// ---------------------------------------------------------------- who acts

/** What the system files with nobody signed in. */
export type SystemOrigin = Exclude<Origin, 'web'>;

/**
 * The system filing tickets for a company with nobody signed in (e-mail intake, monitoring alerts, reminders).
 * It sees the company's tickets and acts as a client would; the rows it writes name `client` (the known
 * sender, the monitoring account) or nobody: created_by, message authors and history users stay null. The rows
 * keep `origin` (and an e-mail's From), so a page can still say what wrote them.
 */
export interface SystemActor {
  kind: 'system';
  isAgent: false;
  /** The company the caller established (sender's domain, alert token, reminder). */
  company: CompanyRow;
  client: UserRow | null;
  origin: SystemOrigin;
  /** Filing an e-mail: its From, kept on the ticket or message written (the only name an unknown sender has). */
  mailSender: MailSender | null;
}

/** Who does something to a ticket: a signed-in person, or the system. */
export type TicketActor = Actor | SystemActor;

export const systemActor = (
  company: CompanyRow,
  client: UserRow | null,
  origin: SystemOrigin,
  mailSender: MailSender | null = null,
): SystemActor => ({
  kind: 'system',
  isAgent: false,
  company,
  client,
  origin,
  mailSender,
});

export const isSystem = (actor: TicketActor): actor is SystemActor => 'kind' in actor && actor.kind === 'system';

/** What filed a ticket or wrote a message, and the e-mail's From when an e-mail did (server/API.md "One ticket"). */
export interface Provenance {
  origin: Origin;
  sender: MailSender | null;
}

/** The system's filing, else someone in the app. */
export const provenanceOf = (actor: TicketActor): Provenance =>
  isSystem(actor) ? { origin: actor.origin, sender: actor.mailSender } : { origin: 'web', sender: null };

/** The user written as creator, author and history user; null for the system acting for nobody. */
export const userIdOf = (actor: TicketActor): number | null => (isSystem(actor) ? (actor.client?.id ?? null) : actor.user.id);
