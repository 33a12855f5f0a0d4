/** The agents module's public face: the staff (agents) administration routes. */
export { agentRoutes } from './routes';
