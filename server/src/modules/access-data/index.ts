/** The access-data module's public face: the companies' access data (credentials) screens' routes. */
export { accessDataRoutes } from './routes';
