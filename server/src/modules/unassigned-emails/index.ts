/** The unassigned-emails module's public face: the unassigned e-mails' routes. */
export { unassignedEmailRoutes } from './routes';
