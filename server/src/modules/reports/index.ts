/** The reports module's public face: the daily and agent reports' routes. */
export { reportRoutes } from './routes';
