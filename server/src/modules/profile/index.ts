/** The profile module's public face: the own-profile routes. */
export { profileRoutes } from './routes';
