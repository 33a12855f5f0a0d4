/** The CMDB module's public face. */
export { deviceRoutes } from './routes';
