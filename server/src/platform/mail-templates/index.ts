/**
 * E-mail templates: pure renderers (no database, no Fastify) that turn what a sender knows into `{ subject, html, text }`
 * in the recipient's language, for the outbox's `OutgoingMail`. Every mail has one layout (mail-layout.ts).
 */
export type { MailLang, RenderedMail } from './rendered-mail';
export type { MailAttachmentInfo, MailAudience, MailTicket, MailTicketLink, MailTicketMessage } from './ticket-parts';
export { QUOTED_MESSAGES, ticketSubject, ticketUrl } from './ticket-parts';
export { formatMailDuration } from './mail-format';
export {
  renderTicketAssigned,
  renderTicketCreated,
  renderTicketNoteAdded,
  renderTicketReply,
  renderTicketStatusChanged,
  renderAutomationNotice,
  renderAutomationRequesterMail,
  renderSlaWarning,
  type SlaDeadlineKind,
  type SlaWarningMail,
  type TicketAssignedMail,
  type TicketCreatedMail,
  type TicketNoteAddedMail,
  type TicketReplyMail,
  type TicketStatusChangedMail,
} from './ticket-mails';
export {
  renderEmailChangeConfirm,
  renderEmailChangeNotice,
  renderEmployeeExists,
  renderPasswordReset,
  renderWelcome,
  type EmailChangeConfirmMail,
  type EmailChangeNoticeMail,
  type EmployeeExistsMail,
  type PasswordResetMail,
  type WelcomeMail,
} from './account-mails';
export {
  figureName,
  renderCompanyReport,
  renderHoursLimitAlert,
  type CompanyReportMail,
  type HoursLimitAlertMail,
  type HoursLimitFigure,
} from './company-mails';
export { renderEvaluationInvite, type EvaluationInviteMail } from './evaluation-invite';
export { renderCanaryWithdrawn, type CanaryWithdrawnMail } from './deployment-mails';
