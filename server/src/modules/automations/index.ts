/** The automation rules module's public face: its routes (with the ticket-change listener and the scheduler). */
export { automationRoutes } from './routes';
export { runScheduledRules } from './scheduler';
export { forgetActiveRules, runEventRules } from './engine';
