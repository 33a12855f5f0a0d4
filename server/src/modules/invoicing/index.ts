/** The invoicing module's public face: its routes. */
export { invoicingRoutes } from './routes';
