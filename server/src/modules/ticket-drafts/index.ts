/** The ticket-drafts module's public face: the ticket drafts' routes. */
export { ticketDraftRoutes } from './routes';
