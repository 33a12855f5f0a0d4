/**
 * What the intake paths (e-mail, monitoring alerts, reminders) need to create tickets through the tickets
 * module's actions without a logged-in user: the system actor standing for the sender, and a transaction whose
 * side effects outside the database wait for its outcome — broadcasts (ticket events, notifications) go out after the
 * commit (nobody hears of a ticket that a rollback then removes), notification e-mails and SMS are written to the
 * outbox in the same transaction (they exist if and only if the ticket does, even across a crash right after the
 * commit) and the sender is woken after it, files written are removed on rollback and files deleted go only after
 * the commit.
 */
import type { MailSender } from '@helpdesk/shared/resources';
import type { AppContext } from '../../app-context';
import type { CompanyRow, UserRow } from '../../platform/policy';
import { unitOfWork } from '../../platform/unit-of-work';
import { systemActor, type SystemActor, type SystemOrigin } from '../tickets';

/**
 * The system acting for `company`, on behalf of the known sender, or — for an unknown address at the company's
 * domain, an alert or a reminder without an employee — of nobody (`created_by`, the requester and the history's
 * user stay null). Company-wide visibility, because the sender's company was established by the caller
 * (domain, token), not by the person's own ticket list. The tickets and messages written keep `origin`, and filing
 * an e-mail, `mailSender` (its From), so what nobody known wrote still says who or what did.
 */
export function intakeActor(
  company: CompanyRow,
  user: UserRow | null,
  origin: SystemOrigin,
  mailSender: MailSender | null = null,
): SystemActor {
  return systemActor(company, user, origin, mailSender);
}

/**
 * An e-mail's From as a message keeps it: the address lower-cased, the display name trimmed, and no name when there
 * is none or it only repeats the address (an unassigned e-mail stores the address as its sender then).
 */
export function mailSenderOf(name: string | null | undefined, address: string): MailSender | null {
  const email = address.trim().toLowerCase();
  if (!email) return null;
  const display = (name ?? '').trim().slice(0, 255);
  return { name: display && display.toLowerCase() !== email ? display : null, email };
}

/**
 * Runs `work` in one unit of work (platform/unit-of-work.ts): one transaction, broadcasts after the commit, the
 * outbox written in it, files staged. Ticket actions from the routes run in the same kind of unit.
 */
export const intakeTransaction: <T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>) => Promise<T> = unitOfWork;
