/** The planned-works module's public face: the staff channels of a company, which other staff events reuse. */
export { staffChannelsOfCompany } from './events';
export { plannedWorkRoutes } from './routes';
