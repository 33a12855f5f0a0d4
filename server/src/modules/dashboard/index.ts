/** The dashboard module's public face: the staff dashboard's routes. */
export { dashboardRoutes } from './routes';
