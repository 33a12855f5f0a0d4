/** The evaluations module's public face; it sends the rating invitation when the tickets module announces a resolution. */
export { evaluationRoutes } from './routes';
