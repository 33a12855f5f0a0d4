/**
 * The ticket-actions module's public face: several ticket actions applied as one versioned change, for a macro an
 * agent applies and for an automation rule the system runs.
 */
export { applyTicketActions, type ApplyOptions } from './apply';
