/** The tickets module's public face: what other modules (intake, monitoring, reminders, evaluations…) may use. */
export { systemActor, type Provenance, type SystemActor, type SystemOrigin, type TicketActor, type TicketRow } from './actor';
export { findTicket, refuseMerged } from './access';
export { mergeTargetOf, mergeTicket, splitTicket } from './merge';
export { slaFor, type ActionContext } from './effects';
// The ticket-actions module (macros, automations) makes several changes as one: it writes through the same steps.
export { announce, commit, mailBaseUrl, mailTicketOf, notifyParticipants, statusEffects, writeHistory } from './effects';
export { mentionedStaff } from './mentions';
export { isSystem, type TicketSet } from './actor';
export {
  addNote,
  createTicket,
  replyToTicket,
  insertAnswer,
  insertNote,
  restoreTicket,
  setCc,
  touchForTimeReport,
  trashTicket,
  updateTicket,
  type CreateInput,
  type UpdateInput,
} from './commands';
export { presentTimeReport, showTicket } from './show';
export { adminFilter, clientVisibility, inCompanies, slaBreached, slaDueBetween } from './filters';
export { countByFilters, publishTicketEvent } from './service';
export { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, attachmentTypeOf } from './attachments';
export { addBusinessMinutes, businessMinutesBetween, deadlinesFor, isWaiting } from './sla';
export { personOf } from './presenter';
export { ticketChanged, ticketResolved, type TicketChanged, type TicketResolved } from './hooks';
export { ticketRoutes } from './routes';
export { mailAnswerIfFilesArrived } from './answer-mails';
