/** The internal-time module's public face: its routes (working-time reads the table for reported hours). */
export { internalTimeRoutes } from './routes';
