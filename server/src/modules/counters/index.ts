/** The counters module's public face: the staff counters broadcast after a change, and the mail intake's health. */
export { mailStatus, publishCounters } from './service';
export { counterRoutes } from './routes';
