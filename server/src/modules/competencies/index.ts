/** The competencies module's public face: the competencies routes. */
export { competencyRoutes } from './routes';
