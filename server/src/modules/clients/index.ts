/** The clients module's public face: the change event the employee import announces too. */
export { publishClientEvent } from './events';
export { clientRoutes } from './routes';
