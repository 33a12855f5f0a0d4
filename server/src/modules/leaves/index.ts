/** The leaves module's public face: its routes. */
export { leaveRoutes } from './routes';
