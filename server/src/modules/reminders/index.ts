/** The reminders module's public face: the reminders routes. */
export { reminderRoutes } from './routes';
