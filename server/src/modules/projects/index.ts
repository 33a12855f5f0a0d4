/** The projects module's public face: the projects routes. */
export { projectRoutes } from './routes';
