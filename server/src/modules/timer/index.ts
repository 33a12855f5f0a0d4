/** The time-report timer's public face: its routes. */
export { timerRoutes } from './routes';
