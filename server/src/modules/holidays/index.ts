/** The holidays module's public face: its routes. */
export { holidayRoutes } from './routes';
