import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/policy';
import { createThrottle } from '../../platform/throttle';

/** Confirmation links one account may ask for in an hour, and one new address may be sent in an hour. */
export const EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR = 5;
export const EMAIL_CHANGES_PER_ADDRESS_PER_HOUR = 3;

const newEmailOf = (request: FastifyRequest): string =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

type EmailChangeCheck = (request: FastifyRequest) => Promise<void>;
/** One pair of budgets per server, shared by every flow that asks for a change (each throttle has its own store). */
const perServer = new WeakMap<object, EmailChangeCheck>();

/**
 * Budgets for asking to change an e-mail address: every request mails a link to the new address and a notice to the
 * old one, so without a limit an account (or many accounts aimed at one address) could flood any inbox. Checked before
 * the current password, so the budget also caps guesses at it.
 * `server` (the app context) keys the one pair of budgets every flow shares.
 */
export function emailChangeThrottle(app: FastifyInstance, server: object): EmailChangeCheck {
  const shared = perServer.get(server);
  if (shared) return shared;
  const perAccount = createThrottle(app, {
    max: EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR,
    timeWindowMs: 3_600_000,
    key: (r) => `email-change-account:${actorOf(r).user.id}`,
  });
  const perAddress = createThrottle(app, {
    max: EMAIL_CHANGES_PER_ADDRESS_PER_HOUR,
    timeWindowMs: 3_600_000,
    key: (r) => `email-change-address:${newEmailOf(r)}`,
  });
  /**
   * 429 (with Retry-After) when the signed-in account (one's own profile, or the VIP editing an employee) or the new
   * address in the body has used its hour's budget.
   */
  const check: EmailChangeCheck = async (request) => {
    await perAccount.check(request);
    await perAddress.check(request);
  };
  perServer.set(server, check);
  return check;
}
