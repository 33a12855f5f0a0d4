/** The global search's public face. */
export { searchRoutes } from './routes';
