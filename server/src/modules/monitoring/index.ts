/** The monitoring module's public face: the monitoring log and its webhook's routes. */
export { monitoringRoutes } from './routes';
