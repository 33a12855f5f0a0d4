/** Laravel's answer shapes (ARCHITECTURE §3): they live with the other resources in `@helpdesk/shared/resources`. */
export type { MailSender, Paginated, Resource, TicketOrigin } from '../resources/common.ts';
