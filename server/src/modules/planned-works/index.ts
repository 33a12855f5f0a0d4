/** The planned-works module's public face (the staff channels of a company live in platform/broadcasting). */
export { plannedWorkRoutes } from './routes';
